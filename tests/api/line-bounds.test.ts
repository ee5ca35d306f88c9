// A line's quantity and rate have sane upper bounds, so a barcode scanned into the quantity cell (a 13-digit
// EAN such as 8901234500016) or a rate typed with extra zeros is refused with a 400 naming the line, and
// nothing is written, on both stores (such a line's value would pass what a store's integers hold exactly:
// it answered 500). Up to 10,00,000 units a line and ₹1,00,00,000 a unit.
import { beforeAll, expect, inject, it } from 'vitest';
import { getJson, registerAndLogin, sendJson } from '../support/http.ts';
import { queryStore } from '../support/store-query.ts';
import { describeEachStore } from '../support/stores.ts';

describeEachStore('line bounds', (server) => {
  let api: (path: string) => string;
  let tenant: number;
  const ids: Record<string, number> = {};
  const q = (text: string, params: unknown[] = []) => queryStore(server(), inject('postgresUrl'), text, params);
  const post = async (entity: string, body: object) => (await sendJson('POST', api(entity), body)).body.data;

  beforeAll(async () => {
    const owner = await registerAndLogin(server().origin);
    api = (path) => `${server().origin}/api/${path}${path.includes('?') ? '&' : '?'}auth=${owner.token}`;
    tenant = Number((await q('select tenant_id from account where email = $1', [owner.email]))[0].tenant_id);
    ids.firm = (await post('firm', { FirmName: 'Scan Traders', State: 'Maharashtra' })).Id;
    ids.customer = (await post('party', { PartyName: 'Counter Customer', State: 'Maharashtra' })).Id;
    const unit = (await post('unit', { UnitName: 'Pcs', UQC: 'PCS' })).Id;
    ids.biscuit = (await post('item', { ItemName: 'Parle-G', ItemCode: '1001', UnitId: unit, HSNCode: '1905', TaxRate: 18, CashRate: 10, Barcode: '8901234500016' })).Id;
  });

  it.each([
    [{ Qty: 8901234500016, Rate: 10 }, '/BillItems/0/Qty'],
    [{ Qty: 1, Rate: 999999999999 }, '/BillItems/0/Rate'],
    [{ Qty: 1, FreeQty: 8901234500016, Rate: 10 }, '/BillItems/0/FreeQty'],
  ])('refuses %o with a 400 at its cell, writing nothing', async (line, path) => {
    const count = async () => Number((await q('select count(*) as n from sales where tenant_id = $1', [tenant]))[0].n);
    const before = await count();
    const reply = await sendJson('POST', api('sales'), { FirmId: ids.firm, CustId: ids.customer, PaymentType: 'CASH', BillItems: [{ ItemId: ids.biscuit, ...line }] });
    expect([reply.status, reply.body.errors?.[0]?.path]).toEqual([400, path]);
    expect(reply.body.message).toMatch(/^Line 1: /);
    expect(await count()).toBe(before);
  });

  it('takes the largest line allowed: 10,00,000 units at ₹1,00,00,000', async () => {
    const reply = await sendJson('POST', api('sales'), { FirmId: ids.firm, CustId: ids.customer, PaymentType: 'CREDIT', BillType: 'NON GST', BillItems: [{ ItemId: ids.biscuit, Qty: 1000000, Rate: 10000000 }] });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data.NetBillAmt).toBe(10_000_000_000_000); // ₹10 lakh crore, exact
  });

  // The billing grid looks a scanned code up by the item's exact barcode or item code (?Barcode=, ?ItemCode=):
  // each is the tenant's own (unique per tenant, so indexed on (tenant, column)); a prefix or another
  // business's code finds nothing.
  it('finds an item by its exact barcode or code, in its own business only', async () => {
    const found = async (url: string) => ((await getJson(url)).body.data.rows as Array<{ Id: number }>).map((row) => row.Id);
    expect(await found(api('item?Barcode=8901234500016'))).toEqual([ids.biscuit]);
    expect(await found(api('item?ItemCode=1001'))).toEqual([ids.biscuit]);
    expect(await found(api('item?Barcode=890123450001'))).toEqual([]);
    expect(await found(api('item?ItemCode=100'))).toEqual([]);
    const other = await registerAndLogin(server().origin);
    expect(await found(`${server().origin}/api/item?Barcode=8901234500016&auth=${other.token}`)).toEqual([]);
  });
});
