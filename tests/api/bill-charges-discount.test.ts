// Taxed extra charges, the bill-level discount spread into the lines, negative bills refused, and input
// credit only where the law gives it, through the API on both stores. Every figure is worked out by hand
// in the comments (paise where the journal is read, rupees on the wire).
//
// The law behind the figures:
// - CGST Act s.15(3)(a): a discount shown on the invoice at the time of supply is left out of the value,
//   so the bill's discount is spread over the lines (in proportion to their value before tax, to the
//   paisa by the largest remainder) and each line is taxed on what is left.
// - CGST Act s.15(2)(c): incidental charges (freight, packing) are part of the value of supply: a taxable
//   charge pays GST at its own rate on the bill's supply type (CGST + SGST within a state, IGST across).
// - CGST Act s.16(2)(a): input credit needs a tax invoice from a registered supplier; s.10(4): a
//   composition supplier collects no tax. Tax on a purchase from either is cost, not credit.
import { beforeAll, expect, inject, it } from 'vitest';
import { getJson, registerAndLogin, sendJson } from '../support/http.ts';
import { gstin } from '../support/report-books.ts';
import { queryStore } from '../support/store-query.ts';
import { describeEachStore } from '../support/stores.ts';

const MAY = 'FromDate=2026-05-01&ToDate=2026-05-31';
const FIRM_GSTIN = gstin('27', 'AAAFC1234C');
const MUMBAI_GSTIN = gstin('27', 'ABCDM1111M');
const PUNE_GSTIN = gstin('27', 'ABCDP2222P');

describeEachStore('bill charges and discount', (server) => {
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
  const report = async (path: string) => {
    const reply = await getJson(api(`reports/${path}`));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data;
  };
  const heads = (row: any) => [row.Taxable, row.IGST, row.CGST, row.SGST, row.Cess];

  beforeAll(async () => {
    const owner = await registerAndLogin(server().origin);
    api = (path) => `${server().origin}/api/${path}${path.includes('?') ? '&' : '?'}auth=${owner.token}`;
    tenant = Number((await q('select tenant_id from account where email = $1', [owner.email]))[0].tenant_id);
    ids.firm = (await post('firm', { FirmName: 'Charges Traders', State: 'Maharashtra', GSTIN: FIRM_GSTIN, SalesPrefix: 'CT' })).Id;
    ids.mumbai = (await post('party', { PartyName: 'Mumbai Retail', State: 'Maharashtra', GSTIN: MUMBAI_GSTIN })).Id;
    ids.karnataka = (await post('party', { PartyName: 'Karnataka Buyer', State: 'Karnataka' })).Id;
    ids.localSupplier = (await post('party', { PartyName: 'Local Supplier', State: 'Maharashtra', PartyType: 'Supplier' })).Id;
    ids.composition = (await post('party', { PartyName: 'Composition Supplier', State: 'Maharashtra', PartyType: 'Supplier', GSTIN: gstin('27', 'ABCDC3333C'), RegistrationType: 'Composition' })).Id;
    ids.puneSupplier = (await post('party', { PartyName: 'Pune Supplier', State: 'Maharashtra', PartyType: 'Supplier', GSTIN: PUNE_GSTIN })).Id;
    const unit = (await post('unit', { UnitName: 'Pcs', UQC: 'PCS' })).Id;
    ids.pen = (await post('item', { ItemName: 'Pen', UnitId: unit, HSNCode: '9608', TaxRate: 18, CashRate: 45 })).Id;
    ids.book = (await post('item', { ItemName: 'Book', UnitId: unit, HSNCode: '4901', TaxRate: 5, CashRate: 62.5 })).Id;
    const group = async (code: string) => (await getJson(api(`ledgergroup?GroupCode=${code}`))).body.data.rows[0].Id;
    // Freight charged to customers is income (Indirect Incomes); freight paid on purchases a direct expense.
    ids.freightOut = (await post('ledger', { LedgerName: 'Freight Outward', GroupId: await group('INDIRECT_INCOMES') })).Id;
    ids.freightIn = (await post('ledger', { LedgerName: 'Freight Inward', GroupId: await group('DIRECT_EXPENSES') })).Id;
    // One freight master: its ledger on sales, another on purchases.
    const freight = await post('extracharges', {
      ChargeName: 'Freight', LedgerId: ids.freightOut, PurchaseLedgerId: ids.freightIn, ChargeType: 'Amount', DefaultAmount: 100, IsTaxable: true, TaxRate: 18, SACCode: '996511',
    });
    ids.freight = freight.Id;
  });

  it('intra-state: the discount spread to the paisa, freight taxed CGST + SGST and posted to its ledger', async () => {
    // Pen 10 × ₹45.00 = ₹450.00 (18 %), book 4 × ₹62.50 = ₹250.00 (5 %): ₹700.00 before the bill's discount.
    // Discount ₹33.33 = 3333 paise, spread by value: pen 3333 × 450/700 = 2142.64 -> 2142 (remainder 45000
    // of 70000), book 3333 × 250/700 = 1190.36 -> 1190 (remainder 25000); the one paisa left goes to the pen
    // (larger remainder): ₹21.43 + ₹11.90 = ₹33.33.
    // Pen taxable 450.00 - 21.43 = ₹428.57: CGST = SGST 9 % = 38.5713 -> ₹38.57, net 428.57 + 77.14 = ₹505.71.
    // Book taxable 250.00 - 11.90 = ₹238.10: CGST = SGST 2.5 % = 5.9525 -> ₹5.95, net 238.10 + 11.90 = ₹250.00.
    // Freight ₹120.00 typed (18 %): CGST = SGST 9 % = ₹10.80, net ₹141.60.
    // CGST = SGST = 38.57 + 5.95 + 10.80 = ₹55.32; taxable goods 428.57 + 238.10 = ₹666.67.
    // Bill 666.67 + 2 × 44.52 (goods tax) + 120.00 + 21.60 = ₹897.31 -> ₹897.00 (round off -0.31).
    const bill = await post('sales', {
      FirmId: ids.firm, CustId: ids.mumbai, BillDate: '2026-05-10', BillType: 'EXCLUSIVE', PaymentType: 'CASH', ExtraBillDiscount: 33.33,
      BillItems: [{ ItemId: ids.pen, Qty: 10, Rate: 45 }, { ItemId: ids.book, Qty: 4, Rate: 62.5 }],
      BillCharges: [{ ChargeId: ids.freight, Amount: 120 }],
    });
    ids.bill1 = bill.Id;
    expect(bill.BillItems.map((l: any) => [l.ItemName, l.BillDiscAmt, l.TaxableAmt, l.TaxAmt1, l.TaxAmt2, l.TaxAmt3, l.NetAmt])).toEqual([
      ['Pen', 21.43, 428.57, 38.57, 38.57, 0, 505.71],
      ['Book', 11.9, 238.1, 5.95, 5.95, 0, 250],
    ]);
    expect(bill.BillCharges).toEqual([
      expect.objectContaining({ ChargeName: 'Freight', SACCode: '996511', LedgerId: ids.freightOut, Amount: 120, TaxableAmt: 120, TaxPer1: 9, TaxAmt1: 10.8, TaxPer2: 9, TaxAmt2: 10.8, TaxAmt3: 0, TotTax: 21.6, NetAmt: 141.6 }),
    ]);
    expect(bill).toMatchObject({
      ExtraBillDiscount: 33.33, TotTaxable: 666.67, TotChargeAmt: 120, TotChargeTax: 21.6, TotCGST: 55.32, TotSGST: 55.32, TotIGST: 0, TotTax: 110.64,
      NetTotal: 755.71, BillAmt: 897.31, RoundOff: -0.31, NetBillAmt: 897, ReceiptAmt: 897, BalanceBillAmt: 0,
    });
    // Party Dr 89700; Sales Cr 66667 (the discount is already out of it: nothing to Discount Allowed);
    // Freight Outward Cr 12000; CGST and SGST Cr 5532 each; Round Off Dr 31 (Dr 89731 = Cr 89731); then cash.
    expect(await journal('sales', bill.Id)).toEqual([
      ['Mumbai Retail', 89700, 0],
      ['Sales', 0, 66667],
      ['Freight Outward', 0, 12000],
      ['Output CGST', 0, 5532],
      ['Output SGST', 0, 5532],
      ['Round Off', 31, 0],
      ['Cash', 89700, 0],
      ['Mumbai Retail', 0, 89700],
    ]);
  });

  it('inter-state: a percent discount and the freight\'s default amount, both under IGST', async () => {
    // Pen 20 × ₹45 = ₹900.00 (18 %), book 6 × ₹62.50 = ₹375.00 (5 %): ₹1,275.00; 10 % off = ₹127.50, spread
    // 127.50 × 900/1275 = ₹90.00 and 127.50 × 375/1275 = ₹37.50.
    // Pen ₹810.00: IGST 18 % = ₹145.80; book ₹337.50: IGST 5 % = 16.875 -> ₹16.88 (half away from zero).
    // Freight at the master's default ₹100.00: IGST 18 % = ₹18.00.
    // IGST 145.80 + 16.88 + 18.00 = ₹180.68; bill 1147.50 + 162.68 + 100 + 18 = ₹1,428.18 -> ₹1,428.00 (-0.18).
    const bill = await post('sales', {
      FirmId: ids.firm, CustId: ids.karnataka, BillDate: '2026-05-12', BillType: 'EXCLUSIVE', PaymentType: 'CREDIT', ExtraBillDiscountInPer: 10,
      BillItems: [{ ItemId: ids.pen, Qty: 20, Rate: 45 }, { ItemId: ids.book, Qty: 6, Rate: 62.5 }],
      BillCharges: [{ ChargeId: ids.freight }],
    });
    ids.bill2 = bill.Id;
    expect(bill.BillItems.map((l: any) => [l.ItemName, l.BillDiscAmt, l.TaxableAmt, l.TaxAmt1, l.TaxPer3, l.TaxAmt3, l.NetAmt])).toEqual([
      ['Pen', 90, 810, 0, 18, 145.8, 955.8],
      ['Book', 37.5, 337.5, 0, 5, 16.88, 354.38],
    ]);
    expect(bill.BillCharges[0]).toMatchObject({ Amount: 100, TaxableAmt: 100, TaxAmt1: 0, TaxPer3: 18, TaxAmt3: 18, NetAmt: 118 });
    expect(bill).toMatchObject({
      ExtraBillDiscount: 127.5, TotTaxable: 1147.5, TotChargeAmt: 100, TotIGST: 180.68, TotCGST: 0, BillAmt: 1428.18, RoundOff: -0.18, NetBillAmt: 1428, ReceiptAmt: 0, BalanceBillAmt: 1428,
    });
    // Party Dr 142800; Sales Cr 114750; Freight Outward Cr 10000; IGST Cr 18068; Round Off Dr 18 (Dr = Cr = 142818).
    expect(await journal('sales', bill.Id)).toEqual([
      ['Karnataka Buyer', 142800, 0],
      ['Sales', 0, 114750],
      ['Freight Outward', 0, 10000],
      ['Output IGST', 0, 18068],
      ['Round Off', 18, 0],
    ]);
  });

  it('GSTR-1 counts the freight with the goods: B2B and B2CS by rate, and its SAC row in the HSN summary', async () => {
    const section = (name: string) => report(`gstr1?${MAY}&FirmId=${ids.firm}&Section=${name}`);
    // B2B, bill 1 by rate: 5 % the book (238.10, CGST = SGST 5.95); 18 % the pen and the freight
    // (428.57 + 120.00 = 548.57, CGST = SGST 38.57 + 10.80 = 49.37).
    expect((await section('b2b')).rows.map((row: any) => [row.Number, row.Value, row.Rate, ...heads(row)])).toEqual([
      ['CT/26-27/1', 897, 5, 238.1, 0, 5.95, 5.95, 0],
      ['CT/26-27/1', 897, 18, 548.57, 0, 49.37, 49.37, 0],
    ]);
    // B2CS (bill 2, ₹1,428 inter-state to an unregistered buyer, under the B2CL limit): 5 % the book
    // (337.50, IGST 16.88); 18 % the pen and the freight (810 + 100 = 910.00, IGST 145.80 + 18.00 = 163.80).
    expect((await section('b2cs')).rows.map((row: any) => [row.PlaceOfSupply, row.SupplyType, row.Rate, ...heads(row)])).toEqual([
      ['29-Karnataka', 'Inter-state', 5, 337.5, 16.88, 0, 0, 0],
      ['29-Karnataka', 'Inter-state', 18, 910, 163.8, 0, 0, 0],
    ]);
    // HSN, split since 2025 into supplies to registered persons (bill 1) and to others (bill 2): book 4,
    // 238.10, CGST = SGST 5.95 and 6, 337.50, IGST 16.88; pen 10, 428.57, CGST = SGST 38.57 and 20, 810.00,
    // IGST 145.80; freight under SAC 996511, a service (UQC NA, no quantity): 120, CGST = SGST 10.80 and
    // 100, IGST 18.
    expect((await section('hsn')).rows.map((row: any) => [row.Table, row.HSN, row.Description, row.UQC, row.Qty, row.Rate, ...heads(row)])).toEqual([
      ['B2B', '4901', 'Book', 'PCS', 4, 5, 238.1, 0, 5.95, 5.95, 0],
      ['B2B', '9608', 'Pen', 'PCS', 10, 18, 428.57, 0, 38.57, 38.57, 0],
      ['B2B', '996511', 'Freight', 'NA', 0, 18, 120, 0, 10.8, 10.8, 0],
      ['B2C', '4901', 'Book', 'PCS', 6, 5, 337.5, 16.88, 0, 0, 0],
      ['B2C', '9608', 'Pen', 'PCS', 20, 18, 810, 145.8, 0, 0, 0],
      ['B2C', '996511', 'Freight', 'NA', 0, 18, 100, 18, 0, 0, 0],
    ]);
  });

  it('GSTR-3B 3.1(a) carries the reduced taxable value and the freight\'s tax', async () => {
    // Taxable 666.67 + 120 + 1147.50 + 100 = 2,034.17; IGST 180.68 (bill 2); CGST = SGST 55.32 (bill 1).
    const rows = (await report(`gstr3b?${MAY}&FirmId=${ids.firm}`)).rows;
    expect(rows.find((row: any) => row.Table === '3.1(a)')).toMatchObject({ Taxable: 2034.17, IGST: 180.68, CGST: 55.32, SGST: 55.32, Cess: 0 });
  });

  it('refuses a bill whose discount exceeds its value, on CASH and on CREDIT, writing nothing', async () => {
    const counts = async () => [
      Number((await q('select count(*) as n from sales where tenant_id = $1', [tenant]))[0].n),
      Number((await q('select count(*) as n from journal_line where tenant_id = $1', [tenant]))[0].n),
      Number((await q('select count(*) as n from stock_move where tenant_id = $1', [tenant]))[0].n),
    ];
    const before = await counts();
    for (const PaymentType of ['CASH', 'CREDIT']) {
      // One pen at ₹45.00 with ₹110.00 off: the value would be ₹-65.00.
      const reply = await sendJson('POST', api('sales'), {
        FirmId: ids.firm, CustId: ids.mumbai, BillDate: '2026-05-20', BillType: 'EXCLUSIVE', PaymentType, ExtraBillDiscount: 110,
        BillItems: [{ ItemId: ids.pen, Qty: 1, Rate: 45 }],
      });
      expect(reply.status).toBe(400);
      const message = "The bill's value cannot be negative: the discount ₹110.00 exceeds the value ₹45.00";
      expect(reply.body).toMatchObject({ status: 400, message, errors: [{ path: '/ExtraBillDiscount', message }] });
    }
    expect(await counts()).toEqual(before);
    // No number was taken: the next bill is the third.
    const next = await post('sales', { FirmId: ids.firm, CustId: ids.mumbai, BillDate: '2026-06-01', PaymentType: 'CREDIT', ExtraBillDiscount: 45, BillItems: [{ ItemId: ids.pen, Qty: 1, Rate: 45 }] });
    // A discount equal to the value leaves a nil bill, which stands.
    expect(next).toMatchObject({ PrefixBillNo: 'CT/26-27/3', TotTaxable: 0, TotTax: 0, NetBillAmt: 0 });
  });

  it('a purchase from an unregistered supplier: its tax is cost (Purchase, the charge\'s ledger), not input credit', async () => {
    // Pen 100 × ₹30.00 = ₹3,000.00 with ₹100.00 off: ₹2,900.00 taxable, CGST = SGST 9 % = ₹261.00, which the
    // supplier cannot pass on as credit: ₹522.00 not claimable. Freight ₹50.00 at 18 %: ₹4.50 + ₹4.50 = ₹9.00,
    // not claimable either. Net 2900 + 522 + 50 + 9 = ₹3,481.00.
    const purchase = await post('purchase', {
      FirmId: ids.firm, SupplierId: ids.localSupplier, PurchaseDate: '2026-05-15', PurchaseType: 'EXCLUSIVE', PaymentType: 'CREDIT', ExtraPurchaseDiscount: 100,
      PurchaseItems: [{ ItemId: ids.pen, Qty: 100, Rate: 30 }],
      PurchaseCharges: [{ ChargeId: ids.freight, Amount: 50 }],
    });
    expect(purchase.PurchaseItems[0]).toMatchObject({ BillDiscAmt: 100, TaxableAmt: 2900, TaxAmt1: 261, TaxAmt2: 261, NonClaimableTax: 522 });
    expect(purchase.PurchaseCharges[0]).toMatchObject({ LedgerId: ids.freightIn, Amount: 50, TaxAmt1: 4.5, TaxAmt2: 4.5, NonClaimableTax: 9 });
    expect(purchase).toMatchObject({ TotTaxable: 2900, TotCGST: 265.5, TotSGST: 265.5, NonClaimableTax: 531, NetBillAmt: 3481 });
    // Supplier Cr 348100; Purchase Dr 290000 + 52200 = 342200; Freight Inward Dr 5000 + 900 = 5900; no input tax.
    expect(await journal('purchase', purchase.Id)).toEqual([
      ['Local Supplier', 0, 348100],
      ['Purchase', 342200, 0],
      ['Freight Inward', 5900, 0],
    ]);
    // What the 100 pens cost (AS 2 paras 7 and 10): taxable 2,900 + the 522 tax not claimable + the freight
    // to bring them in, 50 + its 9 tax = 3,481.00, all on the one line: the stock move carries 348100 paise.
    const [move] = await q('select qty_in, cost from stock_move where tenant_id = $1 and doc_type = $2 and doc_id = $3', [tenant, 'purchase', purchase.Id]);
    expect([Number(move.qty_in), Number(move.cost)]).toEqual([100000, 348100]);
  });

  it('a composition supplier is no source of credit either, and an unregistered supplier\'s bill defaults to NON GST', async () => {
    // Book 10 × ₹40.00 at 5 %: CGST = SGST ₹10.00, both cost: Purchase Dr 40000 + 2000 = 42000.
    const composition = await post('purchase', {
      FirmId: ids.firm, SupplierId: ids.composition, PurchaseDate: '2026-05-16', PurchaseType: 'EXCLUSIVE', PaymentType: 'CREDIT', PurchaseItems: [{ ItemId: ids.book, Qty: 10, Rate: 40 }],
    });
    expect(composition).toMatchObject({ TotCGST: 10, NonClaimableTax: 20, NetBillAmt: 420 });
    expect(await journal('purchase', composition.Id)).toEqual([['Composition Supplier', 0, 42000], ['Purchase', 42000, 0]]);
    // No tax mode given: an unregistered supplier charges no GST, so the rate is what was paid (NON GST).
    const plain = await post('purchase', { FirmId: ids.firm, SupplierId: ids.localSupplier, PurchaseDate: '2026-05-17', PaymentType: 'CREDIT', PurchaseItems: [{ ItemId: ids.book, Qty: 2, Rate: 50 }] });
    expect(plain).toMatchObject({ PurchaseType: 'NON GST', TotTaxable: 100, TotTax: 0, NetBillAmt: 100 });
    // A registered supplier's bill defaults to rates before tax (EXCLUSIVE): book 10 × ₹40 + 5 % = ₹420.00.
    const registered = await post('purchase', { FirmId: ids.firm, SupplierId: ids.puneSupplier, PurchaseDate: '2026-05-18', PaymentType: 'CREDIT', PurchaseItems: [{ ItemId: ids.book, Qty: 10, Rate: 40 }] });
    expect(registered).toMatchObject({ PurchaseType: 'EXCLUSIVE', TotCGST: 10, TotSGST: 10, NonClaimableTax: 0, NetBillAmt: 420 });
    expect(await journal('purchase', registered.Id)).toEqual([['Pune Supplier', 0, 42000], ['Purchase', 40000, 0], ['Input CGST', 1000, 0], ['Input SGST', 1000, 0]]);
  });

  it('GSTR-3B table 4 counts only the registered supplier\'s tax', async () => {
    // May's purchases: unregistered (265.50 + 265.50 entered), composition (10 + 10), unregistered NON GST (0),
    // and Pune Supplier, registered: CGST = SGST ₹10.00, the only credit.
    const rows = (await report(`gstr3b?${MAY}&FirmId=${ids.firm}`)).rows;
    expect(rows.find((row: any) => row.Table === '4(A)(5)')).toMatchObject({ IGST: 0, CGST: 10, SGST: 10, Cess: 0 });
    expect(rows.find((row: any) => row.Table === '4(C)')).toMatchObject({ IGST: 0, CGST: 10, SGST: 10, Cess: 0 });
  });

  it('refuses a charge that names no extra charge of this business', async () => {
    const reply = await sendJson('POST', api('sales'), {
      FirmId: ids.firm, CustId: ids.mumbai, BillDate: '2026-05-21', PaymentType: 'CREDIT', BillItems: [{ ItemId: ids.pen, Qty: 1, Rate: 45 }], BillCharges: [{ ChargeId: 999999 }],
    });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual([{ path: '/BillCharges/0/ChargeId', message: 'Charge 1: no such Extra charge' }]);
  });

  it('an inclusive bill\'s discount is inclusive: the bill falls by it, not by it and its GST (CGST Act s.15(3)(a))', async () => {
    // Book 1 × ₹1,050 (5 %) and Pen 1 × ₹1,180 (18 %), rates with GST: ₹2,230, holding ₹1,000 each before tax.
    // ₹100 off, spread by the inclusive amounts: 10,000 × 1,050/2,230 = 4,708.52 and 10,000 × 1,180/2,230 =
    // 5,291.48 paise; the paisa left to the larger remainder: ₹47.09 and ₹52.91.
    // Book: 1,050 − 47.09 = ₹1,002.91 with GST; taxable 1,002.91 × 100/105 = 955.152 -> ₹955.15 (₹44.85 off
    // its ₹1,000); CGST = SGST 2.5 % = 23.879 -> ₹23.88: ₹1,002.91.
    // Pen: 1,180 − 52.91 = ₹1,127.09 with GST; taxable 1,127.09 × 100/118 = 955.161 -> ₹955.16 (₹44.84 off);
    // CGST = SGST 9 % = 85.964 -> ₹85.96: ₹1,127.08 (a paisa under, the heads' rounding).
    // Bill 2,129.99, round-off +0.01: ₹2,130.00 = 2,230 − 100. (Before, the ₹100 came off the value before
    // tax and the bill fell by ₹100 and its GST besides.)
    const bill = await post('sales', {
      FirmId: ids.firm, CustId: ids.mumbai, BillDate: '2026-07-10', BillType: 'INCLUSIVE', PaymentType: 'CREDIT', ExtraBillDiscount: 100,
      BillItems: [{ ItemId: ids.book, Qty: 1, Rate: 1050 }, { ItemId: ids.pen, Qty: 1, Rate: 1180 }],
    });
    expect(bill.BillItems.map((l: any) => [l.ItemName, l.BillDiscAmt, l.TaxableAmt, l.TaxAmt1, l.TaxAmt2, l.NetAmt])).toEqual([
      ['Book', 44.85, 955.15, 23.88, 23.88, 1002.91],
      ['Pen', 44.84, 955.16, 85.96, 85.96, 1127.08],
    ]);
    expect(bill).toMatchObject({ ExtraBillDiscount: 100, TotTaxable: 1910.31, TotCGST: 109.84, TotSGST: 109.84, BillAmt: 2129.99, RoundOff: 0.01, NetBillAmt: 2130 });
    // Party Dr 213000 = Sales Cr 191031 + CGST 10984 + SGST 10984 + Round Off Cr 1.
    expect(await journal('sales', bill.Id)).toEqual([
      ['Mumbai Retail', 213000, 0],
      ['Sales', 0, 191031],
      ['Output CGST', 0, 10984],
      ['Output SGST', 0, 10984],
      ['Round Off', 0, 1],
    ]);
    // GSTR-1 B2B for July, by rate, agrees with the invoice: 5 % 955.15 (23.88 + 23.88); 18 % 955.16 (85.96 + 85.96).
    const b2b = await report(`gstr1?FromDate=2026-07-01&ToDate=2026-07-31&FirmId=${ids.firm}&Section=b2b`);
    expect(b2b.rows.map((row: any) => [row.Value, row.Rate, ...heads(row)])).toEqual([
      [2130, 5, 955.15, 0, 23.88, 23.88, 0],
      [2130, 18, 955.16, 0, 85.96, 85.96, 0],
    ]);
    // 10 % off is a tenth of the inclusive ₹2,230: ₹223, shares ₹105 and ₹118, ₹100 off each value before
    // tax; the bill ₹2,007.00 = 2,230 − 223 to the paisa (Book 900 + 22.50 + 22.50, Pen 900 + 81 + 81).
    const percent = await post('sales', {
      FirmId: ids.firm, CustId: ids.mumbai, BillDate: '2026-07-11', BillType: 'INCLUSIVE', PaymentType: 'CREDIT', ExtraBillDiscountInPer: 10,
      BillItems: [{ ItemId: ids.book, Qty: 1, Rate: 1050 }, { ItemId: ids.pen, Qty: 1, Rate: 1180 }],
    });
    expect(percent).toMatchObject({ ExtraBillDiscount: 223, TotTaxable: 1800, TotCGST: 103.5, TotSGST: 103.5, BillAmt: 2007, RoundOff: 0, NetBillAmt: 2007 });
  });
});
