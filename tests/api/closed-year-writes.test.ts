// A closed year's figures never change (issue 25 item 8): every write dated in it is refused by the write
// guard (periods/locked-through.ts, which takes closed-years.ts closedThrough into the lock), with nothing
// written; a write dated after it is taken.
//
// Deshmukh Traders (Maharashtra), EXCLUSIVE 18 %, on credit, stock by weighted average, no openings:
//   10 Apr 2024 purchase 10 x 100 = 1,000 (+ 90 + 90 = 1,180); 05 May 2024 sale 4 x 250 = 1,000 (+ 90 + 90 = 1,180).
//   Closing stock 31 Mar 2025: 6 @ 600 (10 @ 1,000 less 4 at 1,000 × 4/10 = 400). Gross profit 1,000 − 400 = 600.
import { beforeAll, expect, it } from 'vitest';
import { getJson, registerAndLogin, sendJson } from '../support/http.ts';
import { MUMBAI_GSTIN, PUNE_GSTIN } from '../support/report-books.ts';
import { describeEachStore } from '../support/stores.ts';

/** The guard's refusal: a 400 naming the closed year (periods/locked-through.ts closedYearOf). */
const refusedInClosedYear = (reply: { status: number; body: any }) => {
  expect(reply.status, JSON.stringify(reply.body)).toBe(400);
  expect(reply.body.message).toContain('are closed up to 31-03-2025 (year-end close)');
};

describeEachStore('writes in a closed year', (server) => {
  let api: (path: string) => string;
  const ids: Record<string, number> = {};
  const post = async (entity: string, body: object) => {
    const reply = await sendJson('POST', api(entity), body);
    expect(reply.status, `${entity}: ${JSON.stringify(reply.body)}`).toBe(200);
    return reply.body.data as Record<string, any>;
  };
  const sale = (BillDate: string, Qty: number) => ({ FirmId: ids.firm, CustId: ids.patil, BillDate, BillType: 'EXCLUSIVE', PaymentType: 'CREDIT', BillItems: [{ ItemId: ids.widget, Qty, Rate: 250 }] });
  const yearOne = async () => (await getJson(api(`reports/profitandloss?FromDate=2024-04-01&ToDate=2025-03-31&FirmId=${ids.firm}`))).body.data.summary;

  beforeAll(async () => {
    const { token } = await registerAndLogin(server().origin);
    api = (path: string) => `${server().origin}/api/${path}${path.includes('?') ? '&' : '?'}auth=${token}`;
    ids.firm = (await post('firm', { FirmName: 'Deshmukh Traders', State: 'Maharashtra', SalesPrefix: 'DT' })).Id;
    ids.patil = (await post('party', { PartyName: 'Patil Stores', PartyType: 'Customer', State: 'Maharashtra', GSTIN: MUMBAI_GSTIN })).Id;
    ids.shinde = (await post('party', { PartyName: 'Shinde Wholesale', PartyType: 'Supplier', State: 'Maharashtra', GSTIN: PUNE_GSTIN })).Id;
    const unit = (await post('unit', { UnitName: 'Pcs', UQC: 'PCS' })).Id;
    ids.cash = (await getJson(api('ledger?PerPage=100&search=Cash'))).body.data.rows.find((found: any) => found.LedgerName === 'Cash').Id;
    const banks = (await getJson(api('ledgergroup?GroupCode=BANK_ACCOUNTS'))).body.data.rows[0].Id;
    ids.sbi = (await post('ledger', { LedgerName: 'SBI Pune', GroupId: banks })).Id;
    ids.widget = (await post('item', { ItemName: 'Widget', UnitId: unit, HSNCode: '8471', TaxRate: 18, CashRate: 250 })).Id;
    await post('purchase', { FirmId: ids.firm, SupplierId: ids.shinde, PurchaseDate: '2024-04-10', PurchaseType: 'EXCLUSIVE', PaymentType: 'CREDIT', PurchaseItems: [{ ItemId: ids.widget, Qty: 10, Rate: 100 }] });
    ids.sale = (await post('sales', sale('2024-05-05', 4))).Id;
    const closed = await sendJson('POST', api('periods/years/close'), { FirmId: ids.firm, Year: '2024-25' });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
  }, 120_000);

  it('the closed year stands as worked out', async () => {
    expect(await yearOne()).toMatchObject({ 'Closing stock': 600, 'Gross profit': 600 });
  });

  it('takes a bill dated after the closed year', async () => {
    await post('sales', sale('2025-04-05', 1));
    expect(await yearOne()).toMatchObject({ 'Closing stock': 600, 'Gross profit': 600 });
  });

  it('refuses a new bill, an edit and a delete dated in the closed year, and changes nothing', async () => {
    const created = await sendJson('POST', api('sales'), sale('2025-02-01', 1));
    refusedInClosedYear(created);
    const bill = (await getJson(api(`sales/${ids.sale}`))).body.data;
    const edited = await sendJson('PUT', api(`sales/${ids.sale}`), { ...bill, BillItems: [{ ItemId: ids.widget, Qty: 5, Rate: 250 }] });
    refusedInClosedYear(edited);
    // Moved out of the closed year is a change of the closed year too.
    const moved = await sendJson('PUT', api(`sales/${ids.sale}`), { ...bill, BillDate: '2025-04-05' });
    refusedInClosedYear(moved);
    const deleted = await sendJson('DELETE', api(`sales/${ids.sale}`), undefined);
    refusedInClosedYear(deleted);
    const voucher = await sendJson('POST', api('contravoucher'), { FirmId: ids.firm, VoucherDate: '2025-03-01', FromLedgerId: ids.cash, ToLedgerId: ids.sbi, Amount: 100 });
    refusedInClosedYear(voucher);
    // Nothing moved: still 6 @ 600 and a gross profit of 600.
    expect(await yearOne()).toMatchObject({ 'Closing stock': 600, 'Gross profit': 600 });
  });

});
