// A month of purchases and the GSTR-2B that the suppliers' returns make of it, with deliberate
// differences, for the reconciliation's API and browser tests. Firm in Maharashtra (27); Pen at 18 %.
// Books (November 2026, EXCLUSIVE, through the API):
//   P1  03-11  Pune  (27, intra) bill PS/0042   Pen 10 x 100 = 1,000.00  CGST 90.00 + SGST 90.00 = tax 180.00
//   P2  05-11  Pune              bill PS/0043   Pen 20 x 100 = 2,000.00  CGST 180.00 + SGST 180.00 = 360.00
//   P3  10-11  Delhi (07, inter) bill DL-7781   Pen 7 x 143  = 1,001.00  IGST 18 % = 180.18
//   P4  12-11  Pune              bill PS/0050   Pen 3 x 100  =   300.00  CGST 27.00 + SGST 27.00 = 54.00
//   CN1 15-11  Pune's credit note PS-CN-7 against P1: Pen 10 x 5 = 50.00, CGST 4.50 + SGST 4.50 = 9.00
// The 2B (novemberStatement):
//   b2b  Pune  "ps-42"    03-11  1,000.00  90 + 90     P1 by another spelling (case, separator, zeros): matched
//   b2b  Pune  "PS/0047"  05-11  2,000.00  180 + 180   a typo of P2's PS/0043 (a different digit): not matched
//   b2b  Delhi "DL-7781"  10-11  1,000.00  IGST 180.18 P3 a rupee short on the taxable value
//   b2b  Delhi "DL-7790"  20-11    500.00  IGST 90.00  not in the books
//   cdnr Pune  "PS/CN/07" C 15-11  50.00   4.50 + 4.50 the credit note CN1
//   (P4 is missing from the 2B.)
import { DELHI_GSTIN, FIRM_GSTIN, gstin, PUNE_GSTIN } from './report-books.ts';
import { registerAndLogin, sendJson } from './http.ts';

export { DELHI_GSTIN, FIRM_GSTIN, PUNE_GSTIN };

type Item = { rt: number; txval: number; igst?: number; cgst?: number; sgst?: number; cess?: number };
export type TwoBDoc = { number: string; date: string; value: number; items: Item[]; type?: 'C' | 'D' };
export type TwoBSupplier = { ctin: string; name: string; invoices?: TwoBDoc[]; notes?: TwoBDoc[] };

const portalDate = (iso: string) => iso.split('-').reverse().join('-');

/** A GSTR-2B in the portal's format (tests/support/gst-schemas/gstr2b.schema.json). */
export function gstr2bFile(recipient: string, period: string, suppliers: TwoBSupplier[]) {
  const items = (list: Item[]) => list.map((item, index) => ({ num: index + 1, igst: 0, cgst: 0, sgst: 0, cess: 0, ...item }));
  // The place of supply is the recipient's state (goods delivered to the firm: IGST Act s.10(1)(a)).
  const recipientState = recipient.slice(0, 2);
  const common = (doc: TwoBDoc) => ({ dt: portalDate(doc.date), val: doc.value, pos: recipientState, rev: 'N', itcavl: 'Y', rsn: '', diffprcnt: 1, srctyp: '', irn: '', irngendate: '', items: items(doc.items) });
  const head = (supplier: TwoBSupplier) => ({ ctin: supplier.ctin, trdnm: supplier.name, supprd: period, supfildt: '11-12-2026' });
  return {
    chksum: 'test',
    data: {
      gstin: recipient,
      rtnprd: period,
      version: '1.0',
      gendt: '14-12-2026',
      itcsumm: {},
      docdata: {
        b2b: suppliers.filter((s) => s.invoices?.length).map((s) => ({ ...head(s), inv: s.invoices!.map((doc) => ({ inum: doc.number, typ: 'R', ...common(doc) })) })),
        cdnr: suppliers.filter((s) => s.notes?.length).map((s) => ({ ...head(s), nt: s.notes!.map((doc) => ({ ntnum: doc.number, typ: doc.type ?? 'C', suptyp: 'R', ...common(doc) })) })),
      },
    },
  };
}

/** The 2B of November 2026 described above. */
export function novemberStatement(recipient = FIRM_GSTIN) {
  return gstr2bFile(recipient, '112026', [
    {
      ctin: PUNE_GSTIN,
      name: 'Pune Supplier',
      invoices: [
        { number: 'ps-42', date: '2026-11-03', value: 1180, items: [{ rt: 18, txval: 1000, cgst: 90, sgst: 90 }] },
        { number: 'PS/0047', date: '2026-11-05', value: 2360, items: [{ rt: 18, txval: 2000, cgst: 180, sgst: 180 }] },
      ],
      notes: [{ number: 'PS/CN/07', type: 'C', date: '2026-11-15', value: 59, items: [{ rt: 18, txval: 50, cgst: 4.5, sgst: 4.5 }] }],
    },
    {
      ctin: DELHI_GSTIN,
      name: 'Delhi Supplier',
      invoices: [
        { number: 'DL-7781', date: '2026-11-10', value: 1180.18, items: [{ rt: 18, txval: 1000, igst: 180.18 }] },
        { number: 'DL-7790', date: '2026-11-20', value: 590, items: [{ rt: 18, txval: 500, igst: 90 }] },
      ],
    },
  ]);
}

export type Gstr2bBooks = { token: string; email: string; firm: number; otherFirm: number; docs: Record<'p1' | 'p2' | 'p3' | 'p4' | 'cn1', number>; ids: Record<'pune' | 'delhi' | 'pen', number>; api(path: string): string };

/** A new business with the November purchases above, through the API. */
export async function gstr2bBooks(origin: string): Promise<Gstr2bBooks> {
  const { token, email } = await registerAndLogin(origin);
  const api = (path: string) => `${origin}/api/${path}${path.includes('?') ? '&' : '?'}auth=${token}`;
  const post = async (entity: string, body: object) => {
    const reply = await sendJson('POST', api(entity), body);
    if (reply.status !== 200) throw new Error(`${entity}: ${JSON.stringify(reply.body)}`);
    return reply.body.data.Id as number;
  };
  const firm = await post('firm', { FirmName: 'Shree Traders', State: 'Maharashtra', GSTIN: FIRM_GSTIN, SalesPrefix: 'ST' });
  const otherFirm = await post('firm', { FirmName: 'Second Shop', State: 'Maharashtra', GSTIN: gstin('27', 'AAAFZ9876Q'), SalesPrefix: 'SS' });
  const pune = await post('party', { PartyName: 'Pune Supplier', State: 'Maharashtra', PartyType: 'Supplier', GSTIN: PUNE_GSTIN });
  const delhi = await post('party', { PartyName: 'Delhi Supplier', State: 'Delhi', PartyType: 'Supplier', GSTIN: DELHI_GSTIN });
  const unit = await post('unit', { UnitName: 'Pcs', UQC: 'PCS' });
  const pen = await post('item', { ItemName: 'Pen', UnitId: unit, HSNCode: '9608', TaxRate: 18 });
  const purchase = (SupplierId: number, PurchaseDate: string, SupplierBillNo: string, Qty: number, Rate: number) =>
    post('purchase', { FirmId: firm, SupplierId, PurchaseDate, SupplierBillNo, PurchaseType: 'EXCLUSIVE', PaymentType: 'CREDIT', PurchaseItems: [{ ItemId: pen, Qty, Rate }] });
  const p1 = await purchase(pune, '2026-11-03', 'PS/0042', 10, 100);
  const p2 = await purchase(pune, '2026-11-05', 'PS/0043', 20, 100);
  const p3 = await purchase(delhi, '2026-11-10', 'DL-7781', 7, 143);
  const p4 = await purchase(pune, '2026-11-12', 'PS/0050', 3, 100);
  const cn1 = await post('purchasecreditnote', { FirmId: firm, SupplierId: pune, PurchaseId: p1, PurchaseCreditNoteDate: '2026-11-15', PurchaseType: 'EXCLUSIVE', SupplierBillNo: 'PS-CN-7', NoteReason: 'Rate difference', PurchaseCreditNoteItems: [{ ItemId: pen, Qty: 10, Rate: 5 }] });
  return { token, email, firm, otherFirm, docs: { p1, p2, p3, p4, cn1 }, ids: { pune, delhi, pen }, api };
}
