// The data folder is the server's account's alone (src/server/ops/private-files.ts): the folder and its
// backups folder 0700, the database, its -wal and -shm, the token secret and every backup 0600, whatever
// the umask (the test's is the usual 022, which left them 0644), and files left readable by an earlier
// version are made private at start. Both stores: on PostgreSQL the folder holds the token secret.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, inject, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server.ts';
import { storesUnderTest } from '../support/stores.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const modeOf = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);

const started: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(started.map((server) => server.stop()));
});

for (const store of storesUnderTest()) {
  it(`keeps the data folder, the database, the secret and the backups private [${store}]`, { timeout: 120_000 }, async () => {
    // A folder as an earlier version left it: open to everyone, with an old backup readable by all.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bahi-modes-'));
    fs.chmodSync(dataDir, 0o755);
    fs.mkdirSync(path.join(dataDir, 'backups'), { mode: 0o755 });
    const oldBackup = path.join(dataDir, 'backups', 'bahi-20260101-000000.sqlite');
    fs.writeFileSync(oldBackup, 'an old copy', { mode: 0o644 });
    fs.chmodSync(oldBackup, 0o644);

    const server = await startServer({ store, databaseUrl: inject('postgresUrl'), dataDir, env: { BACKUP_EVERY_HOURS: '0' } });
    started.push(server);
    expect(modeOf(dataDir)).toBe('700');
    expect(modeOf(path.join(dataDir, 'token-secret'))).toBe('600');
    expect(modeOf(path.join(dataDir, 'backups'))).toBe('700');
    expect(modeOf(oldBackup)).toBe('600');
    if (store === 'postgres') return;

    for (const name of ['bahi.sqlite', 'bahi.sqlite-wal', 'bahi.sqlite-shm']) {
      const file = path.join(dataDir, name);
      if (name === 'bahi.sqlite' || fs.existsSync(file)) expect([name, modeOf(file)]).toEqual([name, '600']);
    }
    const backup = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'backup.ts')], { cwd: ROOT, env: { PATH: process.env.PATH, DATA_DIR: dataDir }, encoding: 'utf8' });
    expect(backup.status, backup.stderr).toBe(0);
    const written = /Backup written to (.+)$/m.exec(backup.stdout)![1].trim();
    expect(path.dirname(written)).toBe(path.join(dataDir, 'backups'));
    expect(modeOf(written)).toBe('600');
  });
}
