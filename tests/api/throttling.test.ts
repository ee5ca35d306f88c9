// Throttling that protects without locking out (src/server/auth/attempt-throttle.ts, sign-in-throttle.ts):
// failures count per (e-mail, address) and per address, so a guesser at one address never holds back the
// owner at another, while the guesser's own address waits; the counts live in
// the database, so a restarted server (or another server on the same PostgreSQL) keeps them; behind a
// trusted proxy (TRUST_PROXY) each client's own address counts, and without one a forwarded address is
// not believed; sign-ups from one address are limited (SIGNUPS_PER_ADDRESS); a wrong current password on
// the change-password form counts like a failed sign-in. Both stores.
import { afterAll, expect, inject, it } from 'vitest';
import { signInKeys } from '../../src/server/auth/sign-in-throttle.ts';
import { GOOD_PASSWORD, postForm, registerAndLogin, sendJson, uniqueAddress, uniqueEmail } from '../support/http.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { writeStore } from '../support/store-query.ts';
import { describeEachStore } from '../support/stores.ts';

const started: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(started.map((server) => server.stop()));
});

describeEachStore(
  'throttling',
  (server, store) => {
    const signIn = (origin: string, email: string, password: string, from?: string) =>
      sendJson('POST', `${origin}/api/super/superUserLogin`, { uname: email, password }, from ? { 'x-forwarded-for': from } : {});
    const signUp = (origin: string, from?: string) =>
      postForm(`${origin}/api/super/register`, { uname: uniqueEmail('signup'), password: GOOD_PASSWORD }, from ? { 'x-forwarded-for': from } : {});

    // Tests that start servers of their own get the time a loaded machine takes to start them.
    it('keeps the count in the database: a second server on the same store makes the e-mail wait at that address too', { timeout: 120_000 }, async () => {
      // A second server on the same database (the embedded store's file, or the PostgreSQL database).
      const other = await startServer({ store, databaseUrl: inject('postgresUrl'), ...(store === 'postgres' ? {} : { dataDir: server().dataDir }) });
      started.push(other);
      const { email } = await registerAndLogin(server().origin);
      for (let attempt = 0; attempt < 4; attempt += 1) expect((await signIn(server().origin, email, 'Wrong@123')).status).toBe(401);
      const reply = await signIn(other.origin, email, GOOD_PASSWORD);
      expect(reply.status).toBe(429);
      expect(reply.body.message).toMatch(/^Too many failed sign-ins\. Try again in 1 second\.$/);
    });

    it("an attacker failing at one address each time its wait ends never holds back the owner at another", { timeout: 120_000 }, async () => {
      const { email } = await registerAndLogin(server().origin);
      const attacker = uniqueAddress();
      const owner = uniqueAddress();
      // Three free failures, then waits of 1 s and 2 s: after each of the attacker's failures (the 5th and
      // 6th once their waits have ended) the owner signs in at once, every time.
      for (let failure = 1; failure <= 6; failure += 1) {
        const deadline = Date.now() + 60_000;
        let reply = await signIn(server().origin, email, 'Wrong@123', attacker);
        while (reply.status === 429 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 200));
          reply = await signIn(server().origin, email, 'Wrong@123', attacker);
        }
        expect(reply.status).toBe(401);
        const ownReply = await signIn(server().origin, email, GOOD_PASSWORD, owner);
        expect([failure, ownReply.status]).toEqual([failure, 200]);
      }
      // The attacker's address waits (4 s now), even with the right password; the owner's does not.
      const refused = await signIn(server().origin, email, GOOD_PASSWORD, attacker);
      expect([refused.status, refused.body.message]).toEqual([429, expect.stringMatching(/^Too many failed sign-ins\. Try again in [1-4] seconds?\.$/)]);
      expect((await signIn(server().origin, email, GOOD_PASSWORD, owner)).status).toBe(200);
    });

    it('makes an address that failed against many e-mails wait, whichever e-mail it tries next', async () => {
      const { email } = await registerAndLogin(server().origin);
      const guesser = uniqueAddress();
      // A hundred and ten failures of other e-mails from this address already (a hundred are free): the next
      // failure makes the address wait the ceiling, 15 minutes.
      await writeStore(server(), inject('postgresUrl'), 'INSERT INTO attempt_throttle (throttle_key, failures, last_failure, blocked_until) VALUES ($1, $2, $3, $4)', [
        signInKeys('anyone@example.com', guesser).address,
        110,
        Date.now(),
        Date.now(),
      ]);
      expect((await signIn(server().origin, uniqueEmail('guessed'), 'Wrong@123', guesser)).status).toBe(401);
      const refused = await signIn(server().origin, email, GOOD_PASSWORD, guesser);
      expect([refused.status, refused.body.message]).toEqual([429, 'Too many failed sign-ins. Try again in 15 minutes.']);
      expect((await signIn(server().origin, email, GOOD_PASSWORD, uniqueAddress())).status).toBe(200);
    });

    it('counts wrong current passwords on the change-password form as failed sign-ins', async () => {
      const { token } = await registerAndLogin(server().origin);
      const change = (current: string) =>
        sendJson('POST', `${server().origin}/api/account/password?auth=${token}`, { CurrentPassword: current, NewPassword: 'Newer@2026', ConfirmPassword: 'Newer@2026' });
      for (let attempt = 0; attempt < 4; attempt += 1) expect((await change('Guess@1234')).status).toBe(400);
      const reply = await change(GOOD_PASSWORD);
      expect(reply.status).toBe(429);
      expect(reply.body.message).toBe('Too many wrong passwords. Try again in 1 second.');
    });

    it('limits sign-ups per address, believing X-Forwarded-For only from a trusted proxy', { timeout: 120_000 }, async () => {
      const proxied = await startServer({ store, databaseUrl: inject('postgresUrl'), env: { SIGNUPS_PER_ADDRESS: '2', TRUST_PROXY: '127.0.0.1' } });
      const direct = await startServer({ store, databaseUrl: inject('postgresUrl'), env: { SIGNUPS_PER_ADDRESS: '2' } });
      started.push(proxied, direct);
      // Behind the proxy: two sign-ups from one client, the third waits (10 minutes); another client is free.
      const client = store === 'postgres' ? '203.0.113.7' : '203.0.113.9'; // the PostgreSQL suite shares one database
      expect((await signUp(proxied.origin, client)).status).toBe(200);
      expect((await signUp(proxied.origin, client)).status).toBe(200);
      const third = await signUp(proxied.origin, client);
      expect(third.status).toBe(429);
      expect(third.body.message).toBe('Too many sign-ups from this address. Try again in 10 minutes.');
      expect((await signUp(proxied.origin, store === 'postgres' ? '203.0.113.8' : '203.0.113.10')).status).toBe(200);
      // Not behind a trusted proxy: the header is the client's word, so every sign-up counts as 127.0.0.1's.
      const statuses = [];
      for (const from of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) statuses.push((await signUp(direct.origin, from)).status);
      expect(statuses).toEqual([200, 200, 429]);
    });
  },
  // The suite's server believes 127.0.0.1 about X-Forwarded-For, so a test can sign in from several addresses.
  { env: { TRUST_PROXY: '127.0.0.1' } },
);
