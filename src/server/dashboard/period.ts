// The periods the dashboard reads for one day: that day, its month up to the day, and the financial
// year (April to March) containing it, month by month up to the day's month. Pure date arithmetic on
// yyyy-mm-dd text, so it gives the same answer in any time zone.
import { isSaneDate } from '../../../engine/schema/index.ts';

export type DashboardPeriods = {
  /** The day the dashboard is for. */
  date: string;
  /** The first of its month. */
  monthStart: string;
  /** 1 April of its financial year, and 31 March after it. */
  yearStart: string;
  yearEnd: string;
  /** yyyy-mm from April of the financial year to the day's month, in order. */
  months: string[];
};

const pad = (n: number) => String(n).padStart(2, '0');

export function dashboardPeriods(date: string): DashboardPeriods {
  if (!isSaneDate(date)) throw new RangeError(`not a yyyy-mm-dd date: ${date}`);
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const startYear = month >= 4 ? year : year - 1;
  const months: string[] = [];
  for (let y = startYear, m = 4; `${y}-${pad(m)}` <= date.slice(0, 7); m === 12 ? ((m = 1), (y += 1)) : (m += 1)) {
    months.push(`${y}-${pad(m)}`);
  }
  return { date, monthStart: `${date.slice(0, 7)}-01`, yearStart: `${startYear}-04-01`, yearEnd: `${startYear + 1}-03-31`, months };
}
