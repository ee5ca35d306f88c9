// A server stopped while a request hangs on the database keeps the README's promise (README "Stopping"):
// the request is answered 503 with Retry-After when the grace period ends, and the process exits within
// 10 s of SIGTERM. The database hangs as each store can: PostgreSQL behind a relay that stops passing bytes,
// SQLite with its write lock held by another program for longer than the server waits for it.
import { DatabaseSync } from 'node:sqlite';
import path from 'node:path';
import { expect, inject, it } from 'vitest';
import { getJson, registerAndLogin, sendJson } from '../support/http.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { storesUnderTest } from '../support/stores.ts';
import { relayTo } from '../support/tcp-relay.ts';

/** Polls until `done` is true (a generous deadline: the machine is shared and slow). */
async function until(done: () => Promise<boolean>, what: string): Promise<void> {
  const started = Date.now();
  while (!(await done())) {
    if (Date.now() - started > 30_000) throw new Error(`${what} did not happen in 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A server whose database can be made to hang, and how to make it hang and let go. */
type Hangable = { server: RunningServer; hang(): void; hanging(): Promise<boolean>; release(): Promise<void> };

async function serverThatCanHang(store: 'sqlite' | 'postgres'): Promise<Hangable> {
  // The server would wait a minute for SQLite's lock: longer than it may take to stop.
  const env = { BACKUP_EVERY_HOURS: '0', DB_BUSY_TIMEOUT: '60' };
  if (store === 'postgres') {
    const { relay, url } = await relayTo(inject('postgresUrl')!);
    const server = await startServer({ store, databaseUrl: url, env });
    return { server, hang: () => relay.stall(), hanging: async () => relay.heldFromClients() > 0, release: () => relay.close() };
  }
  const server = await startServer({ store, env });
  const other = new DatabaseSync(path.join(server.dataDir, 'bahi.sqlite'));
  return {
    server,
    hang: () => other.exec('BEGIN IMMEDIATE'),
    // The save waiting for the lock holds the server's one connection, so the ready check cannot answer in time.
    hanging: async () => (await getJson(`${server.origin}/api/ready`)).status === 503,
    release: async () => other.close(),
  };
}

it.each(storesUnderTest())('a request hung on the database at SIGTERM is answered 503 and the server exits within 10 s [%s]', { timeout: 120_000 }, async (store) => {
  const { server, hang, hanging, release } = await serverThatCanHang(store);
  try {
    const owner = await registerAndLogin(server.origin);
    hang();
    const save = sendJson('POST', `${server.origin}/api/unit?auth=${owner.token}`, { UnitName: 'Crate', UQC: 'BOX' });
    await until(hanging, 'the save waiting on the database');
    const exit = await server.terminate();
    const answer = await save;
    console.log(`[${store}] with a save hung on the database, exited ${Math.round(exit.ms)} ms after SIGTERM; the save was answered ${answer.status}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(503);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(exit.ms).toBeLessThan(10_000); // README "Stopping": the promise an operator's process manager relies on
  } finally {
    await server.stop();
    await release();
  }
});
