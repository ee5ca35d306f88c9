// Signed session tokens: base64url(JSON claims) + "." + base64url(HMAC-SHA256). Stateless to verify;
// the account's `active` flag is still checked on every request, so a disabled login stops at once.
import { createHmac, createSecretKey, randomBytes, timingSafeEqual, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { privateDir } from '../ops/private-files.ts';

export type Claims = {
  /** account id */
  sub: number;
  tid: number;
  kind: 'master' | 'employee';
  email: string;
  /** expiry, seconds since the epoch */
  exp: number;
  /** the account's session_epoch when signed (absent on tokens from before it existed: 0) */
  ep?: number;
  /** 1 when "Remember my preference" was ticked at sign-in: renewals keep the longer idle limit. */
  rm?: 1;
  /**
   * When the person signed in (seconds since the epoch), kept by every renewal: the session ends
   * SESSION_MAX_AGE after it however busy it is (session.ts). Absent on tokens from before it existed.
   */
  auth_time?: number;
};

export class TokenSigner {
  /** A key object made once: HMAC with a raw Buffer builds one on every call (each request verifies a token). */
  readonly #secret: KeyObject;
  constructor(secret: string | Buffer) {
    this.#secret = createSecretKey(Buffer.isBuffer(secret) ? secret : Buffer.from(secret, 'utf8'));
  }

  sign(claims: Omit<Claims, 'exp'>, lifetimeSeconds: number, now = Date.now()): string {
    const payload = Buffer.from(JSON.stringify({ ...claims, exp: Math.floor(now / 1000) + lifetimeSeconds })).toString('base64url');
    return `${payload}.${this.#mac(payload)}`;
  }

  /** The claims of a genuine, unexpired token, or null. */
  verify(token: string, now = Date.now()): Claims | null {
    const [payload, mac, extra] = token.split('.');
    if (!payload || !mac || extra !== undefined) return null;
    const expected = Buffer.from(this.#mac(payload));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims;
      if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return null;
      return claims;
    } catch {
      return null;
    }
  }

  /**
   * A token for one purpose other than a session (a share link): the MAC covers the purpose too, so it is
   * never taken as a session token nor a session token as it. Same layout and secret as sign().
   */
  signFor(purpose: string, claims: Record<string, unknown>, lifetimeSeconds: number, now = Date.now()): string {
    const payload = Buffer.from(JSON.stringify({ ...claims, exp: Math.floor(now / 1000) + lifetimeSeconds })).toString('base64url');
    return `${payload}.${this.#mac(`${purpose}:${payload}`)}`;
  }

  /** A purpose token's claims, or why not: 'invalid' (altered, not ours, malformed) or 'expired' (genuine but late). */
  readFor(purpose: string, token: string, now = Date.now()): { claims: Record<string, unknown> & { exp: number } } | { refused: 'invalid' | 'expired' } {
    const [payload, mac, extra] = token.split('.');
    if (!payload || !mac || extra !== undefined) return { refused: 'invalid' };
    const expected = Buffer.from(this.#mac(`${purpose}:${payload}`));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { refused: 'invalid' };
    try {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown> & { exp: number };
      if (typeof claims !== 'object' || claims === null || typeof claims.exp !== 'number') return { refused: 'invalid' };
      return claims.exp * 1000 <= now ? { refused: 'expired' } : { claims };
    } catch {
      return { refused: 'invalid' };
    }
  }

  /** A key for one use of its own (the share links' sealed tenant), derived from the secret: never the secret itself. */
  keyFor(purpose: string): Buffer {
    return createHmac('sha256', this.#secret).update(`key:${purpose}`).digest();
  }

  #mac(payload: string): string {
    return createHmac('sha256', this.#secret).update(payload).digest('base64url');
  }
}

/** The secret from TOKEN_SECRET, else DATA_DIR/token-secret, created (owner-only) on first start. */
export function loadTokenSecret(configured: string | null, dataDir: string): Buffer {
  if (configured) return Buffer.from(configured, 'utf8');
  const file = path.join(dataDir, 'token-secret');
  privateDir(dataDir);
  try {
    fs.writeFileSync(file, randomBytes(48).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'utf8');
}
