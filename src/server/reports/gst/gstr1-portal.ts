// GSTR-1 in the shape the GST portal's JSON upload and the offline tool take: invoices nested under the
// recipient's GSTIN (b2b, cdnr), the place of supply (b2cl) or the export type (exp), items numbered per
// document, amounts in rupees exact to the paisa (two decimals, as the portal takes them), quantities to
// two decimals, dates dd-mm-yyyy, the return period as MMYYYY. Empty sections are left out.
// The layout follows the portal's GSTR-1 offline-upload schema as the GSTN offline tool writes it since
// the 2025 split of table 12 (hsn.hsn_b2b / hsn.hsn_b2c; see resilient-tech/india-compliance,
// gst_india/utils/gstr_1/sections/*.py, which reads and writes the same files), and
// tests/support/gst-schemas/gstr1.schema.json keeps a JSON Schema of it.
import type { ReportContext, ReportFilters } from '../../../../engine/server/index.ts';
import { mulDiv, rupees, thousandths } from '../../../../overrides/billing/exact.ts';
import { b2csOf, documentSeriesOf, documentsOf, hsnOf, nilOf, type DocumentRate, type HsnRow } from './gstr1-data.ts';
import { stateCode } from './place-of-supply.ts';

/**
 * The schema version the GSTN offline tool writes into the file it generates, with `"hash": "hash"`; the
 * portal refuses an upload without them. "GST3.2.4" is the version the offline tool wrote in 2026 (noted by
 * practitioners' upload checks, e.g. the gstr-wala project's AGENT.md, September 2026: "Portal validator
 * strictly requires version GST3.2.4 and hash 'hash'").
 */
export const PORTAL_VERSION = 'GST3.2.4';

const portalDate = (isoDate: string) => isoDate.split('-').reverse().join('-');

/** The return period: the month of the To date (a quarterly filer gives the quarter's last month). */
export const returnPeriod = (toDate: string) => `${toDate.slice(5, 7)}${toDate.slice(0, 4)}`;

/** The portal's invoice type of a B2B invoice or CDNR note, by the kind of supply. */
const INVOICE_TYPE: Record<string, string> = { Regular: 'R', 'SEZ with IGST': 'SEWP', 'SEZ under LUT': 'SEWOP', 'Deemed export': 'DE' };
const invoiceType = (supplyKind: string) => INVOICE_TYPE[supplyKind] ?? 'R';
/** Table 6A: with payment of IGST, or under LUT without. */
const exportType = (supplyKind: string) => (supplyKind === 'Export with IGST' ? 'WPAY' : 'WOPAY');
/** A note to an unregistered person: against a B2CL invoice, or an export with or without payment. */
const unregisteredNoteType = (supplyKind: string) => (supplyKind === 'Export with IGST' ? 'EXPWP' : supplyKind === 'Export under LUT' ? 'EXPWOP' : 'B2CL');

type Item = { num: number; itm_det: Record<string, number> };

/** An invoice's or note's rows, one per rate: IGST across states, CGST and SGST within one. */
function itemsOf(rates: DocumentRate[]): Item[] {
  return rates.map((rate, index) => {
    const tax: Record<string, number> = rate.interState ? { iamt: rupees(rate.iamt) } : { camt: rupees(rate.camt), samt: rupees(rate.samt) };
    return { num: index + 1, itm_det: { txval: rupees(rate.txval), rt: thousandths(rate.rate), ...tax, csamt: rupees(rate.csamt) } };
  });
}

/** Groups document-and-rate entries by a key (recipient, place of supply, export type), then by document, keeping their order. */
function grouped<T>(entries: DocumentRate[], keyOf: (entry: DocumentRate) => string, shape: (rates: DocumentRate[]) => T): Map<string, T[]> {
  const byKey = new Map<string, Map<string, DocumentRate[]>>();
  for (const entry of entries) {
    const documents = byKey.get(keyOf(entry)) ?? new Map<string, DocumentRate[]>();
    byKey.set(keyOf(entry), documents);
    // A credit note and a debit note may share an id (each entity numbers its own rows).
    const doc = `${entry.entity}/${entry.docId}`;
    documents.set(doc, [...(documents.get(doc) ?? []), entry]);
  }
  return new Map([...byKey].map(([key, documents]) => [key, [...documents.values()].map(shape)]));
}

const invoice = (rates: DocumentRate[]) => ({ inum: rates[0].number, idt: portalDate(rates[0].date), val: rupees(rates[0].value) });
const note = (rates: DocumentRate[]) => ({ ntty: rates[0].noteType ?? 'C', nt_num: rates[0].number, nt_dt: portalDate(rates[0].date), val: rupees(rates[0].value) });
const pos = (rates: DocumentRate[]) => ({ pos: stateCode(rates[0].pos) });
const charge = (rates: DocumentRate[]) => ({ rchrg: rates[0].reverseCharge ? 'Y' : 'N', inv_typ: invoiceType(rates[0].supplyKind) });

/** An export invoice: its shipping bill where known (the portal takes them later too), items without numbers. */
function exportInvoice(rates: DocumentRate[]) {
  const bill = rates[0].shippingBill;
  return {
    ...invoice(rates),
    ...(bill?.port ? { sbpcode: bill.port } : {}),
    ...(bill?.number ? { sbnum: bill.number } : {}),
    ...(bill?.date ? { sbdt: portalDate(bill.date) } : {}),
    itms: rates.map((rate) => ({ txval: rupees(rate.txval), rt: thousandths(rate.rate), iamt: rupees(rate.iamt), csamt: rupees(rate.csamt) })),
  };
}

/**
 * Table 12 rows as the portal takes them: quantities to two decimals; no figure below zero. A row whose
 * notes outweigh the month's supplies (a net-negative taxable value) is left out: the portal takes no
 * negative HSN figure, and such a credit is reported by amending the return of the month of the invoice
 * it reduces. The GSTR-1 report shows the row with a note saying so.
 */
const hsnRows = (rows: HsnRow[]) =>
  rows
    .filter((row) => row.txval >= 0)
    .map((row, index) => ({
      num: index + 1,
      hsn_sc: row.hsn,
      desc: row.description.slice(0, 30),
      uqc: row.uqc,
      qty: mulDiv(Math.max(row.qty, 0), 1, 10) / 100,
      rt: thousandths(row.rate),
      txval: rupees(row.txval),
      iamt: rupees(Math.max(row.iamt, 0)),
      camt: rupees(Math.max(row.camt, 0)),
      samt: rupees(Math.max(row.samt, 0)),
      csamt: rupees(Math.max(row.csamt, 0)),
    }));

export async function gstr1PortalJson(ctx: ReportContext, filters: ReportFilters, firmGstin: string): Promise<Record<string, unknown>> {
  const [b2b, b2cl, exp, cdnr, cdnur, b2cs, nil, hsn, series] = await Promise.all([
    documentsOf(ctx, filters, 'b2b'),
    documentsOf(ctx, filters, 'b2cl'),
    documentsOf(ctx, filters, 'exp'),
    documentsOf(ctx, filters, 'cdnr'),
    documentsOf(ctx, filters, 'cdnur'),
    b2csOf(ctx, filters),
    nilOf(ctx, filters),
    hsnOf(ctx, filters),
    documentSeriesOf(ctx, filters),
  ]);
  const json: Record<string, unknown> = { gstin: firmGstin, fp: returnPeriod(filters.ToDate!), version: PORTAL_VERSION, hash: 'hash' };
  const byRecipient = (entries: DocumentRate[], listName: 'inv' | 'nt', head: (rates: DocumentRate[]) => Record<string, unknown>) =>
    [...grouped(entries, (entry) => entry.gstin, (rates) => ({ ...head(rates), ...pos(rates), ...charge(rates), itms: itemsOf(rates) }))].map(([ctin, documents]) => ({ ctin, [listName]: documents }));
  if (b2b.length) json.b2b = byRecipient(b2b, 'inv', invoice);
  if (b2cl.length) json.b2cl = [...grouped(b2cl, (entry) => stateCode(entry.pos), (rates) => ({ ...invoice(rates), itms: itemsOf(rates) }))].map(([pos, inv]) => ({ pos, inv }));
  // Table 7 takes no negative figure: a place of supply and rate whose credit notes outweigh the month's
  // supplies is left out here, and the credit is reported by amending (table 10, B2CSA) the return of the
  // month of the supplies it reduces. The GSTR-1 report shows the row with a note saying so.
  const b2csRows = b2cs.filter((row) => row.txval >= 0);
  if (b2csRows.length) {
    json.b2cs = b2csRows.map((row) => ({
      sply_ty: row.interState ? 'INTER' : 'INTRA',
      pos: stateCode(row.pos),
      typ: 'OE',
      rt: thousandths(row.rate),
      txval: rupees(row.txval),
      ...(row.interState ? { iamt: rupees(Math.max(row.iamt, 0)) } : { camt: rupees(Math.max(row.camt, 0)), samt: rupees(Math.max(row.samt, 0)) }),
      csamt: rupees(Math.max(row.csamt, 0)),
    }));
  }
  if (exp.length) json.exp = [...grouped(exp, (entry) => exportType(entry.supplyKind), exportInvoice)].map(([exp_typ, inv]) => ({ exp_typ, inv }));
  if (cdnr.length) json.cdnr = byRecipient(cdnr, 'nt', note);
  if (cdnur.length) {
    json.cdnur = [...grouped(cdnur, (entry) => `${entry.entity}/${entry.docId}`, (rates) => {
      const typ = unregisteredNoteType(rates[0].supplyKind);
      // An export's note names no place of supply (the portal takes pos for B2CL notes only).
      return { typ, ...note(rates), ...(typ === 'B2CL' ? pos(rates) : {}), itms: itemsOf(rates) };
    })].flatMap(([, notes]) => notes);
  }
  const nilRows = nil.filter((row) => row.nil + row.exempt + row.nonGst > 0);
  if (nilRows.length) {
    json.nil = {
      inv: nilRows.map((row) => ({
        sply_ty: `${row.interState ? 'INTR' : 'INTRA'}${row.registered ? 'B2B' : 'B2C'}`,
        nil_amt: rupees(row.nil),
        expt_amt: rupees(row.exempt),
        ngsup_amt: rupees(row.nonGst),
      })),
    };
  }
  const hsnB2b = hsnRows(hsn.filter((row) => row.registered));
  const hsnB2c = hsnRows(hsn.filter((row) => !row.registered));
  if (hsnB2b.length || hsnB2c.length) json.hsn = { ...(hsnB2b.length ? { hsn_b2b: hsnB2b } : {}), ...(hsnB2c.length ? { hsn_b2c: hsnB2c } : {}) };
  if (series.length) {
    // Table 13's natures of document, numbered as the portal numbers them.
    const natures = [
      { nature: 'invoices', doc_num: 1, doc_typ: 'Invoices for outward supply' },
      { nature: 'debitNotes', doc_num: 4, doc_typ: 'Debit Note' },
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
