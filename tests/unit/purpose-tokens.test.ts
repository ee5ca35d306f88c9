// Tokens signed for a purpose other than a session (share links, src/server/auth/tokens.ts): genuine and
// in time they read back; altered, signed with another secret or for another purpose they are 'invalid';
// late they are 'expired'; and a session token is never read as one, nor one as a session token.
import { describe, expect, it } from 'vitest';
import { TokenSigner } from '../../src/server/auth/tokens.ts';

const signer = new TokenSigner('unit-test-secret-0123456789-abcdefghijkl');
const NOW = Date.UTC(2026, 10, 26, 5, 0, 0);

describe('purpose tokens', () => {
  it('reads back a genuine token with its claims and expiry', () => {
    const token = signer.signFor('share', { t: 3, p: 'salesinvoice', i: 12 }, 7 * 86_400, NOW);
    expect(signer.readFor('share', token, NOW + 1000)).toEqual({ claims: { t: 3, p: 'salesinvoice', i: 12, exp: NOW / 1000 + 7 * 86_400 } });
  });

  it('calls a token late at its expiry "expired"', () => {
    const token = signer.signFor('share', { i: 1 }, 60, NOW);
    expect(signer.readFor('share', token, NOW + 59_999)).toHaveProperty('claims');
    expect(signer.readFor('share', token, NOW + 60_000)).toEqual({ refused: 'expired' });
  });

  it('refuses an altered token, another secret\'s, another purpose\'s and nonsense as "invalid"', () => {
    const token = signer.signFor('share', { t: 3, i: 12 }, 3600, NOW);
    const [payload, mac] = token.split('.');
    const altered = `${Buffer.from(JSON.stringify({ t: 4, i: 12, exp: NOW / 1000 + 3600 })).toString('base64url')}.${mac}`;
    expect(signer.readFor('share', altered, NOW)).toEqual({ refused: 'invalid' });
    expect(new TokenSigner('another-secret-0123456789-abcdefghijklmnop').readFor('share', token, NOW)).toEqual({ refused: 'invalid' });
    expect(signer.readFor('reset', token, NOW)).toEqual({ refused: 'invalid' });
    for (const nonsense of ['', 'abc', `${payload}.`, `${payload}.${mac}.x`]) expect(signer.readFor('share', nonsense, NOW)).toEqual({ refused: 'invalid' });
  });

  it('keeps session tokens and purpose tokens apart', () => {
    const session = signer.sign({ sub: 1, tid: 3, kind: 'master', email: 'a@b.in' }, 3600, NOW);
    expect(signer.readFor('share', session, NOW)).toEqual({ refused: 'invalid' });
    const shared = signer.signFor('share', { sub: 1, tid: 3, kind: 'master', email: 'a@b.in' }, 3600, NOW);
    expect(signer.verify(shared, NOW)).toBeNull();
  });
});
