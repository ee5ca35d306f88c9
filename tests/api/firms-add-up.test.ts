// Two firms of one business, over two financial years, whose books add up to the business's to the paisa.
// Each firm keeps its own stock (its own opening stock and its own moves) valued by its own formula (AS 2
// para 21-27: FIFO or weighted average, the firm's "Stock valuation"); the business's stock is the sum of
// its firms' (reports/stock/stock-value.ts). A return goes back at the cost at which its own bill moved the
// goods (AS 2 para 9-10: a return is no new cost, only the reversal of its bill; cost-flow.ts): a sales
// return at its sale's outward unit cost, a purchase return at its purchase's inward unit cost.
//
// Both firms and both parties in Maharashtra, every document EXCLUSIVE of 18 % GST from a registered supplier,
// so the tax is claimable and cost = taxable value. Each firm's opening stock has its own capital against it:
// the Capital ledger's opening 1,000 Cr names no firm, so it is the first firm's, A's; a second capital
// ledger, Bhide Capital, opens at 2,200 Cr in B's books (OpeningFirmId). No firm shows an opening difference.
// Bills are rounded to the rupee (Round Off, an indirect item below the gross profit): A's purchase return
// 480 + 86.40 = 566.40 is 566 (0.40 less refunded, an expense), its 2027 purchase 1,530 + 275.40 = 1,805.40
// is 1,805 (0.40 less owed, an income), B's 2027 sale 2,520 + 453.60 = 2,973.60 is 2,974 (0.40 income).
//
// Firm A, Ashok Traders, weighted average. Widget's own opening 10 @ 100 = 1,000 names no firm: it is the
// first firm's, A's.
//   2026-27  10 Apr purchase PA1 10 @ 130 = 1,300       pool 20 @ 2,300
//            05 May sale SA1 12 @ 200: 2,300 x 12/20 = 1,380   8 @ 920
//            20 May purchase PA2 10 @ 160 = 1,600      18 @ 2,520
//            25 May sale SA2 6 @ 200: 2,520 x 6/18 = 840       12 @ 1,680
//            01 Jun return of 2 of SA1: at SA1's cost 1,380 x 2/12 = 230 (not at the last outward's
//                   unit cost 840/6 = 140, 280)                 14 @ 1,910
//            10 Jun purchase return of 3 of PA2: at PA2's cost 1,600 x 3/10 = 480 (the average would
//                   give 1,910 x 3/14 = 409.29)                 11 @ 1,430
//   Sales 2,400 + 1,200 − 400 = 3,200; purchases 1,300 + 1,600 − 480 = 2,420; COGS 1,000 + 2,420 − 1,430
//   = 1,990 (= 1,380 + 840 − 230); gross profit 3,200 − 1,990 = 1,210.
//   2027-28  10 Apr purchase 9 @ 170 = 1,530               20 @ 2,960
//            15 Apr sale 10 @ 220: 2,960 x 10/20 = 1,480        10 @ 1,480
//            20 Apr return of 1 of SA2 (last year's): at 840/6 = 140   11 @ 1,620
//   Sales 2,200 − 200 = 2,000; purchases 1,530; COGS 1,430 + 1,530 − 1,620 = 1,340 (= 1,480 − 140);
//   gross profit 660.
//
// Firm B, Bhide & Sons, FIFO. Its own opening of Widget, a line of the item's FirmOpenings: 20 @ 110 = 2,200.
//   2026-27  12 Apr purchase 10 @ 120                     lots 20 @ 110, 10 @ 120
//            06 May sale SB1 25 @ 200: 20 @ 110 + 5 @ 120 = 2,800     5 @ 120 (600)
//            21 May purchase 10 @ 150                     5 @ 120, 10 @ 150
//            26 May sale 5 @ 200: 5 @ 120 = 600           10 @ 150 (1,500)
//            02 Jun return of 5 of SB1: at SB1's cost 2,800 x 5/25 = 560 (not the last outward's 120 a
//                   unit, 600)                            10 @ 150, 5 @ 112: 15 @ 2,060
//   Sales 5,000 + 1,000 − 1,000 = 5,000; purchases 2,700; COGS 2,200 + 2,700 − 2,060 = 2,840
//   (= 2,800 + 600 − 560); gross profit 2,160.
//   2027-28  11 Apr sale 12 @ 210: 10 @ 150 + 2 @ 112 = 1,724      3 @ 112 (336)
//            05 May purchase 10 @ 140                     3 @ 112, 10 @ 140: 13 @ 1,736
//   Sales 2,520; purchases 1,400; COGS 2,060 + 1,400 − 1,736 = 1,724; gross profit 796.
//
// The business: 2026-27 opening stock 1,000 + 2,200 = 3,200, closing 1,430 + 2,060 = 3,490, gross profit
// 1,210 + 2,160 = 3,370; 2027-28 closing 1,620 + 1,736 = 3,356, gross profit 660 + 796 = 1,456.
import { beforeAll, expect, it } from 'vitest';
import { getJson, registerAndLogin, sendJson } from '../support/http.ts';
import { MUMBAI_GSTIN, PUNE_GSTIN } from '../support/report-books.ts';
import { describeEachStore } from '../support/stores.ts';

const YEAR_1 = 'FromDate=2026-04-01&ToDate=2027-03-31';
const YEAR_2 = 'FromDate=2027-04-01&ToDate=2028-03-31';
type Report = { rows: any[]; totals: any; summary: any };

describeEachStore('firms that add up to the business', (server) => {
  let api: (path: string) => string;
  const ids: Record<string, number> = {};
  const post = async (entity: string, body: object) => {
    const reply = await sendJson('POST', api(entity), body);
    expect(reply.status, `${entity}: ${JSON.stringify(reply.body)}`).toBe(200);
    return reply.body.data as Record<string, any>;
  };
  /** A report for one firm ('A', 'B') or the business (''). */
  const report = async (query: string, firm: '' | 'A' | 'B' = '') => {
    const reply = await getJson(api(`reports/${query}${firm ? `&FirmId=${ids[firm]}` : ''}`));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data as Report;
  };
  const cents = (value: number) => Math.round(value * 100);
  /** Every line of a debit/credit report, Dr positive, in paise, by its particulars. */
  const signedLines = (tb: Report) => new Map(tb.rows.filter((line) => line.Particulars).map((line) => [line.Particulars, cents(line.Debit ?? 0) - cents(line.Credit ?? 0)]));
  /** The firms' figures, line by line, equal the business's. */
  const addsUp = (business: Map<string, number>, a: Map<string, number>, b: Map<string, number>) => {
    const names = new Set([...business.keys(), ...a.keys(), ...b.keys()]);
    for (const name of names) expect((a.get(name) ?? 0) + (b.get(name) ?? 0), name).toBe(business.get(name) ?? 0);
  };
  const widget = (stock: Report) => stock.rows.find((line) => line.ItemName === 'Widget');

  beforeAll(async () => {
    const { token } = await registerAndLogin(server().origin);
    api = (path: string) => `${server().origin}/api/${path}${path.includes('?') ? '&' : '?'}auth=${token}`;
    ids.A = (await post('firm', { FirmName: 'Ashok Traders', State: 'Maharashtra', SalesPrefix: 'AT', StockValuation: 'Weighted average' })).Id;
    ids.B = (await post('firm', { FirmName: 'Bhide & Sons', State: 'Maharashtra', SalesPrefix: 'BS', StockValuation: 'FIFO' })).Id;
    ids.patil = (await post('party', { PartyName: 'Patil Stores', PartyType: 'Customer', State: 'Maharashtra', GSTIN: MUMBAI_GSTIN })).Id;
    ids.shinde = (await post('party', { PartyName: 'Shinde Wholesale', PartyType: 'Supplier', State: 'Maharashtra', GSTIN: PUNE_GSTIN })).Id;
    const capital = (await getJson(api('ledger?PerPage=100&search=Capital'))).body.data.rows.find((found: any) => found.LedgerName === 'Capital');
    expect((await sendJson('PUT', api(`ledger/${capital.Id}`), { ...capital, OpeningBalance: 1000, OpeningType: 'Cr' })).status).toBe(200);
    const capitalGroup = (await getJson(api('ledgergroup?GroupCode=CAPITAL'))).body.data.rows[0].Id;
    await post('ledger', { LedgerName: 'Bhide Capital', GroupId: capitalGroup, OpeningBalance: 2200, OpeningType: 'Cr', OpeningFirmId: ids.B });
    const unit = (await post('unit', { UnitName: 'Pcs', UQC: 'PCS' })).Id;
    const item = await post('item', {
      ItemName: 'Widget', UnitId: unit, HSNCode: '8471', TaxRate: 18, CashRate: 200, OpeningQty: 10, OpeningRate: 100,
      FirmOpenings: [{ FirmId: ids.B, Qty: 20, Rate: 110 }],
    });
    ids.widget = item.Id;
    expect(item.FirmOpenings).toMatchObject([{ FirmId: ids.B, Qty: 20, Rate: 110 }]);
    expect(item.OpeningFirmId ?? null).toBeNull();

    const purchase = async (firm: 'A' | 'B', date: string, qty: number, rate: number) =>
      (await post('purchase', { FirmId: ids[firm], SupplierId: ids.shinde, PurchaseDate: date, PurchaseType: 'EXCLUSIVE', PaymentType: 'CREDIT', PurchaseItems: [{ ItemId: ids.widget, Qty: qty, Rate: rate }] })).Id as number;
    const sale = async (firm: 'A' | 'B', date: string, qty: number, rate: number) =>
      (await post('sales', { FirmId: ids[firm], CustId: ids.patil, BillDate: date, BillType: 'EXCLUSIVE', PaymentType: 'CREDIT', BillItems: [{ ItemId: ids.widget, Qty: qty, Rate: rate }] })).Id as number;
    const salesReturn = (firm: 'A' | 'B', salesId: number, date: string, qty: number, rate: number) =>
      post('salesreturn', { FirmId: ids[firm], CustId: ids.patil, SalesId: salesId, SalesReturnDate: date, BillType: 'EXCLUSIVE', PaymentType: 'CREDIT NOTE', SalesReturnItems: [{ ItemId: ids.widget, Qty: qty, Rate: rate }] });

    // 2026-27
    await purchase('A', '2026-04-10', 10, 130);
    await purchase('B', '2026-04-12', 10, 120);
    ids.SA1 = await sale('A', '2026-05-05', 12, 200);
    ids.SB1 = await sale('B', '2026-05-06', 25, 200);
    ids.PA2 = await purchase('A', '2026-05-20', 10, 160);
    await purchase('B', '2026-05-21', 10, 150);
    ids.SA2 = await sale('A', '2026-05-25', 6, 200);
    await sale('B', '2026-05-26', 5, 200);
    await salesReturn('A', ids.SA1, '2026-06-01', 2, 200);
    await salesReturn('B', ids.SB1, '2026-06-02', 5, 200);
    await post('purchasereturn', {
      FirmId: ids.A, SupplierId: ids.shinde, PurchaseId: ids.PA2, PurchaseReturnDate: '2026-06-10', PurchaseType: 'EXCLUSIVE', PaymentType: 'CREDIT NOTE',
      PurchaseReturnItems: [{ ItemId: ids.widget, Qty: 3, Rate: 160 }],
    });
    // 2027-28
    await purchase('A', '2027-04-10', 9, 170);
    await sale('B', '2027-04-11', 12, 210);
    await sale('A', '2027-04-15', 10, 220);
    await salesReturn('A', ids.SA2, '2027-04-20', 1, 200);
    await purchase('B', '2027-05-05', 10, 140);
  }, 120_000);

  it('values each firm by its own formula, its own opening stock, and returns at the cost they left or came in', async () => {
    // Just after each firm's sales return (header): A 14 @ 1,910, B 15 @ 2,060.
    expect(widget(await report('stockreport?FromDate=2026-04-01&ToDate=2026-06-02', 'A'))).toMatchObject({ OpeningQty: 10, ClosingQty: 14, ClosingValue: 1910 });
    expect(widget(await report('stockreport?FromDate=2026-04-01&ToDate=2026-06-02', 'B'))).toMatchObject({ OpeningQty: 20, ClosingQty: 15, ClosingValue: 2060 });
    // The year's end: A 11 @ 1,430 (unit 130), B 15 @ 2,060 (unit 137.33); the business 30 opening, 26 @ 3,490.
    expect(widget(await report(`stockreport?${YEAR_1}`, 'A'))).toMatchObject({ OpeningQty: 10, ClosingQty: 11, ClosingValue: 1430, Rate: 130 });
    expect(widget(await report(`stockreport?${YEAR_1}`, 'B'))).toMatchObject({ OpeningQty: 20, ClosingQty: 15, ClosingValue: 2060, Rate: 137.33 });
    expect(widget(await report(`stockreport?${YEAR_1}`))).toMatchObject({ OpeningQty: 30, ClosingQty: 26, ClosingValue: 3490 });
    // 2027-28: A 11 + 9 − 10 + 1 = 11 @ 1,620; B 15 − 12 + 10 = 13 @ 1,736; the business 24 @ 3,356.
    expect(widget(await report(`stockreport?${YEAR_2}`, 'A'))).toMatchObject({ OpeningQty: 11, ClosingQty: 11, ClosingValue: 1620 });
    expect(widget(await report(`stockreport?${YEAR_2}`, 'B'))).toMatchObject({ OpeningQty: 15, ClosingQty: 13, ClosingValue: 1736 });
    expect(widget(await report(`stockreport?${YEAR_2}`))).toMatchObject({ OpeningQty: 26, ClosingQty: 24, ClosingValue: 3356 });
  });

  it('2026-27: each firm\'s P&L, balance sheet and item profit, and the business\'s their sum', async () => {
    expect((await report(`profitandloss?${YEAR_1}`, 'A')).summary).toEqual({ 'Opening stock': 1000, 'Closing stock': 1430, 'Cost of goods sold': 1990, 'Gross profit': 1210, 'Net profit': 1209.6 });
    expect((await report(`profitandloss?${YEAR_1}`, 'B')).summary).toEqual({ 'Opening stock': 2200, 'Closing stock': 2060, 'Cost of goods sold': 2840, 'Gross profit': 2160, 'Net profit': 2160 });
    // 1,000 + 2,200 = 3,200; 1,430 + 2,060 = 3,490; 1,990 + 2,840 = 4,830; 1,210 + 2,160 = 3,370; net 1,209.60 + 2,160.
    expect((await report(`profitandloss?${YEAR_1}`)).summary).toEqual({ 'Opening stock': 3200, 'Closing stock': 3490, 'Cost of goods sold': 4830, 'Gross profit': 3370, 'Net profit': 3369.6 });

    const stockInHand = async (firm: '' | 'A' | 'B') => {
      const bs = await report(`balancesheet?${YEAR_1}`, firm);
      expect(bs.summary.Liabilities).toBe(bs.summary.Assets);
      return bs.summary;
    };
    const sheets = { a: await stockInHand('A'), b: await stockInHand('B'), business: await stockInHand('') };
    expect(sheets.a).toMatchObject({ 'Closing stock': 1430, 'Profit for the period': 1209.6 });
    expect(sheets.b).toMatchObject({ 'Closing stock': 2060, 'Profit for the period': 2160 });
    expect(sheets.business).toMatchObject({ 'Closing stock': 3490, 'Profit for the period': 3369.6 });
    // The two sheets add up to the business's, side by side.
    expect(cents(sheets.a.Assets) + cents(sheets.b.Assets)).toBe(cents(sheets.business.Assets));

    const profit = async (firm: '' | 'A' | 'B') => (await report(`itemwiseprofit?${YEAR_1}`, firm)).rows.map((line) => [line.NetQty, line.NetSales, line.CostOfSales, line.GrossProfit]);
    // A: 12 + 6 − 2 = 16 sold for 3,200 at 1,990; B: 25 + 5 − 5 = 25 for 5,000 at 2,840; the business 41, 8,200, 4,830, 3,370.
    expect(await profit('A')).toEqual([[16, 3200, 1990, 1210]]);
    expect(await profit('B')).toEqual([[25, 5000, 2840, 2160]]);
    expect(await profit('')).toEqual([[41, 8200, 4830, 3370]]);
  });

  it('the trial balances: each firm\'s opening stock and its counterpart are its own, and the firms add up line by line', async () => {
    const [business, a, b] = await Promise.all([report('trialbalance?ToDate=2027-03-31'), report('trialbalance?ToDate=2027-03-31', 'A'), report('trialbalance?ToDate=2027-03-31', 'B')]);
    const lines = { business: signedLines(business), a: signedLines(a), b: signedLines(b) };
    // A: opening stock Dr 1,000 against Capital Cr 1,000; B: 2,200 against Bhide Capital 2,200; no difference.
    expect([lines.a.get('Opening stock'), lines.a.get('Capital'), lines.a.get('Bhide Capital'), lines.a.get('Difference in opening balances')]).toEqual([100000, -100000, undefined, undefined]);
    expect([lines.b.get('Opening stock'), lines.b.get('Capital'), lines.b.get('Bhide Capital'), lines.b.get('Difference in opening balances')]).toEqual([220000, undefined, -220000, undefined]);
    expect([lines.business.get('Capital'), lines.business.get('Bhide Capital'), lines.business.get('Difference in opening balances')]).toEqual([-100000, -220000, undefined]);
    // Sales: A 3,200, B 5,000; Purchase: A 2,900 less the return 480 = 2,420, B 2,700.
    expect([lines.a.get('Sales'), lines.b.get('Sales'), lines.business.get('Sales')]).toEqual([-320000, -500000, -820000]);
    expect(lines.business.get('Opening stock')).toBe(320000);
    addsUp(lines.business, lines.a, lines.b);
    expect(cents(a.totals.Debit) + cents(b.totals.Debit)).toBe(cents(business.totals.Debit));

    // 2027-28: each opens at its own closing stock, and carries its own profit: A 1,209.60, B 2,160.
    const [business2, a2, b2] = await Promise.all([report('trialbalance?ToDate=2028-03-31'), report('trialbalance?ToDate=2028-03-31', 'A'), report('trialbalance?ToDate=2028-03-31', 'B')]);
    const lines2 = { business: signedLines(business2), a: signedLines(a2), b: signedLines(b2) };
    expect([lines2.a.get('Opening stock'), lines2.a.get('Profit & Loss A/c (earlier years)'), lines2.a.get('Difference in opening balances')]).toEqual([143000, -120960, undefined]);
    expect([lines2.b.get('Opening stock'), lines2.b.get('Profit & Loss A/c (earlier years)'), lines2.b.get('Difference in opening balances')]).toEqual([206000, -216000, undefined]);
    expect([lines2.business.get('Opening stock'), lines2.business.get('Profit & Loss A/c (earlier years)')]).toEqual([349000, -336960]);
    addsUp(lines2.business, lines2.a, lines2.b);
  });

  it('2027-28: a return of last year\'s sale at that sale\'s cost; the firms add up again', async () => {
    expect((await report(`profitandloss?${YEAR_2}`, 'A')).summary).toEqual({ 'Opening stock': 1430, 'Closing stock': 1620, 'Cost of goods sold': 1340, 'Gross profit': 660, 'Net profit': 660.4 });
    expect((await report(`profitandloss?${YEAR_2}`, 'B')).summary).toEqual({ 'Opening stock': 2060, 'Closing stock': 1736, 'Cost of goods sold': 1724, 'Gross profit': 796, 'Net profit': 796.4 });
    // 1,430 + 2,060 = 3,490; 1,620 + 1,736 = 3,356; 1,340 + 1,724 = 3,064; 660 + 796 = 1,456; net 660.40 + 796.40.
    expect((await report(`profitandloss?${YEAR_2}`)).summary).toEqual({ 'Opening stock': 3490, 'Closing stock': 3356, 'Cost of goods sold': 3064, 'Gross profit': 1456, 'Net profit': 1456.8 });
    for (const [firm, stock, before] of [['A', 1620, 1209.6], ['B', 1736, 2160], ['', 3356, 3369.6]] as const) {
      const bs = await report(`balancesheet?${YEAR_2}`, firm);
      expect(bs.summary, firm).toMatchObject({ 'Closing stock': stock, 'Profit before the period': before });
      expect(bs.summary.Liabilities).toBe(bs.summary.Assets);
    }
    // A: 10 − 1 = 9 sold for 2,200 − 200 = 2,000 at 1,480 − 140 = 1,340; B: 12 for 2,520 at 1,724.
    const profit = async (firm: '' | 'A' | 'B') => (await report(`itemwiseprofit?${YEAR_2}`, firm)).rows.map((line) => [line.NetQty, line.NetSales, line.CostOfSales, line.GrossProfit]);
    expect(await profit('A')).toEqual([[9, 2000, 1340, 660]]);
    expect(await profit('B')).toEqual([[12, 2520, 1724, 796]]);
    expect(await profit('')).toEqual([[21, 4520, 3064, 1456]]);
  });
});
