// GSTR-3B in full from a month of books, on both stores: every table the books answer (3.1, 3.2, 4, 5, 6.1)
// against figures worked out by hand below, the portal's JSON checked against the kept schema
// (tests/support/gst-schemas/gstr3b.schema.json), and a purchase under reverse charge through the books.
//
// The law behind the figures:
// - Form GSTR-3B (rule 61(5)): 3.1(a) outward taxable supplies net of credit notes; 3.1(c) nil-rated;
//   3.1(d) inward supplies on which the business pays tax (reverse charge); 3.2 the inter-state part of
//   3.1(a) made to unregistered persons and composition dealers, by place of supply; 4(A)(3) the credit of
//   that reverse-charge tax; 4(A)(5) all other credit; 4(B)(2) credit given back (purchase returns);
//   5 inward supplies from composition dealers and nil-rated ones, by inter- or intra-state supplier.
// - CGST Act s.9(3) with Notification 13/2017-CT(Rate) item 1: a goods transport agency's freight is taxed
//   on the business that pays it (5 %: CGST 2.5 % + SGST 2.5 %), not charged by the GTA.
// - s.49(4), (5), rule 88A: table 6.1's set-off order; reverse-charge tax in cash.
import { beforeAll, expect, inject, it } from 'vitest';
import { getJson, registerAndLogin, sendJson } from '../support/http.ts';
import { gstin } from '../support/report-books.ts';
import { portalSchemaErrors } from '../support/gst-portal-schema.ts';
import { queryStore } from '../support/store-query.ts';
import { describeEachStore } from '../support/stores.ts';

const JUNE = 'FromDate=2026-06-01&ToDate=2026-06-30';
const FIRM_GSTIN = gstin('27', 'AAAFG1234G');

describeEachStore('GSTR-3B in full', (server) => {
  let api: (path: string) => string;
  let tenant: number;
  const ids: Record<string, number> = {};
  const q = (text: string, params: unknown[] = []) => queryStore(server(), inject('postgresUrl'), text, params);
  const post = async (entity: string, body: object) => {
    const reply = await sendJson('POST', api(entity), body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data;
  };
  const journal = async (docType: string, docId: number) =>
    (await q(`select l."LedgerName" as ledger, j.debit, j.credit from journal_line j join ledger l on l."Id" = j.ledger_id and l.tenant_id = j.tenant_id
               where j.tenant_id = $1 and j.doc_type = $2 and j.doc_id = $3 order by j.id`, [tenant, docType, docId]))
      .map((row) => [row.ledger, Number(row.debit), Number(row.credit)]);
  const purchase = (supplier: number, date: string, item: number, qty: number, rate: number, extra: object = {}) => ({
    FirmId: ids.firm, SupplierId: supplier, PurchaseDate: date, PaymentType: 'CREDIT', PurchaseItems: [{ ItemId: item, Qty: qty, Rate: rate }], ...extra,
  });
  const sale = (customer: number, date: string, item: number, qty: number, rate: number) => ({
    FirmId: ids.firm, CustId: customer, BillDate: date, BillType: 'EXCLUSIVE', PaymentType: 'CREDIT', BillItems: [{ ItemId: item, Qty: qty, Rate: rate }],
  });

  beforeAll(async () => {
    const owner = await registerAndLogin(server().origin);
    api = (path) => `${server().origin}/api/${path}${path.includes('?') ? '&' : '?'}auth=${owner.token}`;
    tenant = Number((await q('select tenant_id from account where email = $1', [owner.email]))[0].tenant_id);
    ids.firm = (await post('firm', { FirmName: 'Ganesh Traders', State: 'Maharashtra', GSTIN: FIRM_GSTIN, SalesPrefix: 'GT' })).Id;
    ids.mumbai = (await post('party', { PartyName: 'Mumbai Retail', State: 'Maharashtra', GSTIN: gstin('27', 'ABCDM1111M') })).Id;
    ids.karnataka = (await post('party', { PartyName: 'Karnataka Buyer', State: 'Karnataka' })).Id;
    ids.gujaratComposition = (await post('party', { PartyName: 'Surat Composition', State: 'Gujarat', GSTIN: gstin('24', 'ABCDS4444S'), RegistrationType: 'Composition' })).Id;
    ids.pune = (await post('party', { PartyName: 'Pune Supplier', State: 'Maharashtra', PartyType: 'Supplier', GSTIN: gstin('27', 'ABCDP2222P') })).Id;
    ids.delhi = (await post('party', { PartyName: 'Delhi Supplier', State: 'Delhi', PartyType: 'Supplier', GSTIN: gstin('07', 'ABCDD5555D') })).Id;
    ids.gta = (await post('party', { PartyName: 'Speedy Transport (GTA)', State: 'Maharashtra', PartyType: 'Supplier' })).Id;
    const unit = (await post('unit', { UnitName: 'Pcs', UQC: 'PCS' })).Id;
    ids.pen = (await post('item', { ItemName: 'Pen', UnitId: unit, HSNCode: '9608', TaxRate: 18, CashRate: 100 })).Id;
    ids.vegetables = (await post('item', { ItemName: 'Vegetables', UnitId: unit, HSNCode: '0702', TaxRate: 0, CashRate: 30 })).Id;
    ids.freight = (await post('item', { ItemName: 'Road freight (GTA)', UnitId: unit, HSNCode: '9965', TaxRate: 5, CashRate: 0 })).Id;

    // Purchases. P1 Pune, intra: pen 20 × 60 = 1,200.00, CGST = SGST 9 % = 108.00.
    ids.p1 = (await post('purchase', purchase(ids.pune, '2026-06-02', ids.pen, 20, 60))).Id;
    // P2 Delhi, inter: pen 10 × 50 = 500.00, IGST 18 % = 90.00.
    await post('purchase', purchase(ids.delhi, '2026-06-03', ids.pen, 10, 50));
    // P4 from the Surat composition dealer (inter-state): pen 5 × 40 = 200.00, no tax (NON GST by default).
    await post('purchase', purchase(ids.gujaratComposition, '2026-06-05', ids.pen, 5, 40));
    // P5 Pune, vegetables 10 × 20 = 200.00 at nil rate (intra-state).
    await post('purchase', purchase(ids.pune, '2026-06-06', ids.vegetables, 10, 20));
    // PR1: two pens of P1 back: 2 × 60 = 120.00, CGST = SGST 10.80 given back.
    await post('purchasereturn', {
      FirmId: ids.firm, SupplierId: ids.pune, PurchaseId: ids.p1, PurchaseReturnDate: '2026-06-20', PurchaseType: 'EXCLUSIVE', PaymentType: 'CREDIT NOTE',
      PurchaseReturnItems: [{ ItemId: ids.pen, Qty: 2, Rate: 60 }],
    });

    // Sales. S1 Mumbai Retail (registered, intra): pen 10 × 100 = 1,000.00, CGST = SGST 90.00.
    ids.s1 = (await post('sales', sale(ids.mumbai, '2026-06-10', ids.pen, 10, 100))).Id;
    // S2 Karnataka Buyer (unregistered, inter): pen 5 × 100 = 500.00, IGST 90.00.
    ids.s2 = (await post('sales', sale(ids.karnataka, '2026-06-11', ids.pen, 5, 100))).Id;
    // S3 Surat composition dealer (inter): pen 2 × 100 = 200.00, IGST 36.00.
    await post('sales', sale(ids.gujaratComposition, '2026-06-12', ids.pen, 2, 100));
    // S4 Mumbai Retail: vegetables 10 × 30 = 300.00, nil-rated.
    ids.s4 = (await post('sales', sale(ids.mumbai, '2026-06-13', ids.vegetables, 10, 30))).Id;
    // Exports (IGST Act s.16: zero-rated, 3.1(b)). S5 under LUT: pen 3 × 100 = 300.00, no tax; S6 with IGST:
    // pen 2 × 100 = 200.00, IGST 36.00 (paid, and output tax in 6.1).
    ids.dubai = (await post('party', { PartyName: 'Dubai Importer', State: 'Other Countries' })).Id;
    const shipped = { PortCode: 'INNSA1', ShippingBillNo: '1234567', ShippingBillDate: '2026-06-15' };
    await post('sales', { ...sale(ids.dubai, '2026-06-14', ids.pen, 3, 100), SupplyKind: 'Export under LUT', ...shipped });
    await post('sales', { ...sale(ids.dubai, '2026-06-15', ids.pen, 2, 100), SupplyKind: 'Export with IGST', ...shipped });
    // S7: diesel, outside GST (3.1(e)): 10 × 90 = 900.00.
    ids.diesel = (await post('item', { ItemName: 'Diesel', UnitId: unit, HSNCode: '2710', TaxRate: 0, OutsideGST: true, CashRate: 90 })).Id;
    await post('sales', sale(ids.mumbai, '2026-06-16', ids.diesel, 10, 90));
    // SR1: one pen of S2 back: 100.00, IGST 18.00.
    await post('salesreturn', {
      FirmId: ids.firm, CustId: ids.karnataka, SalesId: ids.s2, SalesReturnDate: '2026-06-21', BillType: 'EXCLUSIVE', PaymentType: 'CREDIT NOTE',
      SalesReturnItems: [{ ItemId: ids.pen, Qty: 1, Rate: 100 }],
    });
  });

  it('a purchase under reverse charge owes the supplier its value alone and books the tax as our own liability and credit', async () => {
    // P3: the GTA's freight 2,000.00; 5 % on us: CGST = SGST 2.5 % = 50.00. The GTA is owed 2,000.00.
    const rcm = await post('purchase', purchase(ids.gta, '2026-06-04', ids.freight, 1, 2000, { ReverseCharge: true }));
    expect(rcm).toMatchObject({ ReverseCharge: true, PurchaseType: 'EXCLUSIVE', TotTaxable: 2000, TotCGST: 50, TotSGST: 50, TotTax: 100, NonClaimableTax: 0, NetBillAmt: 2000 });
    // Purchase Dr 2,000 and input tax Dr 50 + 50; the GTA Cr 2,000 and output tax (our liability) Cr 50 + 50.
    expect(await journal('purchase', rcm.Id)).toEqual([
      ['Speedy Transport (GTA)', 0, 200000],
      ['Purchase', 200000, 0],
      ['Input CGST', 5000, 0],
      ['Input SGST', 5000, 0],
      ['Output CGST', 0, 5000],
      ['Output SGST', 0, 5000],
    ]);
  });

  it('refuses reverse charge on rates that hold tax, writing nothing', async () => {
    const count = async () => Number((await q('select count(*) as n from purchase where tenant_id = $1', [tenant]))[0].n);
    const before = await count();
    const reply = await sendJson('POST', api('purchase'), purchase(ids.gta, '2026-06-04', ids.freight, 1, 2100, { ReverseCharge: true, PurchaseType: 'INCLUSIVE' }));
    expect([reply.status, reply.body.message, reply.body.errors?.[0]?.path]).toEqual([400, 'Under reverse charge the supplier charges no tax: enter its rates before tax (Tax: EXCLUSIVE)', '/PurchaseType']);
    expect(await count()).toBe(before);
  });

  it('every table of the month', async () => {
    const reply = await getJson(api(`reports/gstr3b?${JUNE}&FirmId=${ids.firm}`));
    expect(reply.status).toBe(200);
    const rows = reply.body.data.rows.map((row: any) => [row.Table, row.Description, row.Taxable, row.IGST, row.CGST, row.SGST, row.Cess]);
    const table = (name: string) => rows.filter((row: any[]) => row[0] === name).map((row: any[]) => row.slice(1));
    // 3.1(a): 1,000 + 500 + 200 - 100 = 1,600.00; IGST 90 + 36 - 18 = 108.00; CGST = SGST 90.00.
    expect(table('3.1(a)')).toEqual([[expect.any(String), 1600, 108, 90, 90, 0]]);
    // 3.1(b): the exports, 300 + 200 = 500.00, IGST 36.00 (S6 only: S5 went under LUT).
    expect(table('3.1(b)')).toEqual([[expect.any(String), 500, 36, 0, 0, 0]]);
    expect(table('3.1(e)')).toEqual([[expect.any(String), 900, 0, 0, 0, 0]]); // the diesel
    expect(table('3.1(c)')).toEqual([[expect.any(String), 300, 0, 0, 0, 0]]); // S4's vegetables
    // 3.1(d): the GTA's 2,000.00 with CGST = SGST 50.00.
    expect(table('3.1(d)')).toEqual([[expect.any(String), 2000, 0, 50, 50, 0]]);
    // 3.2: Karnataka (unregistered) 500 - 100 = 400.00, IGST 90 - 18 = 72.00; Gujarat (composition) 200.00, 36.00.
    expect(table('3.2')).toEqual([
      ['Supplies made to unregistered persons: 29-Karnataka', 400, 72, 0, 0, 0],
      ['Supplies made to composition taxable persons: 24-Gujarat', 200, 36, 0, 0, 0],
    ]);
    expect(table('4(A)(3)')).toEqual([[expect.any(String), null, 0, 50, 50, 0]]);
    // 4(A)(5): P1 CGST = SGST 108.00, P2 IGST 90.00 (P4 and P5 carry no tax).
    expect(table('4(A)(5)')).toEqual([[expect.any(String), null, 90, 108, 108, 0]]);
    expect(table('4(B)(2)')).toEqual([[expect.any(String), null, 0, 10.8, 10.8, 0]]);
    // 4(C): IGST 90; CGST = SGST 50 + 108 - 10.80 = 147.20.
    expect(table('4(C)')).toEqual([[expect.any(String), null, 90, 147.2, 147.2, 0]]);
    // 5: the Surat composition dealer (inter-state) 200.00; Pune's nil-rated vegetables (intra-state) 200.00.
    expect(table('5').map((row: any[]) => row[1])).toEqual([200, 200, 0, 0]);
    // 6.1: owed IGST 108 + 36 (the export with IGST) = 144, CGST 90, SGST 90; credit IGST 90, CGST = SGST 147.20.
    // IGST credit 90 -> IGST (54 owed). CGST credit 90 -> CGST, SGST credit 90 -> SGST (57.20 left of each).
    // CGST credit 54 -> IGST (3.20 left; SGST credit pays IGST only once CGST's is gone). Cash: only the
    // reverse-charge 50 + 50.
    expect(table('6.1')).toEqual([
      ['Tax payable (other than reverse charge)', null, 144, 90, 90, 0],
      ['Paid through ITC: IGST credit', null, 90, 0, 0, 0],
      ['Paid through ITC: CGST credit', null, 54, 90, 0, 0],
      ['Paid through ITC: SGST credit', null, 0, 0, 90, 0],
      ['Paid through ITC: Cess credit', null, 0, 0, 0, 0],
      ['Tax paid in cash (other than reverse charge)', null, 0, 0, 0, 0],
      ['Tax paid in cash: reverse charge', null, 0, 50, 50, 0],
      ['Credit carried forward', null, 0, 3.2, 57.2, 0],
    ]);
  });

  it('the portal JSON carries the same figures and is what the portal takes', async () => {
    const reply = await getJson(api(`reports/gstr3b/portal-json?${JUNE}&FirmId=${ids.firm}`));
    expect(reply.status).toBe(200);
    const json = reply.body;
    expect(portalSchemaErrors('gstr3b', json)).toEqual([]);
    expect(json).toMatchObject({
      gstin: FIRM_GSTIN,
      ret_period: '062026',
      sup_details: {
        osup_det: { txval: 1600, iamt: 108, camt: 90, samt: 90, csamt: 0 },
        osup_zero: { txval: 500, iamt: 36, csamt: 0 },
        osup_nil_exmp: { txval: 300 },
        osup_nongst: { txval: 900 },
        isup_rev: { txval: 2000, iamt: 0, camt: 50, samt: 50, csamt: 0 },
      },
      inter_sup: { unreg_details: [{ pos: '29', txval: 400, iamt: 72 }], comp_details: [{ pos: '24', txval: 200, iamt: 36 }], uin_details: [] },
      inward_sup: { isup_details: [{ ty: 'GST', inter: 200, intra: 200 }, { ty: 'NONGST', inter: 0, intra: 0 }] },
    });
    const avl = Object.fromEntries(json.itc_elg.itc_avl.map((row: any) => [row.ty, [row.iamt, row.camt, row.samt]]));
    expect(avl).toEqual({ IMPG: [0, 0, 0], IMPS: [0, 0, 0], ISRC: [0, 50, 50], ISD: [0, 0, 0], OTH: [90, 108, 108] });
    expect(json.itc_elg.itc_rev).toEqual([{ ty: 'RUL', iamt: 0, camt: 0, samt: 0, csamt: 0 }, { ty: 'OTH', iamt: 0, camt: 10.8, samt: 10.8, csamt: 0 }]);
    expect(json.itc_elg.itc_net).toEqual({ iamt: 90, camt: 147.2, samt: 147.2, csamt: 0 });
    // The kept schema refuses what the portal would: a negative figure, a place of supply by name.
    expect(portalSchemaErrors('gstr3b', { ...json, inter_sup: { ...json.inter_sup, unreg_details: [{ pos: 'Karnataka', txval: -1, iamt: 0 }] } })).not.toEqual([]);
  });

  it('no cell goes below zero: a month whose credit note outweighs its supplies shows nil', async () => {
    // July: no sales; a credit note for value against S1 (June): 2 pens × 50 off = 100.00, CGST = SGST 9.00.
    // 3.1(a) would be -100.00: the portal takes no negative figure, so it shows nil and nothing is payable.
    await post('salescreditnote', { FirmId: ids.firm, CustId: ids.mumbai, SalesId: ids.s1, CreditNoteDate: '2026-07-05', BillType: 'EXCLUSIVE', CreditNoteItems: [{ ItemId: ids.pen, Qty: 2, Rate: 50 }] });
    const JULY = 'FromDate=2026-07-01&ToDate=2026-07-31';
    const rows = (await getJson(api(`reports/gstr3b?${JULY}&FirmId=${ids.firm}`))).body.data.rows;
    expect(rows.find((row: any) => row.Table === '3.1(a)')).toMatchObject({ Taxable: 0, IGST: 0, CGST: 0, SGST: 0, Cess: 0 });
    expect(rows.find((row: any) => row.Description === 'Tax payable (other than reverse charge)')).toMatchObject({ IGST: 0, CGST: 0, SGST: 0 });
    const json = (await getJson(api(`reports/gstr3b/portal-json?${JULY}&FirmId=${ids.firm}`))).body;
    expect(portalSchemaErrors('gstr3b', json)).toEqual([]);
    expect(json.sup_details.osup_det).toEqual({ txval: 0, iamt: 0, camt: 0, samt: 0, csamt: 0 });
  });
});
