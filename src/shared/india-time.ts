// An instant as India reads it: India Standard Time is UTC+5:30 all year (no daylight saving), so the
// shift is fixed and the same in the server's files and on the page, whatever the machine's time zone.

/** "29-11-2026 16:54:08" for 2026-11-29T11:24:08Z. */
export function indiaTime(iso: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  const shifted = new Date(at + 330 * 60_000).toISOString();
  return `${shifted.slice(8, 10)}-${shifted.slice(5, 7)}-${shifted.slice(0, 4)} ${shifted.slice(11, 19)}`;
}
