// How the app's PostgreSQL sessions plan (src/server/db/database.ts): outside a transaction every statement
// is planned for its own parameters (force_custom_plan: a report-like read over a skewed column never runs a
// plan made for other values); inside a save's transaction (a plain BEGIN) a statement prepared by name may
// keep its generic plan (`auto`, PostgreSQL's own rule: only when it costs no more than the custom ones), and
// the setting ends with the transaction, committed or rolled back. A transaction with an isolation level
// (a read snapshot) keeps the session's mode.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database.ts';

const url = inject('postgresUrl');

it.skipIf(!url)('plans for the parameters outside a save, lets a save keep generic plans, and restores the mode after it [postgres]', async () => {
  const database = await openDatabase({ databaseUrl: url!, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'bahi-plan-modes-')) });
  const mode = async (db: typeof database.db) => (await sql<{ plan_cache_mode: string }>`show plan_cache_mode`.execute(db)).rows[0].plan_cache_mode;
  try {
    expect(await mode(database.db)).toBe('force_custom_plan');
    expect(await database.db.transaction().execute((trx) => mode(trx))).toBe('auto');
    await expect(
      database.db.transaction().execute(async (trx) => {
        expect(await mode(trx)).toBe('auto');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    // The pool has given the same connections back: each plans for its parameters again.
    const after = await Promise.all(Array.from({ length: 4 }, () => mode(database.db)));
    expect(after).toEqual(Array(4).fill('force_custom_plan'));
    expect(await database.readSnapshot((db) => mode(db))).toBe('force_custom_plan');
  } finally {
    await database.close();
  }
});
