import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../src/server/auth/password.ts';
import { SignInThrottle } from '../../src/server/auth/sign-in-throttle.ts';
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

describe('sign-in throttle', () => {
  it('locks a key after the allowed failures and forgets failures outside the window', () => {
    const throttle = new SignInThrottle({ maxFailures: 3, windowMs: 1000, lockMs: 5000 });
    throttle.fail(['k'], 0);
    throttle.fail(['k'], 1200);
    throttle.fail(['k'], 1500); // the first failure has left the window
    expect(throttle.retryAfter(['k'], 1500)).toBe(0);
    throttle.fail(['k'], 1600);
    expect(throttle.retryAfter(['k'], 1600)).toBe(5000);
    expect(throttle.retryAfter(['k'], 6600)).toBe(0);
  });

  it('clears a key on success', () => {
    const throttle = new SignInThrottle({ maxFailures: 2, windowMs: 1000, lockMs: 5000 });
    throttle.fail(['k'], 0);
    throttle.succeed(['k']);
    throttle.fail(['k'], 10);
    expect(throttle.retryAfter(['k'], 10)).toBe(0);
  });
});

describe('log redaction', () => {
  it('removes the auth parameter wherever it stands', () => {
    expect(redactUrl('/api/x?auth=abc.def')).toBe('/api/x?auth=[redacted]');
    expect(redactUrl('/api/x?Page=1&auth=abc&PerPage=10')).toBe('/api/x?Page=1&auth=[redacted]&PerPage=10');
    expect(redactUrl('/api/x?author=1')).toBe('/api/x?author=1');
  });
});
