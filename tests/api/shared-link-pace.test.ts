// Share links (GET /api/shared/{token}.pdf, opened without signing in) are paced per client address
// (src/server/print/print-routes.ts, AttemptThrottle.pace): SHARED_LINKS_PER_MINUTE calls a minute (5
// here; 60 by default), every call counting, a good link or not; the next answers 429 with a clear
// message and Retry-After; another address is not held up; the count lives in the database, so a second
// server on the same store refuses too; when the minute is over the address may open links again. Both stores.
import { randomInt } from 'node:crypto';
import { afterAll, expect, inject, it } from 'vitest';
import { billingTenant, salesBill } from '../support/billing-setup.ts';
import { sendJson } from '../support/http.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { queryStore, writeStore } from '../support/store-query.ts';
import { describeEachStore } from '../support/stores.ts';
import { loadConfig } from '../../src/server/config.ts';

const LIMIT = 5;
const env = { SHARED_LINKS_PER_MINUTE: String(LIMIT), TRUST_PROXY: '127.0.0.1', TOKEN_SECRET: 'shared-link-pace-secret-0123456789-abcdef' };

const started: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(started.map((server) => server.stop()));
});

/** A client address of the documentation range, new for each use (the PostgreSQL suite's database is shared). */
const address = () => `203.0.113.${randomInt(1, 255)}`;
let used = new Set<string>();
const freshAddress = (): string => {
  let next = address();
  while (used.has(next)) next = address();
  used.add(next);
  return next;
};

it('allows 60 share links a minute per address unless told otherwise', () => {
  expect(loadConfig({}).sharedLinksPerMinute).toBe(60);
  expect(loadConfig({ SHARED_LINKS_PER_MINUTE: '0' }).sharedLinksPerMinute).toBe(0);
});

describeEachStore(
  'share links paced per address',
  (server, store) => {
    const open = (origin: string, path: string, from: string) => fetch(`${origin}${path}`, { headers: { 'x-forwarded-for': from } });
    let link = '';

    it('answers 429 with Retry-After after the limit, to that address only, on every server of the store', { timeout: 120_000 }, async () => {
      used = new Set();
      const shop = await billingTenant(server().origin, 1);
      const bill = await sendJson('POST', shop.api('sales'), salesBill(shop, 1));
      expect(bill.status).toBe(200);
      link = (await sendJson('POST', shop.api(`print/salesinvoice/share?id=${bill.body.data.Id}`), {})).body.data.path as string;

      const client = freshAddress();
      // The limit's worth of calls: a genuine link, then guesses; each one counts.
      expect((await open(server().origin, link, client)).status).toBe(200);
      const guesses: number[] = [];
      for (let call = 1; call < LIMIT; call += 1) guesses.push((await open(server().origin, `/api/shared/guess${call}.pdf`, client)).status);
      expect(guesses).toEqual(Array(LIMIT - 1).fill(403));

      const refused = await open(server().origin, link, client);
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get('retry-after'));
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(60);
      const seconds = `${wait} second${wait === 1 ? '' : 's'}`;
      expect(await refused.json()).toEqual({ status: 429, message: `Too many shared links opened from this address. Try again in ${seconds}.` });

      // Another address opens the same link.
      expect((await open(server().origin, link, freshAddress())).status).toBe(200);

      // A second server on the same database holds the first address up too.
      const other = await startServer({ store, databaseUrl: inject('postgresUrl'), env, ...(store === 'postgres' ? {} : { dataDir: server().dataDir }) });
      started.push(other);
      expect((await open(other.origin, link, client)).status).toBe(429);
      const [row] = await queryStore(server(), inject('postgresUrl'), 'SELECT failures FROM attempt_throttle WHERE throttle_key = $1', [`shared-from:${client}`]);
      expect(Number(row.failures)).toBe(LIMIT + 2);

      // The minute over (its end moved into the past, as waiting a minute would): the count starts again.
      await writeStore(server(), inject('postgresUrl'), 'UPDATE attempt_throttle SET blocked_until = $1 WHERE throttle_key = $2', [Date.now() - 1, `shared-from:${client}`]);
      const again = await open(server().origin, link, client);
      expect([again.status, again.headers.get('content-type')]).toEqual([200, 'application/pdf']);
      const [fresh] = await queryStore(server(), inject('postgresUrl'), 'SELECT failures FROM attempt_throttle WHERE throttle_key = $1', [`shared-from:${client}`]);
      expect(Number(fresh.failures)).toBe(1);
    });

    it('counts calls made at once without losing any: of 8 together, exactly the limit pass', async () => {
      const client = freshAddress();
      const statuses = await Promise.all(Array.from({ length: 8 }, (_, call) => open(server().origin, `/api/shared/together${call}.pdf`, client).then((reply) => reply.status)));
      expect(statuses.filter((status) => status === 403)).toHaveLength(LIMIT);
      expect(statuses.filter((status) => status === 429)).toHaveLength(8 - LIMIT);
    });
  },
  { env },
);
