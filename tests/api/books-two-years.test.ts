// A trading business's books across two financial years, kept as an accountant would check them: stock at
// cost (weighted average, then FIFO), a three-level group tree for freight and for banks, a back-dated
// purchase, a sales return, and every report agreeing with the others and with the figures worked out by
// hand below. The firm and both parties are in Maharashtra, every document EXCLUSIVE of GST at 18 %
// (CGST 9 % + SGST 9 %), the supplier registered, so all input tax is claimable and cost = taxable value.
//
// Masters: Cash opening 10,000 Dr; Capital 11,000 Cr; Widget: opening 10 at 100 = 1,000 (the Capital
// balances the cash and the opening stock). Groups: Direct Expenses > Carriage & Freight > Freight Inward
// (ledger Lorry Freight); Bank Accounts > Nationalised Banks > SBI Branches (ledger SBI Pune).
//
// 2026-27                                   taxable    CGST    SGST    total
//   10 Apr  purchase 20 x 120               2,400      216     216     2,832   (credit, Shinde)
//   05 May  sale 25 x 200                   5,000      450     450     5,900   (credit, Patil)
//   20 May  purchase 10 x 90                  900       81      81     1,062
//   01 Jun  sales return 3 x 200              600       54      54       708   (credit note)
//   10 Jun  contra Cash -> SBI Pune 5,000;  15 Jun  payment SBI Pune -> Lorry Freight 500
//   20 Apr  purchase 5 x 150 (entered last)   750    67.50   67.50       885
// 2027-28
//   10 Apr  sale 10 x 210                   2,100      189     189     2,478
//   01 May  purchase 10 x 100               1,000       90      90     1,180
//
// Weighted average (AS 2; each outward at the running average; a sales return back at the unit cost the
// item last went out at):
//   10 @ 1,000 -> +20 @ 2,400 = 30 @ 3,400 -> +5 @ 750 = 35 @ 4,150 -> out 25: 4,150 x 25/35 = 2,964.29,
//   left 10 @ 1,185.71 -> +10 @ 900 = 20 @ 2,085.71 -> back 3: 2,964.29 x 3/25 = 355.71 -> 23 @ 2,441.42.
//   2027-28: out 10: 2,441.42 x 10/23 = 1,061.49 -> 13 @ 1,379.93 -> +10 @ 1,000 = 23 @ 2,379.93.
// FIFO: lots 10 @ 1,000, 20 @ 2,400, 5 @ 750 -> out 25 takes 10 @ 1,000 + 15 @ 1,800 = 2,800, leaving
//   5 @ 600, 5 @ 750 -> +10 @ 900 -> back 3 at 2,800 x 3/25 = 336 -> 23 @ 2,586.00.
//   2027-28: out 10 takes 5 @ 600 + 5 @ 750 = 1,350 -> 10 @ 900, 3 @ 336 -> +10 @ 1,000 = 23 @ 2,236.00.
import { beforeAll, expect, it } from 'vitest';
import { getJson, registerAndLogin, sendJson } from '../support/http.ts';
import { MUMBAI_GSTIN, PUNE_GSTIN } from '../support/report-books.ts';
import { describeEachStore } from '../support/stores.ts';

const YEAR_1 = 'FromDate=2026-04-01&ToDate=2027-03-31';
const YEAR_2 = 'FromDate=2027-04-01&ToDate=2028-03-31';

describeEachStore('books across two financial years at cost', (server) => {
  let api: (path: string) => string;
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
  const row = (rows: any[], particulars: string) => rows.find((candidate) => candidate.Particulars === particulars);
  const stockOn = async (date: string) => (await report(`stockreport?FromDate=2026-04-01&ToDate=${date}`)).rows.find((line) => line.ItemName === 'Widget');

  beforeAll(async () => {
    const { token } = await registerAndLogin(server().origin);
    api = (path: string) => `${server().origin}/api/${path}${path.includes('?') ? '&' : '?'}auth=${token}`;
    const group = async (code: string) => (await getJson(api(`ledgergroup?GroupCode=${code}`))).body.data.rows[0].Id as number;
    const ledger = async (name: string) => (await getJson(api(`ledger?PerPage=100&search=${encodeURIComponent(name)}`))).body.data.rows.find((found: any) => found.LedgerName === name);
    const opening = async (name: string, amount: number, type: string) => {
      const found = await ledger(name);
      expect((await sendJson('PUT', api(`ledger/${found.Id}`), { ...found, OpeningBalance: amount, OpeningType: type })).status).toBe(200);
      return Number(found.Id);
    };
    ids.firm = (await post('firm', { FirmName: 'Deshmukh Traders', State: 'Maharashtra', SalesPrefix: 'DT' })).Id;
    ids.cash = await opening('Cash', 10000, 'Dr');
    ids.capital = await opening('Capital', 11000, 'Cr');
    const patil = await post('party', { PartyName: 'Patil Stores', PartyType: 'Customer', State: 'Maharashtra', GSTIN: MUMBAI_GSTIN });
    const shinde = await post('party', { PartyName: 'Shinde Wholesale', PartyType: 'Supplier', State: 'Maharashtra', GSTIN: PUNE_GSTIN });
    ids.patil = patil.Id;
    ids.patilLedger = patil.LedgerId;
    ids.shinde = shinde.Id;
    // A sub-group sent as an asset under Direct Expenses becomes an expense: it takes its parent's place.
    const carriage = await post('ledgergroup', { GroupName: 'Carriage & Freight', Nature: 'Assets', ParentGroupId: await group('DIRECT_EXPENSES') });
    expect(carriage.Nature).toBe('Expenses');
    ids.carriage = carriage.Id;
    ids.freightGroup = (await post('ledgergroup', { GroupName: 'Freight Inward', Nature: 'Expenses', ParentGroupId: carriage.Id })).Id;
    ids.freight = (await post('ledger', { LedgerName: 'Lorry Freight', GroupId: ids.freightGroup })).Id;
    const nationalised = (await post('ledgergroup', { GroupName: 'Nationalised Banks', Nature: 'Assets', ParentGroupId: await group('BANK_ACCOUNTS') })).Id;
    const branches = (await post('ledgergroup', { GroupName: 'SBI Branches', Nature: 'Assets', ParentGroupId: nationalised })).Id;
    ids.sbi = (await post('ledger', { LedgerName: 'SBI Pune', GroupId: branches })).Id;
    const unit = (await post('unit', { UnitName: 'Pcs', UQC: 'PCS' })).Id;
    ids.widget = (await post('item', { ItemName: 'Widget', UnitId: unit, HSNCode: '8471', TaxRate: 18, CashRate: 200, OpeningQty: 10, OpeningRate: 100 })).Id;

    const purchase = (date: string, qty: number, rate: number) =>
      post('purchase', { FirmId: ids.firm, SupplierId: ids.shinde, PurchaseDate: date, PurchaseType: 'EXCLUSIVE', PaymentType: 'CREDIT', PurchaseItems: [{ ItemId: ids.widget, Qty: qty, Rate: rate }] });
    const sale = (date: string, qty: number, rate: number) =>
      post('sales', { FirmId: ids.firm, CustId: ids.patil, BillDate: date, BillType: 'EXCLUSIVE', PaymentType: 'CREDIT', BillItems: [{ ItemId: ids.widget, Qty: qty, Rate: rate }] });
    await purchase('2026-04-10', 20, 120);
    ids.sale1 = (await sale('2026-05-05', 25, 200)).Id;
    await purchase('2026-05-20', 10, 90);
    await post('salesreturn', { FirmId: ids.firm, CustId: ids.patil, SalesReturnDate: '2026-06-01', BillType: 'EXCLUSIVE', PaymentType: 'CREDIT NOTE', SalesReturnItems: [{ ItemId: ids.widget, Qty: 3, Rate: 200 }] });
    // A bank ledger three groups below Bank Accounts is cash or bank to every voucher.
    await post('contravoucher', { FirmId: ids.firm, VoucherDate: '2026-06-10', FromLedgerId: ids.cash, ToLedgerId: ids.sbi, Amount: 5000 });
    await post('payment', { FirmId: ids.firm, VoucherDate: '2026-06-15', FromLedgerId: ids.sbi, ToLedgerId: ids.freight, Amount: 500 });
  }, 120_000);

  it('revalues what follows a back-dated purchase', async () => {
    // Before it: 30 @ 3,400 less 25 at 3,400 x 25/30 = 2,833.33 leaves 5 @ 566.67 on 10 May.
    expect(await stockOn('2026-05-10')).toMatchObject({ ClosingQty: 5, ClosingValue: 566.67 });
    await post('purchase', { FirmId: ids.firm, SupplierId: ids.shinde, PurchaseDate: '2026-04-20', PurchaseType: 'EXCLUSIVE', PaymentType: 'CREDIT', PurchaseItems: [{ ItemId: ids.widget, Qty: 5, Rate: 150 }] });
    // After it (header): 10 @ 1,185.71 on 10 May; 23 @ 2,441.42 at the year's end, unit cost 2,441.42 / 23 = 106.15.
    expect(await stockOn('2026-05-10')).toMatchObject({ ClosingQty: 10, ClosingValue: 1185.71 });
    expect(await stockOn('2027-03-31')).toMatchObject({ ClosingQty: 23, Rate: 106.15, ClosingValue: 2441.42 });
    // The next year begins: numbering restarts each April.
    expect((await post('sales', { FirmId: ids.firm, CustId: ids.patil, BillDate: '2027-04-10', BillType: 'EXCLUSIVE', PaymentType: 'CREDIT', BillItems: [{ ItemId: ids.widget, Qty: 10, Rate: 210 }] })).PrefixBillNo).toBe('DT/27-28/1');
    await post('purchase', { FirmId: ids.firm, SupplierId: ids.shinde, PurchaseDate: '2027-05-01', PurchaseType: 'EXCLUSIVE', PaymentType: 'CREDIT', PurchaseItems: [{ ItemId: ids.widget, Qty: 10, Rate: 100 }] });
    expect((await getJson(api(`sales/${ids.sale1}`))).body.data.PrefixBillNo).toBe('DT/26-27/1');
  });

  it('2026-27 by weighted average: the trading section, the trial balance, the balance sheet and the item profit agree', async () => {
    const pl = await report(`profitandloss?${YEAR_1}`);
    // Sales 5,000 − 600 = 4,400. Purchases 2,400 + 900 + 750 = 4,050. Lorry Freight 500, three groups down
    // under Direct Expenses, is above the gross profit. COGS 1,000 + 4,050 + 500 − 2,441.42 = 3,108.58.
    // Gross 4,400 − 3,108.58 = 1,291.42; no indirect items, so net the same.
    expect(pl.summary).toEqual({ 'Opening stock': 1000, 'Closing stock': 2441.42, 'Cost of goods sold': 3108.58, 'Gross profit': 1291.42, 'Net profit': 1291.42 });
    const grossAt = pl.rows.findIndex((line) => line.Particulars === 'Gross profit');
    expect(pl.rows.findIndex((line) => line.Particulars === 'Lorry Freight')).toBeLessThan(grossAt);
    expect(row(pl.rows, 'Total Carriage & Freight')).toMatchObject({ Amount: 500 });

    const tb = await report('trialbalance?ToDate=2027-03-31');
    const signed = (name: string) => {
      const line = row(tb.rows, name);
      return line ? Math.round(((line.Debit ?? 0) - (line.Credit ?? 0)) * 100) / 100 : 0;
    };
    // Cash 10,000 − 5,000; SBI 5,000 − 500; Patil 5,900 − 708; Shinde 2,832 + 1,062 + 885;
    // output tax 450 − 54 = 396 each; input 216 + 81 + 67.50 = 364.50 each.
    expect(['Capital', 'Cash', 'SBI Pune', 'Patil Stores', 'Shinde Wholesale', 'Output CGST', 'Output SGST', 'Input CGST', 'Input SGST', 'Sales', 'Purchase', 'Lorry Freight', 'Opening stock'].map(signed)).toEqual([
      -11000, 5000, 4500, 5192, -4779, -396, -396, 364.5, 364.5, -4400, 4050, 500, 1000,
    ]);
    // Dr 5,000 + 4,500 + 5,192 + 729 + 4,050 + 500 + 1,000 = 20,971 = Cr 11,000 + 4,779 + 792 + 4,400.
    expect(tb.totals).toEqual({ Particulars: 'Total', Debit: 20971, Credit: 20971 });
    // Nested as Tally nests them: each sub-group a heading a level deeper, with its own subtotal.
    expect(row(tb.rows, 'Lorry Freight').Level).toBe(3); // Direct Expenses 0 > Carriage & Freight 1 > Freight Inward 2
    expect(row(tb.rows, 'SBI Pune').Level).toBe(4); // Current Assets > Bank Accounts > Nationalised Banks > SBI Branches
    expect(row(tb.rows, 'Total Nationalised Banks')).toMatchObject({ Debit: 4500, RowStyle: 'subtotal', Level: 2 });
    expect(row(tb.rows, 'Total Bank Accounts')).toMatchObject({ Debit: 4500 });

    const bs = await report(`balancesheet?${YEAR_1}`);
    // Output tax 396 + 396 = 792 Cr is owed; input tax credit 364.50 + 364.50 = 729 Dr is a current asset
    // ("Balances with government authorities", Schedule III) until a return sets it off (CGST Act s.49), so
    // the two are not netted. Liabilities: capital 11,000 + 1,291.42 profit = 12,291.42, Shinde 4,779, output
    // tax 792: 17,862.42. Assets: Cash 5,000 + SBI 4,500 + Patil 5,192 + input tax 729 + stock 2,441.42 = 17,862.42.
    expect(bs.summary).toEqual({ Liabilities: 17862.42, Assets: 17862.42, 'Closing stock': 2441.42, 'Profit before the period': 0, 'Profit for the period': 1291.42 });
    expect(row(bs.rows, 'Total Duties & Taxes')).toMatchObject({ Amount: 792 });
    expect(row(bs.rows, 'Total Balances with government authorities (input tax credit)')).toMatchObject({ Amount: 729 });
    expect(row(bs.rows, 'Input CGST')).toMatchObject({ Amount: 364.5, Level: 2 }); // Current Assets 0 > Balances with ... 1
    expect(row(bs.rows, 'Total Capital Account')).toMatchObject({ Amount: 12291.42 });

    const profit = await report(`itemwiseprofit?${YEAR_1}`);
    // 25 − 3 sold; cost 2,964.29 − 355.71 = 2,608.58; 4,400 − 2,608.58 = 1,791.42, which less the freight 500
    // is the P&L's gross profit; margin 1,791.42 / 4,400 = 40.71 %.
    expect(profit.rows.map((line) => [line.ItemName, line.NetQty, line.NetSales, line.CostOfSales, line.GrossProfit, line.MarginPer])).toEqual([['Widget', 22, 4400, 2608.58, 1791.42, 40.71]]);
  });

  it('2027-28 starts where 2026-27 ended', async () => {
    const pl = await report(`profitandloss?${YEAR_2}`);
    // Sales 2,100, purchases 1,000; opening stock 2,441.42, closing 2,379.93: COGS 1,061.49 (the outward's
    // own cost); gross and net 1,038.51. The P&L starts at nil: last year's sales are not in it.
    expect(pl.summary).toEqual({ 'Opening stock': 2441.42, 'Closing stock': 2379.93, 'Cost of goods sold': 1061.49, 'Gross profit': 1038.51, 'Net profit': 1038.51 });
    const tb = await report('trialbalance?ToDate=2028-03-31');
    const find = (name: string) => row(tb.rows, name);
    expect(find('Sales')).toMatchObject({ Credit: 2100 }); // the year's only
    expect(find('Lorry Freight')).toBeUndefined(); // nothing this year
    expect(find('Opening stock')).toMatchObject({ Debit: 2441.42 });
    // Last year's profit: 4,400 − 4,050 − 500 = −150 in the ledgers, plus the 1,441.42 the stock grew by.
    expect(find('Profit & Loss A/c (earlier years)')).toMatchObject({ Credit: 1291.42 });
    // Dr Cash 5,000 + SBI 4,500 + Patil 7,670 + input 454.50 × 2 + Purchase 1,000 + stock 2,441.42 = 21,520.42;
    // Cr Capital 11,000 + Shinde 5,959 + output 585 × 2 + Sales 2,100 + P&L 1,291.42 = 21,520.42.
    expect(tb.totals).toEqual({ Particulars: 'Total', Debit: 21520.42, Credit: 21520.42 });

    // A ledger opens the year at last year's closing; a P&L ledger at nil.
    const patil = await report(`ledgerreport?${YEAR_2}&LedgerId=${ids.patilLedger}`);
    expect(patil.rows[0]).toMatchObject({ Particulars: 'Opening balance', Balance: 5192, BalanceType: 'Dr' });
    const salesLedger = (await getJson(api('ledger?PerPage=100&search=Sales'))).body.data.rows.find((found: any) => found.LedgerName === 'Sales').Id;
    const sales = await report(`ledgerreport?${YEAR_2}&LedgerId=${salesLedger}`);
    expect(sales.rows[0]).toMatchObject({ Particulars: 'Opening balance', Balance: 0 });

    const bs = await report(`balancesheet?${YEAR_2}`);
    // Liabilities: Capital 11,000 + 1,291.42 + 1,038.51 = 13,329.93, Shinde 5,959, output tax 585 × 2 = 1,170:
    // 20,458.93; assets Cash 5,000 + SBI 4,500 + Patil 7,670 + input tax credit 454.50 × 2 = 909 + stock
    // 2,379.93 = 20,458.93 (output and input tax each on its own side: Schedule III, CGST Act s.49).
    expect(bs.summary).toEqual({ Liabilities: 20458.93, Assets: 20458.93, 'Closing stock': 2379.93, 'Profit before the period': 1291.42, 'Profit for the period': 1038.51 });
    // The same sheet in two columns, liabilities beside assets, row for row.
    const two = await report(`balancesheettwocolumns?${YEAR_2}`);
    expect(two.totals).toEqual({ Liabilities: 'Total', LiabilityAmount: 20458.93, Assets: 'Total', AssetAmount: 20458.93 });
    expect(two.rows.find((line) => line.Liabilities === 'Shinde Wholesale')).toMatchObject({ LiabilityAmount: 5959 });
    expect(two.rows.find((line) => line.Assets === 'Stock-in-Hand (closing stock at cost)')).toMatchObject({ AssetAmount: 2379.93 });
    expect(two.rows.find((line) => line.Assets === 'Patil Stores')).toMatchObject({ AssetAmount: 7670 });
  });

  it('FIFO, once the firm chooses it, revalues both years', async () => {
    const firm = (await getJson(api(`firm/${ids.firm}`))).body.data;
    expect(firm.StockValuation).toBe('Weighted average'); // the default, as Tally's
    expect((await sendJson('PUT', api(`firm/${ids.firm}`), { ...firm, StockValuation: 'FIFO' })).status).toBe(200);
    // 2026-27: closing 2,586; COGS 1,000 + 4,050 + 500 − 2,586 = 2,964; gross 4,400 − 2,964 = 1,436.
    expect((await report(`profitandloss?${YEAR_1}`)).summary).toEqual({ 'Opening stock': 1000, 'Closing stock': 2586, 'Cost of goods sold': 2964, 'Gross profit': 1436, 'Net profit': 1436 });
    // 2027-28: COGS 2,586 + 1,000 − 2,236 = 1,350 (the 5 @ 600 and 5 @ 750 lots); gross 2,100 − 1,350 = 750.
    expect((await report(`profitandloss?${YEAR_2}`)).summary).toEqual({ 'Opening stock': 2586, 'Closing stock': 2236, 'Cost of goods sold': 1350, 'Gross profit': 750, 'Net profit': 750 });
    // 11,000 + 5,959 + 1,170 + 1,436 + 750 = 20,315 = 5,000 + 4,500 + 7,670 + 909 + 2,236.
    expect((await report(`balancesheet?${YEAR_2}`)).summary).toMatchObject({ Liabilities: 20315, Assets: 20315, 'Profit before the period': 1436 });
    expect((await stockOn('2028-03-31')).ClosingValue).toBe(2236);
  });

  it('keeps the group tree sound: no group under its own sub-group; the bank book reads a nested bank', async () => {
    const carriage = (await getJson(api(`ledgergroup/${ids.carriage}`))).body.data;
    const loop = await sendJson('PUT', api(`ledgergroup/${ids.carriage}`), { ...carriage, ParentGroupId: ids.freightGroup });
    expect(loop.status).toBe(400);
    expect(loop.body.message).toBe('A group cannot sit under itself or under one of its own sub-groups');
    const book = await report(`cashbankbook?${YEAR_1}&LedgerId=${ids.sbi}`);
    expect(book.rows.at(-1)).toMatchObject({ Particulars: 'Closing balance', Balance: 4500 });
    const dashboard = (await getJson(api('dashboard?Date=2027-03-31'))).body.data;
    expect(dashboard.CashAndBank.find((line: any) => line.LedgerName === 'SBI Pune')).toMatchObject({ Group: 'BANK_ACCOUNTS', Balance: 4500 });
  });
});
