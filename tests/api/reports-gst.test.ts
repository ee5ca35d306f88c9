// GSTR-1 (each section, and the portal's JSON) and GSTR-3B over the fixed books of
// tests/support/report-books.ts, with a second firm holding the B2CL limit's edge cases. Every
// expected figure is worked out by hand below (all documents EXCLUSIVE of tax; the firms are in
// Maharashtra, so Maharashtra supplies pay CGST + SGST and the others IGST).
import { beforeAll, expect, it } from 'vitest';
import { getJson, sendJson } from '../support/http.ts';
import { FIRM_GSTIN, GUJARAT_GSTIN, gstin, MUMBAI_GSTIN, reportBooks, type ReportBooks } from '../support/report-books.ts';
import { describeEachStore } from '../support/stores.ts';
import { expectPortalFile } from '../support/gstr1-portal-schema.ts';

const APRIL = 'FromDate=2026-04-01&ToDate=2026-04-30';
const SECOND_GSTIN = gstin('27', 'AAAFS9999B');

describeEachStore('GST returns', (server) => {
  let books: ReportBooks;
  let secondFirm: number;
  const report = async (path: string) => {
    const reply = await getJson(books.api(`reports/${path}`));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body;
  };
  const section = (name: string, firm = books.firm) => report(`gstr1?${APRIL}&FirmId=${firm}&Section=${name}`);
  const heads = (row: any) => [row.Taxable, row.IGST, row.CGST, row.SGST, row.Cess];
  const documents = (rows: any[]) => rows.map((row) => [row.GSTIN, row.PartyName, row.Number, row.Date, row.Value, row.PlaceOfSupply, row.SupplyType, row.Rate, ...heads(row)]);

  beforeAll(async () => {
    books = await reportBooks(server().origin);
    // A second firm of the same business: an inter-state sale to an unregistered buyer of exactly
    // ₹1,00,000 (not above the B2CL limit, so B2CS), and a credit note of ₹1,12,000 to one (CDNUR).
    const firm = await sendJson('POST', books.api('firm'), { FirmName: 'Shree Traders Unit 2', State: 'Maharashtra', GSTIN: SECOND_GSTIN });
    secondFirm = firm.body.data.Id;
    // 89,285.72 + IGST 12 % 10,714.2864 -> 10,714.29 = 1,00,000.01, rounded to 1,00,000.00.
    const sale = await sendJson('POST', books.api('sales'), { FirmId: secondFirm, CustId: books.parties.karnataka, BillDate: '2026-04-12', BillType: 'EXCLUSIVE', PaymentType: 'CREDIT', BillItems: [{ ItemId: books.items.inverter, Qty: 1, Rate: 89285.72 }] });
    expect(sale.body.data.NetBillAmt).toBe(100000);
    const credit = await sendJson('POST', books.api('salesreturn'), { FirmId: secondFirm, CustId: books.parties.karnataka, SalesReturnDate: '2026-04-13', BillType: 'EXCLUSIVE', SalesReturnItems: [{ ItemId: books.items.inverter, Qty: 2, Rate: 50000 }] });
    expect(credit.body.data.NetBillAmt).toBe(112000);
  });

  it('B2B: invoices to registered parties, per invoice and rate, without the nil-rated line', async () => {
    const body = await section('b2b');
    expect(body.message).toBe('Generated GSTR-1 Report Successfully');
    expect(documents(body.data.rows)).toEqual([
      // ST/26-27/1: Pen 500 at 18 % (CGST 45 + SGST 45); its Rice line (400 at 0 %) is a nil-rated supply.
      [MUMBAI_GSTIN, 'Mumbai Retail', 'ST/26-27/1', '2026-04-05', 990, '27-Maharashtra', 'Intra-state', 18, 500, 0, 45, 45, 0],
      [GUJARAT_GSTIN, 'Gujarat Wholesale', 'ST/26-27/2', '2026-04-06', 56000, '24-Gujarat', 'Inter-state', 12, 50000, 6000, 0, 0, 0],
    ]);
    expect(body.data.rows[0]).toMatchObject({ DocId: books.docs.s1, Route: 'salesform' });
    expect(body.data.totals).toMatchObject({ Taxable: 50500, IGST: 6000, CGST: 45, SGST: 45, Cess: 0 });
  });

  it('B2CL: inter-state invoices to unregistered persons above ₹1,00,000; exactly ₹1,00,000 is B2CS', async () => {
    expect(documents((await section('b2cl')).data.rows)).toEqual([
      ['', 'Karnataka Buyer', 'ST/26-27/3', '2026-04-07', 112000, '29-Karnataka', 'Inter-state', 12, 100000, 12000, 0, 0, 0],
    ]);
    expect((await section('b2cl', secondFirm)).data.rows).toEqual([]);
  });

  it('B2CS: other unregistered supplies by place of supply and rate, net of their credit notes', async () => {
    const body = await section('b2cs');
    expect(body.data.rows.map((row: any) => [row.PlaceOfSupply, row.SupplyType, row.Rate, ...heads(row)])).toEqual([
      ['29-Karnataka', 'Inter-state', 18, 100, 18, 0, 0, 0], // ST/26-27/5: Pen 5 x 20, IGST 18
      // ST/26-27/4 303 + ST/26-27/7 100 - credit note CN/26-27/2 20.20 = 382.80;
      // CGST 27.27 + 9 - 1.82 = 34.45, SGST the same.
      ['27-Maharashtra', 'Intra-state', 18, 382.8, 0, 34.45, 34.45, 0],
    ]);
    expect(body.data.totals).toMatchObject({ Taxable: 482.8, IGST: 18, CGST: 34.45, SGST: 34.45, Cess: 0 });
  });

  it('CDNR and CDNUR: credit notes to registered parties, and large inter-state ones to unregistered persons', async () => {
    expect(documents((await section('cdnr')).data.rows)).toEqual([
      [MUMBAI_GSTIN, 'Mumbai Retail', 'CN/26-27/1', '2026-04-15', 59, '27-Maharashtra', 'Intra-state', 18, 50, 0, 4.5, 4.5, 0],
    ]);
    expect((await section('cdnur')).data.rows).toEqual([]); // CN/26-27/2 (24.00, intra-state) nets into B2CS
    expect(documents((await section('cdnur', secondFirm)).data.rows)).toEqual([
      ['', 'Karnataka Buyer', 'CN/26-27/1', '2026-04-13', 112000, '29-Karnataka', 'Inter-state', 12, 100000, 12000, 0, 0, 0],
    ]);
  });

  it('HSN summary: every outward line by HSN, unit and rate, net of returns, split into B2B and B2C (table 12 since 2025)', async () => {
    const body = await section('hsn');
    expect(body.data.rows.map((row: any) => [row.Table, row.HSN, row.Description, row.UQC, row.Qty, row.Rate, ...heads(row)])).toEqual([
      // To registered persons (ST/26-27/1, ST/26-27/2, CN/26-27/1):
      ['B2B', '1006', 'Rice', 'PCS', 10, 0, 400, 0, 0, 0, 0],
      ['B2B', '8504', 'Inverter', 'PCS', 1, 12, 50000, 6000, 0, 0, 0],
      // Pen 50 - 5 returned = 45; 500 - 50 = 450; CGST 45 - 4.50 = 40.50.
      ['B2B', '9608', 'Pen', 'PCS', 45, 18, 450, 0, 40.5, 40.5, 0],
      // To unregistered persons (ST/26-27/3, 4, 5, 7 and CN/26-27/2):
      ['B2C', '8504', 'Inverter', 'PCS', 2, 12, 100000, 12000, 0, 0, 0],
      // Pen 30 + 5 + 10 - 2 = 43; 303 + 100 + 100 - 20.20 = 482.80; IGST 18 (to Karnataka);
      // CGST 27.27 + 9 - 1.82 = 34.45.
      ['B2C', '9608', 'Pen', 'PCS', 43, 18, 482.8, 18, 34.45, 34.45, 0],
    ]);
    expect(body.data.totals).toMatchObject({ Taxable: 151332.8, IGST: 18018, CGST: 74.95, SGST: 74.95, Cess: 0 });
  });

  it('table 8: the nil-rated Rice line of ST/26-27/1, intra-state to a registered person', async () => {
    const body = await section('nil');
    expect(body.data.rows.map((row: any) => [row.Description, row.NilRated, row.Exempt, row.NonGST])).toEqual([
      ['Inter-state supplies to registered persons', 0, 0, 0],
      ['Intra-state supplies to registered persons', 400, 0, 0],
      ['Inter-state supplies to unregistered persons', 0, 0, 0],
      ['Intra-state supplies to unregistered persons', 0, 0, 0],
    ]);
  });

  it('documents issued: number ranges per series, with the deleted bill as cancelled', async () => {
    const body = await section('doc');
    expect(body.data.rows.map((row: any) => [row.Description, row.From, row.To, row.TotalNumber, row.Cancelled, row.NetIssued])).toEqual([
      ['Invoices for outward supply', 'ST/26-27/1', 'ST/26-27/7', 7, 1, 6], // ST/26-27/6 was deleted
      ['Credit notes', 'CN/26-27/1', 'CN/26-27/2', 2, 0, 2],
    ]);
  });

  it("answers the GST portal's GSTR-1 JSON, amounts exact to the paisa", async () => {
    const reply = await getJson(books.api(`reports/gstr1/portal-json?${APRIL}&FirmId=${books.firm}`));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expectPortalFile(reply.body);
    expect(reply.body).toEqual({
      gstin: FIRM_GSTIN,
      fp: '042026',
      version: 'GST3.2.4', // the offline tool's schema version (gstr1-portal.ts)
      hash: 'hash',
      b2b: [
        { ctin: MUMBAI_GSTIN, inv: [{ inum: 'ST/26-27/1', idt: '05-04-2026', val: 990, pos: '27', rchrg: 'N', inv_typ: 'R', itms: [{ num: 1, itm_det: { txval: 500, rt: 18, camt: 45, samt: 45, csamt: 0 } }] }] },
        { ctin: GUJARAT_GSTIN, inv: [{ inum: 'ST/26-27/2', idt: '06-04-2026', val: 56000, pos: '24', rchrg: 'N', inv_typ: 'R', itms: [{ num: 1, itm_det: { txval: 50000, rt: 12, iamt: 6000, csamt: 0 } }] }] },
      ],
      b2cl: [{ pos: '29', inv: [{ inum: 'ST/26-27/3', idt: '07-04-2026', val: 112000, itms: [{ num: 1, itm_det: { txval: 100000, rt: 12, iamt: 12000, csamt: 0 } }] }] }],
      b2cs: [
        { sply_ty: 'INTER', pos: '29', typ: 'OE', rt: 18, txval: 100, iamt: 18, csamt: 0 },
        { sply_ty: 'INTRA', pos: '27', typ: 'OE', rt: 18, txval: 382.8, camt: 34.45, samt: 34.45, csamt: 0 },
      ],
      cdnr: [{ ctin: MUMBAI_GSTIN, nt: [{ ntty: 'C', nt_num: 'CN/26-27/1', nt_dt: '15-04-2026', val: 59, pos: '27', rchrg: 'N', inv_typ: 'R', itms: [{ num: 1, itm_det: { txval: 50, rt: 18, camt: 4.5, samt: 4.5, csamt: 0 } }] }] }],
      nil: { inv: [{ sply_ty: 'INTRAB2B', nil_amt: 400, expt_amt: 0, ngsup_amt: 0 }] },
      hsn: {
        hsn_b2b: [
          { num: 1, hsn_sc: '1006', desc: 'Rice', uqc: 'PCS', qty: 10, rt: 0, txval: 400, iamt: 0, camt: 0, samt: 0, csamt: 0 },
          { num: 2, hsn_sc: '8504', desc: 'Inverter', uqc: 'PCS', qty: 1, rt: 12, txval: 50000, iamt: 6000, camt: 0, samt: 0, csamt: 0 },
          { num: 3, hsn_sc: '9608', desc: 'Pen', uqc: 'PCS', qty: 45, rt: 18, txval: 450, iamt: 0, camt: 40.5, samt: 40.5, csamt: 0 },
        ],
        hsn_b2c: [
          { num: 1, hsn_sc: '8504', desc: 'Inverter', uqc: 'PCS', qty: 2, rt: 12, txval: 100000, iamt: 12000, camt: 0, samt: 0, csamt: 0 },
          { num: 2, hsn_sc: '9608', desc: 'Pen', uqc: 'PCS', qty: 43, rt: 18, txval: 482.8, iamt: 18, camt: 34.45, samt: 34.45, csamt: 0 },
        ],
      },
      doc_issue: {
        doc_det: [
          { doc_num: 1, doc_typ: 'Invoices for outward supply', docs: [{ num: 1, from: 'ST/26-27/1', to: 'ST/26-27/7', totnum: 7, cancel: 1, net_issue: 6 }] },
          { doc_num: 5, doc_typ: 'Credit Note', docs: [{ num: 1, from: 'CN/26-27/1', to: 'CN/26-27/2', totnum: 2, cancel: 0, net_issue: 2 }] },
        ],
      },
    });
    const second = await getJson(books.api(`reports/gstr1/portal-json?${APRIL}&FirmId=${secondFirm}`));
    expectPortalFile(second.body);
    expect(second.body.b2cs).toEqual([{ sply_ty: 'INTER', pos: '29', typ: 'OE', rt: 12, txval: 89285.72, iamt: 10714.29, csamt: 0 }]);
    expect(second.body.cdnur).toEqual([{ typ: 'B2CL', ntty: 'C', nt_num: 'CN/26-27/1', nt_dt: '13-04-2026', val: 112000, pos: '29', itms: [{ num: 1, itm_det: { txval: 100000, rt: 12, iamt: 12000, csamt: 0 } }] }]);
    expect(second.body.b2b).toBeUndefined();
  });

  it('refuses a portal JSON request without a firm, for another business, or without a token', async () => {
    const missing = await getJson(books.api(`reports/gstr1/portal-json?${APRIL}`));
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ path: '/FirmId', message: 'Firm is required' }]);
    const other = await reportBooks(server().origin);
    expect((await getJson(other.api(`reports/gstr1/portal-json?${APRIL}&FirmId=${books.firm}`))).status).toBe(404);
    expect((await getJson(`${server().origin}/api/reports/gstr1/portal-json?${APRIL}&FirmId=${books.firm}`)).status).toBe(401);
    const noGstin = await sendJson('POST', books.api('firm'), { FirmName: 'Unregistered Unit', State: 'Maharashtra' });
    const refused = await getJson(books.api(`reports/gstr1/portal-json?${APRIL}&FirmId=${noGstin.body.data.Id}`));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('The firm has no GSTIN: a GST return needs one');
    const reversed = await getJson(books.api(`reports/gstr1/portal-json?FromDate=2026-04-30&ToDate=2026-04-01&FirmId=${books.firm}`));
    expect(reversed.status).toBe(400);
    const badSection = await getJson(books.api(`reports/gstr1?${APRIL}&FirmId=${books.firm}&Section=b2x`));
    expect(badSection.status).toBe(400);
    expect(badSection.body.errors[0].path).toBe('/Section');
  });

  it('GSTR-3B: outward taxable and nil-rated supplies net of returns, and ITC net of purchase returns', async () => {
    const body = await report(`gstr3b?${APRIL}&FirmId=${books.firm}`);
    expect(body.message).toBe('Generated GSTR-3B Report Successfully');
    const checked = ['3.1(a)', '3.1(c)', '4(A)(5)', '4(B)(2)', '4(C)'];
    expect(body.data.rows.filter((row: any) => checked.includes(row.Table)).map((row: any) => [row.Table, ...heads(row)])).toEqual([
      // Rated sales 500 + 50,000 + 1,00,000 + 303 + 100 + 100 = 1,51,003, less returns 50 + 20.20 = 1,50,932.80;
      // IGST 6,000 + 12,000 + 18 = 18,018; CGST 45 + 27.27 + 9 - 4.50 - 1.82 = 74.95.
      ['3.1(a)', 150932.8, 18018, 74.95, 74.95, 0],
      ['3.1(c)', 400, 0, 0, 0, 0], // Rice, NON GST
      // Purchases: CGST 90 + 24,000 and SGST the same on PUR/26-27/1, IGST 25,200 on PUR/26-27/2;
      // the purchase return gives back CGST 9 and SGST 9, in 4(B)(2), never netted into 4(A)(5).
      ['4(A)(5)', null, 25200, 24090, 24090, 0],
      ['4(B)(2)', null, 0, 9, 9, 0],
      // 4(C) = 4(A) - 4(B): 24,090 - 9 = 24,081.
      ['4(C)', null, 25200, 24081, 24081, 0],
    ]);
    // 6.1 (rule 88A): IGST credit 25,200 pays IGST 18,018 (7,182 left), then, having to be used before the
    // central and State credit, CGST 74.95 and SGST 74.95 (7,032.10 left); CGST and SGST credit stay whole.
    const payment = body.data.rows.filter((row: any) => row.Table === '6.1').map((row: any) => [row.Description, ...heads(row).slice(1)]);
    expect(payment).toEqual([
      ['Tax payable (other than reverse charge)', 18018, 74.95, 74.95, 0],
      ['Paid through ITC: IGST credit', 18018, 74.95, 74.95, 0],
      ['Paid through ITC: CGST credit', 0, 0, 0, 0],
      ['Paid through ITC: SGST credit', 0, 0, 0, 0],
      ['Paid through ITC: Cess credit', 0, 0, 0, 0],
      ['Tax paid in cash (other than reverse charge)', 0, 0, 0, 0],
      ['Tax paid in cash: reverse charge', 0, 0, 0, 0],
      ['Credit carried forward', 7032.1, 24081, 24081, 0],
    ]);
  });
});
