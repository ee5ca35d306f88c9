// Dates as people type them, read into the ISO form (yyyy-mm-dd) the API speaks. Pure: no React, no DOM.
// Shown day first (26-11-2026) by formatDayFirst in format.ts.

/**
 * The ISO date (yyyy-mm-dd) a typed text names, or null when it names none.
 * Day first: dd-mm-yyyy, dd/mm/yyyy, dd.mm.yyyy, single-digit day and month, a two-digit year read as
 * 20yy (5-4-26 is 2026-04-05). Also an ISO date as pasted or filled (2026-04-05).
 * `complete`: only forms that cannot grow into another date as the typing goes on (ISO with two-digit
 * month and day, or a four-digit year), so a text read while it is being typed does not settle on
 * 05-04-20 on the way to 05-04-2026.
 * An impossible day (31-02-2026, 29-02-2027) gives null.
 */
export function parseDateText(text: string, complete = false): string | null {
  const typed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(typed);
  if (iso) return complete && typed.length !== 10 ? null : isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dayFirst = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})$/.exec(typed);
  if (!dayFirst) return null;
  const [, day, month, year] = dayFirst;
  if (year.length === 2 && complete) return null;
  return isoOf(year.length === 2 ? 2000 + Number(year) : Number(year), Number(month), Number(day));
}

/** yyyy-mm-dd for a real calendar day, else null. */
function isoOf(year: number, month: number, day: number): string | null {
  if (year < 1000 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Days in a month; February has 29 in a year divisible by 4, except centuries not divisible by 400. */
function daysIn(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A whole ISO date (as pasted or filled in), which a box shows day first at once. */
export function isIsoDateText(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text.trim());
}
