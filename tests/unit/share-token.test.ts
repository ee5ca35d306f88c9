// Share tokens (src/server/print/share-token.ts): 64 base64url characters that unseal to the tenant that
// made them under the server's key, differ every time, and say nothing; altered, foreign or malformed
// tokens do not unseal to that tenant with that hash.
import { describe, expect, it } from 'vitest';
import { ShareTokens, tokenHash } from '../../src/server/print/share-token.ts';
import { TokenSigner } from '../../src/server/auth/tokens.ts';

const tokens = new ShareTokens(new TokenSigner('share-token-test-secret-0123456789-abcdef').keyFor('share'));

describe('share tokens', () => {
  it('unseal to their tenant and hash, and differ every time', () => {
    const made = tokens.issue(42);
    expect(made.token).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(made.hash).toBe(tokenHash(made.token));
    expect(tokens.read(made.token)).toEqual({ tenantId: 42, hash: made.hash });
    const again = tokens.issue(42);
    expect(again.token.slice(0, 22)).not.toBe(made.token.slice(0, 22));
    expect(tokens.read(again.token)?.tenantId).toBe(42);
  });

  it('hold the tenant sealed: not readable, and not the same under another key', () => {
    const { token } = tokens.issue(7);
    const bytes = Buffer.from(token, 'base64url');
    expect(bytes.readUInt32BE(0)).not.toBe(7);
    const foreign = new ShareTokens(new TokenSigner('another-secret-0123456789-abcdefghijklmnop').keyFor('share'));
    expect(foreign.read(token)?.tenantId).not.toBe(7);
  });

  it('refuse what is not shaped as a token, and give an altered one another hash', () => {
    for (const bad of ['', 'abc', 'a'.repeat(63), 'a'.repeat(65), `${'a'.repeat(63)}=`, `${'a'.repeat(63)}.`]) expect(tokens.read(bad)).toBeNull();
    const { token, hash } = tokens.issue(9);
    const altered = `${token.slice(0, 50)}${token[50] === 'A' ? 'B' : 'A'}${token.slice(51)}`;
    expect(tokens.read(altered)).toEqual({ tenantId: 9, hash: expect.not.stringMatching(hash) });
  });
});
