// After a bulk load (a business file: a million rows in one transaction), PostgreSQL plans with the
// statistics it had before, in which the new business's rows do not exist: until autovacuum's ANALYZE comes
// round (a minute or more later, and only once enough rows changed), the planner takes the business for a
// handful of rows and picks plans that are ruinous for a million (party-wise outstanding ran for a minute
// and was stopped). ANALYZE samples a bounded number of rows per table, so this takes a second or two
// whatever the size. SQLite's connection refreshes its own statistics (PRAGMA optimize, db/node-sqlite-dialect.ts).
import { sql, type Kysely } from 'kysely';
import type { StoreKind } from './database.ts';

/** Gathers the planner's statistics for `tables` now; a failure leaves them to autovacuum, never failing the load that called it. */
export async function refreshStatistics(db: Kysely<any>, dialect: StoreKind, tables: Iterable<string>): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const table of tables) {
    // One statement a table: each within the statement timeout.
    await sql`analyze ${sql.table(table)}`.execute(db).catch(() => {});
  }
}
