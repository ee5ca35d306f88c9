// A share link's token: 48 random-looking bytes, base64url (64 characters), that say nothing to whoever
// holds them. The last 32 are random (the secret; the database keeps only the SHA-256 of the token). The
// first 16 are one AES-256 block holding the tenant's number and 12 random bytes, sealed with a key
// derived from the server's token secret: the server learns the business from it and finds the link by
// (tenant_id, token_hash), the key every tenant table has, without an index across businesses (a sharded
// PostgreSQL looks in one shard). The random bytes make every token's block differ, so two links of one
// business share nothing visible. Altered or made-up tokens unseal to some tenant holding no such hash.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const SEALED = 16;
const SECRET = 32;
const TOKEN = /^[A-Za-z0-9_-]{64}$/;

/** What the database keeps of a token. */
export const tokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

export class ShareTokens {
  readonly #key: Buffer;

  /** `key`: 32 bytes of the server's own (TokenSigner.keyFor), the same on every server of a deployment. */
  constructor(key: Buffer) {
    this.#key = key;
  }

  /** A new token for a link of the tenant, and what to store. */
  issue(tenantId: number): { token: string; hash: string } {
    const block = Buffer.alloc(SEALED);
    block.writeUInt32BE(tenantId, 0); // tenant numbers are the database's integers, under 2^31
    randomBytes(SEALED - 4).copy(block, 4);
    const cipher = createCipheriv('aes-256-ecb', this.#key, null).setAutoPadding(false);
    const sealed = Buffer.concat([cipher.update(block), cipher.final()]);
    const token = Buffer.concat([sealed, randomBytes(SECRET)]).toString('base64url');
    return { token, hash: tokenHash(token) };
  }

  /** The tenant a token names and its hash; null when it is not shaped as one. */
  read(token: string): { tenantId: number; hash: string } | null {
    if (!TOKEN.test(token)) return null;
    const bytes = Buffer.from(token, 'base64url');
    const decipher = createDecipheriv('aes-256-ecb', this.#key, null).setAutoPadding(false);
    const block = Buffer.concat([decipher.update(bytes.subarray(0, SEALED)), decipher.final()]);
    const tenantId = block.readUInt32BE(0);
    // A made-up token unseals to any number: one no tenant can have is not asked of the database.
    if (tenantId < 1 || tenantId > 2 ** 31 - 1) return null;
    return { tenantId, hash: tokenHash(token) };
  }
}
