// How a report cell reads on screen and in an exported file, by its column's type. Pure.
import type { ReportColumn } from '../../schema/report-schema.ts';
import { formatDayFirst, formatIndian, formatQuantity, formatRupees, plainDecimal, trimTrailingZeros } from '../format.ts';

export type Cell = string | number | boolean | null | undefined;
export type ReportRowData = Record<string, Cell> & { RowStyle?: 'heading' | 'subtotal' | 'total' | null };

/** The label put in the totals row, in the first column that is not summed. */
export const TOTAL_LABEL = 'Total';

/** Whether the column's figures line up on the right (money, quantities, numbers). */
export function isNumericColumn(column: ReportColumn): boolean {
  return column.type === 'money' || column.type === 'quantity' || column.type === 'number';
}

/** On screen: ₹1,23,456.78, 1,250.5 (quantity), 12,345 (number), 22-11-2026 (date), text as is. */
export function displayCell(column: ReportColumn, value: Cell): string {
  if (value === null || value === undefined || value === '') return '';
  switch (column.type) {
    case 'money':
      return formatRupees(value);
    case 'quantity':
      return formatQuantity(value);
    case 'number':
      return typeof value === 'number' || /^-?\d+(\.\d+)?$/.test(String(value)) ? formatIndian(value, decimalsOf(value)) : String(value);
    case 'date':
      return formatDayFirst(value);
    default:
      return String(value);
  }
}

/**
 * In a file other programs read: plain numbers (1234.50, no grouping, no symbol), dates yyyy-mm-dd
 * (SPEC section 9), text as is. Numbers stay text here so no float rounding creeps in.
 */
export function plainCell(column: ReportColumn, value: Cell): string {
  if (value === null || value === undefined || value === '') return '';
  switch (column.type) {
    case 'money':
      return plainDecimal(value, 2) || String(value);
    case 'quantity':
      return trimTrailingZeros(plainDecimal(value, 3)) || String(value);
    case 'number':
      return plainDecimal(value, decimalsOf(value)) || String(value);
    case 'date':
      return typeof value === 'string' ? (/^\d{4}-\d{2}-\d{2}/.exec(value)?.[0] ?? value) : String(value);
    default:
      return String(value);
  }
}

/**
 * The totals as a row: the sums under their columns and 'Total' in the first column not summed, unless
 * the report's own totals row already carries words (a label of its own).
 */
export function totalsRow(columns: ReportColumn[], totals: ReportRowData | null | undefined): ReportRowData | null {
  if (!totals || Object.keys(totals).length === 0) return null;
  const row: ReportRowData = { ...totals, RowStyle: 'total' };
  const labelled = columns.some((column) => typeof totals[column.field] === 'string' && !/^-?\d+(\.\d+)?$/.test(String(totals[column.field])));
  const labelColumn = columns.find((column) => totals[column.field] === undefined || totals[column.field] === null || totals[column.field] === '');
  if (labelColumn && !labelled) row[labelColumn.field] = TOTAL_LABEL;
  return row;
}

/** A summary key as a label: "Start value" stays, "StartValue" and "start_value" read "Start value". */
export function summaryLabel(key: string): string {
  if (/\s/.test(key)) return key;
  const words = key.replace(/_/g, ' ').replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2').trim().split(/\s+/);
  return words.map((word, index) => (index === 0 ? word[0].toUpperCase() + word.slice(1) : /^[A-Z0-9]+$/.test(word) && word.length > 1 ? word : word.toLowerCase())).join(' ');
}

/** Whether a row is printed bold: a heading, subtotal or total. */
export function isEmphasised(row: ReportRowData): boolean {
  return row.RowStyle === 'heading' || row.RowStyle === 'subtotal' || row.RowStyle === 'total';
}

function decimalsOf(value: Cell): number {
  const text = String(value);
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : Math.min(text.length - dot - 1, 6);
}
