// One-time password-reset tokens. The mail carries 32 random bytes; the database keeps only their SHA-256,
// so a copy of the database (a backup, a read-only leak) holds no usable link. A token lasts an hour and
// is spent by its first use; setting a new password spends every other open token of the login too.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { TableSpec } from '../../../engine/schema/index.ts';

export const passwordResetTable: TableSpec = {
  name: 'password_reset',
  tenantScoped: false,
  autoKey: 'id',
  columns: [
    { name: 'account_id', type: 'integer', notNull: true },
    { name: 'token_hash', type: 'text', notNull: true },
    /** Epoch milliseconds: when it was asked for, until when it works, and when it was spent (empty: open). */
    { name: 'created_at', type: 'integer', notNull: true },
    { name: 'expires_at', type: 'integer', notNull: true },
    { name: 'used_at', type: 'integer' },
  ],
  unique: [['token_hash']],
  indexes: [['account_id']],
};

export const RESET_TOKEN_LIFETIME_MS = 3_600_000;

const digest = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** Stores a new token for the login and answers it (the only time it exists in clear). */
export async function issueResetToken(db: Kysely<any>, accountId: number, now = Date.now()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insertInto('password_reset').values({ account_id: accountId, token_hash: digest(token), created_at: now, expires_at: now + RESET_TOKEN_LIFETIME_MS, used_at: null }).execute();
  return token;
}

/**
 * Spends the token if it is known, open and unexpired, with every other open token of its login, and
 * answers the login's id; null otherwise. One conditional update, so two uses at once cannot both win.
 */
export async function spendResetToken(db: Kysely<any>, token: string, now = Date.now()): Promise<number | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const spent = await db
    .updateTable('password_reset')
    .set({ used_at: now })
    .where('token_hash', '=', digest(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['account_id'])
    .executeTakeFirst();
  if (!spent) return null;
  const accountId = Number(spent.account_id);
  await db.updateTable('password_reset').set({ used_at: now }).where('account_id', '=', accountId).where('used_at', 'is', null).execute();
  return accountId;
}
