// The audit trail's hash chain. Each business's edit-log entries form one chain: entry n carries seq n, the
// SHA-256 of its content, the previous entry's hash (GENESIS for the first) and its own hash over those
// three, so an entry changed, deleted or moved directly in the database breaks the chain from there on
// (verify-trail.ts finds where).
//
// The content hash is made here, by the writer, over a canonical serialisation of the entry: at, actor,
// employee_id, address, entity, record_id, action, before and after (JSON with its keys sorted). tenant_id
// is left out on purpose: the chain belongs to the business's content, so a business file loaded into
// another business keeps the same hashes. The link (seq, prev_hash, entry_hash) is made by a trigger
// inside the very insert, from the business's head row (edit_log_head), so a save spends no statement on
// it (tests/unit/save-statements.test.ts) and two saves at once queue on the head row instead of forking
// the chain: PostgreSQL's upsert locks the row and, under read committed, a waiting upsert sees the
// committed head; SQLite's write transaction (BEGIN IMMEDIATE) lets one save at a time.
// entry_hash = SHA-256("<seq>|<content_hash>|<prev_hash>"), hex; SQLite computes it through bahi_sha256,
// which the store's connection registers (db/node-sqlite-dialect.ts).
//
// It cannot be switched off: no setting reaches this code or the trigger. The proviso to rule 3(1) of the
// Companies (Accounts) Rules, 2014 (as amended w.e.f. 1 April 2023) requires accounting software whose audit
// trail of every change cannot be disabled, and rule 11(g) of the Companies (Audit and Auditors) Rules,
// 2014 has the auditor report whether it operated throughout the year and was not tampered with, and that
// it is preserved as the law requires (8 years, section 128(5) of the Companies Act): nothing deletes
// edit_log entries (ops/housekeeping.ts leaves the table alone).
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { StoreKind } from '../db/database.ts';

/** The prev_hash of a business's first entry. */
export const GENESIS = '0'.repeat(64);

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The fields of an entry its content hash covers, as stored (JSON columns as text or as parsed values). */
export type EntryContent = {
  at: unknown;
  actor: unknown;
  employee_id: unknown;
  address: unknown;
  entity: unknown;
  record_id: unknown;
  action: unknown;
  before_data: unknown;
  after_data: unknown;
};

/** JSON with every object's keys in order, so the same record always serialises alike on both stores. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** A JSON column as read (SQLite: text; PostgreSQL jsonb: parsed) or as written (text). */
function jsonValue(stored: unknown): unknown {
  if (typeof stored !== 'string') return stored ?? null;
  try {
    return JSON.parse(stored);
  } catch {
    return stored;
  }
}

const text = (value: unknown) => (value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : String(value));
const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));

export function contentHash(entry: EntryContent): string {
  return sha256(
    canonical([
      text(entry.at),
      text(entry.actor),
      number(entry.employee_id),
      text(entry.address),
      text(entry.entity),
      number(entry.record_id),
      text(entry.action),
      jsonValue(entry.before_data),
      jsonValue(entry.after_data),
    ]),
  );
}

export function entryHash(seq: number, content: string, prev: string): string {
  return sha256(`${seq}|${content}|${prev}`);
}

const sqliteHash = (seq: string, prev: string) => `bahi_sha256(${seq} || '|' || coalesce(new.content_hash, '') || '|' || ${prev})`;
const postgresHash = (seq: string, prev: string) => `encode(sha256(convert_to((${seq})::text || '|' || coalesce(new.content_hash, '') || '|' || ${prev}, 'UTF8')), 'hex')`;

/**
 * An entry inserted with its seq given (a restored copy's rows) keeps its place; every other is linked.
 * The head upsert takes the business's row lock (PostgreSQL) before the entry gets its seq.
 */
const SQLITE_TRIGGER = `create trigger if not exists edit_log_chain after insert on edit_log when new.seq is null begin
  insert into edit_log_head (tenant_id, seq, prev_hash, entry_hash) values (new.tenant_id, 1, '${GENESIS}', ${sqliteHash("'1'", `'${GENESIS}'`)})
  on conflict (tenant_id) do update set seq = seq + 1, prev_hash = entry_hash, entry_hash = ${sqliteHash('(seq + 1)', 'entry_hash')};
  update edit_log set seq = (select seq from edit_log_head where tenant_id = new.tenant_id),
    prev_hash = (select prev_hash from edit_log_head where tenant_id = new.tenant_id),
    entry_hash = (select entry_hash from edit_log_head where tenant_id = new.tenant_id)
  where id = new.id;
end`;

const POSTGRES_FUNCTION = `create or replace function edit_log_chain() returns trigger language plpgsql as $$ begin
  if new.seq is not null then return new; end if;
  insert into edit_log_head as h (tenant_id, seq, prev_hash, entry_hash) values (new.tenant_id, 1, '${GENESIS}', ${postgresHash('1', `'${GENESIS}'`)})
  on conflict (tenant_id) do update set seq = h.seq + 1, prev_hash = h.entry_hash, entry_hash = ${postgresHash('h.seq + 1', 'h.entry_hash')}
  returning h.seq, h.prev_hash, h.entry_hash into new.seq, new.prev_hash, new.entry_hash;
  return new;
end $$`;

const POSTGRES_TRIGGER = 'create or replace trigger edit_log_chain before insert on edit_log for each row execute function edit_log_chain()';

/**
 * Creates the trigger and links the entries written before it (in id order, per business): once, when the
 * trigger is not there yet (every entry written since is linked as it is inserted). Inside the migration's transaction.
 */
export async function installTrailChain(trx: Kysely<any>, kind: StoreKind): Promise<void> {
  const present =
    kind === 'sqlite'
      ? await sql`select 1 from sqlite_master where type = 'trigger' and name = 'edit_log_chain'`.execute(trx)
      : await sql`select 1 from pg_trigger where tgname = 'edit_log_chain' and tgrelid = 'edit_log'::regclass`.execute(trx);
  if (present.rows.length > 0) return;
  if (kind === 'sqlite') await sql.raw(SQLITE_TRIGGER).execute(trx);
  else {
    await sql.raw(POSTGRES_FUNCTION).execute(trx);
    await sql.raw(POSTGRES_TRIGGER).execute(trx);
  }
  await chainUnlinked(trx);
}

/** Entries without a seq (written before the chain existed), linked per business in id order after its head. */
async function chainUnlinked(trx: Kysely<any>): Promise<void> {
  const PAGE = 5000;
  let after = 0;
  const heads = new Map<number, { seq: number; hash: string; prev: string }>();
  for (;;) {
    const rows = await trx
      .selectFrom('edit_log')
      .select(['id', 'tenant_id', 'at', 'actor', 'employee_id', 'address', 'entity', 'record_id', 'action', 'before_data', 'after_data'])
      .where('seq', 'is', null)
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      const tenantId = Number(row.tenant_id);
      let head = heads.get(tenantId);
      if (!head) {
        const stored = await trx.selectFrom('edit_log_head').select(['seq', 'entry_hash', 'prev_hash']).where('tenant_id', '=', tenantId).executeTakeFirst();
        head = stored ? { seq: Number(stored.seq), hash: String(stored.entry_hash), prev: String(stored.prev_hash) } : { seq: 0, hash: GENESIS, prev: GENESIS };
      }
      const content = contentHash(row as EntryContent);
      const seq = head.seq + 1;
      const hash = entryHash(seq, content, head.hash);
      await trx.updateTable('edit_log').set({ seq, content_hash: content, prev_hash: head.hash, entry_hash: hash }).where('id', '=', row.id).execute();
      heads.set(tenantId, { seq, hash, prev: head.hash });
    }
    after = Number(rows[rows.length - 1].id);
  }
  for (const [tenantId, head] of heads) {
    await trx.deleteFrom('edit_log_head').where('tenant_id', '=', tenantId).execute();
    await trx.insertInto('edit_log_head').values({ tenant_id: tenantId, seq: head.seq, prev_hash: head.prev, entry_hash: head.hash }).execute();
  }
}

/**
 * Puts a business's head back on its last remaining entry: after a business-file load that failed (its
 * entries are removed with its rows, and the business is new again).
 */
export async function resetHead(trx: Kysely<any>, tenantId: number): Promise<void> {
  const last = await trx.selectFrom('edit_log').select(['seq', 'prev_hash', 'entry_hash']).where('tenant_id', '=', tenantId).where('seq', 'is not', null).orderBy('seq', 'desc').limit(1).executeTakeFirst();
  await trx.deleteFrom('edit_log_head').where('tenant_id', '=', tenantId).execute();
  if (last) await trx.insertInto('edit_log_head').values({ tenant_id: tenantId, seq: last.seq, prev_hash: last.prev_hash, entry_hash: last.entry_hash }).execute();
}
