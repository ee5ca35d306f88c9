// The business file over the reports' bench books (seed-books.ts; BUSINESS_FILE_SCALE=0.1 for a tenth):
// how long the export takes, how big the file is as sent and gzipped, how long a new business takes to
// load it (sent gzipped), and that the loaded books give the same trial balance.
import zlib from 'node:zlib';
import { getJson, registerAndLogin, sendJson } from '../support/http.ts';
import { memoryOf } from '../support/hostile-upload.ts';
import { startServer, type Store } from '../support/server.ts';
import { connectStore } from './seed.ts';
import { seedBooks } from './seed-books.ts';

const SCALE = Number(process.env.BUSINESS_FILE_SCALE ?? 1);
const PLAN = { journalLines: 1_000_000 * SCALE, bills: 50_000 * SCALE, customers: 1000, suppliers: 200, items: 2000 };
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export async function benchBusinessFile(store: Store, databaseUrl: string | null): Promise<void> {
  const server = await startServer({ store, databaseUrl, env: { LOG_LEVEL: 'warn' } });
  const sql = await connectStore(server, databaseUrl);
  try {
    const source = await registerAndLogin(server.origin);
    const api = (token: string, p: string) => `${server.origin}/api/${p}${p.includes('?') ? '&' : '?'}auth=${token}`;
    const firm = (await sendJson('POST', api(source.token, 'firm'), { FirmName: 'Bench Traders', State: 'Maharashtra' })).body.data.Id;
    const [{ tenant_id: tenant }] = await sql.query('select tenant_id from account where email = $1', [source.email]);
    const books = await seedBooks(sql, Number(tenant), firm, PLAN);
    console.log(`  [${store}] books: ${books.journalLines.toLocaleString('en-IN')} journal lines, ${books.bills.toLocaleString('en-IN')} bills, ${books.stockMoves.toLocaleString('en-IN')} stock moves`);

    let started = performance.now();
    const response = await fetch(api(source.token, 'account/export'));
    const file = Buffer.from(await response.arrayBuffer());
    const exportMs = performance.now() - started;
    const packed = zlib.gzipSync(file);
    console.log(`  [${store}] export: ${Math.round(exportMs)} ms, ${response.headers.get('x-business-rows')} rows, ${mb(file.length)} (${mb(packed.length)} gzipped)`);

    const target = await registerAndLogin(server.origin);
    const neighbour = await registerAndLogin(server.origin);
    started = performance.now();
    let loading = true;
    const load = fetch(api(target.token, 'account/import-business'), { method: 'POST', headers: { 'content-type': 'application/gzip' }, body: packed }).finally(() => (loading = false));
    // Another business saves a unit again and again meanwhile: how long its slowest save waited.
    const saves: number[] = [];
    while (loading) {
      const at = performance.now();
      await sendJson('POST', api(neighbour.token, 'unit'), { UnitName: `Unit ${saves.length}`, UQC: 'BOX' });
      saves.push(performance.now() - at);
    }
    const loaded = await load;
    const loadMs = performance.now() - started;
    console.log(`  [${store}] load into a new business: ${Math.round(loadMs)} ms, ${loaded.status} ${JSON.stringify((await loaded.json()).message)}; server's peak memory ${Math.round(memoryOf(server.pid).peak)} MB`);
    console.log(`  [${store}] another business's saves meanwhile: ${saves.length}, the slowest ${Math.round(Math.max(...saves))} ms`);
    const balance = async (token: string) => JSON.stringify((await getJson(api(token, 'reports/trialbalance?ToDate=2026-03-31'))).body.data.totals);
    console.log(`  [${store}] trial balance totals equal: ${(await balance(source.token)) === (await balance(target.token))}`);
  } finally {
    await sql.close();
    await server.stop();
  }
}
