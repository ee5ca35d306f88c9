// The pure session rules of SPEC section 4: expiry date, restore or expire on load, logout target.
import { describe, expect, it } from 'vitest';
import {
  decideOnLoad,
  expireDateFor,
  issuedAtMs,
  logoutTarget,
  newerStoredSession,
  parseStoredSession,
  pathAfterRestore,
  renewDue,
  renewLeadMs,
  toStoredSession,
} from '../../src/client/session/sessionRules.ts';

const NOW = new Date('2026-11-20T10:00:00.000Z');
const stored = (expireDate: string) =>
  JSON.stringify({ idToken: 'tok', expiresIn: 3600, userid: 7, expireDate });

describe('expiry computation', () => {
  it('is now plus expiresIn seconds, as an ISO string', () => {
    expect(expireDateFor(NOW, 3600)).toBe('2026-11-20T11:00:00.000Z');
    expect(expireDateFor(NOW, 0)).toBe(NOW.toISOString());
  });

  it('stores exactly idToken, expiresIn, userid and expireDate', () => {
    expect(toStoredSession({ idToken: 'tok', expiresIn: 90, userid: 7 }, NOW)).toEqual({
      idToken: 'tok',
      expiresIn: 90,
      userid: 7,
      expireDate: '2026-11-20T10:01:30.000Z',
    });
  });
});

describe('on load', () => {
  it('has no session when nothing is stored', () => {
    expect(decideOnLoad(null, null, NOW)).toEqual({ kind: 'none' });
  });

  it('restores a live session with the time it has left', () => {
    const decision = decideOnLoad(stored('2026-11-20T10:30:00.000Z'), 'employee', NOW);
    expect(decision).toMatchObject({ kind: 'restore', userType: 'employee', remainingMs: 30 * 60_000 });
    expect(decision.kind === 'restore' && decision.session.idToken).toBe('tok');
  });

  it('expires a session whose expiry date has passed, or is exactly now', () => {
    expect(decideOnLoad(stored('2026-11-20T09:59:59.000Z'), 'master', NOW)).toEqual({ kind: 'expired' });
    expect(decideOnLoad(stored(NOW.toISOString()), 'master', NOW)).toEqual({ kind: 'expired' });
  });

  it('logs out leftovers it cannot use: unreadable details, a missing or unknown user type', () => {
    expect(decideOnLoad('{not json', 'master', NOW)).toEqual({ kind: 'expired' });
    expect(decideOnLoad(stored('2026-11-21T00:00:00.000Z'), null, NOW)).toEqual({ kind: 'expired' });
    expect(decideOnLoad(stored('2026-11-21T00:00:00.000Z'), 'admin', NOW)).toEqual({ kind: 'expired' });
    expect(decideOnLoad(null, 'master', NOW)).toEqual({ kind: 'expired' });
  });

  it('reads only well-formed stored details', () => {
    expect(parseStoredSession(JSON.stringify({ idToken: '', expireDate: NOW.toISOString(), userid: 1 }))).toBeNull();
    expect(parseStoredSession(JSON.stringify({ idToken: 't', expireDate: 'soon', userid: 1 }))).toBeNull();
    expect(parseStoredSession(JSON.stringify({ idToken: 't', expireDate: NOW.toISOString() }))).toBeNull();
    expect(parseStoredSession('null')).toBeNull();
  });

  it('forwards only the sign-in pages to the dashboard after a restore', () => {
    expect(pathAfterRestore('/login')).toBe('/dashboard');
    expect(pathAfterRestore('/emplogin/')).toBe('/dashboard');
    expect(pathAfterRestore('/sales')).toBeNull();
    expect(pathAfterRestore('/page-register')).toBeNull();
  });
});

describe('logout navigation target', () => {
  it('stays on employee sign-in and on sign-up, and goes to /login from anywhere else', () => {
    expect(logoutTarget('/emplogin')).toBe('/emplogin');
    expect(logoutTarget('/page-register')).toBe('/page-register');
    expect(logoutTarget('/page-register/')).toBe('/page-register');
    expect(logoutTarget('/dashboard')).toBe('/login');
    expect(logoutTarget('/')).toBe('/login');
    expect(logoutTarget('/emplogin-x')).toBe('/login');
  });
});

describe('sliding session rules', () => {
  // A 60-second token issued at 10:00:00 (expires 10:01:00).
  const token = { idToken: 't', expiresIn: 60, userid: 7, expireDate: '2026-11-20T10:01:00.000Z' };
  const at = (time: string) => Date.parse(`2026-11-20T${time}.000Z`);

  it('renews only after activity since the token was issued, from half its life until it runs out', () => {
    expect(issuedAtMs(token)).toBe(at('10:00:00'));
    expect(renewDue(token, at('10:00:10'), at('10:00:29'))).toBe(false); // before half its life
    expect(renewDue(token, at('10:00:10'), at('10:00:30'))).toBe(true);
    expect(renewDue(token, at('09:59:59'), at('10:00:45'))).toBe(false); // no activity since it was issued
    expect(renewDue(token, at('10:00:10'), at('10:01:00'))).toBe(false); // already expired: sign in again
  });

  it('checks a last time a fifth of the lifetime before expiry, at most a minute', () => {
    expect(renewLeadMs(token)).toBe(12_000);
    expect(renewLeadMs({ ...token, expiresIn: 3600 })).toBe(60_000);
  });

  it("takes another tab's renewed token of the same login, never another login's or an older one", () => {
    const newer = JSON.stringify({ ...token, idToken: 'u', expireDate: '2026-11-20T10:01:30.000Z' });
    expect(newerStoredSession(token, newer)?.idToken).toBe('u');
    expect(newerStoredSession(token, JSON.stringify({ ...token, userid: 8, expireDate: '2026-11-20T10:01:30.000Z' }))).toBeNull();
    expect(newerStoredSession(token, JSON.stringify(token))).toBeNull();
    expect(newerStoredSession(token, null)).toBeNull();
  });
});
