// Ten thousand businesses on one database (MANY_BUSINESSES=200 for a quick run): seeded straight into the
// store (seed-businesses.ts), then the server's start-up beside an empty store's; for one ordinary and one
// heavy business, the p50 and p99 of a sign-in, a save, two lists and a month's GSTR-1 beside the same on a
// store holding that business alone (goal within 1.5×); the server's memory per active business; the plans
// of those requests (query-plans.ts); on PostgreSQL, three servers on the one database under load
// (three-servers.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { salesBill } from '../support/billing-setup.ts';
import { GOOD_PASSWORD } from '../support/http.ts';
import { createTestDatabase, dropTestDatabase } from '../support/postgres.ts';
import { startServer, type RunningServer, type Store } from '../support/server.ts';
import { percentile, recordGoal, residentMb } from './measure.ts';
import { checkPlans } from './query-plans.ts';
import { ask, post, signIn, type Target } from './signed-in.ts';
import { planOf, seedBusinesses, type SeededBusiness } from './seed-businesses.ts';
import { untilIdle } from './settle.ts';
import { threeServersUnderLoad } from './three-servers.ts';

const COUNT = Number(process.env.MANY_BUSINESSES ?? 10_000);
const GOAL = 1.5;
const ACTIVE = Math.min(200, COUNT);

/** A store of the benchmark's own (a temporary folder; on PostgreSQL a database too), dropped at the end. */
type BenchStore = { store: Store; databaseUrl: string | null; dataDir: string; drop(): Promise<void> };

async function freshStore(store: Store, label: string): Promise<BenchStore> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bahi-many-${label}-`));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (store === 'sqlite') return { store, databaseUrl: null, dataDir, drop: async () => removeDir() };
  const database = await createTestDatabase(label);
  return { store, databaseUrl: database.url, dataDir, drop: async () => (await dropTestDatabase(database.name), removeDir()) };
}

const serverOn = (where: BenchStore) => startServer({ store: where.store, databaseUrl: where.databaseUrl, dataDir: where.dataDir, env: { LOG_LEVEL: 'warn' }, readyWithinMs: 600_000 });

/** The server's start to ready in ms, the median of three (its own figure from its ready line, which includes the migration). */
async function startupMs(where: BenchStore): Promise<{ wall: number; own: number; first: number }> {
  const walls: number[] = [];
  const owns: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    const started = performance.now();
    const server = await serverOn(where);
    walls.push(performance.now() - started);
    owns.push(Number(/started in (\d+) ms/.exec(server.output())?.[1]));
    await server.stop();
  }
  return { wall: percentile(walls, 50), own: percentile(owns, 50), first: walls[0] };
}

type Operation = { name: string; samples: number; run(target: Target): Promise<void> };

/** The GSTR-1 of the seeded month, as the portal's JSON: every section of the return in one answer. */
const APRIL = 'FromDate=2025-04-01&ToDate=2025-04-30';

export const OPERATIONS: Operation[] = [
  { name: 'sign-in', samples: 60, run: (t) => post(`${t.origin}/api/super/superUserLogin`, { uname: t.email, password: GOOD_PASSWORD }) },
  { name: 'save (a 5-line sales bill)', samples: 200, run: (t) => post(t.api('sales'), salesBill(t, 5)) },
  { name: 'sales list, first page of 10', samples: 200, run: (t) => ask(t.api('sales?Page=1&PerPage=10')) },
  { name: 'party list, first page of 10', samples: 200, run: (t) => ask(t.api('party?Page=1&PerPage=10')) },
  { name: "a month's GSTR-1 (the portal's JSON)", samples: 100, run: (t) => ask(t.api(`reports/gstr1/portal-json?${APRIL}&FirmId=${t.firm}`)) },
];

/**
 * Each operation on the business in the large store and on the same business alone in its own, in turn
 * request by request (so a change in the shared machine's load falls on both alike), after a warm-up.
 */
async function compare(store: Store, label: string, many: Target, alone: Target): Promise<void> {
  for (const operation of OPERATIONS) {
    for (let n = 0; n < 10; n += 1) await Promise.all([operation.run(many), operation.run(alone)]);
    const waits = { many: [] as number[], alone: [] as number[] };
    for (let n = 0; n < operation.samples; n += 1) {
      for (const side of n % 2 === 0 ? (['many', 'alone'] as const) : (['alone', 'many'] as const)) {
        const start = performance.now();
        await operation.run(side === 'many' ? many : alone);
        waits[side].push(performance.now() - start);
      }
    }
    const line = (p: number) => {
      const [inMany, inAlone] = [percentile(waits.many, p), percentile(waits.alone, p)];
      const ratio = inMany / inAlone;
      recordGoal(`[${store}] ${label}: ${operation.name} p${p}`, ratio, GOAL);
      return `p${p} ${inMany.toFixed(1)} ms vs ${inAlone.toFixed(1)} ms alone, ratio ${ratio.toFixed(2)}${ratio > GOAL ? ' MISSED' : ' met'}`;
    };
    console.log(`[${store}] ${label.padEnd(9)} ${operation.name.padEnd(38)} ${line(50)};   ${line(99)}   (goal ${GOAL}×, ${operation.samples} samples)`);
  }
}

/** Signs in to each business and lists its bills and saves one; the server's resident memory before, halfway and after. */
async function memoryPerBusiness(store: Store, server: RunningServer, businesses: SeededBusiness[]): Promise<void> {
  const touch = async (business: SeededBusiness) => {
    const target = await signIn(server, business);
    await ask(target.api('sales?Page=1&PerPage=10'));
    await post(target.api('sales'), salesBill(target, 5));
  };
  await untilIdle(server.pid);
  const before = residentMb(server.pid);
  const half = Math.ceil(businesses.length / 2);
  for (const business of businesses.slice(0, half)) await touch(business);
  const halfway = residentMb(server.pid);
  for (const business of businesses.slice(half)) await touch(business);
  const after = residentMb(server.pid);
  const perBusiness = (mb: number, count: number) => `${((mb * 1024) / count).toFixed(0)} KB each`;
  console.log(
    `[${store}] server memory with ${businesses.length} businesses active (each signed in, a list, a save): ${before.toFixed(0)} MB before, ${halfway.toFixed(0)} MB after ${half}, ${after.toFixed(0)} MB after all: ` +
      `first ${half} ${perBusiness(halfway - before, half)}, next ${businesses.length - half} ${perBusiness(after - halfway, businesses.length - half)}`,
  );
}

/** Business numbers 0 … count-1 evenly spread over `of`, for the memory measurement. */
const spread = (count: number, of: number) => Array.from({ length: count }, (_, i) => Math.floor((i * of) / count));

export async function benchManyBusinesses(store: Store): Promise<void> {
  const stores: BenchStore[] = [];
  const servers: RunningServer[] = [];
  const fresh = async (label: string) => (stores.push(await freshStore(store, label)), stores.at(-1)!);
  const running = async (where: BenchStore) => (servers.push(await serverOn(where)), servers.at(-1)!);
  try {
    const large = await fresh('many');
    const first = performance.now();
    await (await serverOn(large)).stop(); // its tables made
    const firstStartMs = performance.now() - first;
    const empty = await startupMs(large);

    const started = performance.now();
    const businesses = await seedBusinesses(store, large.dataDir, large.databaseUrl, [...Array(COUNT).keys()], (done) => console.log(`[${store}]   … ${done} businesses seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`));
    const seededMs = performance.now() - started;
    const bills = businesses.reduce((sum, business) => sum + planOf(business.index).bills, 0);
    console.log(`[${store}] ${COUNT.toLocaleString('en-IN')} businesses seeded (${businesses.filter((b) => b.heavy).length} heavy; ${bills.toLocaleString('en-IN')} bills in all) in ${(seededMs / 1000).toFixed(1)} s`);

    const loaded = await startupMs(large);
    console.log(
      `[${store}] server start to ready: first start, making the tables ${firstStartMs.toFixed(0)} ms; empty store ${empty.wall.toFixed(0)} ms (its own count, migration included: ${empty.own} ms); ` +
        `with ${COUNT.toLocaleString('en-IN')} businesses ${loaded.wall.toFixed(0)} ms (${loaded.own} ms), ratio ${(loaded.wall / empty.wall).toFixed(2)}; the first of those ${loaded.first.toFixed(0)} ms`,
    );

    const ordinary = businesses.find((business) => business.index >= Math.floor(COUNT / 2) && !business.heavy) ?? businesses[0];
    const heavy = businesses.find((business) => business.heavy);
    const server = await running(large);
    for (const [label, business] of [['ordinary', ordinary], ['heavy', heavy]] as const) {
      if (!business) continue;
      const alone = await fresh(label);
      const [single] = await seedBusinesses(store, alone.dataDir, alone.databaseUrl, [business.index]);
      const aloneServer = await running(alone);
      await compare(store, label, await signIn(server, business), await signIn(aloneServer, single));
      await aloneServer.stop();
    }
    await memoryPerBusiness(store, server, spread(ACTIVE, COUNT).map((index) => businesses[index]));
    await checkPlans(large, async (origin) => {
      const target = await signIn({ origin }, ordinary);
      return OPERATIONS.map((operation) => ({ name: operation.name, run: () => operation.run(target) }));
    });
    if (store === 'postgres') await threeServersUnderLoad(large, server, businesses);
  } finally {
    for (const server of servers) await server.stop();
    for (const where of stores) await where.drop();
  }
}
