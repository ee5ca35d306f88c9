// Document numbering under concurrency, on both stores: parallel saves, some of which fail after
// taking their number, leave numbers that are unique and without gaps.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { fiscalYearOf } from '../../src/server/accounting/fiscal-year.ts';
import { prefixedNumber, takeNumber } from '../../src/server/accounting/numbering.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { migrate } from '../../engine/server/migrate.ts';
import { documentCounterTable } from '../../src/server/db/system-tables.ts';
import { storesUnderTest } from '../support/stores.ts';

describe('financial year and number format', () => {
  it.each([
    ['2026-04-01', '2026-27'],
    ['2027-03-31', '2026-27'],
    ['2026-11-22', '2026-27'],
    ['2000-01-15', '1999-00'],
  ])('%s falls in %s', (date, year) => expect(fiscalYearOf(date)).toBe(year));

  it('prefixes and refuses numbers longer than GST rule 46 allows', () => {
    expect(prefixedNumber('SS', '2026-27', 7)).toBe('SS/26-27/7');
    expect(prefixedNumber('', '2026-27', 7)).toBe('26-27/7');
    expect(() => prefixedNumber('ABCDEF', '2026-27', 1234567)).toThrow(/longer than 16/);
  });
});

for (const store of storesUnderTest()) {
  it(`hands out unique, gapless numbers to concurrent saves, some failing [${store}]`, async () => {
    const database = await openDatabase({
      databaseUrl: store === 'postgres' ? inject('postgresUrl') : null,
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'bahi-numbering-')),
    });
    try {
      await migrate(database.db, database.kind, [documentCounterTable]);
      await database.db.schema.createTable('numbered').ifNotExists().addColumn('tenant_id', 'integer').addColumn('n', 'integer').execute();
      const tenantId = Date.now() % 1_000_000;
      const saves = store === 'postgres' ? 400 : 200;
      const results = await Promise.allSettled(
        Array.from({ length: saves }, (_, index) =>
          database.db.transaction().execute(async (trx) => {
            const taken = await takeNumber(trx, { tenantId, firmId: 1, docType: 'sales', date: '2026-11-22', prefix: 'SS' });
            await trx.insertInto('numbered').values({ tenant_id: tenantId, n: taken.number }).execute();
            if (index % 10 === 3) throw new Error('this save fails after taking its number');
          }),
        ),
      );
      const committed = results.filter((result) => result.status === 'fulfilled').length;
      expect(committed).toBe(saves - saves / 10);
      const numbers = (await database.db.selectFrom('numbered').select('n').where('tenant_id', '=', tenantId).execute()).map((row) => Number(row.n)).sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: committed }, (_, i) => i + 1));
      const other = await database.db.transaction().execute((trx) => takeNumber(trx, { tenantId, firmId: 1, docType: 'sales', date: '2027-04-01', prefix: 'SS' }));
      expect(other).toEqual({ fiscalYear: '2027-28', number: 1, prefixed: 'SS/27-28/1' });
    } finally {
      await database.close();
    }
  });
}
