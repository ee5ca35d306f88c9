// Everything the database needs at start: the server's own tables and one table per entity schema.
// It runs in one transaction, so two servers starting together on one database cannot both create
// a table: on PostgreSQL an advisory lock queues the second; SQLite's write lock does the same.
import { sql } from 'kysely';
import { tableFromSchema, type Registry } from '../../../engine/schema/index.ts';
import { migrate } from '../../../engine/server/index.ts';
import type { Database } from './database.ts';
import { installStockBalance } from './stock-balance.ts';
import { installTrailChain } from '../audit/trail-chain.ts';
import { systemTables } from './system-tables.ts';
import { keySetAsideClearings, setAsideDocumentClearings } from './bank-clearing-by-line.ts';
import { backfillItemRates } from '../masters/item-rate-backfill.ts';
import { challansOfBefore } from '../documents/challans-of-before.ts';
import { once } from './data-migrations.ts';

const MIGRATION_LOCK = 72_6869; // any constant shared by every Bahi server

/** Answers the migrator's notes: what it left for later (rows to tell apart before a set ignores case). */
export async function migrateAll(database: Database, registry: Registry): Promise<string[]> {
  const entityTables = [...registry.values()].map(tableFromSchema);
  return database.db.transaction().execute(async (trx) => {
    // A migration may rightly take long (an index on a large table), or wait for another server's: the
    // sessions' statement and lock timeouts (database.ts) are for requests, not for this.
    if (database.kind === 'postgres') {
      await sql`set local statement_timeout = 0; set local lock_timeout = 0`.execute(trx);
      await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
    }
    const clearingsSetAside = await setAsideDocumentClearings(trx, database.kind);
    const notes = await migrate(trx, database.kind, [...systemTables, ...entityTables]);
    if (clearingsSetAside) await keySetAsideClearings(trx);
    await installStockBalance(trx, database.kind);
    await installTrailChain(trx, database.kind);
    if (registry.has('item') && registry.has('itemrate')) await backfillItemRates(trx);
    if (registry.has('ledger') && registry.has('ledgergroup')) await once(trx, 'challans in the books (issue 25)', () => challansOfBefore(trx));
    return notes;
  });
}
