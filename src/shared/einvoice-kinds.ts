// Which documents get an e-invoice, and as what (the IRP's DocDtls.Typ), from each document's effect in the
// catalog rather than a list: a sale is an invoice (INV); a sales return and a credit note for value are
// credit notes (CRN: a return of goods is a credit note under CGST Act s.34(1), and GSTR-1 reports both in
// CDNR with note type C); a debit note for value is a debit note (DBN, s.34(3)). Shared by the server's
// e-invoice and the browser's buttons.
import type { DocumentKind, Effect } from '../../overrides/billing/document-kinds.ts';

export type EinvoiceDocType = 'INV' | 'CRN' | 'DBN';

const DOC_TYPES: Partial<Record<Effect, EinvoiceDocType>> = { sale: 'INV', saleReturn: 'CRN', saleCredit: 'CRN', saleDebit: 'DBN' };

/** The e-invoice document type of a kind of document (null: it gets none). */
export function einvoiceTypeOf(kind: Pick<DocumentKind, 'side' | 'effect'>): EinvoiceDocType | null {
  return kind.side === 'sales' ? (DOC_TYPES[kind.effect] ?? null) : null;
}
