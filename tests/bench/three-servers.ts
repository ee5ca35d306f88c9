// PostgreSQL: three servers on the one database with many businesses, the load spread round-robin across
// them (saves, then lists, of many businesses at once). Counts the errors (goal none) and the CPU each save
// and list costs the servers (their processes, report workers included), the database (the backends serving
// this database, from /proc: the PostgreSQL server runs on this machine) and the load's own client, so the
// capacity per core is known and where the load is bound.
import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { salesBill } from '../support/billing-setup.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { recordGoal } from './measure.ts';
import type { SeededBusiness } from './seed-businesses.ts';
import { cpuMs, untilIdle } from './settle.ts';
import { ask, post, signIn, type Target } from './signed-in.ts';

const SECONDS = Number(process.env.MANY_LOAD_SECONDS ?? 15);
/** Requests in flight at once: enough to keep three servers and the database busy on two cores. */
const CLIENTS = 8;
const SIGNED_IN = 60;

/** The CPU (ms) of the backends serving `database` now, by process id. */
async function backendsCpu(databaseUrl: string): Promise<Map<number, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    return new Map(rows.map((row) => [Number(row.pid), cpuMs(Number(row.pid)) ?? 0]));
  } finally {
    await client.end();
  }
}

/** The CPU the backends used between two readings (a backend that came later counts whole). */
const backendsUsed = (before: Map<number, number>, after: Map<number, number>) => [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);

/** The whole machine's CPU so far (Linux /proc/stat, in clock ticks): busy and in all, over every core. */
function machineTicks(): { busy: number; all: number } {
  const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const all = fields.slice(0, 8).reduce((sum, ticks) => sum + ticks, 0);
  return { busy: all - fields[3] - fields[4], all }; // idle and waiting for the disk are not busy
}

const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

type Phase = { name: string; request(target: Target): Promise<void> };

const PHASES: Phase[] = [
  { name: 'saves (5-line sales bills)', request: (target) => post(target.api('sales'), salesBill(target, 5)) },
  { name: 'lists (sales, first page of 10)', request: (target) => ask(target.api('sales?Page=1&PerPage=10')) },
];

export async function threeServersUnderLoad(where: { dataDir: string; databaseUrl: string | null }, first: RunningServer, businesses: SeededBusiness[]): Promise<void> {
  // The same data folder: the token secret lives there, so a sign-in on one server is good on the others.
  const another = () => startServer({ store: 'postgres', databaseUrl: where.databaseUrl, dataDir: where.dataDir, env: { LOG_LEVEL: 'warn' }, readyWithinMs: 180_000 });
  const others = [await another(), await another()];
  const servers = [first, ...others];
  try {
    const chosen = Array.from({ length: Math.min(SIGNED_IN, businesses.length) }, (_, i) => businesses[Math.floor((i * businesses.length) / Math.min(SIGNED_IN, businesses.length))]);
    // Each business signed in once; its requests then go to each server in turn.
    const tokens = await Promise.all(chosen.map((business, i) => signIn(servers[i % 3], business)));
    const onServer = (target: Target, server: RunningServer): Target => ({ ...target, origin: server.origin, api: (p) => target.api(p).replace(target.origin, server.origin) });
    let errors = 0;
    for (const phase of PHASES) {
      for (const server of servers) await untilIdle(server.pid);
      const serversBefore = servers.map((server) => cpuMs(server.pid) ?? 0);
      const dbBefore = await backendsCpu(where.databaseUrl!);
      const ownBefore = ownCpuMs();
      const machineBefore = machineTicks();
      const started = performance.now();
      let done = 0;
      let failed = 0;
      let firstError = '';
      let next = 0;
      const client = async () => {
        while (performance.now() - started < SECONDS * 1000) {
          const n = next++;
          try {
            await phase.request(onServer(tokens[n % tokens.length], servers[n % 3]));
            done += 1;
          } catch (error) {
            failed += 1;
            firstError ||= String(error);
          }
        }
      };
      await Promise.all(Array.from({ length: CLIENTS }, client));
      const wallMs = performance.now() - started;
      const serverMs = servers.reduce((sum, server, i) => sum + (cpuMs(server.pid) ?? 0) - serversBefore[i], 0);
      const dbMs = backendsUsed(dbBefore, await backendsCpu(where.databaseUrl!));
      const ownMs = ownCpuMs() - ownBefore;
      const machineAfter = machineTicks();
      const machineBusy = ((machineAfter.busy - machineBefore.busy) / (machineAfter.all - machineBefore.all)) * os.availableParallelism();
      errors += failed;
      const each = (ms: number) => (ms / done).toFixed(2);
      const cores = (ms: number) => (ms / wallMs).toFixed(2);
      console.log(
        `[postgres] three servers, ${CLIENTS} clients, ${phase.name} for ${(wallMs / 1000).toFixed(0)} s: ${done} done (${((done * 1000) / wallMs).toFixed(0)}/s), ${failed} errors${firstError ? ` (first: ${firstError.slice(0, 200)})` : ''}`,
      );
      console.log(
        `[postgres]   CPU per request: servers ${each(serverMs)} ms, database ${each(dbMs)} ms (the load's client ${each(ownMs)} ms); cores busy: servers ${cores(serverMs)}, database ${cores(dbMs)}, client ${cores(ownMs)}; the whole machine ${machineBusy.toFixed(2)} of ${os.availableParallelism()}; ` +
          `capacity per core, servers and database: ${((done * 1000) / (serverMs + dbMs)).toFixed(0)}/s`,
      );
    }
    recordGoal('[postgres] errors with three servers under load', errors, 0, ' errors');
  } finally {
    for (const server of others) await server.stop();
  }
}
