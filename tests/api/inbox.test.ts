// The Inbox (GET /api/inbox), on both stores: stock below zero, stock at or below its reorder level, and
// customers' bills unpaid more than 30 days, worked out from the books of the day; each part only for those
// who may read the report behind it.
import { beforeAll, expect, it } from 'vitest';
import { employeeDesk } from '../support/employees.ts';
import { getJson, registerAndLogin, sendJson } from '../support/http.ts';
import { describeEachStore } from '../support/stores.ts';

/** Today in India (the server's date for documents) and a day some days before it. */
const indiaDay = (daysBefore = 0) => new Date(Date.now() + 330 * 60_000 - daysBefore * 86_400_000).toISOString().slice(0, 10);
/** The 1 April that opens the financial year of a day. */
const yearStart = (day: string) => `${day.slice(5) >= '04-01' ? day.slice(0, 4) : Number(day.slice(0, 4)) - 1}-04-01`;

describeEachStore('inbox', (server) => {
  let api: (path: string) => string;
  const ids: Record<string, number> = {};
  const post = async (entity: string, body: object) => {
    const reply = await sendJson('POST', api(entity), body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data;
  };

  beforeAll(async () => {
    const owner = await registerAndLogin(server().origin);
    api = (path) => `${server().origin}/api/${path}${path.includes('?') ? '&' : '?'}auth=${owner.token}`;
    ids.firm = (await post('firm', { FirmName: 'Inbox Traders', State: 'Maharashtra' })).Id;
    ids.asha = (await post('party', { PartyName: 'Asha Traders', State: 'Maharashtra' })).Id;
    ids.supplier = (await post('party', { PartyName: 'Mehta Supplies', State: 'Maharashtra', PartyType: 'Supplier' })).Id;
    const unit = (await post('unit', { UnitName: 'Pcs', UQC: 'PCS' })).Id;
    ids.pen = (await post('item', { ItemName: 'Pen', UnitId: unit, HSNCode: '9608', TaxRate: 18, CashRate: 100, RecorderLevel: 10 })).Id;
    ids.ink = (await post('item', { ItemName: 'Ink', UnitId: unit, HSNCode: '3215', TaxRate: 18, CashRate: 50 })).Id;
    ids.paper = (await post('item', { ItemName: 'Paper', UnitId: unit, HSNCode: '4802', TaxRate: 12, CashRate: 10, RecorderLevel: 5 })).Id;
    // Pen: 8 bought today, at or below its reorder level of 10. Paper: 20 bought, well above its level of 5.
    await post('purchase', { FirmId: ids.firm, SupplierId: ids.supplier, PurchaseDate: indiaDay(), PaymentType: 'CREDIT', PurchaseItems: [{ ItemId: ids.pen, Qty: 8, Rate: 60 }, { ItemId: ids.paper, Qty: 20, Rate: 5 }] });
    // Ink: 5 sold 40 days ago with none ever bought (-5), on credit: 5 × 50 = 250 + 18 % = ₹295.00, unpaid.
    await post('sales', { FirmId: ids.firm, CustId: ids.asha, BillDate: indiaDay(40), BillType: 'EXCLUSIVE', PaymentType: 'CREDIT', BillItems: [{ ItemId: ids.ink, Qty: 5, Rate: 50 }] });
    // A bill of 5 days ago, unpaid but not yet overdue: pen 1 × 100 + 18 % = ₹118.00.
    await post('sales', { FirmId: ids.firm, CustId: ids.asha, BillDate: indiaDay(5), BillType: 'EXCLUSIVE', PaymentType: 'CREDIT', BillItems: [{ ItemId: ids.paper, Qty: 1, Rate: 100 }] });
  });

  it('lists stock below zero, stock to reorder and overdue bills, each opening its report', async () => {
    const reply = await getJson(api('inbox'));
    expect(reply.status).toBe(200);
    expect(reply.body.data.asOn).toBe(indiaDay());
    expect(reply.body.data.messages.map((message: any) => [message.Kind, message.Severity, message.Title])).toEqual([
      ['negative-stock', 'error', 'Ink: -5 Pcs in stock'],
      ['reorder', 'warning', 'Pen: 8 left'],
      // Only the 40-day-old bill is over 30 days: ₹295.00.
      ['overdue', 'info', 'Asha Traders owes ₹295.00'],
    ]);
    const [ink, pen, overdue] = reply.body.data.messages;
    expect(ink.Link).toBe(`/itemledgerreport?ItemId=${ids.ink}&FromDate=${yearStart(indiaDay())}&ToDate=${indiaDay()}`);
    expect(pen.Detail).toBe('At or below its reorder level of 10.');
    expect(overdue.Detail).toBe(`1 bill unpaid more than 30 days, the oldest of ${indiaDay(40).split('-').reverse().join('-')}.`);
    expect(overdue.Link).toBe(`/partywiseoutstanding?AsOnDate=${indiaDay()}`);
    expect((await getJson(`${server().origin}/api/inbox`)).status).toBe(401);
  });

  it('shows an employee only what their role lets them read', async () => {
    const desk = await employeeDesk(server().origin, { api });
    const counter = await desk.newEmployee((await desk.newRole('Counter', 'sales')).roleId);
    const storekeeper = await desk.newEmployee((await desk.newRole('Store', 'stockreport')).roleId);
    expect((await getJson(desk.as(counter.token, 'inbox'))).body.data.messages).toEqual([]);
    const store = (await getJson(desk.as(storekeeper.token, 'inbox'))).body.data.messages;
    expect(store.map((message: any) => message.Kind)).toEqual(['negative-stock', 'reorder']);
  });
});
