// An existing database's edit log, written before the audit trail was chained, is chained once at start:
// per business, in id order, after its head (issue 25 item 10). On both stores, each on a database of its
// own: the old edit_log table (without address and chain columns) with entries of two businesses
// interleaved, then the migration, then verifyTrail; a second migration changes nothing, and entries
// written afterwards go on from the head.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableSpec } from '../../engine/schema/index.ts';
import { migrate } from '../../engine/server/migrate.ts';
import { recordEdit } from '../../src/server/audit/edit-log.ts';
import { installTrailChain } from '../../src/server/audit/trail-chain.ts';
import { verifyTrail } from '../../src/server/audit/verify-trail.ts';
import { openDatabase, type Database } from '../../src/server/db/database.ts';
import { editLogHeadTable, editLogTable } from '../../src/server/db/system-tables.ts';
import { createTestDatabase, dropTestDatabase } from '../support/postgres.ts';
import { storesUnderTest } from '../support/stores.ts';

const NEW_COLUMNS = ['address', 'seq', 'content_hash', 'prev_hash', 'entry_hash'];
const oldEditLog: TableSpec = { ...editLogTable, columns: editLogTable.columns.filter((column) => !NEW_COLUMNS.includes(column.name)), unique: [['request_key']] };

for (const store of storesUnderTest()) {
  describe(`chaining an existing edit log [${store}]`, () => {
    let database: Database;
    let pgName: string | null = null;
    beforeAll(async () => {
      let url: string | null = null;
      if (store === 'postgres') ({ name: pgName, url } = await createTestDatabase('trail'));
      database = await openDatabase({ databaseUrl: url, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'bahi-trail-')) });
    });
    afterAll(async () => {
      await database.close();
      if (pgName) await dropTestDatabase(pgName);
    });
    const migrateNow = () =>
      database.db.transaction().execute(async (trx) => {
        await migrate(trx, database.kind, [editLogTable, editLogHeadTable]);
        await installTrailChain(trx, database.kind);
      });

    it('chains the old entries per business in id order, once, and goes on from there', async () => {
      await migrate(database.db, database.kind, [oldEditLog]);
      // Five old entries: businesses 7, 8, 7, 7, 8 (ids 1..5): business 7 gets seqs 1, 2, 3 (ids 1, 3, 4), business 8 seqs 1, 2 (ids 2, 5).
      const entry = (tenant: number, recordId: number) => ({ tenant_id: tenant, at: `2025-04-0${recordId}T10:00:00.000Z`, actor: `owner${tenant}@example.com`, entity: 'unit', record_id: recordId, action: 'create', after_data: JSON.stringify({ Id: recordId, UnitName: `U${recordId}` }) });
      await database.db.insertInto('edit_log').values([entry(7, 1), entry(8, 2), entry(7, 3), entry(7, 4), entry(8, 5)]).execute();
      await migrateNow();
      const rows = await database.db.selectFrom('edit_log').select(['id', 'tenant_id', 'seq', 'prev_hash', 'entry_hash']).orderBy('id').execute();
      expect(rows.map((row) => [Number(row.tenant_id), Number(row.seq)])).toEqual([[7, 1], [8, 1], [7, 2], [7, 3], [8, 2]]);
      expect(rows[2].prev_hash).toBe(rows[0].entry_hash);
      expect(rows[4].prev_hash).toBe(rows[1].entry_hash);
      expect(await verifyTrail(database.db, 7)).toMatchObject({ ok: true, entries: 3 });
      expect(await verifyTrail(database.db, 8)).toMatchObject({ ok: true, entries: 2 });
      // Again: nothing to chain, nothing changes.
      await migrateNow();
      expect((await database.db.selectFrom('edit_log').select('entry_hash').orderBy('id').execute()).map((row) => row.entry_hash)).toEqual(rows.map((row) => row.entry_hash));
      // A new entry of business 7 is its fourth.
      await database.db.transaction().execute((trx) => recordEdit(trx, { tenantId: 7, actor: 'owner7@example.com', address: '192.0.2.7', entity: 'unit', recordId: 6, action: 'create', after: { Id: 6 } }));
      const [fourth] = await database.db.selectFrom('edit_log').select(['seq', 'prev_hash']).where('tenant_id', '=', 7).where('record_id', '=', 6).execute();
      expect([Number(fourth.seq), fourth.prev_hash]).toEqual([4, rows[3].entry_hash]);
      expect(await verifyTrail(database.db, 7)).toMatchObject({ ok: true, entries: 4 });
    });
  });
}
