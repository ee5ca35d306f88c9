// The throttle's counts are tidied away (and share links 30 days past their end) once they hold nothing
// back (idle for a day, no wait running), on both stores; a count still making someone wait, or fresh,
// stays. And an e-mail guessed at from many addresses makes each guessing pair's waits grow longer, never a
// fresh address wait (sign-in-throttle.ts). Runs the throttle in this process against each store's
// database, with the clock given.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadRegistry } from '../../engine/schema/loader.ts';
import { AttemptThrottle } from '../../src/server/auth/attempt-throttle.ts';
import { ATTACK_THRESHOLD, signInFailed, signInWait } from '../../src/server/auth/sign-in-throttle.ts';
import { openDatabase, type Database } from '../../src/server/db/database.ts';
import { migrateAll } from '../../src/server/db/migrations.ts';
import { forgetOldLinks, insertLink } from '../../src/server/print/shared-links.ts';
import { storesUnderTest } from '../support/stores.ts';

const DAY = 24 * 3_600_000;
const POLICY = { freeTries: 3, firstDelayMs: 1000, maxDelayMs: 15 * 60_000 };

for (const store of storesUnderTest()) {
  describe(`throttle housekeeping [${store}]`, () => {
    let database: Database;
    const key = (name: string) => `housekeeping-test:${process.pid}:${name}`;
    beforeAll(async () => {
      database = await openDatabase({ databaseUrl: store === 'postgres' ? inject('postgresUrl') : null, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'bahi-tidy-')) });
      await migrateAll(database, loadRegistry(path.resolve(import.meta.dirname, '../../schemas')));
    });
    afterAll(async () => database?.close());

    it('forgets counts idle for a day with no wait running, and keeps the rest', async () => {
      const throttle = new AttemptThrottle(database.db);
      const now = Date.UTC(2026, 10, 26, 12);
      // Two days ago: one failure (no wait) and a share-link window long ended.
      await throttle.fail([{ key: key('old failure'), policy: POLICY }], now - 2 * DAY);
      await throttle.pace(key('old window'), { limit: 60, windowMs: 60_000 }, now - 2 * DAY);
      // An hour ago: a failure, still within its day.
      await throttle.fail([{ key: key('recent'), policy: POLICY }], now - 3_600_000);
      await throttle.forgetIdle(now);
      const left = await database.db.selectFrom('attempt_throttle').select('throttle_key').where('throttle_key', 'like', key('%')).execute();
      expect(left.map((row) => row.throttle_key)).toEqual([key('recent')]);
    });

    it('lets the waits of an e-mail guessed at from many addresses grow past 15 minutes, and never holds back a fresh address', async () => {
      const throttle = new AttemptThrottle(database.db);
      const email = `attacked.${process.pid}.${Date.now()}@example.com`;
      for (let address = 0; address < ATTACK_THRESHOLD; address += 1) await signInFailed(throttle, email, `192.0.2.${address}`);
      // One address goes on failing: 3 free, then 1 s doubling; the 14th failure's wait is 2^10 s, past 15 minutes.
      for (let failure = 0; failure < 14; failure += 1) await signInFailed(throttle, email, '198.51.100.77');
      expect(await signInWait(throttle, email, '198.51.100.77')).toBeGreaterThan(15 * 60_000);
      expect(await signInWait(throttle, email, '198.51.100.78')).toBe(0);
    });

    it('forgets share links 30 days after they stopped opening, and keeps the rest', async () => {
      const now = Date.UTC(2026, 10, 26, 12);
      const tenant = 900_000 + (process.pid % 90_000);
      const link = (hash: string, expiresAt: number, revokedAt: number | null) =>
        insertLink(database.db, { tenantId: tenant, accountId: 1, path: 'salesinvoice', entity: 'sales', recordId: 1, copy: null, createdAt: expiresAt - 7 * DAY, expiresAt }, hash, { actor: 'housekeeping test', employeeId: null, address: null }).then((id) =>
          revokedAt === null ? id : database.db.updateTable('shared_link').set({ revoked_at: revokedAt }).where('id', '=', id).execute().then(() => id),
        );
      await link(`${tenant}-expired-long-ago`, now - 31 * DAY, null);
      await link(`${tenant}-withdrawn-long-ago`, now + DAY, now - 31 * DAY);
      await link(`${tenant}-expired-lately`, now - 29 * DAY, null);
      await link(`${tenant}-open`, now + DAY, null);
      await forgetOldLinks(database.db, now);
      const left = await database.db.selectFrom('shared_link').select('token_hash').where('tenant_id', '=', tenant).orderBy('token_hash').execute();
      expect(left.map((row) => row.token_hash)).toEqual([`${tenant}-expired-lately`, `${tenant}-open`]);
    });
  });
}
