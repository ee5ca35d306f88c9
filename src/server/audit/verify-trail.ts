// Walks a business's audit-trail chain (trail-chain.ts) from its first entry and answers whether it holds,
// or the first seq where it breaks and why: an entry whose content no longer gives its hash (changed), a
// seq missing (an entry deleted), an entry not linked to the one before it (reordered or replaced), an
// entry outside the chain (inserted around the trigger), or fewer entries than the head counts (the last
// ones deleted). Read in pages, so a business of any size is checked in bounded memory.
import type { Kysely } from 'kysely';
import { contentHash, entryHash, GENESIS, type EntryContent } from './trail-chain.ts';

export type TrailCheck = {
  ok: boolean;
  /** Entries checked. */
  entries: number;
  /** The first seq that does not hold, or null. */
  brokenAt: number | null;
  reason: string | null;
  /** The hash of the last entry: written down by an auditor, it lets a later check see the chain only grew. */
  head: string | null;
};

const PAGE = 2000;

export async function verifyTrail(db: Kysely<any>, tenantId: number): Promise<TrailCheck> {
  const outside = await db.selectFrom('edit_log').select('id').where('tenant_id', '=', tenantId).where('seq', 'is', null).limit(1).executeTakeFirst();
  let expected = 1;
  let prev = GENESIS;
  let entries = 0;
  const broken = (seq: number, reason: string): TrailCheck => ({ ok: false, entries, brokenAt: seq, reason, head: null });
  for (;;) {
    const rows = await db
      .selectFrom('edit_log')
      .select(['seq', 'at', 'actor', 'employee_id', 'address', 'entity', 'record_id', 'action', 'before_data', 'after_data', 'content_hash', 'prev_hash', 'entry_hash'])
      .where('tenant_id', '=', tenantId)
      .where('seq', '>=', expected)
      .orderBy('seq')
      .limit(PAGE)
      .execute();
    for (const row of rows) {
      const seq = Number(row.seq);
      if (seq !== expected) return broken(expected, `entry ${expected} is missing: deleted (the chain goes on at ${seq})`);
      if (row.prev_hash !== prev) return broken(seq, `entry ${seq} does not follow entry ${seq - 1}: the entries were reordered or one was replaced`);
      const content = contentHash(row as EntryContent);
      if (content !== row.content_hash || entryHash(seq, content, prev) !== row.entry_hash) return broken(seq, `entry ${seq} was changed after it was written: its content no longer gives its hash`);
      prev = String(row.entry_hash);
      expected += 1;
      entries += 1;
    }
    if (rows.length < PAGE) break;
  }
  const head = await db.selectFrom('edit_log_head').select(['seq', 'entry_hash']).where('tenant_id', '=', tenantId).executeTakeFirst();
  const headSeq = head ? Number(head.seq) : 0;
  if (headSeq > entries) return broken(entries + 1, `entries ${entries + 1} to ${headSeq} are missing: deleted from the end of the chain`);
  if (headSeq < entries || (head && head.entry_hash !== prev)) return broken(headSeq + 1, `the chain's head (entry ${headSeq}) does not match its last entry: changed outside the application`);
  if (outside) return broken(entries + 1, `an entry was written outside the chain (edit_log id ${String(outside.id)}): inserted directly into the database`);
  return { ok: true, entries, brokenAt: null, reason: null, head: entries > 0 ? prev : null };
}
