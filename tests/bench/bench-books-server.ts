// A server with one business holding the bench books (1,000,000 journal lines, 50,000 bills, seeded in
// bulk: seed-books.ts), for the benchmarks that read them: the reports against their SQL and the
// server's memory during the largest reports.
import { registerAndLogin, sendJson } from '../support/http.ts';
import { startServer, type RunningServer, type Store } from '../support/server.ts';
import { connectStore, type Sql } from './seed.ts';
import { seedBooks, type SeededBooks } from './seed-books.ts';

export const BENCH_PLAN = { journalLines: 1_000_000, bills: 50_000, customers: 1000, suppliers: 200, items: 2000 };

export type BenchBooksServer = {
  server: RunningServer;
  /** A direct connection to the store, for the plain SQL baselines. */
  sql: Sql;
  /** The business's API address for a path, signed in. */
  api: (path: string) => string;
  tenantId: number;
  books: SeededBooks;
  seededMs: number;
  stop: () => Promise<void>;
};

export async function serverWithBenchBooks(store: Store, databaseUrl: string | null): Promise<BenchBooksServer> {
  const server = await startServer({ store, databaseUrl, env: { LOG_LEVEL: 'warn' } });
  const sql = await connectStore(server, databaseUrl);
  const stop = async () => {
    await sql.close();
    await server.stop();
  };
  try {
    const { token, email } = await registerAndLogin(server.origin);
    const api = (p: string) => `${server.origin}/api/${p}${p.includes('?') ? '&' : '?'}auth=${token}`;
    const firm = (await sendJson('POST', api('firm'), { FirmName: 'Bench Traders', State: 'Maharashtra' })).body.data.Id;
    const [{ tenant_id: tenant }] = await sql.query('select tenant_id from account where email = $1', [email]);
    const tenantId = Number(tenant);
    const started = performance.now();
    const books = await seedBooks(sql, tenantId, firm, BENCH_PLAN);
    // A store in use is vacuumed by autovacuum; without it PostgreSQL cannot read the covering index alone.
    await sql.query(store === 'postgres' ? 'vacuum analyze' : 'analyze');
    return { server, sql, api, tenantId, books, seededMs: performance.now() - started, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
