// A forgotten password reset through the e-mail on file, on both stores, with the mail caught by a local
// SMTP server the test starts (tests/support/smtp-catcher.ts): the link arrives, works once and for an hour,
// sets a password that follows the sign-up rules (SPEC section 5), ends every earlier session and clears the
// e-mail's sign-in wait. Any e-mail gets the same answer (no way to learn which have logins), requests are
// throttled per (e-mail, address) and per address, and quietly per e-mail, so nobody else's requests stop
// the owner's own; a server without SMTP_URL says clearly that reset by e-mail is not set up.
import { createHash } from 'node:crypto';
import { afterAll, expect, inject, it } from 'vitest';
import { EMPLOYEE_PASSWORD, employeeDesk } from '../support/employees.ts';
import { signInKeys } from '../../src/server/auth/sign-in-throttle.ts';
import { getJson, GOOD_PASSWORD, postForm, registerAndLogin, sendJson, uniqueAddress, uniqueEmail } from '../support/http.ts';
import type { RunningServer } from '../support/server.ts';
import { startSmtpCatcher, type CaughtMail } from '../support/smtp-catcher.ts';
import { queryStore, writeStore } from '../support/store-query.ts';
import { describeEachStore } from '../support/stores.ts';

const catcher = await startSmtpCatcher();
afterAll(() => catcher.stop());

const PUBLIC_URL = 'https://books.example.com';
const SENT = 'If this e-mail belongs to a Bahi login, a link to reset its password is on its way. The link works for one hour.';
const INVALID = 'This reset link is not valid or has expired: ask for a new one';
const NEW_PASSWORD = 'Ledger@2027';
const HOUR_MS = 60 * 60 * 1000; // 3,600,000

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The token in the mail's link, checking the link is built on PUBLIC_URL in both parts of the mail. */
function tokenIn(mail: CaughtMail): string {
  const link = /https:\/\/books\.example\.com\/bahi\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mail.text);
  expect(link, mail.text).not.toBeNull();
  expect(mail.html).toContain(link![0]);
  return link![1];
}

describeEachStore(
  'password reset by e-mail',
  (server) => {
    const origin = () => server().origin;
    const ask = (email: string, from?: string) => sendJson('POST', `${origin()}/api/account/forgot-password`, { Email: email }, from ? { 'x-forwarded-for': from } : {});
    const reset = (Token: string, NewPassword = NEW_PASSWORD, ConfirmPassword = NewPassword) =>
      sendJson('POST', `${origin()}/api/account/reset-password`, { Token, NewPassword, ConfirmPassword });
    const signIn = (uname: string, password: string, from?: string) =>
      sendJson('POST', `${origin()}/api/super/superUserLogin`, { uname, password }, from ? { 'x-forwarded-for': from } : {});
    const works = async (token: string) => (await getJson(`${origin()}/api/firm?auth=${token}`)).status;
    const query = (text: string, params: unknown[] = []) => queryStore(server() as RunningServer, inject('postgresUrl'), text, params);
    const write = (text: string, params: unknown[] = []) => writeStore(server(), inject('postgresUrl'), text, params);

    it('mails the owner a one-hour link that sets a new password once, ends old sessions and clears the sign-in wait', async () => {
      const owner = await registerAndLogin(origin());
      // The owner's own failures at this address have run its sign-in wait up to 15 minutes
      // (sign-in-throttle.ts): the right password waits too, until the reset.
      await write('INSERT INTO attempt_throttle (throttle_key, failures, last_failure, blocked_until) VALUES ($1, $2, $3, $4)', [signInKeys(owner.email, '127.0.0.1').pair, 14, Date.now(), Date.now() + 15 * 60_000]);
      expect((await signIn(owner.email, GOOD_PASSWORD)).status).toBe(429);

      const asked = await ask(owner.email.toUpperCase());
      expect([asked.status, asked.body.message]).toEqual([200, SENT]);
      const mail = await catcher.waitFor(owner.email);
      expect(mail.from).toBe('books@example.com');
      expect(mail.subject).toBe('Reset your Bahi password');
      expect(mail.text).toContain(`the Bahi login ${owner.email} (business owner`);
      expect(mail.text).toContain('The link works once, for one hour.');
      expect(mail.text).toContain('If you did not ask for this, ignore this mail: your password stays as it is.');
      const token = tokenIn(mail);

      // Only the token's SHA-256 is kept; it expires an hour after it was asked for.
      const rows = await query('SELECT r.token_hash, r.created_at, r.expires_at, r.used_at FROM password_reset r JOIN account a ON a.id = r.account_id WHERE a.email = $1', [owner.email]);
      expect(rows).toHaveLength(1);
      expect(rows[0].token_hash).toBe(sha256(token));
      expect(JSON.stringify(rows)).not.toContain(token);
      expect(Number(rows[0].expires_at) - Number(rows[0].created_at)).toBe(HOUR_MS);
      expect(rows[0].used_at).toBeNull();

      // The sign-up rules, and a confirmation that matches; a refused try leaves the link usable.
      const weak = await reset(token, 'Ledger@');
      expect([weak.status, weak.body.message, weak.body.errors[0].path]).toEqual([400, 'Password must contain at least one number', '/NewPassword']);
      const unmatched = await reset(token, NEW_PASSWORD, 'Ledger@2028');
      expect([unmatched.status, unmatched.body.message, unmatched.body.errors[0].path]).toEqual([400, 'Passwords must match', '/ConfirmPassword']);

      const done = await reset(token);
      expect([done.status, done.body.Kind]).toEqual([200, 'master']);
      expect(await works(owner.token)).toBe(401);
      expect((await signIn(owner.email, GOOD_PASSWORD)).status).toBe(401);
      expect((await signIn(owner.email, NEW_PASSWORD)).status).toBe(200);

      const again = await reset(token, 'Ledger@2029');
      expect([again.status, again.body.message, again.body.errors[0].path]).toEqual([400, INVALID, '/Token']);
      expect((await signIn(owner.email, NEW_PASSWORD)).status).toBe(200);
    });

    it('an employee resets theirs and signs in at the employee door', async () => {
      const owner = await registerAndLogin(origin());
      const desk = await employeeDesk(origin(), { api: (path) => `${origin()}/api/${path}${path.includes('?') ? '&' : '?'}auth=${owner.token}` });
      const clerk = await desk.newEmployee((await desk.newRole('Counter', 'sales')).roleId);
      const email = String(clerk.record.Email);
      expect((await ask(email)).status).toBe(200);
      const mail = await catcher.waitFor(email);
      expect(mail.text).toContain(`the Bahi login ${email} (employee`);
      const done = await reset(tokenIn(mail));
      expect([done.status, done.body.Kind]).toEqual([200, 'employee']);
      expect((await desk.signIn(email, EMPLOYEE_PASSWORD)).status).toBe(401);
      expect((await desk.signIn(email, NEW_PASSWORD)).status).toBe(200);
      expect((await getJson(desk.as(clerk.token, 'sales'))).status).toBe(401);
    });

    it('refuses an expired link, and a link whose login has since set a new password', async () => {
      const owner = await registerAndLogin(origin());
      await ask(owner.email);
      await ask(owner.email);
      const first = tokenIn(await catcher.waitFor(owner.email, 1));
      const second = tokenIn(await catcher.waitFor(owner.email, 2));
      expect(first).not.toBe(second);

      // The first link's hour has passed.
      await write('UPDATE password_reset SET expires_at = $1 WHERE token_hash = $2', [Date.now() - 1, sha256(first)]);
      const expired = await reset(first);
      expect([expired.status, expired.body.message]).toEqual([400, INVALID]);
      expect((await signIn(owner.email, GOOD_PASSWORD)).status).toBe(200);

      // The second was still open; a third, asked for before it was used, is spent along with it.
      await ask(owner.email);
      const third = tokenIn(await catcher.waitFor(owner.email, 3));
      expect((await reset(second)).status).toBe(200);
      const spent = await reset(third, 'Ledger@2029');
      expect([spent.status, spent.body.message]).toEqual([400, INVALID]);
      expect((await reset('not-a-token')).body.message).toBe(INVALID);
      expect((await signIn(owner.email, NEW_PASSWORD)).status).toBe(200);
    });

    it('answers an unknown e-mail exactly as a known one, mails nothing and keeps nothing', async () => {
      const before = await query('SELECT COUNT(*) AS n FROM password_reset');
      const stranger = uniqueEmail('stranger');
      const unknown = await ask(stranger);
      expect([unknown.status, unknown.body]).toEqual([200, { status: 200, message: SENT }]);
      // A known e-mail asked for after it: once its mail is in, the stranger's would have been too.
      const owner = await registerAndLogin(origin());
      const known = await ask(owner.email);
      expect([known.status, known.body]).toEqual([200, { status: 200, message: SENT }]);
      await catcher.waitFor(owner.email);
      expect(catcher.to(stranger)).toEqual([]);
      const after = await query('SELECT COUNT(*) AS n FROM password_reset');
      expect(Number(after[0].n)).toBe(Number(before[0].n) + 1);
    });

    it('a login switched off is mailed nothing, and a link mailed before it was switched off no longer works', async () => {
      const owner = await registerAndLogin(origin());
      await ask(owner.email);
      const token = tokenIn(await catcher.waitFor(owner.email));
      await write('UPDATE account SET active = FALSE WHERE email = $1', [owner.email]);
      const refused = await reset(token);
      expect([refused.status, refused.body.message]).toEqual([400, INVALID]);
      const asked = await ask(owner.email);
      expect([asked.status, asked.body.message]).toEqual([200, SENT]);
      // Another login's mail, asked for after it, arrives alone.
      const other = await registerAndLogin(origin());
      await ask(other.email);
      await catcher.waitFor(other.email);
      expect(catcher.to(owner.email)).toHaveLength(1);
      await write('UPDATE account SET active = TRUE WHERE email = $1', [owner.email]);
      expect((await signIn(owner.email, GOOD_PASSWORD)).status).toBe(200);
    });

    it('lets an address ask for one e-mail three times free, then makes it wait (known or not)', async () => {
      const email = uniqueEmail('flooded');
      // Requests 1-3 are free; the 4th is answered and starts a 10-minute wait (RESET_PAIR_POLICY); the 5th waits.
      for (let request = 1; request <= 4; request += 1) expect((await ask(email)).status).toBe(200);
      const fifth = await ask(email);
      expect([fifth.status, fifth.body.message]).toEqual([429, 'Too many password reset requests. Try again in 10 minutes.']);
      // Another e-mail from the same address is still served.
      expect((await ask(uniqueEmail('neighbour'))).status).toBe(200);
    });

    it("four requests for the owner's e-mail from elsewhere do not stop the owner's own", async () => {
      const owner = await registerAndLogin(origin());
      const elsewhere = uniqueAddress();
      for (let request = 1; request <= 4; request += 1) expect((await ask(owner.email, elsewhere)).status).toBe(200);
      expect((await ask(owner.email, elsewhere)).status).toBe(429);
      const own = await ask(owner.email, uniqueAddress());
      expect([own.status, own.body.message]).toEqual([200, SENT]);
      const token = tokenIn(await catcher.waitFor(owner.email, 5));
      expect((await reset(token)).status).toBe(200);
      expect((await signIn(owner.email, NEW_PASSWORD)).status).toBe(200);
    });

    it('mails an e-mail five times a day from all addresses together, then quietly stops, except to an address its login signs in from', async () => {
      const owner = await registerAndLogin(origin());
      const home = uniqueAddress();
      expect((await signIn(owner.email, GOOD_PASSWORD, home)).status).toBe(200);
      // Seven addresses ask once each: five mails go, the last two are answered the same and send none.
      for (let request = 1; request <= 7; request += 1) expect(await ask(owner.email, uniqueAddress())).toMatchObject({ status: 200, body: { message: SENT } });
      await catcher.waitFor(owner.email, 5);
      // From the address the owner signs in from, the mail goes all the same, and it is the sixth.
      expect(await ask(owner.email, home)).toMatchObject({ status: 200, body: { message: SENT } });
      const token = tokenIn(await catcher.waitFor(owner.email, 6));
      expect(catcher.to(owner.email)).toHaveLength(6);
      expect((await reset(token)).status).toBe(200);
    });

    it('still makes an address that asked for many e-mails wait', async () => {
      const flooder = uniqueAddress();
      // Thirty requests from this address already (twenty are free): the next makes it wait the ceiling, 6 hours.
      await write('INSERT INTO attempt_throttle (throttle_key, failures, last_failure, blocked_until) VALUES ($1, $2, $3, $4)', [`reset-mail-from:${flooder}`, 30, Date.now(), Date.now()]);
      expect((await ask(uniqueEmail('first'), flooder)).status).toBe(200);
      const refused = await ask(uniqueEmail('second'), flooder);
      expect([refused.status, refused.body.message]).toEqual([429, 'Too many password reset requests. Try again in 360 minutes.']);
      expect((await ask(uniqueEmail('third'), uniqueAddress())).status).toBe(200);
    });

    it('names the field when the e-mail or the token is missing', async () => {
      const noEmail = await sendJson('POST', `${origin()}/api/account/forgot-password`, {});
      expect([noEmail.status, noEmail.body.message, noEmail.body.errors[0].path]).toEqual([400, 'Email is required', '/Email']);
      const badEmail = await postForm(`${origin()}/api/account/forgot-password`, { Email: 'not an address' });
      expect([badEmail.status, badEmail.body.message]).toEqual([400, 'Email must be a valid email address']);
      const noToken = await sendJson('POST', `${origin()}/api/account/reset-password`, { NewPassword: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD });
      expect([noToken.status, noToken.body.errors[0].path]).toEqual([400, '/Token']);
    });
  },
  // TRUST_PROXY: the test's requests may come from several addresses (X-Forwarded-For).
  { env: { SMTP_URL: catcher.url, PUBLIC_URL: `${PUBLIC_URL}/`, MAIL_FROM: 'Bahi Books <books@example.com>', TRUST_PROXY: '127.0.0.1' } },
);

describeEachStore('password reset on a server without SMTP_URL', (server) => {
  it('answers 503 with a message the sign-in page shows', async () => {
    const NOT_SET_UP = 'Password reset by e-mail is not set up on this server; ask the business owner';
    const asked = await sendJson('POST', `${server().origin}/api/account/forgot-password`, { Email: 'owner@example.com' });
    expect([asked.status, asked.body.message]).toEqual([503, NOT_SET_UP]);
    const reset = await sendJson('POST', `${server().origin}/api/account/reset-password`, { Token: 'x', NewPassword: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD });
    expect([reset.status, reset.body.message]).toEqual([503, NOT_SET_UP]);
  });
});
