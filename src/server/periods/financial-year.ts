// A financial year as the year-end close names it: "2025-26", 1 April 2025 to 31 March 2026.
import { fiscalYearOf } from '../accounting/fiscal-year.ts';

export type FinancialYear = { label: string; start: string; end: string };

/** The year a label names ("2025-26"), or null for anything else. */
export function yearOfLabel(label: unknown): FinancialYear | null {
  const match = typeof label === 'string' ? /^(\d{4})-(\d{2})$/.exec(label) : null;
  if (!match) return null;
  const first = Number(match[1]);
  if (first < 1900 || (first + 1) % 100 !== Number(match[2])) return null;
  return { label, start: `${first}-04-01`, end: `${first + 1}-03-31` } as FinancialYear;
}

/** The year a date (yyyy-mm-dd) falls in. */
export const yearOfDate = (date: string): FinancialYear => yearOfLabel(fiscalYearOf(date))!;

/** The year before. */
export const yearBefore = (year: FinancialYear): FinancialYear => yearOfDate(`${Number(year.start.slice(0, 4)) - 1}-04-01`);

/** The year after. */
export const yearAfter = (year: FinancialYear): FinancialYear => yearOfDate(`${Number(year.start.slice(0, 4)) + 1}-04-01`);
