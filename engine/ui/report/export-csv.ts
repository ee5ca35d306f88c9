// A generated report as CSV (RFC 4180): UTF-8 with a byte-order mark so Excel reads ₹ and Hindi names
// right, CRLF line ends, a header row of column titles, the rows, then the totals row. Money and
// quantities are plain numbers (1234.50), dates yyyy-mm-dd. Pure.
import type { ReportColumn } from '../../schema/report-schema.ts';
import { plainCell, totalsRow, type ReportRowData } from './cells.ts';

export type ExportTable = {
  columns: ReportColumn[];
  rows: ReportRowData[];
  totals?: ReportRowData | null;
};

const BOM = '\uFEFF';
/**
 * A cell a spreadsheet would run as a formula: one beginning with =, +, -, @, a tab or a carriage return
 * (OWASP, "CSV Injection"), kept as text with a leading quote. A plain number (-500.00) is left as it is,
 * in any column: it cannot be a formula, and an accountant's negative amount must stay a number.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export function guardFormula(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

export function buildCsv(table: ExportTable): string {
  const lines = [table.columns.map((column) => quoteCsv(column.title))];
  const totals = totalsRow(table.columns, table.totals);
  for (const row of totals ? [...table.rows, totals] : table.rows) {
    lines.push(
      // Every column: a money or date column given text (a malformed value) is guarded as well.
      table.columns.map((column) => quoteCsv(guardFormula(plainCell(column, row[column.field])))),
    );
  }
  return BOM + lines.map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}

/** RFC 4180: a field holding a comma, quote or line break is quoted, its quotes doubled. */
export function quoteCsv(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
