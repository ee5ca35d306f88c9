// The life of a business's books over two financial years (issue 25, "Done when"): two firms whose figures
// add up to the business's; the second year's nominal ledgers opening at nil; a closed year whose figures do
// not move when the valuation method is switched; a locked period and a filed GSTR-1 refusing every kind of
// write with nothing changed; and the audit trail's verify finding a row altered by SQL.
//
// Both firms and both parties in Maharashtra, every document EXCLUSIVE of 18 % GST (CGST 9 % + SGST 9 %) from
// a registered supplier, so the tax is claimable and cost = taxable value (AS 2 para 11). Every bill comes to
// whole rupees, so no round-off enters the figures.
//
// Firm A, Apte Stores, weighted average; the item's own opening 10 @ 100 = 1,000 names no firm, so it is the
// first firm's, A's, as is Capital's opening 1,000 Cr against it (no opening difference).
//   2023-24  10 Apr purchase 10 @ 120 = 1,200           pool 20 @ 2,200
//            01 May sale SA1 15 @ 200 = 3,000: 2,200 x 15/20 = 1,650 out     5 @ 550
//            20 May purchase 10 @ 90 = 900              15 @ 1,450
//            (FIFO would leave 5 @ 120 + 10 @ 90 = 1,500: the figure a switch of method must not bring back)
//            COGS 1,000 + 2,100 − 1,450 = 1,650; gross profit 3,000 − 1,650 = 1,350.
//   The year is closed with weighted average, then A switches to FIFO. 2024-25 starts FIFO from the carried
//   pool as one lot (AS 2 para 16; valuation-method.ts), 15 @ 1,450:
//            10 Apr sale SA2 5 @ 200 = 1,000: 1,450 x 5/15 = 483.333.. = 483.33 out      10 @ 966.67
//            gross profit 1,000 − 483.33 = 516.67.
// Firm B, Bhide Mart, FIFO, no opening stock.
//   2023-24  15 Apr purchase 20 @ 50 = 1,000             lot 20 @ 50
//            05 May sale SB1 8 @ 75 = 600: 8 @ 50 = 400 out                  12 @ 600
//            gross profit 600 − 400 = 200.
//   2024-25  12 Apr sale 2 @ 75 = 150: 2 @ 50 = 100 out                       10 @ 500
//            gross profit 50.
// The business: 2023-24 closing 1,450 + 600 = 2,050, gross profit 1,350 + 200 = 1,550; 2024-25 closing
// 966.67 + 500 = 1,466.67, gross profit 516.67 + 50 = 566.67.
// Sales (a nominal ledger): 2023-24 Cr 3,000 + 600 = 3,600; 2024-25 opens at nil and closes Cr 1,000 + 150
// = 1,150 (its 3,600 went to the P&L A/c and so to capital).
import { beforeAll, expect, inject, it } from 'vitest';
import { getJson, registerAndLogin, sendJson } from '../support/http.ts';
import { MUMBAI_GSTIN, PUNE_GSTIN } from '../support/report-books.ts';
import { queryStore, writeStore } from '../support/store-query.ts';
import { describeEachStore } from '../support/stores.ts';

const YEAR_1 = 'FromDate=2023-04-01&ToDate=2024-03-31';
const YEAR_2 = 'FromDate=2024-04-01&ToDate=2025-03-31';
type Report = { rows: any[]; totals: any; summary: any };

describeEachStore('a year in the life of the books', (server) => {
  let api: (path: string) => string;
  let tenant: number;
  const ids: Record<string, number> = {};
  const post = async (entity: string, body: object) => {
    const reply = await sendJson('POST', api(entity), body);
    expect(reply.status, `${entity}: ${JSON.stringify(reply.body)}`).toBe(200);
    return reply.body.data as Record<string, any>;
  };
  const get = async (path: string) => {
    const reply = await getJson(api(path));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data;
  };
  const report = (query: string, firm: '' | 'A' | 'B' = ''): Promise<Report> => get(`reports/${query}${firm ? `&FirmId=${ids[firm]}` : ''}`);
  const cents = (value: number) => Math.round(value * 100);
  const signedLines = (tb: Report) => new Map(tb.rows.filter((line) => line.Particulars).map((line) => [line.Particulars, cents(line.Debit ?? 0) - cents(line.Credit ?? 0)]));
  const widget = (stock: Report) => stock.rows.find((line) => line.ItemName === 'Widget');
  const grossProfit = async (year: string, firm: '' | 'A' | 'B' = '') => (await report(`profitandloss?${year}`, firm)).summary['Gross profit'];
  /** Everything a refused write could have touched, read the same way before and after. */
  const snapshot = async () => JSON.stringify([await report(`trialbalance?ToDate=2025-03-31`), await report(`stockreport?FromDate=2023-04-01&ToDate=2025-03-31`), await report(`daybook?FromDate=2023-04-01&ToDate=2025-03-31`)]);
  const refused = async (reply: { status: number; body: any }, words: string) => {
    expect(reply.status, JSON.stringify(reply.body)).toBe(400);
    expect(reply.body.message).toContain(words);
  };

  beforeAll(async () => {
    const { token, email } = await registerAndLogin(server().origin);
    api = (path: string) => `${server().origin}/api/${path}${path.includes('?') ? '&' : '?'}auth=${token}`;
    tenant = Number((await queryStore(server(), inject('postgresUrl'), 'select tenant_id from account where email = $1', [email]))[0].tenant_id);
    ids.A = (await post('firm', { FirmName: 'Apte Stores', State: 'Maharashtra', SalesPrefix: 'AS', StockValuation: 'Weighted average' })).Id;
    ids.B = (await post('firm', { FirmName: 'Bhide Mart', State: 'Maharashtra', SalesPrefix: 'BM', StockValuation: 'FIFO' })).Id;
    const customer = await post('party', { PartyName: 'Patil Stores', PartyType: 'Customer', State: 'Maharashtra', GSTIN: MUMBAI_GSTIN });
    const supplier = await post('party', { PartyName: 'Shinde Wholesale', PartyType: 'Supplier', State: 'Maharashtra', GSTIN: PUNE_GSTIN });
    [ids.patil, ids.shinde, ids.shindeLedger] = [customer.Id, supplier.Id, supplier.LedgerId];
    const ledgers = (await get('ledger?PerPage=100')).rows as any[];
    const capital = ledgers.find((found) => found.LedgerName === 'Capital');
    ids.cash = ledgers.find((found) => found.LedgerName === 'Cash').Id;
    ids.sales = ledgers.find((found) => found.LedgerName === 'Sales').Id;
    expect((await sendJson('PUT', api(`ledger/${capital.Id}`), { ...capital, OpeningBalance: 1000, OpeningType: 'Cr' })).status).toBe(200);
    const unit = (await post('unit', { UnitName: 'Pcs', UQC: 'PCS' })).Id;
    ids.widget = (await post('item', { ItemName: 'Widget', UnitId: unit, HSNCode: '8471', TaxRate: 18, CashRate: 200, OpeningQty: 10, OpeningRate: 100 })).Id;

    const purchase = async (firm: 'A' | 'B', date: string, qty: number, rate: number) =>
      (await post('purchase', { FirmId: ids[firm], SupplierId: ids.shinde, PurchaseDate: date, PurchaseType: 'EXCLUSIVE', PaymentType: 'CREDIT', PurchaseItems: [{ ItemId: ids.widget, Qty: qty, Rate: rate }] })).Id as number;
    const sale = async (firm: 'A' | 'B', date: string, qty: number, rate: number) =>
      (await post('sales', { FirmId: ids[firm], CustId: ids.patil, BillDate: date, BillType: 'EXCLUSIVE', PaymentType: 'CREDIT', BillItems: [{ ItemId: ids.widget, Qty: qty, Rate: rate }] })).Id as number;
    await purchase('A', '2023-04-10', 10, 120);
    await purchase('B', '2023-04-15', 20, 50);
    ids.SA1 = await sale('A', '2023-05-01', 15, 200);
    ids.SB1 = await sale('B', '2023-05-05', 8, 75);
    await purchase('A', '2023-05-20', 10, 90);
    ids.SA2 = await sale('A', '2024-04-10', 5, 200);
    await sale('B', '2024-04-12', 2, 75);
  }, 120_000);

  it('each firm by its own formula, and the business the sum of its firms, both years', async () => {
    expect(widget(await report(`stockreport?${YEAR_1}`, 'A'))).toMatchObject({ OpeningQty: 10, ClosingQty: 15, ClosingValue: 1450 });
    expect(widget(await report(`stockreport?${YEAR_1}`, 'B'))).toMatchObject({ OpeningQty: 0, ClosingQty: 12, ClosingValue: 600 });
    expect(widget(await report(`stockreport?${YEAR_1}`))).toMatchObject({ OpeningQty: 10, ClosingQty: 27, ClosingValue: 2050 });
    expect([await grossProfit(YEAR_1, 'A'), await grossProfit(YEAR_1, 'B'), await grossProfit(YEAR_1)]).toEqual([1350, 200, 1550]);
    for (const year of [YEAR_1, YEAR_2]) {
      const to = year.slice(-10);
      const [business, a, b] = await Promise.all([report(`trialbalance?ToDate=${to}`), report(`trialbalance?ToDate=${to}`, 'A'), report(`trialbalance?ToDate=${to}`, 'B')]);
      const [whole, first, second] = [signedLines(business), signedLines(a), signedLines(b)];
      for (const name of new Set([...whole.keys(), ...first.keys(), ...second.keys()])) expect((first.get(name) ?? 0) + (second.get(name) ?? 0), `${to} ${name}`).toBe(whole.get(name) ?? 0);
    }
  });

  it('the second year\'s nominal ledgers open at nil, their first year carried to the P&L A/c', async () => {
    const ends = (book: Report) => [book.rows[0], book.rows.at(-1)].map((row) => (row.BalanceType === 'Cr' ? -row.Balance : row.Balance));
    expect(ends(await report(`ledgerreport?${YEAR_1}&LedgerId=${ids.sales}`))).toEqual([0, -3600]);
    expect(ends(await report(`ledgerreport?${YEAR_2}&LedgerId=${ids.sales}`))).toEqual([0, -1150]);
  });

  it('a closed year keeps its figures when the valuation method is switched; the next year takes the new one', async () => {
    const before = await report(`profitandloss?${YEAR_1}`, 'A');
    expect((await sendJson('POST', api('periods/years/close'), { FirmId: ids.A, Year: '2023-24' })).status).toBe(200);
    const firm = await get(`firm/${ids.A}`);
    const switched = await sendJson('PUT', api(`firm/${ids.A}`), { ...firm, StockValuation: 'FIFO' });
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    // 2023-24 still 1,450 (FIFO over the year would make it 1,500), its P&L unchanged.
    expect(widget(await report(`stockreport?${YEAR_1}`, 'A'))).toMatchObject({ ClosingValue: 1450 });
    expect(await report(`profitandloss?${YEAR_1}`, 'A')).toEqual(before);
    // 2024-25 by FIFO from the carried pool: 10 @ 966.67, gross profit 516.67; the business 1,466.67 and 566.67.
    expect(widget(await report(`stockreport?${YEAR_2}`, 'A'))).toMatchObject({ OpeningQty: 15, ClosingQty: 10, ClosingValue: 966.67 });
    expect(widget(await report(`stockreport?${YEAR_2}`))).toMatchObject({ ClosingQty: 20, ClosingValue: 1466.67 });
    expect([await grossProfit(YEAR_2, 'A'), await grossProfit(YEAR_2, 'B'), await grossProfit(YEAR_2)]).toEqual([516.67, 50, 566.67]);
  });

  it('a closed year, a locked period and a filed GSTR-1 refuse every kind of write, with nothing changed', async () => {
    expect((await sendJson('PUT', api('periods/lock'), { FirmId: ids.B, LockedThrough: '2023-06-30' })).status).toBe(200);
    expect((await sendJson('POST', api('periods/filings'), { FirmId: ids.A, Return: 'GSTR-1', Month: '2024-04', FiledOn: '2024-05-11' })).status).toBe(200);
    const before = await snapshot();
    const sa1 = await get(`sales/${ids.SA1}`);
    const sb1 = await get(`sales/${ids.SB1}`);
    const sa2 = await get(`sales/${ids.SA2}`);
    const newSale = (firm: number, date: string) => ({ FirmId: firm, CustId: ids.patil, BillDate: date, BillType: 'EXCLUSIVE', PaymentType: 'CREDIT', BillItems: [{ ItemId: ids.widget, Qty: 1, Rate: 200 }] });
    // A's 2023-24 is closed (year-end close).
    await refused(await sendJson('PUT', api(`sales/${ids.SA1}`), { ...sa1, Remark: 'late change' }), 'closed up to 31-03-2024');
    await refused(await sendJson('DELETE', api(`sales/${ids.SA1}`), undefined), 'closed up to 31-03-2024');
    await refused(await sendJson('POST', api('sales'), newSale(ids.A, '2024-03-15')), 'closed up to 31-03-2024');
    // B is locked up to 30 June 2023: a bill's edit, delete and a new one, and a voucher.
    await refused(await sendJson('PUT', api(`sales/${ids.SB1}`), { ...sb1, Remark: 'late change' }), 'locked up to 30-06-2023');
    await refused(await sendJson('DELETE', api(`sales/${ids.SB1}`), undefined), 'locked up to 30-06-2023');
    await refused(await sendJson('POST', api('payment'), { FirmId: ids.B, VoucherDate: '2023-06-10', FromLedgerId: ids.cash, ToLedgerId: ids.shindeLedger, Amount: 10 }), 'locked up to 30-06-2023');
    // A's GSTR-1 for April 2024 is filed: its sale cannot change, nor can a new one be dated in April.
    await refused(await sendJson('PUT', api(`sales/${ids.SA2}`), { ...sa2, Remark: 'late change' }), 'GSTR-1');
    await refused(await sendJson('POST', api('sales'), newSale(ids.A, '2024-04-20')), 'GSTR-1');
    expect(await snapshot()).toBe(before);
    // The open periods still take writes.
    expect((await sendJson('POST', api('sales'), newSale(ids.A, '2024-05-02'))).status).toBe(200);
    expect((await sendJson('POST', api('sales'), newSale(ids.B, '2023-07-01'))).status).toBe(200);
  });

  it('the audit trail verifies, and a row altered by SQL is found at its place in the chain', async () => {
    const whole = await get('audit/verify');
    expect(whole).toMatchObject({ ok: true, brokenAt: null });
    await writeStore(server(), inject('postgresUrl'), 'update edit_log set actor = $1 where tenant_id = $2 and seq = $3', ['someone.else@example.com', tenant, 5]);
    const broken = await get('audit/verify');
    expect(broken).toMatchObject({ ok: false, brokenAt: 5 });
  });
});
