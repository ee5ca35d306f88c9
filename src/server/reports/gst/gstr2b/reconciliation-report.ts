// The GSTR-2B reconciliation report (schemas/reports/gstr2breconciliation.json): the firm's stored 2B of
// the month matched against its purchase-side documents (matcher.ts), in four groups (matched,
// mismatched, in 2B but not in the books, in the books but not in 2B), each with its count and the
// credit at stake (its documents' tax; a credit note's counts against the credit).
import type { ReportContext, ReportFilters, ReportResult, ReportRow } from '../../../../../engine/server/index.ts';
import { fitsScale, toScaled } from '../../../../../engine/schema/index.ts';
import { rupees } from '../../../../../overrides/billing/exact.ts';
import { money, printedDate } from '../../../../../overrides/invoices/print-format.ts';
import { fiscalYearStart } from '../../../accounting/fiscal-year.ts';
import { badRequest } from '../../../http/errors.ts';
import { bookDocuments } from './book-documents.ts';
import { validPeriod } from './gstr2b-file.ts';
import { describeDifference, itcNote, reconcile, STATUS_LABELS, taxOf, type ReconciledRow, type Status } from './matcher.ts';
import { statementsOf, storedStatement } from './statement-store.ts';

/** The tolerance when the user sets none: ₹1, the usual allowance for rounding between two sets of books. */
export const DEFAULT_TOLERANCE = 100;

const ORDER: Status[] = ['matched', 'mismatched', 'only2b', 'onlyBooks'];
const KINDS = { INV: 'Invoice', C: 'Credit note', D: 'Debit note' } as const;

const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);

/** The month of a return period MMYYYY: its first and last day. */
export function monthOf(period: string): { start: string; end: string } {
  const month = Number(period.slice(0, 2));
  const year = Number(period.slice(2));
  return { start: `${period.slice(2)}-${period.slice(0, 2)}-01`, end: lastDay(year, month) };
}

function toleranceOf(raw: unknown): number {
  if (raw === undefined || raw === null || raw === '') return DEFAULT_TOLERANCE;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > 1000 || !fitsScale(value, 2)) {
    throw badRequest('Tolerance must be an amount from 0 to 1000 rupees with at most two decimals', [{ path: '/Tolerance', message: 'must be 0 to 1000 rupees, at most two decimals' }]);
  }
  return toScaled(value, 2);
}

function rowOf(row: ReconciledRow): ReportRow {
  const { twoB, book } = row;
  const bookNumber = book ? (book.number && book.number !== book.ownNumber ? `${book.number} (${book.ownNumber})` : book.ownNumber) : null;
  return {
    Status: STATUS_LABELS[row.status],
    Section: twoB ? twoB.section.toUpperCase() : null,
    SupplierGSTIN: twoB?.supplierGSTIN ?? book!.supplierGSTIN,
    SupplierName: book?.supplierName || twoB?.supplierName || null,
    DocKind: KINDS[(twoB ?? book)!.docType],
    Number2B: twoB?.number ?? null,
    BookNumber: bookNumber,
    Date2B: twoB?.date ?? null,
    BookDate: book?.date ?? null,
    Taxable2B: twoB ? rupees(twoB.taxable) : null,
    BookTaxable: book ? rupees(book.taxable) : null,
    Tax2B: twoB ? rupees(taxOf(twoB)) : null,
    BookTax: book ? rupees(taxOf(book)) : null,
    Differences: [...row.differences.map(describeDifference), itcNote(twoB)].filter(Boolean).join('; ') || null,
    CreditAtStake: rupees(row.creditAtStake),
    Route: book?.route ?? null,
    BookId: book?.id ?? null,
  };
}

/** The summary of a month with nothing to reconcile: no statement on file. */
const NOTHING = (month: string) => ({ rows: [], summary: { 'GSTR-2B statement': `none uploaded ${month}: upload the file from the GST portal (Returns › GSTR-2B › Download JSON)` } });

export async function gstr2bReconciliation(ctx: ReportContext, filters: ReportFilters): Promise<ReportResult> {
  const tolerance = toleranceOf(filters.Tolerance);
  const firmId = Number(filters.FirmId);
  // No month chosen: the latest on file.
  const period = filters.Period ? String(filters.Period) : ((await statementsOf(ctx.db, ctx.tenantId, firmId))[0]?.Period ?? null);
  if (period === null) return NOTHING('for this firm yet');
  if (!validPeriod(period)) throw badRequest('Month must be a return period as MMYYYY from 072017 on, e.g. 112026', [{ path: '/Period', message: 'must be a month as MMYYYY, e.g. 112026' }]);
  const stored = await storedStatement(ctx.db, ctx.tenantId, firmId, period);
  if (!stored) return NOTHING(`for ${period.slice(0, 2)}-${period.slice(2)}`);
  const { start, end } = monthOf(period);
  // A supplier may report an earlier invoice late, but credit on it ends with the time limit of CGST Act
  // s.16(4) (30 November after the end of its financial year): the books are read from the start of the
  // previous financial year.
  const from = `${Number(fiscalYearStart(start).slice(0, 4)) - 1}${fiscalYearStart(start).slice(4)}`;
  const books = await bookDocuments(ctx, firmId, from, start, end);
  const reconciled = reconcile(stored.documents, books, tolerance);

  const rows: ReportRow[] = [];
  const summary: Record<string, string | number | null> = {};
  for (const status of ORDER) {
    const group = reconciled.filter((row) => row.status === status);
    const credit = group.reduce((sum, row) => sum + row.creditAtStake, 0);
    summary[STATUS_LABELS[status]] = `${group.length} document${group.length === 1 ? '' : 's'}, credit ₹${money(credit)}`;
    if (group.length === 0) continue;
    rows.push({ Status: `${STATUS_LABELS[status]} (${group.length})`, RowStyle: 'heading' });
    rows.push(...group.map(rowOf));
    rows.push({ Status: 'Credit at stake', CreditAtStake: rupees(credit), RowStyle: 'subtotal' });
  }
  summary['GSTR-2B statement'] = `${period.slice(0, 2)}-${period.slice(2)}, generated on ${printedDate(stored.header.GeneratedOn ?? '')}`;
  return { rows, summary };
}
