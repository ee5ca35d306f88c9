// Bulk seeding for benchmarks: rows go straight into the store in one transaction, because the point
// is to measure reads over a large table, not to wait for 100,000 API calls.
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { registerFunctions } from '../../src/server/db/node-sqlite-dialect.ts';
import { GST_START } from '../../overrides/billing/rate-in-force.ts';
import { registerAndLogin, sendJson } from '../support/http.ts';
import type { RunningServer } from '../support/server.ts';

export type Sql = { query(text: string, params?: unknown[]): Promise<any[]>; close(): Promise<void> };

/**
 * A direct connection to the server's store; `$1` placeholders work on both. It writes on the server's own
 * settings (SQLite: WAL with synchronous = NORMAL, as db/node-sqlite-dialect.ts sets them, so a baseline's
 * commit does not wait for the disk where the server's does not) and prepares each SQLite statement once.
 * `prepare`: PostgreSQL statements with parameters are prepared by name on their first run too (a
 * baseline's best plain SQL; left off for read baselines, whose plans must stay those of unnamed queries).
 */
export async function connectStore(server: Pick<RunningServer, 'store' | 'dataDir'>, databaseUrl: string | null, options: { prepare?: boolean } = {}): Promise<Sql> {
  if (server.store === 'sqlite') {
    const db = new DatabaseSync(path.join(server.dataDir, 'bahi.sqlite'));
    db.exec('PRAGMA busy_timeout = 5000; PRAGMA synchronous = NORMAL;');
    // The edit log's chain trigger hashes with it, as on the server's own connection.
    registerFunctions(db);
    // Each statement with whether it gives rows, asked once (as the server's driver does).
    const statements = new Map<string, { statement: ReturnType<DatabaseSync['prepare']>; rows: boolean }>();
    return {
      async query(text, params = []) {
        const sql = text.replace(/\$\d+/g, '?');
        let prepared = statements.get(sql);
        if (!prepared) {
          const statement = db.prepare(sql);
          statements.set(sql, (prepared = { statement, rows: statement.columns().length > 0 }));
        }
        return prepared.rows ? prepared.statement.all(...(params as any[])) : (prepared.statement.run(...(params as any[])), []);
      },
      async close() {
        db.close();
      },
    };
  }
  const client = new pg.Client({ connectionString: databaseUrl! });
  await client.connect();
  // As the app's own sessions (db/database.ts): PostgreSQL's JIT compiles any statement its planner costs high,
  // which a listing with a look-up per line is, and spends seconds compiling what runs in a fraction of that.
  // A baseline is the best plain SQL, so it runs as the app runs.
  await client.query('set jit = off');
  const names = new Map<string, string>();
  const nameOf = (text: string) => names.get(text) ?? (names.set(text, `raw_${names.size + 1}`), names.get(text)!);
  return {
    async query(text, params = []) {
      return (await client.query(options.prepare && params.length > 0 ? { name: nameOf(text), text, values: params } : { text, values: params })).rows;
    },
    async close() {
      await client.end();
    },
  };
}

/**
 * Inserts `count` items for a tenant in batches of 1,000 rows, with the one rate-history row each that a
 * save through the API gives it, in one transaction (else the next start writes them: item-rate-backfill.ts,
 * 42 s for 80,000 items on PostgreSQL).
 */
export async function seedItems(sql: Sql, tenantId: number, unitId: number, count: number): Promise<void> {
  await sql.query('begin');
  for (let start = 0; start < count; start += 1000) {
    const values: unknown[] = [];
    const tuples: string[] = [];
    for (let i = start; i < Math.min(count, start + 1000); i += 1) {
      const p = values.length;
      tuples.push(`($${p + 1}, $${p + 2}, $${p + 3}, $${p + 4}, $${p + 5}, $${p + 6}, 1800, 1)`);
      values.push(tenantId, `Item ${String(i).padStart(6, '0')} ${i % 7 === 0 ? 'steel' : 'plastic'} bottle`, `IC${i}`, `890${String(i).padStart(10, '0')}`, unitId, 1000 + (i % 500));
    }
    await sql.query(`insert into item (tenant_id, "ItemName", "ItemCode", "Barcode", "UnitId", "CashRate", "TaxRate", "RowVersion") values ${tuples.join(', ')}`, values);
  }
  await sql.query(
    `insert into itemrate (tenant_id, "ItemId", "LineNo", "EffectiveFrom", "TaxRate", "CessRate")
     select tenant_id, "Id", 1, $2, "TaxRate", 0 from item i where tenant_id = $1 and not exists (select 1 from itemrate r where r.tenant_id = i.tenant_id and r."ItemId" = i."Id")`,
    [tenantId, GST_START],
  );
  await sql.query('commit');
}

/** A signed-in business on a bench server with one unit: its API, tenant id and unit id. */
export async function benchTenant(server: RunningServer, sql: Sql): Promise<{ api(path: string): string; tenantId: number; unitId: number }> {
  const { token, email } = await registerAndLogin(server.origin);
  const api = (p: string) => `${server.origin}/api/${p}${p.includes('?') ? '&' : '?'}auth=${token}`;
  const unit = (await sendJson('POST', api('unit'), { UnitName: 'Bottle', UQC: 'BTL' })).body.data;
  const [{ tenant_id: tenantId }] = await sql.query('select tenant_id from account where email = $1', [email]);
  return { api, tenantId: Number(tenantId), unitId: unit.Id };
}
