// The sliding session on both stores (POST /api/account/renew): a token is renewed with the same
// claims and session epoch while it is valid; the fresh one works and the old one keeps working until
// it expires; a token whose session was ended (signed out) or which has expired is refused, so only idle
// time or an ended session stops it, and SESSION_MAX_AGE (30 days) from the sign-in, which renewals
// keep. "Remember my preference" at sign-in gives the longer idle limit, and renewals keep it.
import { expect, it } from 'vitest';
import { TokenSigner, type Claims } from '../../src/server/auth/tokens.ts';
import { getJson, GOOD_PASSWORD, registerAndLogin, sendJson } from '../support/http.ts';
import { describeEachStore } from '../support/stores.ts';

const SECRET = 'session-renew-test-secret-of-enough-length';
const LIFETIME = 600;
const REMEMBERED = 86_400;
const MAX_AGE = 30 * 86_400; // SESSION_MAX_AGE's default

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString('utf8')) as Claims;

describeEachStore(
  'session renewal',
  (server) => {
    const url = (path: string, token?: string) => `${server().origin}/api/${path}${token ? `?auth=${token}` : ''}`;
    const renew = (token: string) => sendJson('POST', url('account/renew', token), {});
    const works = async (token: string) => (await getJson(url('firm', token))).status;
    const signIn = (email: string, extra: object = {}) => sendJson('POST', url('super/superUserLogin'), { uname: email, password: GOOD_PASSWORD, ...extra });

    it('answers a fresh token with the same claims and epoch, and the fresh token works', async () => {
      const owner = await registerAndLogin(server().origin);
      const reply = await renew(owner.token);
      expect([reply.status, reply.body.message]).toEqual([200, 'Session renewed']);
      const details = reply.body.tokenDetails;
      expect(details).toMatchObject({ expiresIn: LIFETIME, userid: owner.userid });
      const before = claimsOf(owner.token);
      const after = claimsOf(details.idToken);
      expect({ ...after, exp: 0 }).toEqual({ ...before, exp: 0 });
      expect(after.exp).toBeGreaterThanOrEqual(before.exp);
      expect(await works(details.idToken)).toBe(200);
      // Renewing again from the fresh token works too: the session slides on as long as the user works.
      expect((await renew(details.idToken)).status).toBe(200);
    });

    it('refuses a token whose session was ended (signed out), and every token renewed from it', async () => {
      const owner = await registerAndLogin(server().origin);
      const renewed = (await renew(owner.token)).body.tokenDetails.idToken as string;
      expect((await sendJson('POST', url('account/logout', owner.token), {})).status).toBe(200);
      for (const token of [owner.token, renewed]) {
        const reply = await renew(token);
        expect([reply.status, reply.body.message]).toEqual([401, 'Sign in again: this session has ended (signed out, or the password was changed)']);
        expect(await works(token)).toBe(401);
      }
    });

    it('refuses an expired token, a forged one, and a call without one', async () => {
      const owner = await registerAndLogin(server().origin);
      const claims = claimsOf(owner.token);
      const { exp: _exp, ...rest } = claims;
      const signer = new TokenSigner(SECRET);
      // Signed by the server's own secret, but two minutes ago with a one-minute life: expired.
      const expired = signer.sign(rest, 60, Date.now() - 120_000);
      const stillValid = signer.sign(rest, 60, Date.now());
      expect((await renew(stillValid)).status).toBe(200);
      expect((await renew(expired)).status).toBe(401);
      expect(await works(expired)).toBe(401);
      expect((await renew(new TokenSigner('another secret').sign(rest, 60))).status).toBe(401);
      expect((await sendJson('POST', url('account/renew'), {})).status).toBe(401);
    });

    it('ends a session 30 days after its sign-in however often it was renewed, and no renewal outlives that', async () => {
      const owner = await registerAndLogin(server().origin);
      const { exp: _exp, auth_time: signedIn, ...rest } = claimsOf(owner.token);
      expect(Math.abs(signedIn! - Date.now() / 1000)).toBeLessThan(600);
      const signer = new TokenSigner(SECRET);
      const now = Math.floor(Date.now() / 1000);
      // Signed in 30 days and a minute ago, renewed a moment ago: refused, and cannot be renewed.
      const tooOld = signer.sign({ ...rest, auth_time: now - MAX_AGE - 60 }, LIFETIME);
      const refused = await renew(tooOld);
      expect([refused.status, refused.body.message]).toEqual([401, 'Sign in again: a session lasts at most 30 days from its sign-in']);
      expect(await works(tooOld)).toBe(401);
      // Signed in 30 days less five minutes ago: renewed, but only until its 30 days are up.
      const lastMinutes = signer.sign({ ...rest, auth_time: now - MAX_AGE + 300 }, LIFETIME);
      const renewed = await renew(lastMinutes);
      expect(renewed.status).toBe(200);
      expect(claimsOf(renewed.body.tokenDetails.idToken).auth_time).toBe(now - MAX_AGE + 300);
      expect(renewed.body.tokenDetails.expiresIn).toBeLessThanOrEqual(300);
      expect(claimsOf(renewed.body.tokenDetails.idToken).exp).toBeLessThanOrEqual(now + 300);
    });

    it('"Remember my preference" gives the longer idle limit, kept by renewals; unticked gives TOKEN_LIFETIME', async () => {
      const owner = await registerAndLogin(server().origin);
      const remembered = (await signIn(owner.email, { remember: true })).body.tokenDetails;
      expect(remembered.expiresIn).toBe(REMEMBERED);
      expect(claimsOf(remembered.idToken).rm).toBe(1);
      const renewed = (await renew(remembered.idToken)).body.tokenDetails;
      expect(renewed.expiresIn).toBe(REMEMBERED);
      expect(claimsOf(renewed.idToken).exp - Math.floor(Date.now() / 1000)).toBeGreaterThan(REMEMBERED - 60);

      const plain = (await signIn(owner.email, { remember: false })).body.tokenDetails;
      expect([plain.expiresIn, claimsOf(plain.idToken).rm]).toEqual([LIFETIME, undefined]);
      expect((await renew(plain.idToken)).body.tokenDetails.expiresIn).toBe(LIFETIME);
      // The SPEC's own body (no remember) is unchanged; a non-text remember is a clear 400.
      expect((await signIn(owner.email)).body.tokenDetails.expiresIn).toBe(LIFETIME);
      const bad = await signIn(owner.email, { remember: 3 });
      expect([bad.status, bad.body.message]).toEqual([400, 'remember must be text']);
    });
  },
  { env: { TOKEN_SECRET: SECRET, TOKEN_LIFETIME: String(LIFETIME), REMEMBER_LIFETIME: String(REMEMBERED) } },
);
