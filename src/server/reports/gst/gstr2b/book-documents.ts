// The purchase-side documents a GSTR-2B is matched against, one row per document with its taxable value and
// tax by head summed from its lines and charges (paise). Which 2B section each belongs to follows from its
// effect on the books (overrides/billing/document-kinds.ts), not from a list:
// - a purchase is the supplier's tax invoice: 2B b2b;
// - a document that takes value off a purchase (a purchase return, the supplier's credit note) stands for
//   the credit note the supplier issues, CGST Act s.34(1): 2B cdnr with typ C;
// - one that adds value to a purchase (the supplier's debit note, s.34(3)): 2B cdnr with typ D.
// The supplier's own number is the document's SupplierBillNo ("Supplier bill no.", on a note "Supplier's
// note no."). Documents without a supplier GSTIN are left out: an unregistered supplier files no GSTR-1.
import { sql } from 'kysely';
import type { ReportContext } from '../../../../../engine/server/index.ts';
import { adjustedBill, documents, EFFECT_RULES } from '../../../../../overrides/billing/document-kinds.ts';
import { linesOf, partsOf } from '../gst-lines.ts';
import type { BookDocument, DocType } from './matcher.ts';

/** The supplier's number of every purchase-side document. */
const SUPPLIER_NUMBER = 'SupplierBillNo';

export function docTypeOf(entity: string): DocType {
  const catalog = documents();
  const kind = catalog.require(entity);
  if (!adjustedBill(catalog, kind)) return 'INV';
  return EFFECT_RULES[kind.effect].onBill < 0 ? 'C' : 'D';
}

/**
 * The firm's purchase-side documents dated from `from` to `to`, marked `inPeriod` when dated inside the
 * month [monthStart, to]. (A 2B may carry an earlier month's document the supplier reported late.)
 */
export async function bookDocuments(ctx: ReportContext, firmId: number, from: string, monthStart: string, to: string): Promise<BookDocument[]> {
  const found: BookDocument[] = [];
  for (const { entity } of partsOf('purchase')) {
    const kind = documents().require(entity);
    const date = sql.ref(`d.${kind.dateField}`);
    const rows = await sql<any>`select d."Id" as id, d.${sql.ref(SUPPLIER_NUMBER)} as number, d.${sql.ref(kind.prefixedField)} as own_number,
        ${date} as doc_date, upper(d."GSTIN") as gstin, d."PartyName" as party_name,
        cast(sum(l."TaxableAmt") as bigint) as txval, cast(sum(coalesce(l."TaxAmt3", 0)) as bigint) as iamt,
        cast(sum(coalesce(l."TaxAmt1", 0)) as bigint) as camt, cast(sum(coalesce(l."TaxAmt2", 0)) as bigint) as samt,
        cast(sum(coalesce(l."TaxAmt4", 0)) as bigint) as csamt
      from ${linesOf(ctx, { FirmId: firmId, FromDate: from, ToDate: to }, entity)} and coalesce(d."GSTIN", '') <> ''
      group by d."Id", d.${sql.ref(SUPPLIER_NUMBER)}, d.${sql.ref(kind.prefixedField)}, ${date}, d."GSTIN", d."PartyName"
      order by ${date}, d."Id"`.execute(ctx.db);
    for (const row of rows.rows) {
      const docDate = String(row.doc_date).slice(0, 10);
      found.push({
        entity,
        id: Number(row.id),
        route: kind.editRoute,
        number: String(row.number ?? '').trim(),
        ownNumber: String(row.own_number ?? ''),
        date: docDate,
        supplierGSTIN: String(row.gstin),
        supplierName: String(row.party_name ?? ''),
        docType: docTypeOf(entity),
        inPeriod: docDate >= monthStart,
        taxable: Number(row.txval),
        igst: Number(row.iamt),
        cgst: Number(row.camt),
        sgst: Number(row.samt),
        cess: Number(row.csamt),
      });
    }
  }
  return found;
}
