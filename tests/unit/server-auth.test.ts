import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../src/server/auth/password.ts';
import { delayAfter } from '../../src/server/auth/attempt-throttle.ts';
import { TokenSigner } from '../../src/server/auth/tokens.ts';
import { redactUrl } from '../../src/server/http/logging.ts';

describe('passwords', () => {
  it('hashes with scrypt and a fresh salt, and verifies only the right password', async () => {
    const one = await hashPassword('Bahi@2026');
    const two = await hashPassword('Bahi@2026');
    expect(one).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(one).not.toBe(two);
    expect(await verifyPassword('Bahi@2026', one)).toBe(true);
    expect(await verifyPassword('Bahi@2027', one)).toBe(false);
    expect(await verifyPassword('Bahi@2026', 'garbage')).toBe(false);
  });
});

describe('tokens', () => {
  const signer = new TokenSigner('a'.repeat(40));
  const claims = { sub: 7, tid: 3, kind: 'master' as const, email: 'a@b.in' };

  it('round-trips its claims until it expires', () => {
    const now = Date.UTC(2026, 10, 22);
    const token = signer.sign(claims, 3600, now);
    expect(signer.verify(token, now + 3599_000)).toMatchObject(claims);
    expect(signer.verify(token, now + 3600_000)).toBeNull();
  });

  it('refuses tampering and other secrets', () => {
    const token = signer.sign(claims, 3600);
    const [payload, mac] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, tid: 4, exp: 9e9 })).toString('base64url');
    expect(signer.verify(`${forgedPayload}.${mac}`)).toBeNull();
    expect(signer.verify(`${payload}.${mac}x`)).toBeNull();
    expect(signer.verify(`${token}.extra`)).toBeNull();
    expect(new TokenSigner('b'.repeat(40)).verify(token)).toBeNull();
  });
});

describe('attempt throttle delays', () => {
  // A few free tries, then each failure doubles the wait, up to the ceiling (attempt-throttle.ts).
  it('waits nothing for the free tries, then 1 s, 2 s, 4 s ... and never more than the ceiling', () => {
    const policy = { freeTries: 3, firstDelayMs: 1000, maxDelayMs: 15 * 60_000 };
    expect([1, 2, 3, 4, 5, 6, 7].map((failures) => delayAfter(failures, policy))).toEqual([0, 0, 0, 1000, 2000, 4000, 8000]);
    // 2^9 s = 512 s is below 900 s; 2^10 s = 1,024 s is above: the ceiling.
    expect(delayAfter(13, policy)).toBe(512_000);
    expect(delayAfter(14, policy)).toBe(900_000);
    expect(delayAfter(10_000, policy)).toBe(900_000);
  });
});

describe('log redaction', () => {
  it('removes the auth parameter wherever it stands', () => {
    expect(redactUrl('/api/x?auth=abc.def')).toBe('/api/x?auth=[redacted]');
    expect(redactUrl('/api/x?Page=1&auth=abc&PerPage=10')).toBe('/api/x?Page=1&auth=[redacted]&PerPage=10');
    expect(redactUrl('/api/x?author=1')).toBe('/api/x?author=1');
  });
});
