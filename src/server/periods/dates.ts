// How the period messages write dates and periods: as Indian books do (dd-mm-yyyy, "September 2026").
import { formatDayFirst } from '../../../engine/ui/format.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** yyyy-mm-dd as dd-mm-yyyy: the page's own day-first form (engine/ui/format.ts). */
export const dmy = (date: string): string => formatDayFirst(date);

/** A month ("September 2026") or a quarter ("July–September 2026") from its first and last days. */
export function periodLabel(from: string, to: string): string {
  const [fy, fm] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  if (fy === ty && fm === tm) return `${MONTHS[fm - 1]} ${fy}`;
  return fy === ty ? `${MONTHS[fm - 1]}–${MONTHS[tm - 1]} ${ty}` : `${MONTHS[fm - 1]} ${fy}–${MONTHS[tm - 1]} ${ty}`;
}

/** The last day of a month given as yyyy-mm. */
export function lastDayOf(month: string): string {
  const [y, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${month}-${String(last).padStart(2, '0')}`;
}

/** yyyy-mm plus n months. */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  const at = y * 12 + (m - 1) + n;
  return `${Math.floor(at / 12)}-${String((at % 12) + 1).padStart(2, '0')}`;
}
