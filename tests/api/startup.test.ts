// Start-up: a bad setting stops the server with one clear line; a restart keeps the data and
// migrates nothing twice; two servers starting on one database do not trip over each other.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { GOOD_PASSWORD, registerAndLogin, sendJson } from '../support/http.ts';
import { createTestDatabase, dropTestDatabase } from '../support/postgres.ts';
import { startServer } from '../support/server.ts';
import { storesUnderTest } from '../support/stores.ts';

const MAIN = path.resolve(import.meta.dirname, '../../src/server/main.ts');

function startWith(env: Record<string, string>) {
  return spawnSync(process.execPath, [MAIN], { env: { PATH: process.env.PATH, PORT: '0', HOST: '127.0.0.1', ...env }, encoding: 'utf8', timeout: 15_000 });
}

describe('start-up', () => {
  it.each([
    [{ PORT: 'eighty' }, 'Bahi cannot start: PORT must be a whole number from 0 to 65535, not "eighty"'],
    [{ DATABASE_URL: 'mysql://localhost/x' }, 'Bahi cannot start: DATABASE_URL must start with postgres:// or postgresql://, not mysql://'],
    [{ CLIENT: '../etc' }, 'Bahi cannot start: CLIENT must be a folder name under overrides/clients (letters, digits, - and _), not "../etc"'],
    [{ TOKEN_SECRET: 'short' }, 'Bahi cannot start: TOKEN_SECRET must be at least 32 characters long'],
    [{ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' }, /^Bahi cannot start: cannot reach PostgreSQL at postgres:\/\/postgres@127\.0\.0\.1:1\/none: /],
  ])('refuses %j with one line', (env, expected) => {
    const run = startWith(env as Record<string, string>);
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    if (typeof expected === 'string') expect(lines[0]).toBe(expected);
    else expect(lines[0]).toMatch(expected);
  });

  for (const store of storesUnderTest()) {
    it(`keeps accounts across a restart and migrates idempotently [${store}]`, async () => {
      const databaseUrl = inject('postgresUrl');
      const first = await startServer({ store, databaseUrl });
      const { email } = await registerAndLogin(first.origin);
      await first.stop();
      const second = await startServer({ store, databaseUrl, dataDir: first.dataDir });
      try {
        const login = await sendJson('POST', `${second.origin}/api/super/superUserLogin`, { uname: email, password: GOOD_PASSWORD });
        expect(login.status).toBe(200);
      } finally {
        await second.stop();
      }
    });
  }

  it('lets two servers create the tables of a new PostgreSQL database at the same time', async ({ skip }) => {
    if (!inject('postgresUrl')) skip('PostgreSQL is not available');
    const fresh = await createTestDatabase('race');
    try {
      const servers = await Promise.all([0, 1].map(() => startServer({ store: 'postgres', databaseUrl: fresh.url })));
      await registerAndLogin(servers[1].origin);
      await Promise.all(servers.map((server) => server.stop()));
    } finally {
      await dropTestDatabase(fresh.name);
    }
  });
});
