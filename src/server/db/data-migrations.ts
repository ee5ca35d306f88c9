// Rewrites of the books' data that an upgrade needs once (not a table's shape, which migrate.ts keeps in step
// at every start): each is named, and done once for the whole database, inside the start-up migration's
// transaction. Run at every start instead, a rewrite scans every business's documents each time a server
// starts, which at ten thousand businesses is most of the start-up (and the migration lock makes other
// servers wait for it).
import type { Kysely } from 'kysely';
import type { TableSpec } from '../../../engine/schema/index.ts';

/** The rewrites done: one row each, for the whole database (not a business's). */
export const dataMigrationTable: TableSpec = {
  name: 'data_migration',
  tenantScoped: false,
  autoKey: null,
  primaryKey: ['name'],
  columns: [
    { name: 'name', type: 'text', notNull: true },
    { name: 'done_at', type: 'timestamp', notNull: true },
  ],
  unique: [],
  indexes: [],
};

/** Runs `work` unless a rewrite of this name was done before, and notes it done (same transaction). */
export async function once(trx: Kysely<any>, name: string, work: () => Promise<void>): Promise<void> {
  const done = await trx.selectFrom('data_migration').select('name').where('name', '=', name).executeTakeFirst();
  if (done) return;
  await work();
  await trx.insertInto('data_migration').values({ name, done_at: new Date().toISOString() }).execute();
}
