// An existing database whose bank clearings were kept per document and bank ledger (unique on doc_type,
// doc_id, ledger_id) is brought to clearings per journal line at start (db/bank-clearing-by-line.ts), on
// both stores: the old row covered the voucher, so each of the voucher's lines on that bank gets its date,
// keyed by amount (debit less credit, paise) and occurrence; the lines of other ledgers and of other
// vouchers get none; and a second start changes nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'kysely';
import { loadRegistry } from '../../engine/schema/loader.ts';
import { migrate } from '../../engine/server/migrate.ts';
import type { TableSpec } from '../../engine/schema/table.ts';
import { openDatabase, type Database } from '../../src/server/db/database.ts';
import { migrateAll } from '../../src/server/db/migrations.ts';
import { createTestDatabase, dropTestDatabase } from '../support/postgres.ts';
import { storesUnderTest } from '../support/stores.ts';

/** bank_clearing as it was declared before lines had their own clearing. */
const perDocument: TableSpec = {
  name: 'bank_clearing',
  tenantScoped: true,
  autoKey: 'id',
  columns: [
    { name: 'doc_type', type: 'text', notNull: true },
    { name: 'doc_id', type: 'integer', notNull: true },
    { name: 'ledger_id', type: 'integer', notNull: true },
    { name: 'cleared_on', type: 'date', notNull: true },
  ],
  unique: [['doc_type', 'doc_id', 'ledger_id']],
  indexes: [],
};

const registry = loadRegistry(path.resolve(import.meta.dirname, '../../schemas'));

for (const store of storesUnderTest()) {
  describe(`bank clearing migration [${store}]`, () => {
    let database: Database;
    let pgName: string | null = null;
    beforeAll(async () => {
      let url: string | null = null;
      if (store === 'postgres' && inject('postgresUrl')) ({ name: pgName, url } = await createTestDatabase('clearing'));
      database = await openDatabase({ databaseUrl: url, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'bahi-clearing-')) });
      await migrateAll(database, registry);
      // The older database: bank_clearing as it was, one row for voucher 7 on ledger 5 (the bank).
      await sql`drop table bank_clearing`.execute(database.db);
      await migrate(database.db, database.kind, [perDocument]);
      const line = (doc_id: number, ledger_id: number, debit: number, credit: number) => ({ tenant_id: 1, doc_type: 'journalvoucher', doc_id, firm_id: 1, entry_date: '2026-07-02', ledger_id, debit, credit, narration: 'cheques' });
      // Voucher 7: bank Dr 1,000, Dr 2,000 and Cr 63; commission Cr 2,937. Voucher 8: bank Dr 400.
      await database.db.insertInto('journal_line').values([line(7, 5, 100000, 0), line(7, 5, 200000, 0), line(7, 5, 0, 6300), line(7, 9, 0, 293700), line(8, 5, 40000, 0), line(8, 9, 0, 40000)]).execute();
      await database.db.insertInto('bank_clearing').values({ tenant_id: 1, doc_type: 'journalvoucher', doc_id: 7, ledger_id: 5, cleared_on: '2026-07-04' }).execute();
    }, 60_000);
    afterAll(async () => {
      await database?.close();
      if (pgName) await dropTestDatabase(pgName);
    });

    const clearings = async () =>
      (await sql<Record<string, unknown>>`select doc_id, ledger_id, amount, occurrence, cleared_on from bank_clearing order by doc_id, amount`.execute(database.db)).rows.map((row) => [
        Number(row.doc_id), Number(row.ledger_id), Number(row.amount), Number(row.occurrence), String(row.cleared_on instanceof Date ? row.cleared_on.toISOString() : row.cleared_on).slice(0, 10),
      ]);

    it('gives the voucher\'s clearing to each of its lines on the bank, once', async () => {
      await migrateAll(database, registry);
      // Amounts in paise, debit less credit: Cr 63 is −6,300; each the first of its amount.
      const expected = [
        [7, 5, -6300, 1, '2026-07-04'],
        [7, 5, 100000, 1, '2026-07-04'],
        [7, 5, 200000, 1, '2026-07-04'],
      ];
      expect(await clearings()).toEqual(expected);
      await migrateAll(database, registry);
      expect(await clearings()).toEqual(expected);
      // The unique set is per line now: voucher 8's line may have its own row beside the others.
      await database.db.insertInto('bank_clearing').values({ tenant_id: 1, doc_type: 'journalvoucher', doc_id: 8, ledger_id: 5, amount: 40000, occurrence: 1, cleared_on: '2026-07-06' }).execute();
      expect(await clearings()).toHaveLength(4);
    });
  });
}
