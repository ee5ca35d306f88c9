// Control and text-direction characters (engine/schema/control-characters.ts): a name or a code carrying
// NUL, ESC, a line break or a right-to-left override (the "Trojan Source" trick, CVE-2021-42574) is a 400
// naming the field, with nothing written; a narration or an address, pasted from elsewhere, keeps its line
// breaks and loses the rest. Both stores.
import { beforeAll, expect, inject, it } from 'vitest';
import { registerAndLogin, sendJson } from '../support/http.ts';
import { queryStore } from '../support/store-query.ts';
import { describeEachStore } from '../support/stores.ts';

describeEachStore('control characters', (server) => {
  let api: (path: string) => string;
  let tenant: number;
  const q = (text: string, params: unknown[] = []) => queryStore(server(), inject('postgresUrl'), text, params);
  const parties = async () => Number((await q('select count(*) as n from party where tenant_id = $1', [tenant]))[0].n);

  beforeAll(async () => {
    const owner = await registerAndLogin(server().origin);
    api = (path) => `${server().origin}/api/${path}?auth=${owner.token}`;
    tenant = Number((await q('select tenant_id from account where email = $1', [owner.email]))[0].tenant_id);
  });

  it.each([
    ['NUL', 'Sharma\u0000Traders', 'U+0000'],
    ['ESC', '\u001b[31mSharma Traders', 'U+001B'],
    ['a line break', 'Sharma\r\nTraders', 'U+000D'],
    ['a right-to-left override', 'Sharma \u202eRs 0001', 'U+202E'],
    ['a bidi isolate', 'Sharma \u2066Traders\u2069', 'U+2066'],
  ])('refuses a party name with %s, writing nothing', async (_what, name, character) => {
    const before = await parties();
    const reply = await sendJson('POST', api('party'), { PartyName: name, State: 'Gujarat' });
    expect([reply.status, reply.body.errors?.[0]?.path]).toEqual([400, '/PartyName']);
    expect(reply.body.message).toBe(`Party name must not contain control or text-direction characters (${character})`);
    expect(await parties()).toBe(before);
  });

  it('keeps an address’s line breaks and drops the other control characters', async () => {
    const reply = await sendJson('POST', api('party'), { PartyName: 'Patel Stores', State: 'Gujarat', Address: 'Shop 4,\r\nStation Road\u0007\u202e\n\tAnand' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data.Address).toBe('Shop 4,\nStation Road\n\tAnand');
    const stored = await q('select "Address" as address from party where tenant_id = $1 and "Id" = $2', [tenant, reply.body.data.Id]);
    expect(stored[0].address).toBe('Shop 4,\nStation Road\n\tAnand');
  });

  it('checks a document’s lines too: a line’s description with ESC is refused at its cell', async () => {
    const firm = (await sendJson('POST', api('firm'), { FirmName: 'Clean Traders', State: 'Gujarat' })).body.data.Id;
    const customer = (await sendJson('POST', api('party'), { PartyName: 'Desai & Sons', State: 'Gujarat' })).body.data.Id;
    const unit = (await sendJson('POST', api('unit'), { UnitName: 'Pcs', UQC: 'PCS' })).body.data.Id;
    const item = (await sendJson('POST', api('item'), { ItemName: 'Lamp', UnitId: unit, HSNCode: '9405', TaxRate: 18, CashRate: 100 })).body.data.Id;
    const count = async () => Number((await q('select count(*) as n from sales where tenant_id = $1', [tenant]))[0].n);
    const before = await count();
    const reply = await sendJson('POST', api('sales'), { FirmId: firm, CustId: customer, PaymentType: 'CREDIT', Narration: 'Diwali\u0000 order', BillItems: [{ ItemId: item, Qty: 1, Rate: 100, ItemDescription: 'Brass\u001b lamp' }] });
    expect(reply.status).toBe(400);
    expect(reply.body.errors.map((error: { path: string }) => error.path)).toContain('/BillItems/0/ItemDescription');
    expect(await count()).toBe(before);
    const clean = await sendJson('POST', api('sales'), { FirmId: firm, CustId: customer, PaymentType: 'CREDIT', Narration: 'Diwali\u0000 order', BillItems: [{ ItemId: item, Qty: 1, Rate: 100 }] });
    expect(clean.status, JSON.stringify(clean.body)).toBe(200);
    expect(clean.body.data.Narration).toBe('Diwali order');
  });
});
