// A record id as a client writes it (a path segment, a query parameter, a form field): a whole number from
// 1 up to what a JavaScript number holds exactly, 2^53 - 1, inside both stores' 64-bit keys. Anything else
// (0, -1, 1.5, 1e3, 2^63, "abc") names no record and is refused before a store sees it.

/** The largest id a client may name. */
export const MAX_RECORD_ID = Number.MAX_SAFE_INTEGER;

export function isRecordId(text: string): boolean {
  return /^[1-9]\d{0,15}$/.test(text) && Number(text) <= MAX_RECORD_ID;
}
