// GSTR-1, one section at a time (the Section filter), as report rows in rupees: B2B and B2CL invoices
// and CDNR and CDNUR credit notes one row per document and rate (linking to the document), B2CS by
// place of supply and rate, the HSN summary, and the documents issued.
import type { ReportQuery, ReportRow } from '../../../../engine/server/report-types.ts';
import { rupees, thousandths } from '../../../../overrides/billing/exact.ts';
import { DOCUMENT_NAMES } from '../documents/document-names.ts';
import { b2csOf, documentSeriesOf, documentsOf, hsnOf, type Gstr1Section, type TaxHeads } from './gstr1-data.ts';
import { placeOfSupply } from './place-of-supply.ts';

const money = (row: TaxHeads) => ({ Taxable: rupees(row.txval), IGST: rupees(row.iamt), CGST: rupees(row.camt), SGST: rupees(row.samt), Cess: rupees(row.csamt) });
const supplyType = (interState: boolean) => (interState ? 'Inter-state' : 'Intra-state');

export const gstr1: ReportQuery = async (ctx, filters) => {
  const section = String(filters.Section ?? 'b2b') as Gstr1Section;
  let rows: ReportRow[];
  switch (section) {
    case 'b2b':
    case 'b2cl':
    case 'cdnr':
    case 'cdnur': {
      const entity = section === 'b2b' || section === 'b2cl' ? 'sales' : 'salesreturn';
      rows = (await documentsOf(ctx, filters, section)).map((doc) => ({
        DocId: doc.docId,
        Route: DOCUMENT_NAMES[entity].formRoute,
        GSTIN: doc.gstin,
        PartyName: doc.partyName,
        Number: doc.number,
        Date: doc.date,
        Value: rupees(doc.value),
        PlaceOfSupply: placeOfSupply(doc.pos),
        SupplyType: supplyType(doc.interState),
        Rate: thousandths(doc.rate),
        ...money(doc),
      }));
      break;
    }
    case 'b2cs':
      rows = (await b2csOf(ctx, filters)).map((row) => ({ PlaceOfSupply: placeOfSupply(row.pos), SupplyType: supplyType(row.interState), Rate: thousandths(row.rate), ...money(row) }));
      break;
    case 'hsn':
      rows = (await hsnOf(ctx, filters)).map((row) => ({ HSN: row.hsn, Description: row.description, UQC: row.uqc, Qty: thousandths(row.qty), Rate: thousandths(row.rate), ...money(row) }));
      break;
    case 'doc':
      rows = (await documentSeriesOf(ctx, filters)).map((series) => ({
        Description: series.nature === 'invoices' ? 'Invoices for outward supply' : 'Credit notes',
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
