// The papers the server prints as PDFs, by print page path: a document's (invoice-model.ts, laid out by
// invoice-pdf.ts), a receipt's, payment's or contra's (src/shared/voucher-paper.ts) and a journal's
// (src/shared/journal-paper.ts); with what a request names (the id, the copy) checked, and the file name.
import type { Registry } from '../../../engine/schema/index.ts';
import { columnsFromSchema, noteCells } from '../../../overrides/billing/BillingLinesRules.ts';
import { documents } from '../../../overrides/billing/document-kinds.ts';
import { buildInvoice } from '../../../overrides/invoices/invoice-model.ts';
import { invoicePdf } from '../../../overrides/invoices/invoice-pdf.ts';
import type { PdfDocument } from '../../../overrides/invoices/pdf-parts.ts';
import { loadInvoice, type InvoiceSource } from '../../../overrides/invoices/load-invoice.ts';
import { printKindByPath, type PrintKind } from '../../../overrides/invoices/print-kinds.ts';
import { buildJournalPaper, loadJournalPaper } from '../../shared/journal-paper.ts';
import { journalPdf } from '../../shared/journal-pdf.ts';
import { buildVoucherPaper, loadVoucherPaper, VOUCHER_PRINT_BY_PATH } from '../../shared/voucher-paper.ts';
import { voucherPdf } from '../../shared/voucher-pdf.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { describedVouchers } from '../vouchers/voucher-rules.ts';
import { isRecordId } from '../../../engine/server/index.ts';

/** A printed paper the server makes PDFs of: a document's (invoice-model.ts) or a voucher's (voucher-paper.ts). */
export type PaperKind = {
  path: string;
  noun: string;
  entity: string;
  copies: string[];
  copyMark: string | null;
  /** The record's field holding its number as printed (PrefixBillNo, PrefixVoucherNo …). */
  numberField: string;
  /** The paper's title (its file name) and its PDF's definition, with the copy's marking. */
  make(source: InvoiceSource, id: string, copy: string | null): Promise<{ title: string; doc: PdfDocument }>;
};

const documentPaper = (print: PrintKind): PaperKind => ({
  path: print.path,
  noun: print.noun,
  entity: print.kind.entity,
  copies: print.copies,
  copyMark: print.copyMark,
  numberField: print.kind.prefixedField,
  make: async (source, id, copy) => {
    const invoice = buildInvoice(await loadInvoice(print, id, source));
    return { title: invoice.title, doc: invoicePdf(invoice, copy) };
  },
});

/** A voucher's paper: printed without copies. */
const voucherPaper = (path: string, noun: string, entity: string, numberField: string, make: PaperKind['make']): PaperKind => ({ path, noun, entity, copies: [], copyMark: null, numberField, make });

/** The paper printed at a print page path; 404 when the path prints nothing this server serves. */
export function paperOf(registry: Registry, path: string): PaperKind {
  const voucher = VOUCHER_PRINT_BY_PATH.get(path);
  if (voucher && registry.has(voucher.kind.entity)) {
    return voucherPaper(path, voucher.noun, voucher.kind.entity, 'PrefixVoucherNo', async (source, id) => {
      const paper = buildVoucherPaper(await loadVoucherPaper(voucher, id, source));
      return { title: paper.title, doc: voucherPdf(paper) };
    });
  }
  const journal = describedVouchers().find((described) => described.print?.route === path);
  if (journal && registry.has(journal.entity)) {
    return voucherPaper(path, journal.print?.noun ?? journal.title, journal.entity, journal.prefixedField, async (source, id) => {
      const paper = buildJournalPaper(await loadJournalPaper(journal, id, source));
      return { title: paper.title, doc: journalPdf(paper) };
    });
  }
  return documentPaper(printOf(registry, path));
}

const printsByRegistry = new WeakMap<Registry, Map<string, PrintKind>>();

/**
 * The print kind of a page path, with the line fields a client adds printed under the item (as the print
 * page reads them from the line schema, src/client/invoices/invoicePages.tsx).
 */
function printOf(registry: Registry, path: string): PrintKind {
  let prints = printsByRegistry.get(registry);
  if (!prints) printsByRegistry.set(registry, (prints = new Map()));
  const known = prints.get(path);
  if (known) return known;
  const print = printKindByPath(documents(), path);
  if (!print || !registry.has(print.kind.entity)) throw notFound(`There is no print page "${path}"`);
  const lineEntity = registry.get(print.kind.entity)!.properties[print.kind.linesField]?.['x-lines'];
  const lineSchema = typeof lineEntity === 'string' ? registry.get(lineEntity) : undefined;
  const withNotes = lineSchema ? { ...print, lineNotes: noteCells(columnsFromSchema(lineSchema as Parameters<typeof columnsFromSchema>[0])) } : print;
  prints.set(path, withNotes);
  return withNotes;
}

/** The ?id= of a saved record; 400 otherwise. */
export function idOf(raw: unknown): string {
  const id = typeof raw === 'string' ? raw.trim() : '';
  if (!isRecordId(id)) throw badRequest('id must be the number of a saved document (?id=12)', [{ path: '/id', message: 'must be a whole number above 0' }]);
  return id;
}

/** The copy asked for, by its marking or its first word ("Duplicate"); none: the original. */
export function copyOf(print: Pick<PaperKind, 'copies' | 'copyMark' | 'noun'>, raw: unknown): string | null {
  if (raw === undefined || raw === '') return print.copyMark;
  const wanted = String(raw).trim().toLowerCase();
  const found = print.copies.find((copy) => copy.toLowerCase() === wanted || copy.split(' ')[0].toLowerCase() === wanted);
  if (found) return found;
  const choices = print.copies.map((copy) => copy.split(' ')[0]);
  const message = choices.length ? `copy must be one of ${choices.join(', ')}` : `A ${print.noun} is printed without copy markings`;
  throw badRequest(message, [{ path: '/copy', message }]);
}

/** "Tax Invoice SS/26-27/1" -> a file name a disk takes. */
export const fileName = (title: string, copy: string | null, original: string | null) =>
  `${[title, copy && copy !== original ? `(${copy.split(' ')[0]})` : ''].filter(Boolean).join(' ').replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '-')}.pdf`;

/** The query parameters a paper's routes take (engine/server/query-parameters.ts refuses any other). */
export const PRINT_PARAMETERS = ['id', 'copy'];
