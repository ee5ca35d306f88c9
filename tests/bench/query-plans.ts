// The plans of the measured requests on the store holding every business: the app runs in this process
// (so each statement is captured as it really runs, with its parameters), serves each request once, and
// every statement is explained on the store. With thousands of businesses in one table, a statement that
// scans a business table, or reads an index that does not begin with tenant_id, reads other businesses'
// rows: each is a finding, printed and held to a goal of none.
import path from 'node:path';
import { CompiledQuery, type Kysely } from 'kysely';
import { loadReports } from '../../engine/schema/index.ts';
import { buildApp, PROJECT_ROOT } from '../../src/server/app.ts';
import { TokenSigner } from '../../src/server/auth/tokens.ts';
import { reportQueries } from '../../src/server/reports/index.ts';
import type { Store } from '../support/server.ts';
import { recordGoal } from './measure.ts';
import { appDataLayer } from './in-process.ts';
import { noPdfs } from '../support/no-pdfs.ts';

type Statement = { sql: string; parameters: readonly unknown[] };
export type Request = { name: string; run(): Promise<void> };

const EXPLAINABLE = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * Tables read by a key of their own, by design, one row at a time: a sign-in finds its account by e-mail
 * before any business is known (one e-mail signs in to one business, so the e-mail is unique over all of
 * them), and each request reads its account by the id its token names (the sign-ins' key, unique over all).
 */
const GLOBAL_KEYS: Record<string, string[]> = { account: ['email', 'id'] };
const byGlobalKey = (table: string, column: string | undefined) => column !== undefined && (GLOBAL_KEYS[table] ?? []).includes(column);

/** The tables with a tenant_id column: the ones a statement must reach through the tenant. */
async function tenantTables(db: Kysely<any>, store: Store): Promise<Set<string>> {
  const text =
    store === 'postgres'
      ? "select table_name as name from information_schema.columns where column_name = 'tenant_id' and table_schema = current_schema()"
      : "select m.name from sqlite_master m join pragma_table_info(m.name) c where m.type = 'table' and c.name = 'tenant_id'";
  return new Set((await db.executeQuery<{ name: string }>(CompiledQuery.raw(text))).rows.map((row) => row.name));
}

/** PostgreSQL: each index's first column, by index name. */
async function leadingColumns(db: Kysely<any>): Promise<Map<string, string>> {
  const { rows } = await db.executeQuery<{ index: string; first: string }>(
    CompiledQuery.raw('select i.relname as index, a.attname as first from pg_index x join pg_class i on i.oid = x.indexrelid join pg_attribute a on a.attrelid = x.indrelid and a.attnum = x.indkey[0]'),
  );
  return new Map(rows.map((row) => [row.index, row.first]));
}

/** What in a statement's plan reads across businesses: scans of a business table, indexes not led by tenant_id. */
async function findingsOf(db: Kysely<any>, store: Store, statement: Statement, tenantScoped: Set<string>, leading: Map<string, string>): Promise<string[]> {
  if (store === 'sqlite') {
    const { rows } = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${statement.sql}`, [...statement.parameters]));
    return rows
      .map((row) => row.detail)
      .filter((detail) => {
        const scanned = /^SCAN (\w+)/.exec(detail)?.[1];
        if (scanned) return tenantScoped.has(scanned);
        const searched = /^SEARCH (\w+) USING (?:COVERING )?INDEX \S+ \((\w+)/.exec(detail);
        return /AUTOMATIC/.test(detail) || (searched !== null && tenantScoped.has(searched[1]) && searched[2] !== 'tenant_id' && !byGlobalKey(searched[1], searched[2]));
      });
  }
  return db.connection().execute(async (connection) => {
    // As report-plans.test.ts: with sequential scans off, a plan shows whether an index can serve the statement at all.
    await connection.executeQuery(CompiledQuery.raw('set enable_seqscan = off'));
    try {
      const { rows } = await connection.executeQuery<{ 'QUERY PLAN': any }>(CompiledQuery.raw(`explain (format json) ${statement.sql}`, [...statement.parameters]));
      const found: string[] = [];
      const walk = (node: any) => {
        const table = node['Relation Name'];
        if (table && tenantScoped.has(table)) {
          if (node['Node Type'] === 'Seq Scan') found.push(`Seq Scan on ${table}`);
          const index = node['Index Name'];
          if (index && leading.get(index) !== 'tenant_id' && !byGlobalKey(table, leading.get(index))) found.push(`${node['Node Type']} of ${table} by ${index} (led by ${leading.get(index)})`);
        }
        if (node['Node Type'] === 'Bitmap Index Scan' && leading.get(node['Index Name']) !== 'tenant_id') found.push(`Bitmap Index Scan by ${node['Index Name']} (led by ${leading.get(node['Index Name'])})`);
        for (const child of node.Plans ?? []) walk(child);
      };
      walk(rows[0]['QUERY PLAN'][0].Plan);
      return found;
    } finally {
      await connection.executeQuery(CompiledQuery.raw('reset enable_seqscan'));
    }
  });
}

/**
 * Runs the app in this process on the store, makes the requests `requestsAt` gives for its address (signed
 * in), and explains every statement each ran. Prints the count explained and each finding.
 */
export async function checkPlans(where: { store: Store; dataDir: string; databaseUrl: string | null }, requestsAt: (origin: string) => Promise<Request[]>): Promise<void> {
  const captured: Statement[] = [];
  let capturing = false;
  const { database, registry } = await appDataLayer({ databaseUrl: where.databaseUrl, dataDir: where.dataDir, onQuery: (sql, parameters) => capturing && captured.push({ sql, parameters }) });
  const app = await buildApp({
    db: database.db,
    dialect: database.kind,
    readSnapshot: database.readSnapshot,
    registry,
    reports: loadReports(path.join(PROJECT_ROOT, 'schemas'), new Set(reportQueries.keys())),
    client: null,
    signer: new TokenSigner('the plans of many businesses'),
    pdfs: noPdfs(),
    tokenLifetime: 3600,
    logLevel: 'warn',
    clientDir: path.join(PROJECT_ROOT, 'dist', 'client'),
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const requests = await requestsAt(`http://127.0.0.1:${(app.server.address() as { port: number }).port}`);
    const tenantScoped = await tenantTables(database.db, where.store);
    const leading = where.store === 'postgres' ? await leadingColumns(database.db) : new Map<string, string>();
    let findings = 0;
    for (const request of requests) {
      captured.length = 0;
      capturing = true;
      await request.run();
      capturing = false;
      const statements = captured.filter((statement) => EXPLAINABLE.test(statement.sql));
      const lines: string[] = [];
      for (const statement of statements) {
        for (const finding of await findingsOf(database.db, where.store, statement, tenantScoped, leading)) lines.push(`      ${finding}: ${statement.sql.replace(/\s+/g, ' ').slice(0, 240)}`);
      }
      findings += lines.length;
      console.log(`[${where.store}] plans of ${request.name}: ${statements.length} statements explained, ${lines.length === 0 ? 'each reaches its rows through the tenant' : `${lines.length} read across businesses:`}`);
      for (const line of lines) console.log(line);
    }
    recordGoal(`[${where.store}] statements of the measured requests reading across businesses`, findings, 0, ' statements');
  } finally {
    await app.close();
    await database.close();
  }
}
