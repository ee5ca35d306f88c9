// Posting a sales bill: how many SQL statements one save runs (10 and 100 lines), and bills per second
// through the API against inserting the same rows with plain SQL, one transaction per bill.
import http from 'node:http';
import zlib from 'node:zlib';
import { billingTenant, salesBill } from '../support/billing-setup.ts';
import { sendJson } from '../support/http.ts';
import { startServer, type Store } from '../support/server.ts';
import { inProcessStore } from './in-process.ts';
import { connectStore, type Sql } from './seed.ts';
import { untilIdle } from './settle.ts';
import { recordGoal } from './measure.ts';

/** Issue 18: any bill or voucher saved in at most 12 statements, and posting through the API within 2× of raw inserts. */
const STATEMENTS_GOAL = 12;
const POSTING_GOAL = 2;

/** Saves one bill through the engine in this process and counts the statements it runs. */
export async function benchStatementCount(): Promise<void> {
  const { database, store, caller, count } = await inProcessStore();
  const firm = (await store.create('firm', caller, { FirmName: 'Bench', State: 'Maharashtra' })).Id as number;
  const customer = (await store.create('party', caller, { PartyName: 'Customer', State: 'Maharashtra' })).Id as number;
  const unit = (await store.create('unit', caller, { UnitName: 'Pcs', UQC: 'PCS' })).Id as number;
  const items: number[] = [];
  for (let n = 0; n < 100; n += 1) items.push((await store.create('item', caller, { ItemName: `Item ${n}`, UnitId: unit, TaxRate: 18, CashRate: 10 })).Id as number);
  // The business's first bill also reads its system ledgers (once per server process): warm that first.
  await store.create('sales', caller, salesBill({ firm, customer, items } as never, 1));
  for (const lines of [10, 100]) {
    const statements = await count(() => store.create('sales', caller, salesBill({ firm, customer, items } as never, lines)));
    console.log(`SQL statements to save a ${lines}-line sales bill (begin, firm, party, items, stock on hand, number, bill, lines, journal, stock, edit log, commit): ${statements} (goal: ${STATEMENTS_GOAL} or fewer)${statements > STATEMENTS_GOAL ? ' MISSED' : ''}`);
    recordGoal(`SQL statements to save a ${lines}-line sales bill`, statements, STATEMENTS_GOAL, ' statements');
  }
  await database.close();
}

type Rows = Record<string, unknown>[];

/**
 * Every row one API save wrote (the bill, its lines, its journal and stock, its edit-log entry), read back
 * whole: the baseline inserts copies of exactly these, column for column, so it writes what the save
 * writes. (The save also takes the bill's number from document_counter; the baseline gives its number
 * itself, so it does a little less than the save.)
 */
async function rowsOfSave(sql: Sql, tenantId: number, billId: number): Promise<{ bill: Rows; lines: Rows; journal: Rows; stock: Rows; log: Rows }> {
  const where = 'tenant_id = $1 and doc_type = $2 and doc_id = $3';
  return {
    bill: await sql.query('select * from sales where tenant_id = $1 and "Id" = $2', [tenantId, billId]),
    lines: await sql.query('select * from salesline where tenant_id = $1 and "SalesId" = $2', [tenantId, billId]),
    journal: await sql.query(`select * from journal_line where ${where}`, [tenantId, 'sales', billId]),
    stock: await sql.query(`select * from stock_move where ${where}`, [tenantId, 'sales', billId]),
    log: await sql.query('select * from edit_log where tenant_id = $1 and entity = $2 and record_id = $3', [tenantId, 'sales', billId]),
  };
}

/** One multi-row insert of `rows` into `table` without their generated key, each row changed by `set`. */
function insertOf(table: string, key: string, rows: Rows, set: Record<string, unknown>): [string, unknown[]] {
  const columns = Object.keys(rows[0]).filter((column) => column !== key);
  const values: unknown[] = [];
  const tuples = rows.map((row) => `(${columns.map((column) => (values.push(column in set ? set[column] : row[column]), `$${values.length}`)).join(', ')})`);
  return [`insert into ${table} (${columns.map((column) => `"${column}"`).join(', ')}) values ${tuples.join(', ')}`, values];
}

/**
 * The best plain SQL for the rows one save writes: in one transaction, one multi-row insert per table of
 * copies of a saved bill's rows (rowsOfSave), on the server's own settings (connectStore: SQLite's WAL with
 * synchronous = NORMAL; PostgreSQL's defaults) with each statement prepared once (named on PostgreSQL).
 */
async function rawBill(sql: Sql, saved: Awaited<ReturnType<typeof rowsOfSave>>, n: number): Promise<void> {
  await sql.query('begin');
  const [billText, billValues] = insertOf('sales', 'Id', saved.bill, { BillNo: 1_000_000 + n, PrefixBillNo: `R/${n}` });
  const [bill] = await sql.query(`${billText} returning "Id"`, billValues);
  const id = bill.Id;
  for (const [table, rows, set] of [
    ['salesline', saved.lines, { SalesId: id }],
    ['journal_line', saved.journal, { doc_id: id }],
    ['stock_move', saved.stock, { doc_id: id }],
    ['edit_log', saved.log, { record_id: id }],
  ] as const) {
    await sql.query(...insertOf(table, table === 'salesline' ? 'Id' : 'id', rows, set));
  }
  await sql.query('commit');
}

/**
 * A lean client for the timed saves: one kept-alive connection (node:http), asking for a compressed answer
 * as a browser does, reading the answer's bytes without decoding them unless the save failed. fetch cost
 * the bench process some 3.5 ms of CPU a request, on a machine whose two cores it shares with the server.
 */
function leanPoster(url: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return (body: unknown) =>
    new Promise<void>((resolve, reject) => {
      const text = JSON.stringify(body);
      const request = http.request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), 'accept-encoding': 'br, gzip, deflate' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          if (response.statusCode === 200) return resolve();
          const bytes = Buffer.concat(chunks);
          const coding = response.headers['content-encoding'];
          reject(new Error(`${response.statusCode}: ${(coding === 'br' ? zlib.brotliDecompressSync(bytes) : coding === 'gzip' ? zlib.gunzipSync(bytes) : bytes).toString('utf8')}`));
        });
        response.on('error', reject);
      });
      request.on('error', reject);
      request.end(text);
    });
}

/** The median of the samples (robust to the odd slow run when the machine is shared). */
const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)];

export async function benchPosting(store: Store, databaseUrl: string | null): Promise<void> {
  const server = await startServer({ store, databaseUrl, env: { LOG_LEVEL: 'warn' } });
  const sql = await connectStore(server, databaseUrl, { prepare: true });
  try {
    const tenant = await billingTenant(server.origin, 10);
    const [{ tenant_id: tenantId }] = await sql.query('select tenant_id from account where email = $1', [tenant.email]);
    const post = leanPoster(tenant.api('sales'));
    const bills = 300;
    for (let n = 0; n < 20; n += 1) await post(salesBill(tenant, 10)); // warm-up
    const last = await sendJson('POST', tenant.api('sales'), salesBill(tenant, 10));
    const saved = await rowsOfSave(sql, Number(tenantId), last.body.data.Id);
    for (let n = 0; n < 20; n += 1) await rawBill(sql, saved, bills + n); // warm-up, as the API's
    await untilIdle(server.pid);
    // The two are timed in turn, bill by bill, so a change in the load of a shared machine falls on both alike.
    const api: number[] = [];
    const raw: number[] = [];
    for (let n = 0; n < bills; n += 1) {
      const body = salesBill(tenant, 10);
      let start = performance.now();
      await post(body);
      api.push(performance.now() - start);
      start = performance.now();
      await rawBill(sql, saved, n);
      raw.push(performance.now() - start);
    }
    const apiMs = median(api);
    const rawMs = median(raw);
    console.log(
      `[${store}] 10-line sales bills through the API: ${(1000 / apiMs).toFixed(0)} bills/s (${apiMs.toFixed(2)} ms each, median); ` +
        `plain SQL, the same rows, one transaction each: ${(1000 / rawMs).toFixed(0)} bills/s (${rawMs.toFixed(2)} ms); ratio ${(apiMs / rawMs).toFixed(2)}` +
        `   goal ${POSTING_GOAL}×${apiMs / rawMs > POSTING_GOAL ? ' MISSED' : ' met'}`,
    );
    recordGoal(`[${store}] 10-line sales bill through the API vs the same rows inserted`, apiMs / rawMs, POSTING_GOAL);
  } finally {
    await sql.close();
    await server.stop();
  }
}
