// The noisy neighbour (issue 16): one business builds its largest reports over the bench books (1,000,000
// journal lines, 50,000 bills) without pause, while another business opens a one-page list. The second
// business's 99th-percentile wait is compared with the same list on an idle server: goal within 3×.
// The same books are then served by a server that builds reports on its own thread (REPORT_WORKERS=0),
// the way every report ran before the workers, to show what the workers buy. The server's memory (its
// resident set, workers included) is sampled throughout.
import { getJson, registerAndLogin, sendJson } from '../support/http.ts';
import { startServer, type RunningServer, type Store } from '../support/server.ts';
import { BENCH_PLAN } from './bench-books-server.ts';
import { percentile, recordGoal, residentMb } from './measure.ts';
import { connectStore } from './seed.ts';
import { seedBooks } from './seed-books.ts';

const GOAL = 3;
const SAMPLES = 300;
const HEAVY_RUNS = 10;

type Tenant = { api(path: string): string };

/** A business's API on a server, signed in by its token (valid on any server of the same data). */
const on = (server: RunningServer, token: string): Tenant => ({ api: (p) => `${server.origin}/api/${p}${p.includes('?') ? '&' : '?'}auth=${token}` });

async function newBusiness(server: RunningServer) {
  const { token, email } = await registerAndLogin(server.origin);
  const firm = (await sendJson('POST', on(server, token).api('firm'), { FirmName: 'Bench Traders', State: 'Maharashtra' })).body.data.Id;
  return { token, email, firm: Number(firm) };
}

/** The list's waits in milliseconds, one request after another, until `samples` or `until()` says stop. */
async function listWaits(neighbour: Tenant, samples: number, until: () => boolean = () => false): Promise<number[]> {
  const waits: number[] = [];
  while (waits.length < samples && !until()) {
    const start = performance.now();
    const reply = await getJson(neighbour.api('party?Page=1&PageSize=10'));
    if (reply.status !== 200) throw new Error(`the neighbour's list answered ${reply.status}`);
    waits.push(performance.now() - start);
  }
  return waits;
}

/** Tenant A's heaviest reports, two at a time, until told to stop; returns how many ran and the slowest. */
async function heavyReports(heavy: Tenant, ledger: number, stop: () => boolean) {
  const paths = [
    'reports/daybook?FromDate=2025-04-01&ToDate=2025-06-30',
    `reports/ledgerreport?FromDate=2025-04-01&ToDate=2026-03-31&LedgerId=${ledger}`,
    'reports/trialbalance?ToDate=2026-03-31',
    'reports/partywiseoutstanding?AsOnDate=2026-03-31',
    'reports/stockreport?FromDate=2025-04-01&ToDate=2026-03-31',
  ];
  let done = 0;
  let slowest = 0;
  const statuses = new Map<number, number>();
  const loop = async (offset: number) => {
    for (let i = offset; !stop(); i += 1) {
      const start = performance.now();
      const reply = await fetch(heavy.api(paths[i % paths.length]));
      await reply.arrayBuffer();
      statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
      slowest = Math.max(slowest, performance.now() - start);
      done += 1;
    }
  };
  return { running: Promise.all([loop(0), loop(2)]), figures: () => ({ done, slowest, statuses }) };
}

/** `goal`: whether this run is held to the goal (the other is the same books without workers, for comparison). */
async function measure(server: RunningServer, store: Store, label: string, heavy: Tenant, neighbour: Tenant, ledger: number, goal: boolean): Promise<void> {
  await listWaits(neighbour, 30); // warm
  const idle = await listWaits(neighbour, SAMPLES);
  let stopped = false;
  let peak = residentMb(server.pid);
  const sampler = setInterval(() => (peak = Math.max(peak, residentMb(server.pid))), 100);
  const load = await heavyReports(heavy, ledger, () => stopped);
  await new Promise((resolve) => setTimeout(resolve, 500)); // the reports under way
  // The neighbour keeps asking while at least ten heavy reports run to their end (each kind twice).
  const loaded = await listWaits(neighbour, Number.POSITIVE_INFINITY, () => load.figures().done >= HEAVY_RUNS);
  stopped = true;
  await load.running;
  clearInterval(sampler);
  const idleP99 = percentile(idle, 99);
  const loadedP99 = percentile(loaded, 99);
  const ratio = loadedP99 / idleP99;
  const { done, slowest, statuses } = load.figures();
  if (goal) recordGoal(`[${store}] neighbour's list p99 beside the reports`, ratio, GOAL);
  console.log(
    `[${store}] ${label.padEnd(34)} neighbour's list p99 idle ${idleP99.toFixed(1)} ms, beside the reports ${loadedP99.toFixed(1)} ms (p50 ${percentile(loaded, 50).toFixed(1)} ms): ratio ${ratio.toFixed(2)}${goal ? ` (goal ${GOAL}×)${ratio > GOAL ? ' MISSES THE GOAL' : ''}` : ' (without workers, for comparison)'}`,
  );
  console.log(`[${store}]   ${done} heavy reports ran (answers ${[...statuses].map(([status, n]) => `${status}×${n}`).join(', ')}; slowest ${(slowest / 1000).toFixed(1)} s); server memory peak ${Math.round(peak)} MB`);
}

export async function benchNoisyNeighbour(store: Store, databaseUrl: string | null): Promise<void> {
  let server = await startServer({ store, databaseUrl, env: { LOG_LEVEL: 'warn' } });
  const dataDir = server.dataDir;
  const sql = await connectStore(server, databaseUrl);
  try {
    const heavy = await newBusiness(server);
    const neighbour = await newBusiness(server);
    for (let i = 0; i < 10; i += 1) await sendJson('POST', on(server, neighbour.token).api('party'), { PartyName: `Neighbour party ${i}`, PartyType: 'Customer', State: 'Maharashtra' });
    const [{ tenant_id: tenant }] = await sql.query('select tenant_id from account where email = $1', [heavy.email]);
    const books = await seedBooks(sql, Number(tenant), heavy.firm, BENCH_PLAN);
    await sql.query(store === 'postgres' ? 'vacuum analyze' : 'analyze');
    await measure(server, store, 'reports in workers', on(server, heavy.token), on(server, neighbour.token), books.busiest.ledger, true);
    await server.stop();
    server = await startServer({ store, databaseUrl, dataDir, env: { LOG_LEVEL: 'warn', REPORT_WORKERS: '0' } });
    await measure(server, store, 'reports on the server thread', on(server, heavy.token), on(server, neighbour.token), books.busiest.ledger, false);
  } finally {
    await sql.close();
    await server.stop();
  }
}
