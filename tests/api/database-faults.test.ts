// Database faults are answered, never fatal (README "Database faults"). On PostgreSQL the server runs
// through a TCP relay that resets, stalls and refuses its connections; on SQLite another program holds the
// write lock. Each fault answers 503 with Retry-After in seconds (never a 500, never a hang, never the
// process gone), /api/ready says so, and the server recovers by itself once the database is back.
import { DatabaseSync } from 'node:sqlite';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { getJson, registerAndLogin, sendJson, type Reply } from '../support/http.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { relayTo, type Relay } from '../support/tcp-relay.ts';

// Short bounds, so each fault is answered in a couple of seconds.
const FAST_FAULTS = { DB_STATEMENT_TIMEOUT: '2', DB_LOCK_TIMEOUT: '2', DB_CONNECT_TIMEOUT: '2', DB_BUSY_TIMEOUT: '1', BACKUP_EVERY_HOURS: '0' };

/** Polls `ask` until `done` holds of its answer (a generous deadline: the machine is shared and slow). */
async function until<T>(ask: () => Promise<T>, done: (answer: T) => boolean, what: string, deadlineMs = 30_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const answer = await ask();
    if (done(answer)) return answer;
    if (Date.now() - started > deadlineMs) throw new Error(`${what}: still ${JSON.stringify(answer)} after ${deadlineMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function expectUnavailable(reply: Reply): void {
  expect(reply.status, JSON.stringify(reply.body)).toBe(503);
  expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(reply.body.message).toMatch(/try again/i);
}

/** A signed-in business on `server`, and a save and a read of its units. */
async function books(server: RunningServer) {
  const owner = await registerAndLogin(server.origin);
  let n = 0;
  return {
    save: () => sendJson('POST', `${server.origin}/api/unit?auth=${owner.token}`, { UnitName: `Box ${(n += 1)}`, UQC: 'BOX' }),
    read: () => getJson(`${server.origin}/api/unit?auth=${owner.token}`),
    report: () => getJson(`${server.origin}/api/reports/trialbalance?ToDate=2027-03-31&auth=${owner.token}`),
    ready: () => getJson(`${server.origin}/api/ready`),
  };
}

const postgresUrl = inject('postgresUrl');

describe.skipIf(!postgresUrl)('PostgreSQL through a relay that resets, stalls and refuses', () => {
  let relay: Relay;
  let server: RunningServer;
  let business: Awaited<ReturnType<typeof books>>;

  beforeAll(async () => {
    let url: string;
    ({ relay, url } = await relayTo(postgresUrl!));
    server = await startServer({ store: 'postgres', databaseUrl: url, env: FAST_FAULTS });
    business = await books(server);
  });
  afterAll(async () => {
    await server?.stop();
    await relay?.close();
  });

  it('a connection reset while a query waits answers 503, the process lives on, and the next saves succeed', { timeout: 60_000 }, async () => {
    expect((await business.save()).status).toBe(200);
    relay.stall();
    const waiting = business.save();
    await until(async () => relay.heldFromClients(), (bytes) => bytes > 0, 'the save reaching the database');
    relay.reset();
    expectUnavailable(await waiting);
    relay.resume();
    await until(business.save, (reply) => reply.status === 200, 'a save after the reset');
    expect((await getJson(`${server.origin}/api/health`)).status).toBe(200); // the same process, still serving
  });

  it('a hung database: ready says so within seconds, requests answer 503 rather than hang, and it all comes back', { timeout: 90_000 }, async () => {
    expect((await business.ready()).status).toBe(200);
    relay.stall();
    const stalledAt = Date.now();
    await until(business.ready, (reply) => reply.status === 503, 'ready on a hung database');
    console.log(`ready answered 503 ${Date.now() - stalledAt} ms after the database hung`);
    expectUnavailable(await business.read());
    expectUnavailable(await business.save());
    relay.resume();
    await until(business.ready, (reply) => reply.status === 200, 'ready once the database answers again');
    expect((await business.save()).status).toBe(200);
  });

  it('a table locked past the lock timeout answers 503, from a report worker too, and is read once it is let go', { timeout: 60_000 }, async () => {
    const other = new pg.Client({ connectionString: postgresUrl! });
    await other.connect();
    try {
      await other.query('begin; lock table journal_line in access exclusive mode');
      expectUnavailable(await business.report()); // built by a report worker, on its own connections
      await other.query('rollback');
      expect((await business.report()).status).toBe(200);
    } finally {
      await other.end();
    }
  });

  it('a database that is down answers 503, not 500, and is used again once it is back', { timeout: 60_000 }, async () => {
    relay.refuse();
    expectUnavailable(await business.save());
    expectUnavailable(await business.read());
    expect((await business.ready()).status).toBe(503);
    relay.resume();
    await until(business.save, (reply) => reply.status === 200, 'a save once the database is back');
  });
});

describe('SQLite with the write lock held by another program', () => {
  let server: RunningServer;
  let business: Awaited<ReturnType<typeof books>>;

  beforeAll(async () => {
    server = await startServer({ store: 'sqlite', env: FAST_FAULTS });
    business = await books(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('saves answer 503 after the busy timeout, reads go on, and saves succeed once the lock is let go', { timeout: 60_000 }, async () => {
    const other = new DatabaseSync(path.join(server.dataDir, 'bahi.sqlite'));
    try {
      other.exec('BEGIN IMMEDIATE');
      expectUnavailable(await business.save());
      expect((await business.read()).status).toBe(200);
      other.exec('COMMIT');
      expect((await business.save()).status).toBe(200);
    } finally {
      other.close();
    }
  });
});
