// How the figures above a report's grid read (their labels come from cells.ts summaryLabel). A query
// sends plain values (numbers, ISO dates, or text that starts with a plain number such as '4500.00 Dr'); the page shows words, day-first dates and Indian digit grouping, like the grid.
import { formatDayFirst, formatIndian } from '../format.ts';

/**
 * Two decimals, or three when the value needs them (a quantity in thousandths). Read off the number's own
 * decimal text: 18582.42 × 100 is 1858241.9999999998 in floating point, which once showed "18,582.420".
 */
const number = (value: number) => formatIndian(value, (String(value).split('.')[1]?.length ?? 0) > 2 ? 3 : 2);

export function summaryValue(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return number(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDayFirst(value);
  const leading = /^(-?\d+(?:\.\d+)?)(\s.*)?$/.exec(value);
  if (!leading) return value;
  const decimals = leading[1].split('.')[1]?.length ?? 0;
  return `${formatIndian(leading[1], decimals)}${leading[2] ?? ''}`;
}
