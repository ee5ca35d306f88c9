// Several servers on one PostgreSQL (README: "a business that outgrows one machine"): nothing that
// matters lives in one process's memory. Three servers share one database and one TOKEN_SECRET; clients
// spread over them see bills numbered without a gap or a repeat (and one unforked audit-trail chain), a session signed in on one served by the
// others and ended by a sign-out on any, one sign-in throttle, and a renamed system ledger (Cash) posted
// to and reported under its new name everywhere. (The embedded store is one server's file by design.)
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { getJson, GOOD_PASSWORD, registerAndLogin, sendJson } from '../support/http.ts';
import { startServer, type RunningServer } from '../support/server.ts';

const postgresUrl = inject('postgresUrl');

describe.skipIf(!postgresUrl)('three servers on one PostgreSQL', () => {
  const servers: RunningServer[] = [];
  let owner: { email: string; token: string };
  const ids: Record<string, number> = {};
  const on = (n: number, path: string, token = owner.token) => `${servers[n % 3].origin}/api/${path}${path.includes('?') ? '&' : '?'}auth=${token}`;

  beforeAll(async () => {
    const env = { TOKEN_SECRET: 'several-servers-share-this-secret-0123456789' };
    servers.push(...(await Promise.all([0, 1, 2].map(() => startServer({ store: 'postgres', databaseUrl: postgresUrl, env })))));
    owner = await registerAndLogin(servers[0].origin);
    const post = async (n: number, entity: string, body: object) => (await sendJson('POST', on(n, entity), body)).body.data;
    ids.firm = (await post(1, 'firm', { FirmName: 'Three Counter Traders', State: 'Assam' })).Id;
    ids.customer = (await post(2, 'party', { PartyName: 'Tea Garden Stores', State: 'Assam' })).Id;
    const unit = (await post(0, 'unit', { UnitName: 'Kg', UQC: 'KGS' })).Id;
    ids.item = (await post(1, 'item', { ItemName: 'Assam Tea', UnitId: unit, HSNCode: '0902', TaxRate: 5, CashRate: 400 })).Id;
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
  });

  it('numbers bills saved at once on all three without a gap or a repeat', async () => {
    const bill = { FirmId: ids.firm, CustId: ids.customer, PaymentType: 'CASH', BillItems: [{ ItemId: ids.item, Qty: 1, Rate: 400 }] };
    const replies = await Promise.all(Array.from({ length: 30 }, (_, n) => sendJson('POST', on(n, 'sales'), bill)));
    expect(replies.map((reply) => reply.status)).toEqual(Array(30).fill(200));
    expect(replies.map((reply) => reply.body.data.BillNo).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, n) => n + 1));
    // The audit trail's chain did not fork either: sign-up, firm, party, unit, item (5 entries) + 30 bills
    // = 35 entries, numbered 1..35 and linked end to end, whichever server saved each.
    const check = (await getJson(on(0, 'audit/verify'))).body.data;
    expect([check.ok, check.entries, check.brokenAt]).toEqual([true, 35, null]);
  });

  it('serves a session on every server and ends it on all at a sign-out on one', async () => {
    const session = await sendJson('POST', `${servers[2].origin}/api/super/superUserLogin`, { uname: owner.email, password: GOOD_PASSWORD });
    const token = session.body.tokenDetails.idToken;
    for (const n of [0, 1, 2]) expect((await getJson(on(n, 'firm', token))).status).toBe(200);
    expect((await sendJson('POST', on(1, 'account/logout', token), {})).status).toBe(200);
    for (const n of [0, 1, 2]) expect((await getJson(on(n, 'firm', token))).status).toBe(401);
    // The owner's other token was signed before the sign-out too: it has ended as well.
    owner.token = (await sendJson('POST', `${servers[0].origin}/api/super/superUserLogin`, { uname: owner.email, password: GOOD_PASSWORD })).body.tokenDetails.idToken;
  });

  it('counts failed sign-ins spread over the servers as one throttle', async () => {
    const { email } = await registerAndLogin(servers[1].origin);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await sendJson('POST', `${servers[attempt % 3].origin}/api/super/superUserLogin`, { uname: email, password: 'Wrong@123' })).status).toBe(401);
    }
    // Three free failures in all, not three a server: the fourth makes every server ask for a wait.
    const replies = await Promise.all([0, 1, 2].map((n) => sendJson('POST', `${servers[n].origin}/api/super/superUserLogin`, { uname: email, password: GOOD_PASSWORD })));
    expect(replies.map((reply) => reply.status)).toEqual([429, 429, 429]);
  });

  it('posts to and reports a renamed system ledger under its new name on every server', async () => {
    const cash = (await getJson(on(0, 'ledger?SystemCode=CASH'))).body.data.rows[0];
    expect(cash.LedgerName).toBe('Cash');
    const renamed = await sendJson('PUT', on(0, `ledger/${cash.Id}`), { ...cash, LedgerName: 'Cash at counter' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    // A cash bill saved on another server posts to the same ledger, which every server reports by its new name.
    const bill = await sendJson('POST', on(2, 'sales'), { FirmId: ids.firm, CustId: ids.customer, PaymentType: 'CASH', BillItems: [{ ItemId: ids.item, Qty: 2, Rate: 400 }] });
    expect(bill.status).toBe(200);
    for (const n of [0, 1, 2]) {
      const book = await getJson(on(n, `reports/cashbankbook?FromDate=2026-04-01&ToDate=2027-03-31&LedgerId=${cash.Id}`));
      expect(book.status, JSON.stringify(book.body).slice(0, 300)).toBe(200);
      // 30 bills of ₹400 + 5% = ₹420 each, and this one: 2 × ₹400 = ₹800 + ₹40 = ₹840; ₹13,440 received in cash.
      expect(book.body.data.totals.Debit).toBe(30 * 420 + 840);
    }
    const ledger = await getJson(on(1, `ledger/${cash.Id}`));
    expect(ledger.body.data.LedgerName).toBe('Cash at counter');
  });
});
