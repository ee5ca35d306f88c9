// How figures read on a printed Indian document. Pure: no React, no DOM.
import { formatDayFirst, formatIndian, formatQuantity } from '../../engine/ui/format.ts';
import { rupees, thousandths } from '../billing/exact.ts';

/** paise -> "1,00,000.00" (Indian grouping, two decimals). */
export function money(paiseAmount: number): string {
  return formatIndian(rupees(paiseAmount));
}

/** paise -> "₹ 1,00,000.00". */
export function rupeeAmount(paiseAmount: number): string {
  return `₹\u00a0${money(paiseAmount)}`;
}

/** thousandths of a unit -> "10", "2.5", "1,250.125": no trailing zeros, Indian grouping. */
export function quantity(milliUnits: number): string {
  return formatQuantity(thousandths(milliUnits)) || '0';
}

/** thousandths of a percent -> "18%", "2.5%". */
export function percent(milliPercent: number): string {
  return `${quantity(milliPercent)}%`;
}

/** "2026-11-22" (or a timestamp starting so) -> "22-11-2026", the way GST documents write dates. */
export function printedDate(value: unknown): string {
  return formatDayFirst(value);
}

/** "Karnataka", "29" -> "Karnataka (29)"; the name alone when the code is not known. */
export function stateWithCode(state: string | null, code: string | null): string {
  if (!state) return code ?? '';
  return code ? `${state} (${code})` : state;
}
