// A document's lines are capped (1,000 by default, the most items the GST e-invoice portal takes on one
// invoice: engine/server/line-tables.ts) and written in batches below what each store takes as parameters
// of one statement (SQLite 32,766, PostgreSQL 65,535): a 1,000-line bill saves whole and exact on both
// stores (it answered 500, "too many SQL variables", past a few hundred lines on SQLite), and 1,001 or
// 20,000 lines are a 400 with nothing written. A document is worth at most ₹10,00,000 crore (10^15 paise,
// one largest line), since paise are exact in a JavaScript number only up to 2^53: two largest lines are
// refused (they answered 500 on SQLite and were stored inexactly on PostgreSQL).
import { beforeAll, expect, inject, it } from 'vitest';
import { registerAndLogin, sendJson } from '../support/http.ts';
import { queryStore } from '../support/store-query.ts';
import { describeEachStore } from '../support/stores.ts';

describeEachStore('long bills', (server) => {
  let api: (path: string) => string;
  let tenant: number;
  const ids: Record<string, number> = {};
  const q = (text: string, params: unknown[] = []) => queryStore(server(), inject('postgresUrl'), text, params);
  const post = async (entity: string, body: object) => (await sendJson('POST', api(entity), body)).body.data;
  const bill = (lines: number) => ({
    FirmId: ids.firm,
    CustId: ids.customer,
    PaymentType: 'CREDIT',
    BillItems: Array.from({ length: lines }, (_, n) => ({ ItemId: n % 2 ? ids.pen : ids.ink, Qty: 1, Rate: n % 2 ? 10 : 20 })),
  });
  const count = async (table: string) => Number((await q(`select count(*) as n from ${table} where tenant_id = $1`, [tenant]))[0].n);

  beforeAll(async () => {
    const owner = await registerAndLogin(server().origin);
    api = (path) => `${server().origin}/api/${path}?auth=${owner.token}`;
    tenant = Number((await q('select tenant_id from account where email = $1', [owner.email]))[0].tenant_id);
    ids.firm = (await post('firm', { FirmName: 'Wholesale Stationers', State: 'Punjab' })).Id;
    ids.customer = (await post('party', { PartyName: 'School Supplies Co', State: 'Punjab' })).Id;
    const unit = (await post('unit', { UnitName: 'Pcs', UQC: 'PCS' })).Id;
    ids.pen = (await post('item', { ItemName: 'Pen', UnitId: unit, HSNCode: '9608', TaxRate: 18, CashRate: 10 })).Id;
    ids.ink = (await post('item', { ItemName: 'Ink', UnitId: unit, HSNCode: '3215', TaxRate: 18, CashRate: 20 })).Id;
  });

  it('saves a 1,000-line bill whole, every line stored and the total exact', { timeout: 60_000 }, async () => {
    const reply = await sendJson('POST', api('sales'), bill(1000));
    expect(reply.status, JSON.stringify(reply.body).slice(0, 500)).toBe(200);
    expect(reply.body.data.BillItems).toHaveLength(1000);
    expect(reply.body.data.BillItems.map((line: { LineNo: number }) => line.LineNo)).toEqual(Array.from({ length: 1000 }, (_, n) => n + 1));
    // 500 pens at ₹10 and 500 inks at ₹20: ₹15,000 taxable; 9% + 9% = ₹1,350 + ₹1,350; ₹17,700 in all.
    expect(reply.body.data.TotTaxable).toBe(15000);
    expect(reply.body.data.NetBillAmt).toBe(17700);
    const stored = await q('select count(*) as n from salesline where tenant_id = $1 and "SalesId" = $2', [tenant, reply.body.data.Id]);
    expect(Number(stored[0].n)).toBe(1000);
    // And an edit that replaces the lines whole.
    const edited = await sendJson('PUT', api(`sales/${reply.body.data.Id}`), { ...bill(999), RowVersion: reply.body.data.RowVersion });
    expect(edited.status, JSON.stringify(edited.body).slice(0, 500)).toBe(200);
    expect(edited.body.data.BillItems).toHaveLength(999);
  });

  it.each([1001, 20000])('refuses %i lines with a 400, writing nothing', async (lines) => {
    const [bills, rows] = [await count('sales'), await count('salesline')];
    const reply = await sendJson('POST', api('sales'), bill(lines));
    expect([reply.status, reply.body.errors?.[0]?.path]).toEqual([400, '/BillItems']);
    expect(reply.body.message).toBe(`Items can have at most 1000 lines (this has ${lines})`);
    expect([await count('sales'), await count('salesline')]).toEqual([bills, rows]);
  });

  it('refuses a bill worth more than ₹10,00,000 crore, and takes one worth exactly that', async () => {
    const before = await count('sales');
    const largest = { ItemId: ids.pen, Qty: 1000000, Rate: 10000000 }; // 10^6 × ₹10^7 = ₹10^13 = 10^15 paise
    const base = { FirmId: ids.firm, CustId: ids.customer, PaymentType: 'CREDIT', BillType: 'NON GST' };
    const refused = await sendJson('POST', api('sales'), { ...base, BillItems: [largest, largest] });
    expect([refused.status, refused.body.errors?.[0]?.path]).toEqual([400, '/BillItems']);
    expect(refused.body.message).toBe('The sales bill is worth more than ₹10,00,000 crore, the most one document can hold exactly');
    expect(await count('sales')).toBe(before);
    const taken = await sendJson('POST', api('sales'), { ...base, BillItems: [largest] });
    expect(taken.status, JSON.stringify(taken.body).slice(0, 300)).toBe(200);
    expect(taken.body.data.NetBillAmt).toBe(10 ** 13);
  });
});
