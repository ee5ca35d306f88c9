// A server stopped (SIGTERM) while bills are being saved answers every one of them (saved, 200, or refused
// while it stops, 503 with Retry-After: never a reset connection) and exits within the README's 10 s; a
// client told 503 sends its save again with the same Idempotency-Key: whatever the timing, every bill
// exists exactly once, and a bill its client saw acknowledged is never lost. Both stores.
import { expect, inject, it } from 'vitest';
import { registerAndLogin, sendJson, type Reply } from '../support/http.ts';
import { startServer } from '../support/server.ts';
import { storesUnderTest } from '../support/stores.ts';

const BILLS = 40;

it.each(storesUnderTest())('every save survives a stop exactly once when retried with its key [%s]', { timeout: 120_000 }, async (store) => {
  const databaseUrl = inject('postgresUrl');
  const first = await startServer({ store, databaseUrl, env: { BACKUP_EVERY_HOURS: '0' } });
  const owner = await registerAndLogin(first.origin);
  const at = (origin: string) => (entity: string) => `${origin}/api/${entity}?auth=${owner.token}`;
  const post = async (entity: string, body: object) => (await sendJson('POST', at(first.origin)(entity), body)).body.data;
  const firm = (await post('firm', { FirmName: 'Closing Time Traders', State: 'Goa' })).Id;
  const customer = (await post('party', { PartyName: 'Late Buyer', State: 'Goa' })).Id;
  const unit = (await post('unit', { UnitName: 'Pcs', UQC: 'PCS' })).Id;
  const item = (await post('item', { ItemName: 'Lantern', UnitId: unit, HSNCode: '9405', TaxRate: 12, CashRate: 250 })).Id;
  const bill = { FirmId: firm, CustId: customer, PaymentType: 'CREDIT', Narration: 'stop test', BillItems: [{ ItemId: item, Qty: 1, Rate: 250 }] };
  const key = (n: number) => `stop-test-${store}-${n}`;

  // Forty saves go out together and the server is told to stop while they are in hand.
  const sent = Array.from({ length: BILLS }, (_, n) => sendJson('POST', at(first.origin)('sales'), bill, { 'idempotency-key': key(n) }).catch((error: Error) => error));
  await new Promise((resolve) => setTimeout(resolve, 30));
  const exit = await first.terminate();
  const answers: (Reply | Error)[] = await Promise.all(sent);
  const acknowledged = new Map<number, number>();
  answers.forEach((answer, n) => {
    expect(answer instanceof Error ? `save ${n}: ${answer.message} (${String(answer.cause)})` : answer.status).toBeOneOf([200, 503]);
    if (answer instanceof Error) return;
    if (answer.status === 200) acknowledged.set(n, answer.body.data.Id);
    else expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  });
  console.log(`[${store}] exited ${Math.round(exit.ms)} ms after SIGTERM (code ${exit.code}); of ${BILLS} saves in flight ${acknowledged.size} saved, ${BILLS - acknowledged.size} answered 503`);
  expect(exit.code).toBe(0);
  expect(exit.ms).toBeLessThan(10_000); // README "Stopping": the promise an operator's process manager relies on

  // The clients refused while the server closed send again, same key.
  const second = await startServer({ store, databaseUrl, dataDir: first.dataDir, env: { BACKUP_EVERY_HOURS: '0' } });
  try {
    const ids = new Map(acknowledged);
    for (let n = 0; n < BILLS; n += 1) {
      const reply = await sendJson('POST', at(second.origin)('sales'), bill, { 'idempotency-key': key(n) });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      // An acknowledged save answers as a replay of itself; others are replays or made now.
      if (acknowledged.has(n)) {
        expect(reply.headers.get('idempotent-replayed')).toBe('true');
        expect(reply.body.data.Id).toBe(acknowledged.get(n));
      }
      ids.set(n, reply.body.data.Id);
    }
    const listed = await sendJson('GET', `${at(second.origin)('sales')}&PerPage=100`, undefined);
    const stored = listed.body.data.rows.filter((row: { Narration: string }) => row.Narration === 'stop test').map((row: { Id: number }) => row.Id);
    expect(stored.sort((a: number, b: number) => a - b)).toEqual([...ids.values()].sort((a, b) => a - b));
    expect(new Set(stored).size).toBe(BILLS);
  } finally {
    await second.stop();
  }
});
