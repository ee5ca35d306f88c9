// GET /api/dashboard on both stores: a small set of bills, returns and vouchers whose figures are worked
// out by hand below, for all firms and for one, on a chosen day; bad filters; and tenant isolation.
//
// Day D = 2026-11-20 (financial year 2026-27). Items carry no tax, so each bill is quantity x rate.
//   2026-03-31 F1 sale     Pen 20 x 100 = 2,000 cash        (last financial year)
//   2026-04-10 F1 purchase Book 10 x 150 = 1,500 credit
//   2026-10-15 F2 sale     Book 2 x 250  =   500 to HDFC bank
//   2026-11-05 F1 sale     Pen 5 x 100   =   500 credit
//   2026-11-10 F1 purchase return Book 2 x 150 = 300 credit note
//   2026-11-12 F1 payment voucher: Dr supplier 400, Cr cash 400     (journal rows written directly)
//   D          F1 sale     Pen 10 x 100  = 1,000 cash
//   D          F1 sales return Pen 1 x 100 = 100, refunded in cash
//   D          F1 purchase Pen 20 x 60   = 1,200, 500 paid in cash
//   D          F1 receipt voucher: Dr HDFC 250, Cr customer 250     (journal rows written directly)
//   D          F1 contra: Dr HDFC 300, Cr cash 300                  (a transfer, neither receipt nor payment)
//   2026-11-21 F1 sale     Pen 3 x 100   =   300 cash        (after D: counted nowhere)
// Openings: customer 1,000 Dr, supplier 2,000 Cr, HDFC 5,000 Dr, Petty Cash (a group under Cash-in-Hand)
// 150 Dr; Pen 50 (reorder level 36), Book 5 (level 12), Ink 100 (no level), an inactive item (level 5).
import { beforeAll, expect, inject, it } from 'vitest';
import { getJson, registerAndLogin, sendJson } from '../support/http.ts';
import { queryStore, writeStore } from '../support/store-query.ts';
import { describeEachStore } from '../support/stores.ts';
import { todayInIndia } from '../../src/server/documents/hooks.ts';

const D = '2026-11-20';

describeEachStore('dashboard API', (server) => {
  let api: (p: string) => string;
  let tenant: number;
  const ids: Record<string, number> = {};
  const dashboard = async (query: string) => {
    const reply = await getJson(api(`dashboard?${query}`));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data;
  };

  beforeAll(async () => {
    const owner = await registerAndLogin(server().origin);
    api = (p) => `${server().origin}/api/${p}${p.includes('?') ? '&' : '?'}auth=${owner.token}`;
    const q = (text: string, params: unknown[] = []) => queryStore(server(), inject('postgresUrl'), text, params);
    tenant = Number((await q('select tenant_id from account where email = $1', [owner.email]))[0].tenant_id);
    const post = async (entity: string, body: object) => {
      const reply = await sendJson('POST', api(entity), body);
      if (reply.status !== 200) throw new Error(`${entity}: ${JSON.stringify(reply.body)}`);
      return reply.body.data.Id as number;
    };
    const group = async (code: string) => Number((await q('select "Id" from ledgergroup where tenant_id = $1 and "GroupCode" = $2', [tenant, code]))[0].Id);
    ids.f1 = await post('firm', { FirmName: 'Sharma Stores', State: 'Maharashtra' });
    ids.f2 = await post('firm', { FirmName: 'Sharma Traders', State: 'Maharashtra' });
    ids.customer = await post('party', { PartyName: 'Local Customer', State: 'Maharashtra', OpeningBalance: 1000, OpeningType: 'Dr' });
    ids.supplier = await post('party', { PartyName: 'Mehta Suppliers', PartyType: 'Supplier', State: 'Maharashtra', OpeningBalance: 2000, OpeningType: 'Cr' });
    ids.hdfc = await post('ledger', { LedgerName: 'HDFC Bank', GroupId: await group('BANK_ACCOUNTS'), OpeningBalance: 5000, OpeningType: 'Dr' });
    const boxes = await post('ledgergroup', { GroupName: 'Cash Boxes', Nature: 'Assets', ParentGroupId: await group('CASH_IN_HAND') });
    ids.petty = await post('ledger', { LedgerName: 'Petty Cash', GroupId: boxes, OpeningBalance: 150, OpeningType: 'Dr' });
    ids.cash = Number((await q('select "Id" from ledger where tenant_id = $1 and "SystemCode" = $2', [tenant, 'CASH']))[0].Id);
    const unit = await post('unit', { UnitName: 'Pcs', UQC: 'PCS' });
    const item = (ItemName: string, more: object) => post('item', { ItemName, UnitId: unit, TaxRate: 0, CashRate: 100, ...more });
    ids.pen = await item('Pen', { OpeningQty: 50, RecorderLevel: 36 });
    ids.book = await item('Book', { OpeningQty: 5, RecorderLevel: 12 });
    await item('Ink', { OpeningQty: 100 });
    await item('Old Stock', { OpeningQty: 0, RecorderLevel: 5, Status: false });

    const sale = (date: string, firm: number, payment: object, itemId: number, Qty: number, Rate: number) =>
      post('sales', { FirmId: firm, CustId: ids.customer, BillDate: date, BillType: 'NON GST', ...payment, BillItems: [{ ItemId: itemId, Qty, Rate }] });
    const purchase = (date: string, payment: object, itemId: number, Qty: number, Rate: number) =>
      post('purchase', { FirmId: ids.f1, SupplierId: ids.supplier, PurchaseDate: date, PurchaseType: 'NON GST', ...payment, PurchaseItems: [{ ItemId: itemId, Qty, Rate }] });
    await sale('2026-03-31', ids.f1, { PaymentType: 'CASH' }, ids.pen, 20, 100);
    await purchase('2026-04-10', { PaymentType: 'CREDIT' }, ids.book, 10, 150);
    await sale('2026-10-15', ids.f2, { PaymentType: 'BANK', BankLedgerId: ids.hdfc }, ids.book, 2, 250);
    await sale('2026-11-05', ids.f1, { PaymentType: 'CREDIT' }, ids.pen, 5, 100);
    await post('purchasereturn', { FirmId: ids.f1, SupplierId: ids.supplier, PurchaseReturnDate: '2026-11-10', PurchaseType: 'NON GST', PaymentType: 'CREDIT NOTE', PurchaseReturnItems: [{ ItemId: ids.book, Qty: 2, Rate: 150 }] });
    await sale(D, ids.f1, { PaymentType: 'CASH' }, ids.pen, 10, 100);
    await post('salesreturn', { FirmId: ids.f1, CustId: ids.customer, SalesReturnDate: D, BillType: 'NON GST', PaymentType: 'CASH', SalesReturnItems: [{ ItemId: ids.pen, Qty: 1, Rate: 100 }] });
    await purchase(D, { PaymentType: 'CASH', PaymentAmt: 500 }, ids.pen, 20, 60);
    await sale('2026-11-21', ids.f1, { PaymentType: 'CASH' }, ids.pen, 3, 100);

    // Vouchers are posted by their own module; their journal rows are written here as it writes them
    // (receipt: Dr cash or bank; payment: Cr cash or bank; contra: between the two), in paise.
    const voucher = async (docType: string, docId: number, date: string, debit: [number, number], credit: [number, number]) => {
      for (const [ledger, dr, cr] of [[debit[0], debit[1], 0], [credit[0], 0, credit[1]]]) {
        await writeStore(server(), inject('postgresUrl'), 'insert into journal_line (tenant_id, doc_type, doc_id, firm_id, entry_date, ledger_id, debit, credit) values ($1, $2, $3, $4, $5, $6, $7, $8)', [tenant, docType, docId, ids.f1, date, ledger, dr, cr]);
      }
    };
    const customerLedger = Number((await q('select "LedgerId" from party where tenant_id = $1 and "Id" = $2', [tenant, ids.customer]))[0].LedgerId);
    const supplierLedger = Number((await q('select "LedgerId" from party where tenant_id = $1 and "Id" = $2', [tenant, ids.supplier]))[0].LedgerId);
    await voucher('payment', 1, '2026-11-12', [supplierLedger, 40000], [ids.cash, 40000]);
    await voucher('receipt', 1, D, [ids.hdfc, 25000], [customerLedger, 25000]);
    await voucher('contravoucher', 1, D, [ids.hdfc, 30000], [ids.cash, 30000]);
  });

  it('sums the day and the month: bills, returns, money in and out (contra left out)', async () => {
    const data = await dashboard(`Date=${D}`);
    expect(data).toMatchObject({ Date: D, FirmId: null, MonthStart: '2026-11-01', YearStart: '2026-04-01', YearEnd: '2027-03-31' });
    expect(data.Today).toEqual({ Sales: 1000, SalesReturns: 100, NetSales: 900, Purchases: 1200, PurchaseReturns: 0, NetPurchases: 1200, Receipts: 1250, Payments: 600 });
    // Month: sales 1,000 + 500; receipts 1,000 cash bill + 250 voucher; payments 500 + 100 refund + 400 voucher.
    expect(data.Month).toEqual({ Sales: 1500, SalesReturns: 100, NetSales: 1400, Purchases: 1200, PurchaseReturns: 300, NetPurchases: 900, Receipts: 1250, Payments: 1000 });
  });

  it('gives receivables, payables and each cash and bank balance on the day', async () => {
    const data = await dashboard(`Date=${D}`);
    // Customer: 1,000 opening + 500 credit sale - 250 receipt (cash bills and the refunded return net to nothing).
    expect(data.Receivables).toBe(1250);
    // Supplier: 2,000 opening + 1,500 + 1,200 bought - 500 paid - 300 returned - 400 voucher.
    expect(data.Payables).toBe(3500);
    // Cash: 2,000 (March) + 1,000 - 100 refund - 500 paid - 400 voucher - 300 to the bank.
    // HDFC: 5,000 opening + 500 bank sale + 250 receipt + 300 from cash.
    expect(data.CashAndBank).toEqual([
      { LedgerId: ids.hdfc, LedgerName: 'HDFC Bank', Group: 'BANK_ACCOUNTS', Balance: 6050 },
      { LedgerId: ids.cash, LedgerName: 'Cash', Group: 'CASH_IN_HAND', Balance: 1700 },
      { LedgerId: ids.petty, LedgerName: 'Petty Cash', Group: 'CASH_IN_HAND', Balance: 150 },
    ]);
    expect(data.CashAndBankTotal).toBe(7900);
  });

  it('lists active items at or below their reorder level, the furthest below first', async () => {
    const data = await dashboard(`Date=${D}`);
    // Book: 5 + 10 - 2 - 2 = 11 (level 12); Pen: 50 - 20 + 20 - 5 - 10 + 1 = 36 (level 36, at it).
    expect(data.Reorder).toEqual({
      Count: 2,
      Items: [
        { ItemId: ids.book, ItemName: 'Book', Stock: 11, ReorderLevel: 12 },
        { ItemId: ids.pen, ItemName: 'Pen', Stock: 36, ReorderLevel: 36 },
      ],
    });
  });

  it('charts the financial year month by month, net of returns, up to the day', async () => {
    const data = await dashboard(`Date=${D}`);
    const month = (Month: string, Sales = 0, Purchases = 0) => ({ Month, Sales, Purchases });
    expect(data.Monthly).toEqual([
      month('2026-04', 0, 1500), month('2026-05'), month('2026-06'), month('2026-07'), month('2026-08'), month('2026-09'),
      month('2026-10', 500, 0), month('2026-11', 1400, 900),
    ]);
  });

  it('narrows dated figures to one firm, and its openings: the masters name no firm, so theirs are the first firm\'s', async () => {
    const data = await dashboard(`Date=${D}&FirmId=${ids.f2}`);
    expect(data.FirmId).toBe(ids.f2);
    expect(data.Today).toMatchObject({ Sales: 0, Purchases: 0, Receipts: 0, Payments: 0 });
    expect(data.Month).toMatchObject({ Sales: 0, Receipts: 0 });
    expect(data.Monthly.find((m: any) => m.Month === '2026-10')).toEqual({ Month: '2026-10', Sales: 500, Purchases: 0 });
    // The masters' openings name no firm, so they are the first firm's (F1), not F2's (accounting/opening-firm.ts):
    // F2 has no customer's 1,000 nor supplier's 2,000; HDFC holds only F2's 500 from its sale, Petty Cash nothing.
    expect(data.Receivables).toBe(0);
    expect(data.Payables).toBe(0);
    expect(data.CashAndBank.map((l: any) => [l.LedgerName, l.Balance])).toEqual([['HDFC Bank', 500], ['Cash', 0], ['Petty Cash', 0]]);
    // Nor the items' opening stock (reports/stock/opening-stock.ts).
    // Book: 0 − 2 sold by this firm = −2, 14 below its level 12; Pen: 0, 36 below its level 36: the furthest first.
    expect(data.Reorder).toEqual({
      Count: 2,
      Items: [
        { ItemId: ids.pen, ItemName: 'Pen', Stock: 0, ReorderLevel: 36 },
        { ItemId: ids.book, ItemName: 'Book', Stock: -2, ReorderLevel: 12 },
      ],
    });
  });

  it('reads an earlier day as it stood then, and today when no day is given', async () => {
    const october = await dashboard('Date=2026-10-15');
    expect(october.Today).toMatchObject({ Sales: 500, Receipts: 500 });
    expect(october.Month).toMatchObject({ Sales: 500, Purchases: 0, Receipts: 500, Payments: 0 });
    expect(october.Receivables).toBe(1000);
    expect(october.Monthly).toHaveLength(7);
    const today = await dashboard('');
    expect(today.Date).toBe(todayInIndia());
  });

  it('refuses bad filters with the field and its reason, and unknown or foreign firms with 404', async () => {
    const badDate = await getJson(api('dashboard?Date=2026-02-30'));
    expect(badDate.status).toBe(400);
    expect(badDate.body.errors[0].path).toBe('/Date');
    const badFirm = await getJson(api('dashboard?FirmId=abc'));
    expect(badFirm.status).toBe(400);
    expect(badFirm.body.errors).toEqual([{ path: '/FirmId', message: 'Firm must be a whole number' }]);
    expect((await getJson(api('dashboard?FirmId=99999999'))).status).toBe(404);
    expect((await getJson(`${server().origin}/api/dashboard`)).status).toBe(401);
  });

  it('never shows one tenant another\'s figures', async () => {
    const other = await registerAndLogin(server().origin);
    const otherApi = (p: string) => `${server().origin}/api/${p}&auth=${other.token}`;
    const theirs = await getJson(otherApi(`dashboard?Date=${D}`));
    expect(theirs.status).toBe(200);
    expect(theirs.body.data).toMatchObject({ Receivables: 0, Payables: 0, Reorder: { Count: 0, Items: [] } });
    expect(theirs.body.data.Month).toMatchObject({ Sales: 0, Purchases: 0, Receipts: 0, Payments: 0 });
    expect(theirs.body.data.CashAndBank.map((l: any) => [l.LedgerName, l.Balance])).toEqual([['Cash', 0]]);
    expect((await getJson(otherApi(`dashboard?FirmId=${ids.f1}`))).status).toBe(404);
  });
});
