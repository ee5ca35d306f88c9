// Document registers, item-wise sales and purchase, stock summary by item and by category, and the
// item ledger, over the fixed books of tests/support/report-books.ts. Every expected figure is worked
// out by hand below from those books (all documents EXCLUSIVE of tax; the firm is in Maharashtra).
import { beforeAll, expect, it } from 'vitest';
import { getJson } from '../support/http.ts';
import { DELHI_GSTIN, GUJARAT_GSTIN, MUMBAI_GSTIN, PUNE_GSTIN, reportBooks, type ReportBooks } from '../support/report-books.ts';
import { describeEachStore } from '../support/stores.ts';

const APRIL = 'FromDate=2026-04-01&ToDate=2026-04-30';

describeEachStore('document and stock reports', (server) => {
  let books: ReportBooks;
  const report = async (path: string) => {
    const reply = await getJson(books.api(`reports/${path}`));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body;
  };
  const register = (rows: any[]) => rows.map((row) => [row.Date, row.Number, row.PartyName, row.GSTIN, row.TotQty, row.TotTaxable, row.TotTax, row.NetBillAmt]);

  beforeAll(async () => {
    books = await reportBooks(server().origin);
  });

  it('lists the sales bills of the period with links, exact totals and the spec message', async () => {
    const body = await report(`salesreport?${APRIL}`);
    expect(body.message).toBe('Generated sales Report Successfully');
    expect(register(body.data.rows)).toEqual([
      // Pen 50 x 10 = 500 + CGST 9 % 45 + SGST 45; Rice 10 x 40 = 400 at 0 %: taxable 900, tax 90, 990.
      ['2026-04-05', 'ST/26-27/1', 'Mumbai Retail', MUMBAI_GSTIN, 60, 900, 90, 990],
      // Inverter 1 x 50,000 to Gujarat: IGST 12 % = 6,000.
      ['2026-04-06', 'ST/26-27/2', 'Gujarat Wholesale', GUJARAT_GSTIN, 1, 50000, 6000, 56000],
      ['2026-04-07', 'ST/26-27/3', 'Karnataka Buyer', '', 2, 100000, 12000, 112000],
      // Pen 30 x 10.10 = 303.00; CGST 9 % = 27.27, SGST 27.27: 357.54, rounded to 358.
      ['2026-04-08', 'ST/26-27/4', 'Walk-in', '', 30, 303, 54.54, 358],
      // Pen 5 x 20 = 100 to Karnataka: IGST 18 % = 18.
      ['2026-04-09', 'ST/26-27/5', 'Karnataka Buyer', '', 5, 100, 18, 118],
      // ST/26-27/6 was deleted; the bill made from the delivery challan: Pen 10 x 10 = 100 + 9 + 9.
      ['2026-04-11', 'ST/26-27/7', 'Walk-in', '', 10, 100, 18, 118],
    ]);
    expect(body.data.rows[0].Id).toBe(books.docs.s1);
    // 60+1+2+30+5+10 = 108; 900+50,000+1,00,000+303+100+100 = 1,51,403;
    // 90+6,000+12,000+54.54+18+18 = 18,180.54; 990+56,000+1,12,000+358+118+118 = 1,69,584.
    expect(body.data.totals).toEqual({ TotQty: 108, TotTaxable: 151403, TotTax: 18180.54, NetBillAmt: 169584 });
    const meta = await getJson(books.api('meta/reports'));
    const schema = meta.body.data.reports.find((candidate: any) => candidate['x-report'].name === 'salesreport');
    expect(schema['x-report'].columns.find((column: any) => column.field === 'Number').link).toEqual({ route: 'salesform', idField: 'Id' });
  });

  it('filters a register by party', async () => {
    const body = await report(`salesreport?${APRIL}&PartyId=${books.parties.karnataka}&FirmId=${books.firm}`);
    expect(body.data.rows.map((row: any) => row.Number)).toEqual(['ST/26-27/3', 'ST/26-27/5']);
    expect(body.data.totals.NetBillAmt).toBe(112118); // 1,12,000 + 118
  });

  it('lists purchases, returns and challans in their own registers', async () => {
    const purchases = await report(`purchasereport?${APRIL}`);
    expect(purchases.message).toBe('Generated purchase Report Successfully');
    expect(register(purchases.data.rows)).toEqual([
      // Pen 200 x 5 = 1,000 (CGST 90, SGST 90); Inverter 10 x 40,000 = 4,00,000 (CGST 6 % 24,000, SGST 24,000).
      ['2026-04-02', 'PUR/26-27/1', 'Pune Supplier', PUNE_GSTIN, 210, 401000, 48180, 449180],
      // Made from the purchase challan: Inverter 5 x 42,000 = 2,10,000, IGST 12 % = 25,200.
      ['2026-04-04', 'PUR/26-27/2', 'Delhi Supplier', DELHI_GSTIN, 5, 210000, 25200, 235200],
    ]);
    expect(purchases.data.totals).toEqual({ TotQty: 215, TotTaxable: 611000, TotTax: 73380, NetBillAmt: 684380 });

    const salesReturns = await report(`salesreturnreport?${APRIL}`);
    expect(salesReturns.message).toBe('Generated sales return Report Successfully');
    expect(register(salesReturns.data.rows)).toEqual([
      ['2026-04-15', 'CN/26-27/1', 'Mumbai Retail', MUMBAI_GSTIN, 5, 50, 9, 59], // 5 x 10, 4.50 + 4.50
      ['2026-04-16', 'CN/26-27/2', 'Walk-in', '', 2, 20.2, 3.64, 24], // 2 x 10.10, 1.818 -> 1.82 twice: 23.84 -> 24
    ]);
    expect(salesReturns.data.totals).toEqual({ TotQty: 7, TotTaxable: 70.2, TotTax: 12.64, NetBillAmt: 83 });

    const purchaseReturns = await report(`purchasereturnreport?${APRIL}`);
    expect(register(purchaseReturns.data.rows)).toEqual([['2026-04-20', 'DN/26-27/1', 'Pune Supplier', PUNE_GSTIN, 20, 100, 18, 118]]);
    const challans = await report(`purchasechallanreport?${APRIL}`);
    expect(challans.message).toBe('Generated purchase challan Report Successfully');
    expect(register(challans.data.rows)).toEqual([['2026-04-03', 'PC/26-27/1', 'Delhi Supplier', DELHI_GSTIN, 5, 210000, 25200, 235200]]);
    const deliveries = await report(`deliverychallanreport?${APRIL}`);
    expect(register(deliveries.data.rows)).toEqual([['2026-04-10', 'DC/26-27/1', 'Walk-in', '', 10, 100, 18, 118]]);
    expect(deliveries.data.rows[0].Id).toBe(books.docs.dc1);
    for (const [name, kind] of [['dcreturnreport', 'delivery challan return'], ['pcreturnreport', 'purchase challan return'], ['purchaseorderreport', 'purchase order']]) {
      const empty = await report(`${name}?${APRIL}`);
      expect(empty.message).toBe(`Generated ${kind} Report Successfully`);
      expect(empty.data.rows).toEqual([]);
    }
  });

  it('sums sales and purchases per item', async () => {
    const sales = await report(`itemwisesalesreport?${APRIL}`);
    expect(sales.message).toBe('Generated item-wise sales Report Successfully');
    const figures = (rows: any[]) => rows.map((row) => [row.ItemName, row.HSNCode, row.CategoryName, row.Qty, row.Taxable, row.Tax, row.Amount]);
    expect(figures(sales.data.rows)).toEqual([
      ['Inverter', '8504', 'Electrical', 3, 150000, 18000, 168000], // 1 + 2 at 50,000, IGST 12 %
      // 50 + 30 + 5 + 10 = 95; 500 + 303 + 100 + 100 = 1,003; 90 + 54.54 + 18 + 18 = 180.54
      ['Pen', '9608', 'Stationery', 95, 1003, 180.54, 1183.54],
      ['Rice', '1006', 'Grocery', 10, 400, 0, 400],
    ]);
    // The bills' 1,69,584 less the 0.46 round-off of ST/26-27/4 = 1,69,583.54. Returned: Pen 5 x 10 = 50 and
    // 2 x 10.10 = 20.20 (CN/26-27/1 and 2): 7 and 70.20; net 108 - 7 = 101 and 1,51,403 - 70.20 = 1,51,332.80.
    expect(sales.data.totals).toEqual({ Qty: 108, Taxable: 151403, Tax: 18180.54, Amount: 169583.54, ReturnQty: 7, ReturnTaxable: 70.2, NetQty: 101, NetTaxable: 151332.8 });
    const net = (rows: any[]) => rows.map((row) => [row.ItemName, row.ReturnQty, row.ReturnTaxable, row.NetQty, row.NetTaxable]);
    expect(net(sales.data.rows)).toEqual([
      ['Inverter', 0, 0, 3, 150000],
      ['Pen', 7, 70.2, 88, 932.8], // 95 - 7; 1,003 - 70.20
      ['Rice', 0, 0, 10, 400],
    ]);
    const stationery = await report(`itemwisesalesreport?${APRIL}&CategoryId=${books.categories.stationery}`);
    expect(figures(stationery.data.rows)).toEqual([['Pen', '9608', 'Stationery', 95, 1003, 180.54, 1183.54]]);
    const karnataka = await report(`itemwisesalesreport?${APRIL}&PartyId=${books.parties.karnataka}&ItemId=${books.items.pen}`);
    expect(figures(karnataka.data.rows)).toEqual([['Pen', '9608', 'Stationery', 5, 100, 18, 118]]);

    const purchases = await report(`itemwisepurchasereport?${APRIL}`);
    expect(purchases.message).toBe('Generated item-wise purchase Report Successfully');
    expect(figures(purchases.data.rows)).toEqual([
      // 10 x 40,000 + 5 x 42,000 = 6,10,000; 48,000 + 25,200 = 73,200
      ['Inverter', '8504', 'Electrical', 15, 610000, 73200, 683200],
      ['Pen', '9608', 'Stationery', 200, 1000, 180, 1180],
    ]);
    // DN/26-27/1 sends 20 pens back at 5: net 180 and 1,000 - 100 = 900.
    expect(net(purchases.data.rows)).toEqual([
      ['Inverter', 0, 0, 15, 610000],
      ['Pen', 20, 100, 180, 900],
    ]);
  });

  it('gives each item its sales, cost of goods sold and gross profit', async () => {
    const body = await report(`itemwiseprofit?${APRIL}`);
    expect(body.message).toBe('Generated item-wise profit Report Successfully');
    // Costs from the weighted-average run worked out in the stock test below.
    expect(body.data.rows.map((row: any) => [row.ItemName, row.NetQty, row.NetSales, row.CostOfSales, row.GrossProfit, row.MarginPer])).toEqual([
      // Out 1 at 40,666.67 and 2 at 81,333.33 = 1,22,000; 1,50,000 - 1,22,000 = 28,000; 28,000 / 1,50,000 = 18.67 %.
      ['Inverter', 3, 150000, 122000, 28000, 18.67],
      // Out to customers 166.67 + 100.00 + 16.67 + 33.33 (the bill made from the challan) = 316.67, back
      // 16.67 + 6.67 = 23.34: 293.33. 932.80 - 293.33 = 639.47; 639.47 / 932.80 = 68.55 %.
      ['Pen', 88, 932.8, 293.33, 639.47, 68.55],
      ['Rice', 10, 400, 0, 400, 100], // opening stock with no opening rate costs nothing
    ]);
    expect(body.data.totals).toEqual({ NetSales: 151332.8, CostOfSales: 122293.33, GrossProfit: 29039.47 });
  });

  it('values stock at cost by weighted average (the default), counting a challan-made bill once', async () => {
    const body = await report('stockreport?FromDate=2026-04-05&ToDate=2026-04-30');
    expect(body.message).toBe('Generated stock Report Successfully');
    const figures = (rows: any[]) => rows.map((row) => [row.ItemName, row.OpeningQty, row.InQty, row.OutQty, row.ClosingQty, row.Rate, row.ClosingValue]);
    // Cost (AS 2): purchases at their taxable value (all EXCLUSIVE, so tax is out of it); each outward at the
    // running average; a sales return back at the unit cost the item last went out at. The books give no
    // item an opening rate, so opening stock comes in at nil cost.
    expect(figures(body.data.rows)).toEqual([
      // In before the period: 10 at 40,000 (2 Apr) + 5 at 42,000 (the purchase challan, 3 Apr; the bill made
      // from it moves nothing again) = 15 costing 6,10,000. Out 1 (6 Apr): 6,10,000 / 15 = 40,666.67, leaving 14 at
      // 5,69,333.33. Out 2 (7 Apr): 5,69,333.33 x 2 / 14 = 81,333.33, leaving 12 at 4,88,000.00.
      // Unit cost 4,88,000 / 12 = 40,666.67.
      ['Inverter', 15, 0, 3, 12, 40666.67, 488000],
      ['Notebook', 20, 0, 0, 20, 0, 0], // opening stock only, no opening rate: nil cost
      // 100 opening at nil + 200 at 5 = 300 costing 1,000.00.
      // Out 50 (5 Apr): 1,000 x 50/300 = 166.67 -> 250 at 833.33. Out 30: 833.33 x 30/250 = 100.00 -> 220 at 733.33.
      // Out 5: 733.33 x 5/220 = 16.67 -> 215 at 716.66. Out 10 (11 Apr, the bill made from the 10 April challan:
      // the challan's goods stay in stock until billed): 716.66 x 10/215 = 33.33 -> 205 at 683.33.
      // Return 5 (15 Apr) at the last outward's 33.33 per 10: 16.665 -> 16.67 -> 210 at 700.00.
      // Return 2 (16 Apr): 6.666 -> 6.67 -> 212 at 706.67. Purchase return 20 (20 Apr): 706.67 x 20/212 = 66.67
      // -> 192 at 640.00. Unit cost 640 / 192 = 3.33.
      ['Pen', 300, 7, 115, 192, 3.33, 640],
      ['Rice', 50, 0, 10, 40, 0, 0], // NON GST item, never bought, no opening rate
    ]);
    expect(body.data.totals).toEqual({ ClosingValue: 488640 }); // 4,88,000 + 640
    // On 2 April only the first purchase is in: Inverter 10 at 40,000; Pen 100 at nil + 200 at 5 = 1,000.
    const early = await report(`stockreport?FromDate=2026-04-02&ToDate=2026-04-02&ItemId=${books.items.inverter}`);
    expect(figures(early.data.rows)).toEqual([['Inverter', 0, 10, 0, 10, 40000, 400000]]);
    const stationery = await report(`stockreport?FromDate=2026-04-01&ToDate=2026-04-02&CategoryId=${books.categories.stationery}&FirmId=${books.firm}`);
    expect(figures(stationery.data.rows)).toEqual([
      ['Notebook', 20, 0, 0, 20, 0, 0],
      ['Pen', 100, 200, 0, 300, 3.33, 1000], // 1,000 / 300 = 3.333 -> 3.33
    ]);
  });

  it('rolls stock up by category', async () => {
    const body = await report('categorywisestockreport?FromDate=2026-04-05&ToDate=2026-04-30');
    expect(body.message).toBe('Generated category-wise stock Report Successfully');
    expect(body.data.rows.map((row: any) => [row.CategoryName, row.Items, row.OpeningQty, row.InQty, row.OutQty, row.ClosingQty, row.ClosingValue])).toEqual([
      ['Electrical', 1, 15, 0, 3, 12, 488000],
      ['Grocery', 1, 50, 0, 10, 40, 0],
      ['Stationery', 2, 320, 7, 115, 212, 640], // Notebook + Pen: 20 + 300, 20 + 192, 0 + 640
    ]);
    expect(body.data.totals).toEqual({ ClosingValue: 488640 });
  });

  it("lists one item's moves with a running balance between opening and closing rows", async () => {
    const body = await report(`itemledgerreport?FromDate=2026-04-05&ToDate=2026-04-30&ItemId=${books.items.pen}`);
    expect(body.message).toBe('Generated item ledger Report Successfully');
    expect(body.data.rows.map((row: any) => [row.Date, row.DocType, row.Number, row.PartyName, row.InQty, row.OutQty, row.BalanceQty])).toEqual([
      ['2026-04-05', 'Opening stock', '', '', null, null, 300], // 100 opening + 200 bought on 2 April
      ['2026-04-05', 'Sales', 'ST/26-27/1', 'Mumbai Retail', 0, 50, 250],
      ['2026-04-08', 'Sales', 'ST/26-27/4', 'Walk-in', 0, 30, 220],
      ['2026-04-09', 'Sales', 'ST/26-27/5', 'Karnataka Buyer', 0, 5, 215],
      // DC/26-27/1 of 10 April moves nothing: its goods stay in stock until ST/26-27/7, made from it, bills them.
      ['2026-04-11', 'Sales', 'ST/26-27/7', 'Walk-in', 0, 10, 205],
      ['2026-04-15', 'Sales return', 'CN/26-27/1', 'Mumbai Retail', 5, 0, 210],
      ['2026-04-16', 'Sales return', 'CN/26-27/2', 'Walk-in', 2, 0, 212],
      ['2026-04-20', 'Purchase return', 'DN/26-27/1', 'Pune Supplier', 0, 20, 192],
      ['2026-04-30', 'Closing stock', '', '', null, null, 192],
    ]);
    expect(body.data.rows[1]).toMatchObject({ DocId: books.docs.s1, Route: 'salesform' });
    expect(body.data.totals).toEqual({ InQty: 7, OutQty: 115 });
    const missing = await getJson(books.api('reports/itemledgerreport?FromDate=2026-04-05&ToDate=2026-04-30'));
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ path: '/ItemId', message: 'Item is required' }]);
    const unknown = await getJson(books.api('reports/itemledgerreport?FromDate=2026-04-05&ToDate=2026-04-30&ItemId=999999'));
    expect(unknown.status).toBe(404);
  });
});
