// The audit trail an auditor accepts (issue 25 item 10), on both stores: every change is an entry with who,
// when, from which address, before and after; each business's entries form one hash chain (seq 1, 2, 3...,
// each entry's prev_hash the hash of the one before), and a row changed or deleted directly in the database
// is found, with its seq, by GET /api/audit/verify and by `npm run verify-trail`. Concurrent saves never
// fork the chain; a business file loaded into a new business verifies there. The law: the proviso to rule
// 3(1) of the Companies (Accounts) Rules, 2014 (w.e.f. 1 April 2023) and rule 11(g) of the Companies (Audit
// and Auditors) Rules, 2014.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { beforeAll, expect, inject, it } from 'vitest';
import { employeeDesk, EMPLOYEE_PASSWORD } from '../support/employees.ts';
import { getJson, registerAndLogin, sendJson, sendRaw, uniqueAddress } from '../support/http.ts';
import { queryStore, writeStore } from '../support/store-query.ts';
import { describeEachStore } from '../support/stores.ts';

type Owner = { email: string; tenant: number; api(path: string): string };

const ROOT = path.resolve(import.meta.dirname, '..', '..');

describeEachStore(
  'audit trail',
  (server) => {
    const q = (text: string, params: unknown[] = []) => queryStore(server(), inject('postgresUrl'), text, params);
    const write = (text: string, params: unknown[] = []) => writeStore(server(), inject('postgresUrl'), text, params);

    async function newOwner(): Promise<Owner> {
      const { token, email } = await registerAndLogin(server().origin);
      const [row] = await q('select tenant_id from account where email = $1', [email]);
      return { email, tenant: Number(row.tenant_id), api: (p: string) => `${server().origin}/api/${p}${p.includes('?') ? '&' : '?'}auth=${token}` };
    }
    const verify = async (owner: Owner) => {
      const reply = await getJson(owner.api('audit/verify'));
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return reply.body.data as { ok: boolean; entries: number; brokenAt: number | null; reason: string | null };
    };
    const chain = (owner: Owner) => q('select seq, prev_hash, entry_hash from edit_log where tenant_id = $1 order by seq', [owner.tenant]);
    /** A few masters made, changed and removed: sign-up's entry, then 3 creates, 1 update, 1 delete. */
    async function someSaves(owner: Owner, headers: Record<string, string> = {}) {
      const unit = (await sendJson('POST', owner.api('unit'), { UnitName: 'Box', UQC: 'BOX' }, headers)).body.data;
      const kg = (await sendJson('POST', owner.api('unit'), { UnitName: 'Kilo', UQC: 'KGS' }, headers)).body.data;
      const party = (await sendJson('POST', owner.api('party'), { PartyName: 'Asha Traders', State: 'Maharashtra' }, headers)).body.data;
      expect((await sendJson('PUT', owner.api(`unit/${unit.Id}`), { UnitName: 'Big Box', UQC: 'BOX', RowVersion: unit.RowVersion }, headers)).status).toBe(200);
      expect((await sendJson('DELETE', owner.api(`unit/${kg.Id}`), {}, headers)).status).toBe(200);
      return { unit, party };
    }
    const runScript = (business: number) =>
      new Promise<{ code: number | null; out: string }>((resolve) => {
        const target = server().store === 'postgres' ? String(inject('postgresUrl')) : server().dataDir;
        const child = spawn(process.execPath, [path.join(ROOT, 'scripts/verify-trail.ts'), target, String(business)], { cwd: ROOT, env: { ...process.env, DATABASE_URL: '' } });
        let out = '';
        child.stdout.on('data', (chunk) => (out += chunk));
        child.stderr.on('data', (chunk) => (out += chunk));
        child.on('close', (code) => resolve({ code, out }));
      });

    let owner: Owner;
    beforeAll(async () => {
      owner = await newOwner();
    });

    it('chains every save: seq 1, 2, 3... each linked to the one before, and verify says so', async () => {
      await someSaves(owner);
      // Sign-up (1) + unit, unit, party (3 creates) + 1 update + 1 delete = 6 entries.
      const rows = await chain(owner);
      expect(rows.map((row) => Number(row.seq))).toEqual([1, 2, 3, 4, 5, 6]);
      expect(rows[0].prev_hash).toBe('0'.repeat(64));
      for (let n = 1; n < rows.length; n += 1) expect(rows[n].prev_hash).toBe(rows[n - 1].entry_hash);
      expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.entry_hash))).toBe(true);
      expect(await verify(owner)).toEqual({ ok: true, entries: 6, brokenAt: null, reason: null, head: rows[5].entry_hash });
      const script = await runScript(owner.tenant);
      expect(script.code, script.out).toBe(0);
      expect(script.out).toContain(`business ${owner.tenant} (${owner.email}): intact, 6 entries`);
    });

    it('records the address the change came from, and who made it', async () => {
      const from = uniqueAddress();
      const made = (await sendJson('POST', owner.api('unit'), { UnitName: 'Dozen', UQC: 'DOZ' }, { 'x-forwarded-for': from })).body.data;
      const [entry] = await q('select actor, employee_id, address, action from edit_log where tenant_id = $1 and entity = $2 and record_id = $3', [owner.tenant, 'unit', made.Id]);
      expect(entry).toEqual({ actor: owner.email, employee_id: null, address: from, action: 'create' });
    });

    it('finds a row altered by SQL, at its seq, until it is put back', async () => {
      const victim = await newOwner();
      await someSaves(victim);
      const [row] = await q('select id, after_data from edit_log where tenant_id = $1 and seq = 3', [victim.tenant]);
      const original = typeof row.after_data === 'string' ? row.after_data : JSON.stringify(row.after_data);
      await write('update edit_log set after_data = $1 where id = $2', [original.replace('Kilo', 'Kilogram'), row.id]);
      const broken = await verify(victim);
      expect([broken.ok, broken.entries, broken.brokenAt]).toEqual([false, 2, 3]);
      expect(broken.reason).toBe('entry 3 was changed after it was written: its content no longer gives its hash');
      const script = await runScript(victim.tenant);
      expect(script.code, script.out).toBe(1);
      expect(script.out).toContain('BROKEN at entry 3');
      // Another business's chain is its own: still whole.
      expect((await verify(owner)).ok).toBe(true);
      await write('update edit_log set after_data = $1 where id = $2', [original, row.id]);
      expect((await verify(victim)).ok).toBe(true);
      // The actor changed instead: found as well.
      await write('update edit_log set actor = $1 where id = $2', ['someone@else.example', row.id]);
      expect((await verify(victim)).brokenAt).toBe(3);
    });

    it('finds a row deleted by SQL: in the middle by the gap, at the end by the head', async () => {
      const victim = await newOwner();
      await someSaves(victim);
      await write('delete from edit_log where tenant_id = $1 and seq = 6', [victim.tenant]);
      expect(await verify(victim)).toMatchObject({ ok: false, entries: 5, brokenAt: 6, reason: 'entries 6 to 6 are missing: deleted from the end of the chain' });
      await write('delete from edit_log where tenant_id = $1 and seq = 4', [victim.tenant]);
      expect(await verify(victim)).toMatchObject({ ok: false, entries: 3, brokenAt: 4, reason: 'entry 4 is missing: deleted (the chain goes on at 5)' });
    });

    it('finds entries reordered by SQL (seqs swapped)', async () => {
      const victim = await newOwner();
      await someSaves(victim);
      await write('update edit_log set seq = -1 where tenant_id = $1 and seq = 2', [victim.tenant]);
      await write('update edit_log set seq = 2 where tenant_id = $1 and seq = 3', [victim.tenant]);
      await write('update edit_log set seq = 3 where tenant_id = $1 and seq = -1', [victim.tenant]);
      expect(await verify(victim)).toMatchObject({ ok: false, entries: 1, brokenAt: 2, reason: 'entry 2 does not follow entry 1: the entries were reordered or one was replaced' });
    });

    it('keeps one gapless chain through 20 saves at once', async () => {
      const busy = await newOwner();
      const made = await Promise.all(Array.from({ length: 20 }, (_, n) => sendJson('POST', busy.api('unit'), { UnitName: `Unit ${n}`, UQC: 'NOS' })));
      expect(made.map((reply) => reply.status)).toEqual(Array(20).fill(200));
      // Sign-up's entry + 20 creates = 21, numbered 1..21 with no gap and no seq twice.
      expect((await chain(busy)).map((row) => Number(row.seq))).toEqual(Array.from({ length: 21 }, (_, n) => n + 1));
      expect(await verify(busy)).toMatchObject({ ok: true, entries: 21 });
    });

    it('records employees, role grants and password changes (never the password), and only the owner may verify', async () => {
      const shop = await newOwner();
      const desk = await employeeDesk(server().origin, shop);
      const { roleId, profile } = await desk.newRole('Counter', 'sales');
      await desk.regrant(profile, 'sales', 'party');
      const clerk = await desk.newEmployee(roleId);
      const changed = await sendJson('POST', desk.as(clerk.token, 'account/password'), { CurrentPassword: EMPLOYEE_PASSWORD, NewPassword: 'Clerk@456', ConfirmPassword: 'Clerk@456' });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      const entries = await q('select entity, action, actor, after_data from edit_log where tenant_id = $1 and entity in ($2, $3, $4, $5) order by seq', [shop.tenant, 'role', 'profile', 'employee', 'account']);
      expect(entries.map((entry) => [entry.entity, entry.action, entry.actor])).toEqual([
        ['role', 'create', shop.email],
        ['profile', 'create', shop.email],
        ['profile', 'update', shop.email],
        ['employee', 'create', shop.email],
        ['account', 'update', clerk.record.Email],
      ]);
      const text = JSON.stringify(entries);
      expect(text).not.toContain('scrypt');
      expect(text).not.toContain('Clerk@456');
      expect(text).toContain('changed by the login');
      // The password change ended the clerk's other sessions and gave this one a fresh token.
      expect((await getJson(desk.as(changed.body.tokenDetails.idToken, 'audit/verify'))).status).toBe(403);
      expect((await getJson(`${server().origin}/api/audit/verify`)).status).toBe(401);
      expect((await verify(shop)).ok).toBe(true);
    });

    it('carries the chain through a business file: the loaded business verifies', async () => {
      const source = await newOwner();
      await someSaves(source);
      const file = await (await fetch(source.api('account/export'))).text();
      const target = await newOwner();
      const loaded = await sendRaw('POST', target.api('account/import-business'), file, 'application/json');
      expect(loaded.status, JSON.stringify(loaded.body)).toBe(200);
      // The target's sign-up (1) + the source's 6 entries + the load's own entry = 8, chained anew.
      const rows = await q('select seq, entity, action from edit_log where tenant_id = $1 order by seq', [target.tenant]);
      expect(rows.map((row) => Number(row.seq))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(rows.slice(1, 7).map((row) => `${row.entity} ${row.action}`)).toEqual(['tenant create', 'unit create', 'unit create', 'party create', 'unit update', 'unit delete']);
      expect(await verify(target)).toMatchObject({ ok: true, entries: 8 });
    });
  },
  { env: { TRUST_PROXY: '127.0.0.1' } },
);

