// GSTR-1, one section at a time (the Section filter), as report rows in rupees: B2B, B2CL and export
// invoices and CDNR and CDNUR notes one row per document and rate (linking to the document), B2CS by
// place of supply and rate, table 8 (nil-rated, exempt, non-GST), the HSN summary (B2B and B2C), and the
// documents issued.
import type { ReportQuery, ReportRow } from '../../../../engine/server/index.ts';
import { rupees, thousandths } from '../../../../overrides/billing/exact.ts';
import { documents } from '../../../../overrides/billing/document-kinds.ts';
import { b2csOf, documentSeriesOf, documentsOf, hsnOf, nilOf, type Gstr1Section, type TaxHeads } from './gstr1-data.ts';
import { placeOfSupply } from './place-of-supply.ts';

const money = (row: TaxHeads) => ({ Taxable: rupees(row.txval), IGST: rupees(row.iamt), CGST: rupees(row.camt), SGST: rupees(row.samt), Cess: rupees(row.csamt) });
const supplyType = (interState: boolean) => (interState ? 'Inter-state' : 'Intra-state');
/** A net-negative B2CS or HSN row is left out of the portal's file (gstr1-portal.ts): say why on the page. */
const NEGATIVE_NOTE = 'Notes exceed supplies: not in the portal file; amend the return of the invoices’ month';
const NOTE_NAMES = { C: 'Credit note', D: 'Debit note' } as const;

export const gstr1: ReportQuery = async (ctx, filters) => {
  const section = String(filters.Section ?? 'b2b') as Gstr1Section;
  let rows: ReportRow[] = [];
  switch (section) {
    case 'b2b':
    case 'b2cl':
    case 'exp':
    case 'cdnr':
    case 'cdnur': {
      rows = (await documentsOf(ctx, filters, section)).map((doc) => ({
        DocId: doc.docId,
        Route: documents().require(doc.entity).editRoute,
        GSTIN: doc.gstin,
        PartyName: doc.partyName,
        Number: doc.number,
        Date: doc.date,
        Value: rupees(doc.value),
        PlaceOfSupply: placeOfSupply(doc.pos),
        SupplyType: supplyType(doc.interState),
        SupplyKind: doc.supplyKind,
        ReverseCharge: doc.reverseCharge ? 'Y' : 'N',
        NoteType: doc.noteType ? NOTE_NAMES[doc.noteType] : null,
        PortCode: doc.shippingBill?.port || null,
        ShippingBill: doc.shippingBill?.number ? `${doc.shippingBill.number}${doc.shippingBill.date ? ` of ${doc.shippingBill.date.split('-').reverse().join('-')}` : ''}` : null,
        Rate: thousandths(doc.rate),
        ...money(doc),
      }));
      break;
    }
    case 'b2cs':
      rows = (await b2csOf(ctx, filters)).map((row) => ({
        PlaceOfSupply: placeOfSupply(row.pos),
        SupplyType: supplyType(row.interState),
        Rate: thousandths(row.rate),
        ...money(row),
        Note: row.txval < 0 ? NEGATIVE_NOTE : null,
      }));
      break;
    case 'nil':
      rows = (await nilOf(ctx, filters)).map((row) => ({
        Description: `${row.interState ? 'Inter-state' : 'Intra-state'} supplies to ${row.registered ? 'registered' : 'unregistered'} persons`,
        NilRated: rupees(row.nil),
        Exempt: rupees(row.exempt),
        NonGST: rupees(row.nonGst),
      }));
      break;
    case 'hsn':
      rows = (await hsnOf(ctx, filters)).map((row) => ({
        Table: row.registered ? 'B2B' : 'B2C',
        HSN: row.hsn,
        Description: row.description,
        UQC: row.uqc,
        Qty: thousandths(row.qty),
        Rate: thousandths(row.rate),
        ...money(row),
        Note: row.txval < 0 ? NEGATIVE_NOTE : null,
      }));
      break;
    case 'doc':
      rows = (await documentSeriesOf(ctx, filters)).map((series) => ({
        Description: series.nature === 'invoices' ? 'Invoices for outward supply' : series.nature === 'creditNotes' ? 'Credit notes' : 'Debit notes',
        From: series.from,
        To: series.to,
        TotalNumber: series.total,
        Cancelled: series.cancelled,
        NetIssued: series.issued,
      }));
      break;
  }
  return { rows };
};
