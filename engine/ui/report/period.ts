// The report period choices of SPEC section 9 and the FromDate/ToDate each one fills. Pure: dates are
// yyyy-mm-dd strings and the arithmetic is on whole days of the calendar, never on clock time, so no
// time zone or daylight-saving shift can move a date.

export type PeriodSet = 'full' | 'short' | 'none';

export const PERIOD_TODAY = 'Todays';
export const PERIOD_CURRENT_MONTH = 'Current month';
export const PERIOD_LAST_MONTH = 'Last month';
export const PERIOD_LAST_3_MONTHS = 'Last 3 months';
export const PERIOD_LAST_6_MONTHS = 'Last 6 months';
export const PERIOD_CUSTOM = 'Custom';

/** The options each set offers, in the spec's order. */
export const PERIOD_OPTIONS: Record<PeriodSet, readonly string[]> = {
  full: [PERIOD_TODAY, PERIOD_CURRENT_MONTH, PERIOD_LAST_MONTH, PERIOD_LAST_3_MONTHS, PERIOD_LAST_6_MONTHS, PERIOD_CUSTOM],
  short: [PERIOD_TODAY, PERIOD_CUSTOM],
  none: [],
};

export type DateRange = { FromDate: string; ToDate: string };

/** How many months back each "Last ..." option reaches: from that many months ago through today. */
const MONTHS_BACK: Record<string, number> = { [PERIOD_LAST_MONTH]: 1, [PERIOD_LAST_3_MONTHS]: 3, [PERIOD_LAST_6_MONTHS]: 6 };

/**
 * The dates a period fills, given today's date (yyyy-mm-dd); null for Custom (the user types them).
 * - Todays: today to today.
 * - Current month: the first to the last day of this month.
 * - Last month / 3 months / 6 months: the same day one, three or six months ago through today; a day
 *   the earlier month lacks becomes its last day (31 May back one month is 30 April; 31 March back one
 *   month is 28 or 29 February).
 */
export function periodRange(option: string, today: string): DateRange | null {
  const day = parseIsoDate(today);
  if (!day) throw new Error(`Not a date: ${today}`);
  if (option === PERIOD_TODAY) return { FromDate: today, ToDate: today };
  if (option === PERIOD_CURRENT_MONTH) {
    return { FromDate: isoDate(day.year, day.month, 1), ToDate: isoDate(day.year, day.month, daysInMonth(day.year, day.month)) };
  }
  const back = MONTHS_BACK[option];
  if (back !== undefined) return { FromDate: monthsBefore(today, back), ToDate: today };
  return null;
}

/** The option whose dates these are today (so a link carrying dates shows its period), else Custom. */
export function periodOf(options: readonly string[], range: Partial<DateRange>, today: string): string {
  for (const option of options) {
    const dates = option === PERIOD_CUSTOM ? null : periodRange(option, today);
    if (dates && dates.FromDate === range.FromDate && dates.ToDate === range.ToDate) return option;
  }
  return PERIOD_CUSTOM;
}

/** The option a report opens with: this month for the full set, today for the short one. */
export function defaultPeriod(set: PeriodSet): string | null {
  if (set === 'full') return PERIOD_CURRENT_MONTH;
  if (set === 'short') return PERIOD_TODAY;
  return null;
}

/** The same calendar day `months` months earlier, clamped to the end of a shorter month. */
export function monthsBefore(date: string, months: number): string {
  const day = parseIsoDate(date);
  if (!day) throw new Error(`Not a date: ${date}`);
  const index = day.year * 12 + (day.month - 1) - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return isoDate(year, month, Math.min(day.day, daysInMonth(year, month)));
}

/** The local calendar date of a moment as yyyy-mm-dd (the shop's today, not UTC's). */
export function todayIso(now: Date = new Date()): string {
  return isoDate(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** yyyy-mm-dd to its parts, or null when it is not a real calendar date (2026-02-30 is not). */
export function parseIsoDate(text: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
