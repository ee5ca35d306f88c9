// The Indian financial year runs from 1 April to 31 March: 2026-11-22 falls in 2026-27.
export function fiscalYearOf(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`not a yyyy-mm-dd date: ${date}`);
  const year = Number(match[1]);
  const start = Number(match[2]) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The first day (1 April) of the financial year a date falls in. */
export function fiscalYearStart(date: string): string {
  return `${fiscalYearOf(date).slice(0, 4)}-04-01`;
}
