// e-invoicing through the API on both stores (IRP schema INV-01 v1.1, rule 48(4) CGST Rules): bills made
// through the API, their e-invoice JSON checked against the kept schema and hand figures, the period's file,
// refusals in plain words, the IRP's answer imported (a fake signed QR JWT built here), edit and delete
// refused once registered, the IRN cancelled within 24 hours (then the bill deleted and its number
// counted as cancelled in GSTR-1 table 13) and refused after.
//
// Firm Shree Traders, Pune (Maharashtra), marked above ₹5 crore (Notification 10/2023-Central Tax).
//   S1 today  Mumbai Retail (GSTIN 27, PIN 400002)  Pen 10 × ₹100 = 1,000.00 + CGST 9 % 90.00 + SGST 90.00 = 1,180.00
//   S2 today  Surat Fabrics (GSTIN 24, PIN 395003)  Pen 5 × ₹200 = 1,000.00, bill discount ₹100.00 -> taxable
//             900.00 (gross 1,000.00, discount 100.00), IGST 18 % 162.00 = 1,062.00
//   S3 today  a walk-in buyer without a GSTIN: B2C, no e-invoice
//   CN today  credit note on S2: Pen 1 × ₹50 = 50.00 + IGST 9.00 = 59.00 (CRN naming S2)
//   SR today  sales return on S2: Pen 1 × ₹200 = 200.00 + IGST 36.00 = 236.00 (a return of goods is a credit
//             note, CGST Act s.34(1): CRN naming S2)
import { beforeAll, expect, it } from 'vitest';
import { todayInIndia } from '../../src/server/documents/hooks.ts';
import { portalSchemaErrors } from '../support/gst-portal-schema.ts';
import { getJson, registerAndLogin, sendJson } from '../support/http.ts';
import { fakeIrpAnswer, irpTimeAgo } from '../support/irp-answer.ts';
import { gstin } from '../support/report-books.ts';
import { describeEachStore } from '../support/stores.ts';

const FIRM_GSTIN = gstin('27', 'AAAFS1234A');
const TODAY = todayInIndia();
const ddmmyyyy = `${TODAY.slice(8, 10)}/${TODAY.slice(5, 7)}/${TODAY.slice(0, 4)}`;

describeEachStore('e-invoice', (server) => {
  let api: (p: string) => string;
  const ids: Record<string, number> = {};
  const docs: Record<string, any> = {};
  const post = async (entity: string, body: object) => {
    const reply = await sendJson('POST', api(entity), body);
    if (reply.status !== 200) throw new Error(`${entity}: ${JSON.stringify(reply.body)}`);
    return reply.body.data;
  };
  const period = (firm: number) => `FirmId=${firm}&FromDate=${TODAY}&ToDate=${TODAY}`;

  beforeAll(async () => {
    const owner = await registerAndLogin(server().origin);
    api = (p) => `${server().origin}/api/${p}${p.includes('?') ? '&' : '?'}auth=${owner.token}`;
    ids.firm = (await post('firm', { FirmName: 'Shree Traders', State: 'Maharashtra', GSTIN: FIRM_GSTIN, Address: '12 MG Road', City: 'Pune', Pincode: '411001', SalesPrefix: 'ST', TurnoverAbove5Cr: true })).Id;
    ids.smallFirm = (await post('firm', { FirmName: 'Small Shop', State: 'Maharashtra', GSTIN: gstin('27', 'AAAFS9999B'), Address: '1 Main Road', City: 'Pune', Pincode: '411002', SalesPrefix: 'SS' })).Id;
    ids.mumbai = (await post('party', { PartyName: 'Mumbai Retail', State: 'Maharashtra', GSTIN: gstin('27', 'ABCDM5678B'), Address: '4 Kalbadevi Road', City: 'Mumbai', Pincode: '400002' })).Id;
    ids.surat = (await post('party', { PartyName: 'Surat Fabrics', State: 'Gujarat', GSTIN: gstin('24', 'ABCDG5678C'), Address: '9 Ring Road', City: 'Surat', Pincode: '395003' })).Id;
    ids.walkIn = (await post('party', { PartyName: 'Ramesh Kumar', State: 'Maharashtra', Address: '2 Lane', City: 'Pune', Pincode: '411004' })).Id;
    const unit = (await post('unit', { UnitName: 'Pcs', UQC: 'PCS' })).Id;
    ids.pen = (await post('item', { ItemName: 'Ball pen', UnitId: unit, HSNCode: '960810', TaxRate: 18, OpeningQty: 100 })).Id;
    const sale = (CustId: number, Qty: number, Rate: number, extra: object = {}, FirmId = ids.firm) =>
      post('sales', { FirmId, CustId, BillType: 'EXCLUSIVE', PaymentType: 'CREDIT', BillItems: [{ ItemId: ids.pen, Qty, Rate }], ...extra });
    docs.s1 = await sale(ids.mumbai, 10, 100);
    docs.s2 = await sale(ids.surat, 5, 200, { ExtraBillDiscount: 100 });
    docs.s3 = await sale(ids.walkIn, 1, 100);
    docs.small = await sale(ids.mumbai, 1, 100, {}, ids.smallFirm);
    docs.cn = await post('salescreditnote', { FirmId: ids.firm, CustId: ids.surat, SalesId: docs.s2.Id, BillType: 'EXCLUSIVE', NoteReason: 'Rate difference', CreditNoteItems: [{ ItemId: ids.pen, Qty: 1, Rate: 50 }] });
    docs.sr = await post('salesreturn', { FirmId: ids.firm, CustId: ids.surat, SalesId: docs.s2.Id, BillType: 'EXCLUSIVE', PaymentType: 'CREDIT NOTE', SalesReturnItems: [{ ItemId: ids.pen, Qty: 1, Rate: 200 }] });
    expect([docs.s1.NetBillAmt, docs.s2.NetBillAmt, docs.s3.NetBillAmt, docs.cn.NetBillAmt, docs.sr.NetBillAmt]).toEqual([1180, 1062, 118, 59, 236]);
  });

  it("a bill's e-invoice JSON follows the published schema and the bill's own figures", async () => {
    const reply = await getJson(api(`einvoice/sales/${docs.s1.Id}`));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toHaveLength(1);
    const [json] = reply.body;
    expect(portalSchemaErrors('einvoice', json)).toEqual([]);
    expect(json.DocDtls).toEqual({ Typ: 'INV', No: docs.s1.PrefixBillNo, Dt: ddmmyyyy });
    expect(json.SellerDtls).toMatchObject({ Gstin: FIRM_GSTIN, LglNm: 'Shree Traders', Loc: 'Pune', Pin: 411001, Stcd: '27' });
    expect(json.BuyerDtls).toMatchObject({ Gstin: gstin('27', 'ABCDM5678B'), Loc: 'Mumbai', Pin: 400002, Stcd: '27', Pos: '27' });
    expect(json.ItemList).toEqual([
      { SlNo: '1', PrdDesc: 'Ball pen', IsServc: 'N', HsnCd: '960810', Qty: 10, FreeQty: 0, Unit: 'PCS', UnitPrice: 100, TotAmt: 1000, Discount: 0, AssAmt: 1000, GstRt: 18, IgstAmt: 0, CgstAmt: 90, SgstAmt: 90, CesRt: 0, CesAmt: 0, OthChrg: 0, TotItemVal: 1180 },
    ]);
    expect(json.ValDtls).toEqual({ AssVal: 1000, CgstVal: 90, SgstVal: 90, IgstVal: 0, CesVal: 0, StCesVal: 0, Discount: 0, OthChrg: 0, RndOffAmt: 0, TotInvVal: 1180 });

    // S2: the bill discount lowers the assessable value (s.15(3)(a)): 1,000.00 - 100.00 = 900.00, IGST 162.00.
    const [inter] = (await getJson(api(`einvoice/sales/${docs.s2.Id}`))).body;
    expect(portalSchemaErrors('einvoice', inter)).toEqual([]);
    expect(inter.BuyerDtls).toMatchObject({ Stcd: '24', Pos: '24', Pin: 395003 });
    expect(inter.ItemList[0]).toMatchObject({ UnitPrice: 200, TotAmt: 1000, Discount: 100, AssAmt: 900, IgstAmt: 162, TotItemVal: 1062 });
    expect(inter.ValDtls).toMatchObject({ AssVal: 900, IgstVal: 162, TotInvVal: 1062 });

    // The credit note is a CRN naming its invoice: 50.00 + IGST 9.00.
    const [note] = (await getJson(api(`einvoice/salescreditnote/${docs.cn.Id}`))).body;
    expect(portalSchemaErrors('einvoice', note)).toEqual([]);
    expect(note.DocDtls).toMatchObject({ Typ: 'CRN', No: docs.cn.PrefixCreditNoteNo });
    expect(note.RefDtls).toEqual({ PrecDocDtls: [{ InvNo: docs.s2.PrefixBillNo, InvDt: ddmmyyyy }] });
    expect(note.ValDtls).toMatchObject({ AssVal: 50, IgstVal: 9, TotInvVal: 59 });

    // The sales return is a CRN too: 200.00 + IGST 36.00.
    const [goodsBack] = (await getJson(api(`einvoice/salesreturn/${docs.sr.Id}`))).body;
    expect(portalSchemaErrors('einvoice', goodsBack)).toEqual([]);
    expect(goodsBack.DocDtls).toMatchObject({ Typ: 'CRN', No: docs.sr.PrefixSalesReturnNo });
    expect(goodsBack.RefDtls).toEqual({ PrecDocDtls: [{ InvNo: docs.s2.PrefixBillNo, InvDt: ddmmyyyy }] });
    expect(goodsBack.ValDtls).toMatchObject({ AssVal: 200, IgstVal: 36, TotInvVal: 236 });
  });

  it("the period's file holds the B2B documents without an IRN; a B2C bill, a small firm and a bad PIN are refused in plain words", async () => {
    const reply = await getJson(api(`einvoice?${period(ids.firm)}`));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const numbers = (files: any[]) => files.map((json) => json.DocDtls.No).sort();
    expect(numbers(reply.body)).toEqual([docs.s1.PrefixBillNo, docs.s2.PrefixBillNo, docs.cn.PrefixCreditNoteNo, docs.sr.PrefixSalesReturnNo].sort());
    for (const json of reply.body) expect(portalSchemaErrors('einvoice', json)).toEqual([]);
    expect((await getJson(api(`reports/gstr1/einvoice-json?${period(ids.firm)}`))).body).toEqual(reply.body);

    const b2c = await getJson(api(`einvoice/sales/${docs.s3.Id}`));
    expect(b2c.status).toBe(400);
    expect(b2c.body.message).toContain('Buyer GSTIN is required: an e-invoice is for supplies to registered persons (B2B)');
    expect(b2c.body.errors[0].path).toBe('/BuyerDtls/Gstin');

    const small = await getJson(api(`einvoice/sales/${docs.small.Id}`));
    expect(small.status).toBe(400);
    expect(small.body.message).toContain('Notification 10/2023-Central Tax');
    expect((await getJson(api(`einvoice?${period(ids.smallFirm)}`))).status).toBe(400);

    // A Karnataka buyer whose PIN is Mumbai's: the period's file lists the failing document and its failure.
    const wrongPin = (await post('party', { PartyName: 'Bengaluru Agencies', State: 'Karnataka', GSTIN: gstin('29', 'ABCDK5678E'), Address: '1 MG Road', City: 'Bengaluru', Pincode: '400001' })).Id;
    const bad = await post('sales', { FirmId: ids.firm, CustId: wrongPin, BillType: 'EXCLUSIVE', PaymentType: 'CREDIT', BillItems: [{ ItemId: ids.pen, Qty: 1, Rate: 10 }] });
    const failing = await getJson(api(`einvoice?${period(ids.firm)}`));
    expect(failing.status).toBe(400);
    expect(failing.body.message).toBe(`1 document fails the IRP's checks: ${bad.PrefixBillNo}: Buyer PIN code 400001 is not in Karnataka`);
    expect(failing.body.errors).toEqual([{ path: `/sales/${bad.Id}/BuyerDtls/Pin`, message: `${bad.PrefixBillNo}: Buyer PIN code 400001 is not in Karnataka` }]);
    expect((await sendJson('DELETE', api(`sales/${bad.Id}`), undefined)).status).toBe(200);
  });

  it("imports the IRP's answer, then refuses edit and delete; cancels within 24 hours, after which the bill may be deleted", async () => {
    const wrong = fakeIrpAnswer({ SellerGstin: FIRM_GSTIN, DocNo: docs.s2.PrefixBillNo, DocTyp: 'INV' });
    const refused = await sendJson('POST', api(`einvoice/sales/${docs.s1.Id}/irn`), { Answer: JSON.stringify(wrong.answer) });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(`The signed QR code is for document ${docs.s2.PrefixBillNo}, not ${docs.s1.PrefixBillNo}`);

    const { answer, irn } = fakeIrpAnswer({ SellerGstin: FIRM_GSTIN, DocNo: docs.s1.PrefixBillNo, DocTyp: 'INV', AckDt: irpTimeAgo(1) });
    const imported = await sendJson('POST', api(`einvoice/sales/${docs.s1.Id}/irn`), { Answer: JSON.stringify(answer) });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const bill = (await getJson(api(`sales/${docs.s1.Id}`))).body.data;
    expect(bill).toMatchObject({ Irn: irn, AckNo: answer.AckNo, AckDate: answer.AckDt, SignedQRCode: answer.SignedQRCode, IrnCancelDate: null });
    // A registered document is left out of the period's file.
    expect((await getJson(api(`einvoice?${period(ids.firm)}`))).body.map((json: any) => json.DocDtls.No).sort()).toEqual([docs.s2.PrefixBillNo, docs.cn.PrefixCreditNoteNo, docs.sr.PrefixSalesReturnNo].sort());

    const { Irn, AckNo, AckDate, SignedQRCode, IrnCancelDate, IrnCancelReason, ...editable } = bill;
    const edit = await sendJson('PUT', api(`sales/${docs.s1.Id}`), { ...editable, Narration: 'changed' });
    expect(edit.status).toBe(400);
    expect(edit.body.message).toContain('is registered on the IRP');
    expect(edit.body.message).toContain('can no longer be edited');
    const remove = await sendJson('DELETE', api(`sales/${docs.s1.Id}`), undefined);
    expect(remove.status).toBe(400);
    expect(remove.body.message).toContain('cannot be deleted unless its IRN is cancelled first');

    const cancelled = await sendJson('POST', api(`einvoice/sales/${docs.s1.Id}/cancel`), { CnlRsn: '2', CnlRem: 'Wrong rate' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data).toEqual({ Irn: irn, CnlRsn: '2', CnlRem: 'Wrong rate' });
    expect((await getJson(api(`sales/${docs.s1.Id}`))).body.data.IrnCancelReason).toBe('Data entry mistake: Wrong rate');
    expect((await sendJson('POST', api(`einvoice/sales/${docs.s1.Id}/cancel`), { CnlRsn: '2', CnlRem: 'again' })).status).toBe(400);
    expect((await sendJson('DELETE', api(`sales/${docs.s1.Id}`), undefined)).status).toBe(200);
    // GSTR-1 table 13: the deleted number counts as cancelled in its series (ST/…/1 to the last number).
    const portal = (await getJson(api(`reports/gstr1/portal-json?${period(ids.firm)}`))).body;
    const invoices = portal.doc_issue.doc_det.find((entry: any) => entry.doc_num === 1).docs[0];
    expect(invoices).toMatchObject({ from: docs.s1.PrefixBillNo, cancel: 2 }); // S1 and the bad-PIN bill deleted earlier
  });

  it('refuses a cancellation more than 24 hours after the acknowledgement: amend by a note instead', async () => {
    const { answer } = fakeIrpAnswer({ SellerGstin: FIRM_GSTIN, DocNo: docs.s2.PrefixBillNo, DocTyp: 'INV', AckDt: irpTimeAgo(25) });
    expect((await sendJson('POST', api(`einvoice/sales/${docs.s2.Id}/irn`), { Answer: JSON.stringify({ Status: 1, Data: JSON.stringify(answer) }) })).status).toBe(200);
    const late = await sendJson('POST', api(`einvoice/sales/${docs.s2.Id}/cancel`), { CnlRsn: '3', CnlRem: 'Order cancelled' });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(`The IRN of ${docs.s2.PrefixBillNo} was acknowledged on ${answer.AckDt}, more than 24 hours ago: the IRP no longer cancels it. Amend the invoice by a credit note (or a debit note) instead.`);
    expect((await sendJson('DELETE', api(`sales/${docs.s2.Id}`), undefined)).status).toBe(400);
    // The way to amend a registered invoice: a credit note against it is saved as usual (Pen 1 × ₹10 = 10.00
    // + IGST 1.80 = 11.80, rounded to ₹12.00), and the invoice's balance falls by it (1,062 − 59 − 236 − 12 = 755.00).
    const amendment = await post('salescreditnote', { FirmId: ids.firm, CustId: ids.surat, SalesId: docs.s2.Id, BillType: 'EXCLUSIVE', NoteReason: 'Rate difference', CreditNoteItems: [{ ItemId: ids.pen, Qty: 1, Rate: 10 }] });
    expect([amendment.TotTaxable, amendment.TotIGST, amendment.RoundOff, amendment.NetBillAmt]).toEqual([10, 1.8, 0.2, 12]);
    expect((await getJson(api(`sales/${docs.s2.Id}`))).body.data).toMatchObject({ BalanceBillAmt: 755, Irn: answer.Irn });
  });
});
