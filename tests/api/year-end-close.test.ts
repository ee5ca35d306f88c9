// The year-end close (issue 25 item 8), per firm, with every figure worked by hand. The firm and both
// parties are in Maharashtra; every document EXCLUSIVE of GST at 18 % (CGST 9 % + SGST 9 %) and on credit;
// the supplier is registered, so input tax is claimable and cost = taxable value (AS 2 para 10). The item
// has no opening stock and no ledger has an opening balance, so the firm's trial balance holds no difference.
//
// Deshmukh Traders, valuing stock by FIFO:
// 2024-25                       taxable   CGST    SGST   total
//   10 Apr 2024 purchase 10 x 100  1,000     90      90   1,180  (Shinde)
//   20 Apr 2024 purchase 10 x 120  1,200    108     108   1,416  (Shinde)
//   05 May 2024 sale      5 x 200  1,000     90      90   1,180  (Patil)
// FIFO: out 5 takes 5 of the 100s = 500; left 5 @ 500 and 10 @ 1,200: closing stock 15 @ 1,700.
// (By weighted average it would be 20 @ 2,200, out 5 at 550, closing 15 @ 1,650: what a switch restated.)
// P&L 2024-25: sales 1,000 − (purchases 2,200 − closing 1,700 = COGS 500) = gross and net profit 500.
//
// 2024-25 is closed with FIFO; the firm then switches to weighted average, which applies from 2025-26
// (AS 2 para 16: the formula is used consistently; a change applies from the period it is made in):
// 2025-26
//   10 Apr 2025 purchase 10 x 150  1,500    135     135   1,770  (Shinde)
//   01 May 2025 sale      9 x 250  2,250  202.50  202.50  2,655  (Patil)
// Weighted average from the carried lots: 5 @ 500 + 10 @ 1,200 pooled = 15 @ 1,700; + 10 @ 1,500 =
// 25 @ 3,200; out 9 at 3,200 × 9/25 = 1,152; closing 16 @ 2,048.
// (FIFO would have left 16 @ 2,220; weighted average over both years 16 @ 2,016.)
import { beforeAll, expect, inject, it } from 'vitest';
import { employeeDesk } from '../support/employees.ts';
import { getJson, registerAndLogin, sendJson, sendRaw } from '../support/http.ts';
import { MUMBAI_GSTIN, PUNE_GSTIN } from '../support/report-books.ts';
import { queryStore, writeStore } from '../support/store-query.ts';
import { describeEachStore } from '../support/stores.ts';

describeEachStore('year-end close', (server) => {
  let api: (path: string) => string;
  let tenantId: number;
  const ids: Record<string, number> = {};
  const post = async (entity: string, body: object) => {
    const reply = await sendJson('POST', api(entity), body);
    expect(reply.status, `${entity}: ${JSON.stringify(reply.body)}`).toBe(200);
    return reply.body.data as Record<string, any>;
  };
  const report = async (query: string) => {
    const reply = await getJson(api(`reports/${query}`));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data as { rows: any[]; totals: any; summary: any };
  };
  const close = (FirmId: number, Year: string) => sendJson('POST', api('periods/years/close'), { FirmId, Year });
  const reopen = (FirmId: number, Year: string, Reason?: string) => sendJson('POST', api('periods/years/reopen'), { FirmId, Year, Reason });
  const closingStock = async (firmId: number, from: string, to: string) => (await report(`profitandloss?FromDate=${from}&ToDate=${to}&FirmId=${firmId}`)).summary['Closing stock'];
  const setValuation = async (firmId: number, StockValuation: string) => {
    const firm = (await getJson(api(`firm/${firmId}`))).body.data;
    const reply = await sendJson('PUT', api(`firm/${firmId}`), { ...firm, StockValuation });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  };
  const yearsOf = async (firmId: number) => {
    const reply = await getJson(api(`periods/years?FirmId=${firmId}`));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data.Firms[0];
  };

  beforeAll(async () => {
    const { token, email } = await registerAndLogin(server().origin);
    api = (path: string) => `${server().origin}/api/${path}${path.includes('?') ? '&' : '?'}auth=${token}`;
    [{ tenant_id: tenantId }] = await queryStore(server(), inject('postgresUrl'), 'select tenant_id from account where email = $1', [email]);
    ids.firm = (await post('firm', { FirmName: 'Deshmukh Traders', State: 'Maharashtra', SalesPrefix: 'DT', StockValuation: 'FIFO' })).Id;
    ids.other = (await post('firm', { FirmName: 'Kulkarni Agencies', State: 'Maharashtra', SalesPrefix: 'KA' })).Id;
    ids.patil = (await post('party', { PartyName: 'Patil Stores', PartyType: 'Customer', State: 'Maharashtra', GSTIN: MUMBAI_GSTIN })).Id;
    ids.shinde = (await post('party', { PartyName: 'Shinde Wholesale', PartyType: 'Supplier', State: 'Maharashtra', GSTIN: PUNE_GSTIN })).Id;
    const unit = (await post('unit', { UnitName: 'Pcs', UQC: 'PCS' })).Id;
    ids.widget = (await post('item', { ItemName: 'Widget', UnitId: unit, HSNCode: '8471', TaxRate: 18, CashRate: 200 })).Id;
    ids.gadget = (await post('item', { ItemName: 'Gadget', UnitId: unit, HSNCode: '8471', TaxRate: 18, CashRate: 300 })).Id;
    const purchase = (firm: number, date: string, qty: number, rate: number) =>
      post('purchase', { FirmId: firm, SupplierId: ids.shinde, PurchaseDate: date, PurchaseType: 'EXCLUSIVE', PaymentType: 'CREDIT', PurchaseItems: [{ ItemId: ids.widget, Qty: qty, Rate: rate }] });
    const sale = (firm: number, date: string, item: number, qty: number, rate: number) =>
      post('sales', { FirmId: firm, CustId: ids.patil, BillDate: date, BillType: 'EXCLUSIVE', PaymentType: 'CREDIT', BillItems: [{ ItemId: item, Qty: qty, Rate: rate }] });
    await purchase(ids.firm, '2024-04-10', 10, 100);
    await purchase(ids.firm, '2024-04-20', 10, 120);
    await sale(ids.firm, '2024-05-05', ids.widget, 5, 200);
    await purchase(ids.firm, '2025-04-10', 10, 150);
    await sale(ids.firm, '2025-05-01', ids.widget, 9, 250);
    // Kulkarni Agencies sells 3 Gadgets it never bought (the firm warns and saves, as Tally does).
    ids.gadgetSale = (await sale(ids.other, '2024-06-01', ids.gadget, 3, 300)).Id;
  }, 120_000);

  it('lists each firm’s years from its first entry, all open', async () => {
    const years = await yearsOf(ids.firm);
    expect(years).toMatchObject({ FirmName: 'Deshmukh Traders', StockValuation: 'FIFO', ClosedThrough: null });
    // Latest first, down to 2024-25 (its first entry, 10 April 2024); 2024-25 and 2025-26 have ended.
    expect(years.Years.slice(-2)).toEqual([
      { Year: '2025-26', FromDate: '2025-04-01', ToDate: '2026-03-31', Status: 'Open', Ended: true, StockValuation: null, ClosedAt: null, ClosedBy: null },
      { Year: '2024-25', FromDate: '2024-04-01', ToDate: '2025-03-31', Status: 'Open', Ended: true, StockValuation: null, ClosedAt: null, ClosedBy: null },
    ]);
  });

  it('refuses, in words, a year out of order, one not ended, and one whose stock is not valued', async () => {
    const outOfOrder = await close(ids.firm, '2025-26');
    expect(outOfOrder.status).toBe(409);
    expect(outOfOrder.body.message).toBe('2025-26 cannot be closed for Deshmukh Traders: 2024-25 is still open: close it first (years close in order)');
    // A year far ahead has not ended, and the years before it are open: both are said.
    const ahead = await close(ids.firm, '2998-99');
    expect(ahead.status).toBe(409);
    expect(ahead.body.message).toContain('2998-99 ends on 31-03-2999: a year closes after it ends');
    expect(ahead.body.message).toContain('2997-98 is still open');
    // Kulkarni Agencies: −3 Gadgets on 31 March 2025 (sold, never bought): their cost is unknown.
    const negative = await close(ids.other, '2024-25');
    expect(negative.status).toBe(409);
    expect(negative.body.message).toBe('2024-25 cannot be closed for Kulkarni Agencies: On 31-03-2025, negative stock: Gadget -3');
    expect(negative.body.errors).toEqual([{ path: '/Year', message: 'Stock is valued: no. On 31-03-2025, negative stock: Gadget -3' }]);
    const checks = (await getJson(api(`periods/years/checks?FirmId=${ids.other}&Year=2024-25`))).body.data;
    expect(checks.CanClose).toBe(false);
    expect(checks.Checks.map((check: any) => [check.Check, check.Passed])).toEqual([
      ['The year has ended', true],
      ['Earlier years are closed', true],
      ['Trial balance agrees', true],
      ['Stock is valued', false],
      ['No unposted documents or drafts', true],
    ]);
    expect((await yearsOf(ids.other)).Years.every((year: any) => year.Status === 'Open')).toBe(true);
  });

  it('refuses a year holding a document that is not in the books', async () => {
    // The bill's postings removed behind the server's back: a document of the year with no journal and no stock.
    await writeStore(server(), inject('postgresUrl'), 'delete from journal_line where tenant_id = $1 and doc_type = $2 and doc_id = $3', [tenantId, 'sales', ids.gadgetSale]);
    await writeStore(server(), inject('postgresUrl'), 'delete from stock_move where tenant_id = $1 and doc_type = $2 and doc_id = $3', [tenantId, 'sales', ids.gadgetSale]);
    const refused = await close(ids.other, '2024-25');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('2024-25 cannot be closed for Kulkarni Agencies: Not in the books: 1 Sales Bill');
  });

  it('bad requests are 400 with field paths, and an unknown firm 404; nothing is written', async () => {
    expect((await sendJson('POST', api('periods/years/close'), { FirmId: 'x', Year: '2024-25' })).body.errors).toEqual([{ path: '/FirmId', message: 'must be a firm id' }]);
    const badYear = await close(ids.firm, '2024-26');
    expect([badYear.status, badYear.body.errors]).toEqual([400, [{ path: '/Year', message: 'must be a financial year such as 2025-26' }]]);
    expect((await close(999999, '2024-25')).status).toBe(404);
    expect((await getJson(api('periods/years?FirmId=abc'))).status).toBe(400);
    expect(Number((await queryStore(server(), inject('postgresUrl'), 'select count(*) as n from year_close where tenant_id = $1', [tenantId]))[0].n)).toBe(0);
  });

  it('closes 2024-25 with its method; a switch of method leaves its closing stock as it was', async () => {
    expect(await closingStock(ids.firm, '2024-04-01', '2025-03-31')).toBe(1700);
    const closed = await close(ids.firm, '2024-25');
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.data).toMatchObject({ FirmId: ids.firm, Year: '2024-25', StockValuation: 'FIFO' });
    expect((await close(ids.firm, '2024-25')).status).toBe(409); // already closed
    const years = await yearsOf(ids.firm);
    expect(years.ClosedThrough).toBe('2025-03-31');
    expect(years.Years.find((year: any) => year.Year === '2024-25')).toMatchObject({ Status: 'Closed', StockValuation: 'FIFO' });

    await setValuation(ids.firm, 'Weighted average');
    // The closed year keeps FIFO: 15 @ 1,700 (weighted average would restate it to 1,650).
    expect(await closingStock(ids.firm, '2024-04-01', '2025-03-31')).toBe(1700);
    // 2025-26 by weighted average from the carried lots: 16 @ 2,048.
    const pl = await report('profitandloss?FromDate=2025-04-01&ToDate=2026-03-31&FirmId=' + ids.firm);
    // Opening 1,700 + purchases 1,500 − closing 2,048 = COGS 1,152; sales 2,250 − 1,152 = gross profit 1,098.
    expect(pl.summary).toMatchObject({ 'Opening stock': 1700, 'Closing stock': 2048, 'Cost of goods sold': 1152, 'Gross profit': 1098 });
  });

  it('opens 2025-26 with the closed year’s balances and its profit in the P&L A/c', async () => {
    const tb = await report(`trialbalance?ToDate=2026-03-31&FirmId=${ids.firm}`);
    const signed = (name: string) => {
      const line = tb.rows.find((row) => row.Particulars === name);
      return line ? Math.round(((line.Debit ?? 0) - (line.Credit ?? 0)) * 100) / 100 : 0;
    };
    // Balance-sheet ledgers carry on: Patil 1,180 + 2,655 = 3,835 Dr; Shinde 1,180 + 1,416 + 1,770 = 4,366 Cr;
    // input 90 + 108 + 135 = 333 Dr each; output 90 + 202.50 = 292.50 Cr each. Sales and Purchase start at nil:
    // 2,250 Cr and 1,500 Dr. Opening stock is 2024-25's closing, 1,700 (FIFO, as closed). The P&L A/c holds
    // 2024-25's profit: its revenue ledgers (purchases 2,200 Dr − sales 1,000 Cr = 1,200 Dr) less the stock
    // they left (1,700) = 500 Cr, the profit worked out above.
    expect(['Patil Stores', 'Shinde Wholesale', 'Input CGST', 'Input SGST', 'Output CGST', 'Output SGST', 'Sales', 'Purchase', 'Opening stock', 'Profit & Loss A/c (earlier years)'].map(signed)).toEqual([
      3835, -4366, 333, 333, -292.5, -292.5, -2250, 1500, 1700, -500,
    ]);
    // Dr 3,835 + 666 + 1,500 + 1,700 = 7,701 = Cr 4,366 + 585 + 2,250 + 500; no difference in opening balances.
    expect(tb.totals).toEqual({ Particulars: 'Total', Debit: 7701, Credit: 7701 });
    expect(tb.rows.some((row) => row.Particulars === 'Difference in opening balances')).toBe(false);
  });

  it('a closed year travels in the business file with the method it keeps', async () => {
    const exported = await fetch(api('account/export'));
    expect(exported.status).toBe(200);
    const { token } = await registerAndLogin(server().origin);
    const target = (path: string) => `${server().origin}/api/${path}${path.includes('?') ? '&' : '?'}auth=${token}`;
    const loaded = await sendRaw('POST', target('account/import-business'), await exported.text(), 'application/json');
    expect(loaded.status, JSON.stringify(loaded.body)).toBe(200);
    const firms = (await getJson(target('periods/years'))).body.data.Firms;
    const deshmukh = firms.find((firm: any) => firm.FirmName === 'Deshmukh Traders');
    expect(deshmukh).toMatchObject({ StockValuation: 'Weighted average', ClosedThrough: '2025-03-31' });
    expect(deshmukh.Years.find((year: any) => year.Year === '2024-25')).toMatchObject({ Status: 'Closed', StockValuation: 'FIFO' });
    // Still FIFO's 1,700 for the closed year, and 2,048 for the next, in the loaded business.
    const pl = async (from: string, to: string) => (await getJson(target(`reports/profitandloss?FromDate=${from}&ToDate=${to}&FirmId=${deshmukh.FirmId}`))).body.data.summary['Closing stock'];
    expect([await pl('2024-04-01', '2025-03-31'), await pl('2025-04-01', '2026-03-31')]).toEqual([1700, 2048]);
  });

  it('reopens from the latest back, for the owner only, with a reason; both are in the edit log', async () => {
    expect((await close(ids.firm, '2025-26')).status).toBe(200);
    expect((await yearsOf(ids.firm)).ClosedThrough).toBe('2026-03-31');
    const early = await reopen(ids.firm, '2024-25', 'Audit adjustment');
    expect([early.status, early.body.message]).toEqual([409, '2025-26 is closed after it: reopen the latest closed year first']);
    const noReason = await reopen(ids.firm, '2025-26', '   ');
    expect([noReason.status, noReason.body.errors]).toEqual([400, [{ path: '/Reason', message: 'is required: why the year is reopened' }]]);

    const desk = await employeeDesk(server().origin, { api });
    const { roleId } = await desk.newRole('Accountant', 'firm');
    const clerk = await desk.newEmployee(roleId);
    expect((await sendJson('POST', desk.as(clerk.token, 'periods/years/reopen'), { FirmId: ids.firm, Year: '2025-26', Reason: 'Mine' })).status).toBe(403);
    expect((await sendJson('POST', desk.as(clerk.token, 'periods/years/close'), { FirmId: ids.other, Year: '2024-25' })).status).toBe(403);
    expect((await getJson(desk.as(clerk.token, 'periods/years'))).status).toBe(403);

    const reopened = await reopen(ids.firm, '2025-26', 'Supplier credit note received late');
    expect(reopened.status, JSON.stringify(reopened.body)).toBe(200);
    expect((await yearsOf(ids.firm)).ClosedThrough).toBe('2025-03-31');
    const log = await queryStore(server(), inject('postgresUrl'), "select action, before_data, after_data from edit_log where tenant_id = $1 and entity = 'year_close' order by id", [tenantId]);
    const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
    expect(log.map((entry) => [entry.action, json(entry.after_data)?.Year ?? json(entry.after_data)?.Reopened])).toEqual([
      ['create', '2024-25'],
      ['create', '2025-26'],
      ['delete', '2025-26'],
    ]);
    expect(json(log[2].after_data)).toEqual({ Reopened: '2025-26', Reason: 'Supplier credit note received late' });
    expect(json(log[2].before_data)).toMatchObject({ Year: '2025-26', StockValuation: 'Weighted average' });
    // Reopened, the year is valued by the firm's present method again; the closed 2024-25 still by FIFO.
    expect(await closingStock(ids.firm, '2024-04-01', '2025-03-31')).toBe(1700);
  });
});
