// Share links as records: who made which link to which paper, until when, and whether it was withdrawn.
// The token itself is never stored, only its SHA-256 (share-token.ts), so a copy of the database opens
// no PDF. A link is found by (tenant_id, token_hash): the tenant comes sealed inside the token.
import { recordEdit } from '../audit/edit-log.ts';
import type { Kysely } from 'kysely';
import type { TableSpec } from '../../../engine/schema/index.ts';

export const sharedLinkTable: TableSpec = {
  name: 'shared_link',
  tenantScoped: true,
  autoKey: 'id',
  columns: [
    { name: 'token_hash', type: 'text', notNull: true },
    /** The login that made it (account.id): its standing is checked again at every open. */
    { name: 'account_id', type: 'integer', notNull: true },
    /** The print page path and the entity it prints, the record's id and the copy (empty: the original). */
    { name: 'print_path', type: 'text', notNull: true },
    { name: 'entity', type: 'text', notNull: true },
    { name: 'record_id', type: 'integer', notNull: true },
    { name: 'copy', type: 'text' },
    /** Epoch milliseconds: made, good until, withdrawn (empty: not withdrawn). */
    { name: 'created_at', type: 'integer', notNull: true },
    { name: 'expires_at', type: 'integer', notNull: true },
    { name: 'revoked_at', type: 'integer' },
  ],
  unique: [['token_hash']],
  indexes: [['account_id'], ['created_at']],
};

export type SharedLink = {
  id: number;
  tenantId: number;
  accountId: number;
  path: string;
  entity: string;
  recordId: number;
  copy: string | null;
  createdAt: number;
  expiresAt: number;
  revokedAt: number | null;
};

type LinkRow = Record<string, unknown>;

const linkOf = (row: LinkRow): SharedLink => ({
  id: Number(row.id),
  tenantId: Number(row.tenant_id),
  accountId: Number(row.account_id),
  path: String(row.print_path),
  entity: String(row.entity),
  recordId: Number(row.record_id),
  copy: row.copy === null || row.copy === undefined ? null : String(row.copy),
  createdAt: Number(row.created_at),
  expiresAt: Number(row.expires_at),
  revokedAt: row.revoked_at === null || row.revoked_at === undefined ? null : Number(row.revoked_at),
});

const COLUMNS = ['id', 'tenant_id', 'account_id', 'print_path', 'entity', 'record_id', 'copy', 'created_at', 'expires_at', 'revoked_at'] as const;

/** Who made or withdrew a link, for the audit trail (a link opens a business's document to anyone holding it). */
export type LinkActor = { actor: string; employeeId: number | null; address: string | null };

/** What the audit trail keeps of a link (never its token). */
const trailOf = (link: Omit<SharedLink, 'id' | 'revokedAt'> | SharedLink) => ({ Document: link.entity, DocumentId: link.recordId, Copy: link.copy, ExpiresAt: new Date(link.expiresAt).toISOString() });

export async function insertLink(db: Kysely<any>, link: Omit<SharedLink, 'id' | 'revokedAt'>, hash: string, who: LinkActor): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('shared_link')
      .values({ tenant_id: link.tenantId, token_hash: hash, account_id: link.accountId, print_path: link.path, entity: link.entity, record_id: link.recordId, copy: link.copy, created_at: link.createdAt, expires_at: link.expiresAt, revoked_at: null })
      .returning(['id'])
      .executeTakeFirstOrThrow();
    await recordEdit(trx, { tenantId: link.tenantId, ...who, entity: 'shared_link', recordId: Number(row.id), action: 'create', after: trailOf(link) });
    return Number(row.id);
  });
}

export async function findLink(db: Kysely<any>, tenantId: number, hash: string): Promise<SharedLink | null> {
  const row = await db.selectFrom('shared_link').select(COLUMNS).where('tenant_id', '=', tenantId).where('token_hash', '=', hash).executeTakeFirst();
  return row ? linkOf(row) : null;
}

/** Links listed at most, newest first: a business shares a few a day, and a week's are what still open. */
export const LINKS_LISTED = 500;

/** A business's links, newest first; `accountId`: only those this login made. */
export async function listLinks(db: Kysely<any>, tenantId: number, accountId: number | null): Promise<Array<SharedLink & { madeBy: string }>> {
  let query = db
    .selectFrom('shared_link as l')
    .leftJoin('account as a', (join) => join.onRef('a.id', '=', 'l.account_id').onRef('a.tenant_id', '=', 'l.tenant_id'))
    .select(COLUMNS.map((column) => `l.${column}` as const))
    .select('a.email')
    .where('l.tenant_id', '=', tenantId);
  if (accountId !== null) query = query.where('l.account_id', '=', accountId);
  const rows = await query.orderBy('l.created_at', 'desc').orderBy('l.id', 'desc').limit(LINKS_LISTED).execute();
  return rows.map((row: LinkRow) => ({ ...linkOf(row), madeBy: String(row.email ?? '') }));
}

/** Withdraws the link (once: a second revoke keeps the first time); `accountId`: only if this login made it. False when there is no such link. */
export async function revokeLink(db: Kysely<any>, tenantId: number, id: number, accountId: number | null, who: LinkActor, now = Date.now()): Promise<boolean> {
  let found = db.selectFrom('shared_link').select(COLUMNS).where('tenant_id', '=', tenantId).where('id', '=', id);
  if (accountId !== null) found = found.where('account_id', '=', accountId);
  const row = await found.executeTakeFirst();
  if (!row) return false;
  const link = linkOf(row);
  if (link.revokedAt === null) {
    await db.transaction().execute(async (trx) => {
      const revoked = await trx.updateTable('shared_link').set({ revoked_at: now }).where('tenant_id', '=', tenantId).where('id', '=', id).where('revoked_at', 'is', null).executeTakeFirst();
      if (Number(revoked.numUpdatedRows) === 1) {
        await recordEdit(trx, { tenantId, ...who, entity: 'shared_link', recordId: id, action: 'update', before: trailOf(link), after: { ...trailOf(link), WithdrawnAt: new Date(now).toISOString() } });
      }
    });
  }
  return true;
}

/** A link is listed for this long after it stopped opening (expired or withdrawn), then forgotten. */
export const LINKS_KEPT_AFTER_MS = 30 * 86_400_000;

/** Forgets links that stopped opening more than LINKS_KEPT_AFTER_MS ago (housekeeping; every business at once). */
export async function forgetOldLinks(db: Kysely<any>, now = Date.now()): Promise<number> {
  const before = now - LINKS_KEPT_AFTER_MS;
  const result = await db
    .deleteFrom('shared_link')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
