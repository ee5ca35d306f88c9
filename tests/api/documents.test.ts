// Documents through the API on both stores: the server's own figures, numbers, the books they write,
// edits and deletes that leave the books as if the old version never existed, and conversions.
import { beforeAll, expect, inject, it } from 'vitest';
import { getJson, registerAndLogin, sendJson } from '../support/http.ts';
import { queryStore } from '../support/store-query.ts';
import { describeEachStore } from '../support/stores.ts';

describeEachStore('documents', (server) => {
  let api: (p: string) => string;
  let tenant: number;
  const ids: Record<string, number> = {};
  const q = (sql: string, params: unknown[] = []) => queryStore(server(), inject('postgresUrl'), sql, params);
  const journal = async (docType: string, docId: number) =>
    (await q(`select l."LedgerName" as ledger, j.debit, j.credit from journal_line j join ledger l on l."Id" = j.ledger_id and l.tenant_id = j.tenant_id
               where j.tenant_id = $1 and j.doc_type = $2 and j.doc_id = $3 order by j.id`, [tenant, docType, docId]))
      .map((r) => [r.ledger, Number(r.debit), Number(r.credit)]);
  const stock = async (docType: string, docId: number) =>
    (await q('select item_id, qty_in, qty_out, rate from stock_move where tenant_id = $1 and doc_type = $2 and doc_id = $3 order by id', [tenant, docType, docId]))
      .map((r) => [Number(r.item_id), Number(r.qty_in), Number(r.qty_out), Number(r.rate)]);
  const sale = (over: Record<string, unknown> = {}) => ({
    FirmId: ids.firm, CustId: ids.local, PaymentType: 'CREDIT', ReceiptAmt: 100, ExtraBillCharges: 50, ExtraBillDiscount: 10,
    BillItems: [{ ItemId: ids.pen, Qty: 2, Rate: 100 }, { ItemId: ids.book, Qty: 3, Rate: 50, DiscPer: 10 }],
    ...over,
  });

  beforeAll(async () => {
    const owner = await registerAndLogin(server().origin);
    api = (p) => `${server().origin}/api/${p}${p.includes('?') ? '&' : '?'}auth=${owner.token}`;
    tenant = Number((await q('select tenant_id from account where email = $1', [owner.email]))[0].tenant_id);
    const post = async (entity: string, body: object) => (await sendJson('POST', api(entity), body)).body.data.Id as number;
    ids.firm = await post('firm', { FirmName: 'Sharma Stores', State: 'Maharashtra', SalesPrefix: 'SS' });
    ids.local = await post('party', { PartyName: 'Local Customer', State: 'Maharashtra' });
    ids.karnataka = await post('party', { PartyName: 'Mehta Traders', State: 'Karnataka', PartyType: 'Supplier', FixedRate: 'WholesaleRate', GSTIN: '29AAGCB7383J1Z4' });
    ids.unit = await post('unit', { UnitName: 'Pcs', UQC: 'PCS' });
    ids.pen = await post('item', { ItemName: 'Pen', UnitId: ids.unit, HSNCode: '9608', TaxRate: 18, CashRate: 10, WholesaleRate: 9 });
    ids.book = await post('item', { ItemName: 'Book', UnitId: ids.unit, HSNCode: '4901', TaxRate: 5, CashRate: 100 });
  });

  it('computes a bill itself, numbers it, and posts a balanced journal and stock moves', async () => {
    const reply = await sendJson('POST', api('sales'), sale({ NetBillAmt: 1, TotTax: 0, BillItems: [{ ItemId: ids.pen, Qty: 2, Rate: 100, NetAmt: 5 }, { ItemId: ids.book, Qty: 3, Rate: 50, DiscPer: 10 }] }));
    expect(reply.body.message).toBe('Data Saved Successfully');
    const bill = reply.body.data;
    ids.sale = bill.Id;
    // Pen 2 × ₹100 = ₹200.00 (18 %), book 3 × ₹50 less 10 % = ₹135.00 (5 %): ₹335.00 before the bill's ₹10
    // discount, which lowers the value (CGST Act s.15(3)(a)), spread by value to the paisa (largest remainder):
    // pen 1000 × 200/335 = 597.01 -> 597, book 402.98 -> 402 + the paisa left (larger remainder) = 403.
    // Pen ₹194.03: CGST = SGST 9 % = 17.4627 -> ₹17.46, net ₹228.95; book ₹130.97: 2.5 % = 3.274 -> ₹3.27, net ₹137.51.
    // Tax per head 17.46 + 3.27 = ₹20.73, total ₹41.46; net total 325.00 + 41.46 = ₹366.46; + ₹50 untaxed
    // charges = ₹416.46 -> ₹416 (round off -0.46); ₹100 received leaves ₹316.
    expect(bill).toMatchObject({
      PrefixBillNo: 'SS/26-27/1', BillNo: 1, PartyName: 'Local Customer', PlaceOfSupply: 'Maharashtra',
      TotItemAmt: 350, TotDiscAmt: 15, TotTaxable: 325, TotCGST: 20.73, TotSGST: 20.73, TotIGST: 0, TotTax: 41.46,
      NetTotal: 366.46, ExtraBillDiscount: 10, BillAmt: 416.46, RoundOff: -0.46, NetBillAmt: 416, ReceiptAmt: 100, BalanceBillAmt: 316,
    });
    expect(bill.BillItems.map((l: any) => [l.ItemName, l.HSNCode, l.BillDiscAmt, l.TaxableAmt, l.TaxPer1, l.TaxAmt1, l.TaxAmt2, l.NetAmt])).toEqual([
      ['Pen', '9608', 5.97, 194.03, 9, 17.46, 17.46, 228.95],
      ['Book', '4901', 4.03, 130.97, 2.5, 3.27, 3.27, 137.51],
    ]);
    // The discount is inside the sales value, so nothing goes to Discount Allowed; the untaxed ₹50 still
    // posts with the sales: 325.00 + 50.00 = ₹375.00.
    expect(await journal('sales', bill.Id)).toEqual([
      ['Local Customer', 41600, 0],
      ['Sales', 0, 37500],
      ['Output CGST', 0, 2073],
      ['Output SGST', 0, 2073],
      ['Round Off', 46, 0],
      ['Cash', 10000, 0],
      ['Local Customer', 0, 10000],
    ]);
    expect(await stock('sales', bill.Id)).toEqual([[ids.pen, 0, 2000, 10000], [ids.book, 0, 3000, 5000]]);
  });

  it('charges IGST across states and takes the party\'s rate tier', async () => {
    const reply = await sendJson('POST', api('sales'), { FirmId: ids.firm, CustId: ids.karnataka, PaymentType: 'CASH', BillItems: [{ ItemId: ids.pen, Qty: 10, Rate: 9 }] });
    expect(reply.body.data).toMatchObject({ PrefixBillNo: 'SS/26-27/2', RateTypeId: 'WholesaleRate', TotIGST: 16.2, TotCGST: 0, NetBillAmt: 106, ReceiptAmt: 106, BalanceBillAmt: 0 });
    expect(reply.body.data.BillItems[0]).toMatchObject({ ActualRate: 9, TaxPer3: 18, TaxAmt3: 16.2 });
    expect(await journal('sales', reply.body.data.Id)).toContainEqual(['Output IGST', 0, 1620]);
  });

  it('replaces the postings on edit and removes them on delete; the number stays', async () => {
    const before = (await getJson(api(`sales/${ids.sale}`))).body.data;
    const edited = await sendJson('PUT', api(`sales/${ids.sale}`), { ...before, ReceiptAmt: 0, ExtraBillCharges: 0, ExtraBillDiscount: 0, BillItems: [{ ItemId: ids.book, Qty: 1, Rate: 100 }] });
    expect(edited.body.data).toMatchObject({ PrefixBillNo: 'SS/26-27/1', NetBillAmt: 105, BalanceBillAmt: 105, RowVersion: 2 });
    expect(await journal('sales', ids.sale)).toEqual([['Local Customer', 10500, 0], ['Sales', 0, 10000], ['Output CGST', 0, 250], ['Output SGST', 0, 250]]);
    expect(await stock('sales', ids.sale)).toEqual([[ids.book, 0, 1000, 10000]]);
    expect((await sendJson('DELETE', api(`sales/${ids.sale}`), undefined)).body.message).toBe('Data Deleted Successfully!');
    expect(await journal('sales', ids.sale)).toEqual([]);
    expect(await stock('sales', ids.sale)).toEqual([]);
  });

  it('refuses bad documents with the field, writing nothing and taking no number', async () => {
    const noLines = await sendJson('POST', api('sales'), sale({ BillItems: [] }));
    expect(noLines.body.errors).toEqual([{ path: '/BillItems', message: 'Items needs at least 1 line' }]);
    const badItem = await sendJson('POST', api('sales'), sale({ BillItems: [{ ItemId: 999999, Qty: 1, Rate: 1 }] }));
    expect(badItem.body.errors).toEqual([{ path: '/BillItems/0/ItemId', message: 'Line 1: Item: no such Item' }]);
    const overpaid = await sendJson('POST', api('sales'), sale({ ReceiptAmt: 10000 }));
    expect(overpaid.body.errors[0]).toEqual({ path: '/ReceiptAmt', message: 'Received cannot be more than the bill amount 416.00' });
    const noBank = await sendJson('POST', api('sales'), sale({ PaymentType: 'BANK' }));
    expect(noBank.body.errors[0].path).toBe('/BankLedgerId');
    const next = await sendJson('POST', api('sales'), sale());
    expect(next.body.data.PrefixBillNo).toBe('SS/26-27/3');
  });

  it('posts a purchase mirrored, with input tax, stock in and the last purchase rate', async () => {
    // A registered supplier (GSTIN): its tax is input credit (CGST Act s.16(2)(a)).
    const reply = await sendJson('POST', api('purchase'), {
      FirmId: ids.firm, SupplierId: ids.karnataka, SupplierBillNo: 'MT-881', PaymentType: 'CREDIT', PurchaseType: 'INCLUSIVE',
      PurchaseItems: [{ ItemId: ids.pen, Qty: 100, Rate: 5.9, BatchNo: 'B1' }],
    });
    const purchase = reply.body.data;
    expect(purchase).toMatchObject({ PurchaseType: 'INCLUSIVE', PrefixPurchaseNo: 'PUR/26-27/1', TotTaxable: 500, TotIGST: 90, NonClaimableTax: 0, NetBillAmt: 590, PaymentAmt: 0, BalanceBillAmt: 590 });
    expect(await journal('purchase', purchase.Id)).toEqual([['Mehta Traders', 0, 59000], ['Purchase', 50000, 0], ['Input IGST', 9000, 0]]);
    expect(await stock('purchase', purchase.Id)).toEqual([[ids.pen, 100000, 0, 590]]);
    expect((await getJson(api(`item/${ids.pen}`))).body.data.LastPurchaseRate).toBe(5.9);
  });

  it('posts a cash sales return as the mirror of a sale, refund included', async () => {
    const reply = await sendJson('POST', api('salesreturn'), { FirmId: ids.firm, CustId: ids.local, PaymentType: 'CASH', SalesReturnItems: [{ ItemId: ids.book, Qty: 1, Rate: 100 }] });
    const credit = reply.body.data;
    expect(credit).toMatchObject({ PrefixSalesReturnNo: 'CN/26-27/1', NetBillAmt: 105, RefundAmt: 105 });
    expect(await journal('salesreturn', credit.Id)).toEqual([
      ['Local Customer', 0, 10500], ['Sales', 10000, 0], ['Output CGST', 250, 0], ['Output SGST', 250, 0], ['Cash', 0, 10500], ['Local Customer', 10500, 0],
    ]);
    expect(await stock('salesreturn', credit.Id)).toEqual([[ids.book, 1000, 0, 10000]]);
  });

  it('writes nothing for a delivery challan (its goods stay in stock until billed), quotations and purchase orders', async () => {
    const challan = (await sendJson('POST', api('deliverychallan'), { FirmId: ids.firm, CustId: ids.local, ChallanItems: [{ ItemId: ids.pen, Qty: 4, Rate: 10 }] })).body.data;
    expect(challan.PrefixChallanNo).toBe('DC/26-27/1');
    expect(await journal('deliverychallan', challan.Id)).toEqual([]);
    // Issue 25 item 4: goods out on a delivery challan are the business's until the sale (challan-books.ts).
    expect(await stock('deliverychallan', challan.Id)).toEqual([]);
    const quote = (await sendJson('POST', api('quotation'), { FirmId: ids.firm, CustId: ids.local, QuotationItems: [{ ItemId: ids.pen, Qty: 1, Rate: 10 }] })).body.data;
    const order = (await sendJson('POST', api('purchaseorder'), { FirmId: ids.firm, SupplierId: ids.karnataka, POItems: [{ ItemId: ids.pen, Qty: 1, Rate: 5 }] })).body.data;
    expect([quote.PrefixQuotationNo, order.PrefixPONo]).toEqual(['QT/26-27/1', 'PO/26-27/1']);
    expect([...(await journal('quotation', quote.Id)), ...(await stock('quotation', quote.Id)), ...(await stock('purchaseorder', order.Id))]).toEqual([]);
    ids.challan = challan.Id;
    ids.quote = quote.Id;
  });

  it('bills a challan, taking its goods out of stock then, and marks what was converted', async () => {
    const bill = (await sendJson('POST', api('sales'), { FirmId: ids.firm, CustId: ids.local, DCId: ids.challan, QuotationId: ids.quote, BillItems: [{ ItemId: ids.pen, Qty: 4, Rate: 10 }] })).body.data;
    expect(await stock('sales', bill.Id)).toEqual([[ids.pen, 0, 4000, 1000]]);
    expect((await journal('sales', bill.Id)).length).toBeGreaterThan(0);
    expect((await getJson(api(`deliverychallan/${ids.challan}`))).body.data.IsConverted).toBe(true);
    expect((await getJson(api(`quotation/${ids.quote}`))).body.data.IsConverted).toBe(true);
    expect((await sendJson('DELETE', api(`deliverychallan/${ids.challan}`), undefined)).status).toBe(409);
    // Converted once: a second bill from the same quotation or challan would bill the goods twice.
    const billsBefore = Number((await q('select count(*) as n from sales where tenant_id = $1', [tenant]))[0].n);
    const again = await sendJson('POST', api('sales'), { FirmId: ids.firm, CustId: ids.local, QuotationId: ids.quote, BillItems: [{ ItemId: ids.pen, Qty: 4, Rate: 10 }] });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`This quotation was already converted into Sales Bill ${bill.PrefixBillNo}: delete that one to convert it again`);
    expect((await sendJson('POST', api('sales'), { FirmId: ids.firm, CustId: ids.local, DCId: ids.challan, BillItems: [{ ItemId: ids.pen, Qty: 4, Rate: 10 }] })).status).toBe(409);
    expect(Number((await q('select count(*) as n from sales where tenant_id = $1', [tenant]))[0].n)).toBe(billsBefore);
    // The bill made from them may still be edited.
    const edited = await sendJson('PUT', api(`sales/${bill.Id}`), { FirmId: ids.firm, CustId: ids.local, DCId: ids.challan, QuotationId: ids.quote, Narration: 'edited', BillItems: [{ ItemId: ids.pen, Qty: 4, Rate: 10 }], RowVersion: bill.RowVersion });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    await sendJson('DELETE', api(`sales/${bill.Id}`), undefined);
    expect((await getJson(api(`deliverychallan/${ids.challan}`))).body.data.IsConverted).toBe(false);
    // Deleting the bill frees the quotation to be billed again.
    const rebilled = await sendJson('POST', api('sales'), { FirmId: ids.firm, CustId: ids.local, QuotationId: ids.quote, BillItems: [{ ItemId: ids.pen, Qty: 4, Rate: 10 }] });
    expect(rebilled.status, JSON.stringify(rebilled.body)).toBe(200);
    await sendJson('DELETE', api(`sales/${rebilled.body.data.Id}`), undefined);
  });

  it('keeps the books whole: every document balances and numbers are unique', async () => {
    const unbalanced = await q('select doc_type, doc_id from journal_line where tenant_id = $1 group by doc_type, doc_id having sum(debit) <> sum(credit)', [tenant]);
    expect(unbalanced).toEqual([]);
    // Stock is opening quantity plus moves: pen 0 + 100 bought - 10 and 2 sold (the 4 on the challan stay:
    // its bill was deleted);
    // book 0 - 3 sold + 1 returned. The edited and the deleted bills left nothing behind.
    const stockNow = await q(
      `select i."ItemName" as item, coalesce(i."OpeningQty", 0) + coalesce(sum(m.qty_in - m.qty_out), 0) as qty from item i
        left join stock_move m on m.tenant_id = i.tenant_id and m.item_id = i."Id" where i.tenant_id = $1 group by i."ItemName", i."OpeningQty" order by 1`,
      [tenant],
    );
    expect(stockNow.map((row) => [row.item, Number(row.qty)])).toEqual([['Book', -2000], ['Pen', 88000]]);
    const duplicates = await q('select "FirmId", "PrefixBillNo", count(*) as n from sales where tenant_id = $1 group by "FirmId", "PrefixBillNo" having count(*) > 1', [tenant]);
    expect(duplicates).toEqual([]);
  });
});
