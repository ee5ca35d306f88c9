// The edit log required of accounting software in India since April 2023: every create, update and
// delete, with who did it, when, from which address, and the record before and after. Written in the
// caller's transaction, always: no setting turns it off (the proviso to rule 3(1) of the Companies
// (Accounts) Rules, 2014 as amended w.e.f. 1 April 2023; rule 11(g) of the Companies (Audit and Auditors)
// Rules, 2014). Each entry is chained to the one before it in its business (trail-chain.ts).
import type { Kysely } from 'kysely';
import { insertRows, type KeptRequest, type RequestKey } from '../../../engine/server/index.ts';
import { contentHash } from './trail-chain.ts';

export type EditEntry = {
  tenantId: number;
  actor: string;
  /** Set when an employee made the change (their employee record's Id). */
  employeeId?: number | null;
  /** The client's IP address (the request's), when a request made the change. */
  address?: string | null;
  entity: string;
  recordId: number | null;
  action: 'create' | 'update' | 'delete';
  before?: unknown;
  after?: unknown;
  /** A create's Idempotency-Key and the digest of its body. */
  request?: RequestKey;
};

export async function recordEdit(trx: Kysely<any>, entry: EditEntry): Promise<void> {
  await insertRows(trx, 'edit_log', [editLogRow(entry)]);
}

/** Many entries (an import's creates) in a few multi-row inserts, each below the stores' parameter limits. */
export async function recordEdits(trx: Kysely<any>, entries: EditEntry[]): Promise<void> {
  for (let start = 0; start < entries.length; start += 2000) {
    await insertRows(trx, 'edit_log', entries.slice(start, start + 2000).map(editLogRow));
  }
}

function editLogRow(entry: EditEntry) {
  const content = {
    at: new Date().toISOString(),
    actor: entry.actor,
    employee_id: entry.employeeId ?? null,
    address: entry.address ?? null,
    entity: entry.entity,
    record_id: entry.recordId,
    action: entry.action,
    before_data: entry.before === undefined ? null : JSON.stringify(entry.before),
    after_data: entry.after === undefined ? null : JSON.stringify(entry.after),
  };
  // seq, prev_hash and entry_hash: the insert's trigger links the entry into its business's chain.
  return { tenant_id: entry.tenantId, ...content, content_hash: contentHash(content), request_key: entry.request?.key ?? null, request_digest: entry.request?.digest ?? null };
}

/** The create a business's Idempotency-Key was first used for (unique per business, so one at most). */
export async function keptRequest(db: Kysely<any>, tenantId: number, key: string): Promise<KeptRequest | null> {
  const row = await db
    .selectFrom('edit_log')
    .select(['entity', 'record_id', 'request_digest'])
    .where('tenant_id', '=', tenantId)
    .where('request_key', '=', key)
    .executeTakeFirst();
  return row ? { entity: String(row.entity), recordId: Number(row.record_id), digest: String(row.request_digest) } : null;
}
