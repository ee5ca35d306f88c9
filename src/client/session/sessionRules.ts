// Pure session rules of SPEC section 4: what is stored, when it expires, where logout lands.
// No browser, timer or store code here, so the rules can be unit-tested in Node.

export const USER_DETAILS_KEY = 'userDetails';
export const USER_TYPE_KEY = 'userType';

export type UserType = 'master' | 'employee';

/** What the login call returns in `tokenDetails`. */
export interface TokenDetails {
  idToken: string;
  /** Token lifetime in seconds. */
  expiresIn: number;
  userid: string | number;
}

/** What is kept under the 'userDetails' key: the token details plus the computed expiry. */
export interface StoredSession extends TokenDetails {
  /** ISO date-time at which the token expires. */
  expireDate: string;
}

export type RestoreDecision =
  | { kind: 'none' }
  | { kind: 'expired' }
  | { kind: 'restore'; session: StoredSession; userType: UserType; remainingMs: number };

/** setTimeout overflows above 2^31-1 ms (about 24.8 days) and would fire at once. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

export function expireDateFor(now: Date, expiresInSeconds: number): string {
  return new Date(now.getTime() + expiresInSeconds * 1000).toISOString();
}

export function toStoredSession(details: TokenDetails, now: Date): StoredSession {
  return {
    idToken: details.idToken,
    expiresIn: details.expiresIn,
    userid: details.userid,
    expireDate: expireDateFor(now, details.expiresIn),
  };
}

export function isUserType(value: unknown): value is UserType {
  return value === 'master' || value === 'employee';
}

/** Reads the stored 'userDetails' JSON; anything malformed counts as no session. */
export function parseStoredSession(raw: string | null): StoredSession | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const candidate = value as Partial<StoredSession>;
  if (typeof candidate.idToken !== 'string' || candidate.idToken === '') return null;
  if (typeof candidate.expireDate !== 'string' || Number.isNaN(Date.parse(candidate.expireDate))) return null;
  if (typeof candidate.userid !== 'string' && typeof candidate.userid !== 'number') return null;
  return {
    idToken: candidate.idToken,
    expiresIn: Number(candidate.expiresIn),
    userid: candidate.userid,
    expireDate: candidate.expireDate,
  };
}

/**
 * On load: nothing stored -> none; expiry passed -> expired (logged out); otherwise restore with the
 * time left. Leftovers that cannot be used (unreadable details, a missing or unknown userType, which
 * leaves the menu unknown) are logged out like an expired session, so storage is cleaned up.
 */
export function decideOnLoad(userDetailsRaw: string | null, userTypeRaw: string | null, now: Date): RestoreDecision {
  const session = parseStoredSession(userDetailsRaw);
  if (!session || !isUserType(userTypeRaw)) return userDetailsRaw || userTypeRaw ? { kind: 'expired' } : { kind: 'none' };
  const remainingMs = Date.parse(session.expireDate) - now.getTime();
  if (remainingMs <= 0) return { kind: 'expired' };
  return { kind: 'restore', session, userType: userTypeRaw, remainingMs };
}

function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Logout stays on the employee sign-in or the sign-up page when already there; otherwise it goes to /login. */
export function logoutTarget(pathname: string): '/emplogin' | '/page-register' | '/login' {
  const path = normalisePath(pathname);
  if (path === '/emplogin') return '/emplogin';
  if (path === '/page-register') return '/page-register';
  return '/login';
}

/** After a session is restored on load, the sign-in pages forward to the dashboard. */
export function pathAfterRestore(pathname: string): string | null {
  const path = normalisePath(pathname);
  return path === '/login' || path === '/emplogin' ? '/dashboard' : null;
}

// ---- the sliding session: the token is renewed while the user works; only idle time ends it ----

/** When the stored token was issued (its expiry less its lifetime). */
export function issuedAtMs(session: StoredSession): number {
  return Date.parse(session.expireDate) - (Number.isFinite(session.expiresIn) ? session.expiresIn : 0) * 1000;
}

/** How long before expiry the last check for renewal runs: a fifth of the lifetime, at most a minute. */
export function renewLeadMs(session: StoredSession): number {
  return Math.min(60_000, Math.max(1000, (session.expiresIn * 1000) / 5));
}

/**
 * Renew when the user did something since the token was issued and the token is past half its life
 * (checked at each activity), or when it is about to run out (the last check before expiry). Without
 * activity nothing is renewed, so a session left alone ends after its lifetime.
 */
export function renewDue(session: StoredSession, lastActivityMs: number, nowMs: number): boolean {
  const issued = issuedAtMs(session);
  if (!(lastActivityMs > issued)) return false;
  const expires = Date.parse(session.expireDate);
  return nowMs >= issued + (expires - issued) / 2 && nowMs < expires;
}

/** Another tab's renewal: the stored session of the same login that lasts longer than ours. */
export function newerStoredSession(current: StoredSession, storedRaw: string | null): StoredSession | null {
  const stored = parseStoredSession(storedRaw);
  if (!stored || String(stored.userid) !== String(current.userid)) return null;
  return Date.parse(stored.expireDate) > Date.parse(current.expireDate) ? stored : null;
}
