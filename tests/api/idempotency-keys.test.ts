// A create sent again with the same Idempotency-Key (IETF httpapi-idempotency-key-header draft) answers
// the first one's record and writes nothing: no second bill, no second number, no second journal entry
// or stock move, even when the repeats arrive at once. The same key with another body is refused (422),
// a malformed key is a 400, and a create without a key behaves as before. Both stores.
import { beforeAll, expect, inject, it } from 'vitest';
import { registerAndLogin, sendJson } from '../support/http.ts';
import { queryStore } from '../support/store-query.ts';
import { describeEachStore } from '../support/stores.ts';

describeEachStore('idempotency keys', (server) => {
  let api: (path: string) => string;
  let tenant: number;
  const ids: Record<string, number> = {};
  const q = (text: string, params: unknown[] = []) => queryStore(server(), inject('postgresUrl'), text, params);
  const post = async (entity: string, body: object) => (await sendJson('POST', api(entity), body)).body.data;
  const count = async (table: string) => Number((await q(`select count(*) as n from ${table} where tenant_id = $1`, [tenant]))[0].n);
  const bill = (qty: number) => ({ FirmId: ids.firm, CustId: ids.customer, PaymentType: 'CREDIT', BillItems: [{ ItemId: ids.item, Qty: qty, Rate: 100 }] });

  beforeAll(async () => {
    const owner = await registerAndLogin(server().origin);
    api = (path) => `${server().origin}/api/${path}?auth=${owner.token}`;
    tenant = Number((await q('select tenant_id from account where email = $1', [owner.email]))[0].tenant_id);
    ids.firm = (await post('firm', { FirmName: 'Retry Traders', State: 'Maharashtra' })).Id;
    ids.customer = (await post('party', { PartyName: 'Patient Customer', State: 'Maharashtra' })).Id;
    const unit = (await post('unit', { UnitName: 'Pcs', UQC: 'PCS' })).Id;
    ids.item = (await post('item', { ItemName: 'Torch', UnitId: unit, HSNCode: '8513', TaxRate: 18, CashRate: 100 })).Id;
  });

  it('answers a repeated key with the first record, marked as a replay, writing nothing', async () => {
    const headers = { 'idempotency-key': 'sale-0001' };
    const first = await sendJson('POST', api('sales'), bill(2), headers);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const [bills, journal, moves] = [await count('sales'), await count('journal_line'), await count('stock_move')];
    const again = await sendJson('POST', api('sales'), bill(2), headers);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data.Id).toBe(first.body.data.Id);
    expect(again.body.data.PrefixBillNo).toBe(first.body.data.PrefixBillNo);
    // 2 × ₹100 = ₹200 taxable, 9% + 9% = ₹36 tax: ₹236, as the first answer said.
    expect(again.body.data.NetBillAmt).toBe(236);
    expect([await count('sales'), await count('journal_line'), await count('stock_move')]).toEqual([bills, journal, moves]);
  });

  it('makes one bill of five repeats sent at once, and the next bill takes the next number', async () => {
    const before = await count('sales');
    const headers = { 'idempotency-key': 'sale-burst' };
    const replies = await Promise.all(Array.from({ length: 5 }, () => sendJson('POST', api('sales'), bill(3), headers)));
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(replies.map((reply) => reply.body.data.Id)).size).toBe(1);
    expect(replies.filter((reply) => reply.headers.get('idempotent-replayed') === 'true')).toHaveLength(4);
    expect(await count('sales')).toBe(before + 1);
    // No number was used up by the four that rolled back: the next bill follows straight on.
    const next = (await sendJson('POST', api('sales'), bill(1), { 'idempotency-key': 'sale-next' })).body.data;
    expect(next.BillNo).toBe(replies[0].body.data.BillNo + 1);
  });

  it('refuses the same key with another body (422) or for another entity, writing nothing', async () => {
    const before = await count('sales');
    const changed = await sendJson('POST', api('sales'), bill(9), { 'idempotency-key': 'sale-0001' });
    expect(changed.status).toBe(422);
    expect(changed.body.message).toMatch(/already used for a different request/);
    const elsewhere = await sendJson('POST', api('unit'), { UnitName: 'Box', UQC: 'BOX' }, { 'idempotency-key': 'sale-0001' });
    expect(elsewhere.status).toBe(422);
    expect(await count('sales')).toBe(before);
    expect(Number((await q(`select count(*) as n from unit where tenant_id = $1 and "UnitName" = 'Box'`, [tenant]))[0].n)).toBe(0);
  });

  it('refuses a malformed key with a 400, and creates as before without one', async () => {
    const before = await count('sales');
    for (const key of ['x'.repeat(256), 'two words']) {
      const reply = await sendJson('POST', api('sales'), bill(1), { 'idempotency-key': key });
      expect([reply.status, reply.body.errors?.[0]?.path]).toEqual([400, '/Idempotency-Key']);
    }
    expect(await count('sales')).toBe(before);
    const plain = [await sendJson('POST', api('sales'), bill(1)), await sendJson('POST', api('sales'), bill(1))];
    expect(plain.map((reply) => reply.status)).toEqual([200, 200]);
    expect(await count('sales')).toBe(before + 2);
  });

  it('keeps keys per business: another business may use the same key', async () => {
    const other = await registerAndLogin(server().origin);
    const reply = await sendJson('POST', `${server().origin}/api/unit?auth=${other.token}`, { UnitName: 'Pcs', UQC: 'PCS' }, { 'idempotency-key': 'sale-0001' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.headers.get('idempotent-replayed')).toBeNull();
  });
});
