// Backup and restore of the embedded store (src/server/ops/backup.ts): `npm run backup` taken while bills
// are being saved holds every bill acknowledged before it began, and the books it holds balance;
// `npm run restore` refuses while a server runs on the folder and refuses a file that is not a Bahi
// database, then brings the backup back, keeping the database it replaced, its audit trail still verifying. (PostgreSQL is backed up with
// pg_dump and pg_restore, as the README says; this is the embedded store's own.)
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { getJson, GOOD_PASSWORD, registerAndLogin, sendJson } from '../support/http.ts';
import { startServer, type RunningServer } from '../support/server.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const scriptEnv = (dataDir: string) => ({ PATH: process.env.PATH, DATA_DIR: dataDir });
const run = (script: string, dataDir: string, ...args: string[]) =>
  spawnSync(process.execPath, [path.join(ROOT, 'scripts', script), ...args], { cwd: ROOT, env: scriptEnv(dataDir), encoding: 'utf8' });
/** The same, without blocking this process: the clients saving bills go on while it runs. */
const runAlongside = (script: string, dataDir: string, ...args: string[]) =>
  new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
    execFile(process.execPath, [path.join(ROOT, 'scripts', script), ...args], { cwd: ROOT, env: scriptEnv(dataDir) }, (error, stdout, stderr) =>
      resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });

describe('backup and restore of the embedded store', () => {
  let server: RunningServer | null = null;
  afterAll(async () => server?.stop());

  it('backs up under load, every acknowledged bill kept, and restores it', { timeout: 120_000 }, async () => {
    server = await startServer({ env: { BACKUP_EVERY_HOURS: '0' } });
    const { dataDir } = server;
    const owner = await registerAndLogin(server.origin);
    const api = (entity: string) => `${server!.origin}/api/${entity}?auth=${owner.token}`;
    const post = async (entity: string, body: object) => (await sendJson('POST', api(entity), body)).body.data;
    const firm = (await post('firm', { FirmName: 'Backup Traders', State: 'Kerala' })).Id;
    const customer = (await post('party', { PartyName: 'Steady Buyer', State: 'Kerala' })).Id;
    const unit = (await post('unit', { UnitName: 'Pcs', UQC: 'PCS' })).Id;
    const item = (await post('item', { ItemName: 'Kettle', UnitId: unit, HSNCode: '8516', TaxRate: 18, CashRate: 500 })).Id;

    // Three clients save bills without pause; each acknowledged bill is noted with the time of its answer.
    const acknowledged: { id: number; at: number }[] = [];
    let saving = true;
    const client = async () => {
      while (saving) {
        const reply = await sendJson('POST', api('sales'), { FirmId: firm, CustId: customer, PaymentType: 'CREDIT', BillItems: [{ ItemId: item, Qty: 1, Rate: 500 }] }).catch(() => null);
        if (reply?.status === 200) acknowledged.push({ id: reply.body.data.Id, at: Date.now() });
      }
    };
    const clients = [client(), client(), client()];
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const backupFile = path.join(dataDir, 'under-load.sqlite');
    const began = Date.now();
    const backup = await runAlongside('backup.ts', dataDir, backupFile);
    const ended = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 500));
    saving = false;
    await Promise.all(clients);
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`Backup written to ${backupFile}`);
    const before = acknowledged.filter((bill) => bill.at < began).map((bill) => bill.id);
    expect(before.length).toBeGreaterThan(5);
    // Bills went on being saved while the copy was taken.
    expect(acknowledged.some((bill) => bill.at > began && bill.at < ended)).toBe(true);

    // The copy is a whole database on its own: every bill acknowledged before it began, and no bill half
    // written (each bill's journal balances, so the whole journal does).
    const copy = new DatabaseSync(backupFile, { readOnly: true });
    const ids = new Set((copy.prepare('select "Id" as id from sales').all() as { id: number }[]).map((row) => row.id));
    const journal = copy.prepare('select sum(debit) as debit, sum(credit) as credit from journal_line').get() as { debit: number; credit: number };
    copy.close();
    expect(before.filter((id) => !ids.has(id))).toEqual([]);
    expect(ids.size).toBeLessThanOrEqual(acknowledged.length);
    expect(journal.debit).toBe(journal.credit);

    // A restore waits for the server to stop, and takes only a Bahi database.
    const busy = run('restore.ts', dataDir, backupFile);
    expect(busy.status).toBe(2);
    expect(busy.stderr).toMatch(/A Bahi server \(process \d+\) is running on .*: stop it, then restore/);
    await server.stop();
    server = null;
    const notADatabase = path.join(dataDir, 'notes.txt');
    fs.writeFileSync(notADatabase, 'not a database at all, just a text file that is long enough to look like one '.repeat(100));
    const refused = run('restore.ts', dataDir, notADatabase);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/Restore failed: .*notes\.txt is not a database/);

    const restored = run('restore.ts', dataDir, backupFile);
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/the database it replaced is kept as .*before-restore-\d{8}-\d{6}\.sqlite/);

    // The server on the restored file answers every bill the backup holds, and none acknowledged after.
    server = await startServer({ dataDir, env: { BACKUP_EVERY_HOURS: '0' } });
    const relogged = await sendJson('POST', `${server.origin}/api/super/superUserLogin`, { uname: owner.email, password: GOOD_PASSWORD });
    const token = relogged.body.tokenDetails.idToken;
    // Read page by page: on a quick machine the clients save more bills than the list's largest page (1,000).
    const listedIds = new Set<number>();
    for (let page = 1; ; page += 1) {
      const listed = await getJson(`${server.origin}/api/sales?PerPage=1000&Page=${page}&auth=${token}`);
      expect(listed.status, JSON.stringify(listed.body)).toBe(200);
      for (const row of listed.body.data.rows as { Id: number }[]) listedIds.add(row.Id);
      if (listed.body.data.rows.length < 1000) break;
    }
    expect(listedIds).toEqual(ids);
    // The audit trail came back whole: 4 masters + each bill the copy holds + sign-up, chained 1..n.
    const trail = await getJson(`${server.origin}/api/audit/verify?auth=${token}`);
    expect(trail.body.data).toMatchObject({ ok: true, entries: 1 + 4 + ids.size, brokenAt: null });
    // And verify-trail reads the restored folder the same (and the backup copy's folder would too).
    const checked = run('verify-trail.ts', dataDir, dataDir);
    expect(checked.status, checked.stdout + checked.stderr).toBe(0);
    expect(checked.stdout).toContain(`intact, ${1 + 4 + ids.size} entries`);
  });
});
