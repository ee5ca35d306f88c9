// GSTR-1 in the shape the GST portal's JSON upload takes: invoices nested under the recipient's
// GSTIN (b2b, cdnr) or the place of supply (b2cl), items numbered per document, amounts in rupees
// exact to the paisa, dates dd-mm-yyyy, the return period as MMYYYY. Empty sections are left out.
import type { ReportContext, ReportFilters } from '../../../../engine/server/report-types.ts';
import { rupees, thousandths } from '../../../../overrides/billing/exact.ts';
import { b2csOf, documentSeriesOf, documentsOf, hsnOf, type DocumentRate } from './gstr1-data.ts';
import { stateCode } from './place-of-supply.ts';

const portalDate = (isoDate: string) => isoDate.split('-').reverse().join('-');

/** The return period: the month of the To date (a quarterly filer gives the quarter's last month). */
export const returnPeriod = (toDate: string) => `${toDate.slice(5, 7)}${toDate.slice(0, 4)}`;

type Item = { num: number; itm_det: Record<string, number> };

function itemsOf(rates: DocumentRate[], interState: boolean): Item[] {
  return rates.map((rate, index) => {
    const tax: Record<string, number> = interState ? { iamt: rupees(rate.iamt) } : { camt: rupees(rate.camt), samt: rupees(rate.samt) };
    return { num: index + 1, itm_det: { txval: rupees(rate.txval), rt: thousandths(rate.rate), ...tax, csamt: rupees(rate.csamt) } };
  });
}

/** Groups document-and-rate entries by a key (recipient or place of supply), then by document, keeping their order. */
function grouped<T>(entries: DocumentRate[], keyOf: (entry: DocumentRate) => string, shape: (rates: DocumentRate[]) => T): Map<string, T[]> {
  const byKey = new Map<string, Map<number, DocumentRate[]>>();
  for (const entry of entries) {
    const documents = byKey.get(keyOf(entry)) ?? new Map<number, DocumentRate[]>();
    byKey.set(keyOf(entry), documents);
    documents.set(entry.docId, [...(documents.get(entry.docId) ?? []), entry]);
  }
  return new Map([...byKey].map(([key, documents]) => [key, [...documents.values()].map(shape)]));
}

const invoice = (rates: DocumentRate[]) => ({ inum: rates[0].number, idt: portalDate(rates[0].date), val: rupees(rates[0].value), pos: stateCode(rates[0].pos) });
const note = (rates: DocumentRate[]) => ({ ntty: 'C', nt_num: rates[0].number, nt_dt: portalDate(rates[0].date), val: rupees(rates[0].value), pos: stateCode(rates[0].pos) });

export async function gstr1PortalJson(ctx: ReportContext, filters: ReportFilters, firmGstin: string): Promise<Record<string, unknown>> {
  const [b2b, b2cl, cdnr, cdnur, b2cs, hsn, series] = await Promise.all([
    documentsOf(ctx, filters, 'b2b'),
    documentsOf(ctx, filters, 'b2cl'),
    documentsOf(ctx, filters, 'cdnr'),
    documentsOf(ctx, filters, 'cdnur'),
    b2csOf(ctx, filters),
    hsnOf(ctx, filters),
    documentSeriesOf(ctx, filters),
  ]);
  const json: Record<string, unknown> = { gstin: firmGstin, fp: returnPeriod(filters.ToDate!) };
  const byRecipient = (entries: DocumentRate[], listName: 'inv' | 'nt', head: (rates: DocumentRate[]) => Record<string, unknown>) =>
    [...grouped(entries, (entry) => entry.gstin, (rates) => ({ ...head(rates), rchrg: 'N', inv_typ: 'R', itms: itemsOf(rates, rates[0].interState) }))].map(([ctin, documents]) => ({ ctin, [listName]: documents }));
  if (b2b.length) json.b2b = byRecipient(b2b, 'inv', invoice);
  if (b2cl.length) {
    json.b2cl = [...grouped(b2cl, (entry) => stateCode(entry.pos), (rates) => {
      const { pos: _pos, ...head } = invoice(rates);
      return { ...head, itms: itemsOf(rates, true) };
    })].map(([pos, inv]) => ({ pos, inv }));
  }
  if (b2cs.length) {
    json.b2cs = b2cs.map((row) => ({
      sply_ty: row.interState ? 'INTER' : 'INTRA',
      pos: stateCode(row.pos),
      typ: 'OE',
      rt: thousandths(row.rate),
      txval: rupees(row.txval),
      ...(row.interState ? { iamt: rupees(row.iamt) } : { camt: rupees(row.camt), samt: rupees(row.samt) }),
      csamt: rupees(row.csamt),
    }));
  }
  if (cdnr.length) json.cdnr = byRecipient(cdnr, 'nt', note);
  if (cdnur.length) json.cdnur = [...grouped(cdnur, (entry) => String(entry.docId), (rates) => ({ typ: 'B2CL', ...note(rates), itms: itemsOf(rates, true) }))].flatMap(([, notes]) => notes);
  if (hsn.length) {
    json.hsn = {
      data: hsn.map((row, index) => ({
        num: index + 1,
        hsn_sc: row.hsn,
        desc: row.description,
        uqc: row.uqc,
        qty: thousandths(row.qty),
        rt: thousandths(row.rate),
        txval: rupees(row.txval),
        iamt: rupees(row.iamt),
        camt: rupees(row.camt),
        samt: rupees(row.samt),
        csamt: rupees(row.csamt),
      })),
    };
  }
  if (series.length) {
    const natures = [
      { nature: 'invoices', doc_num: 1, doc_typ: 'Invoices for outward supply' },
      { nature: 'creditNotes', doc_num: 5, doc_typ: 'Credit Note' },
    ] as const;
    json.doc_issue = {
      doc_det: natures
        .map(({ nature, doc_num, doc_typ }) => ({
          doc_num,
          doc_typ,
          docs: series.filter((entry) => entry.nature === nature).map((entry, index) => ({ num: index + 1, from: entry.from, to: entry.to, totnum: entry.total, cancel: entry.cancelled, net_issue: entry.issued })),
        }))
        .filter((detail) => detail.docs.length > 0),
    };
  }
  return json;
}
