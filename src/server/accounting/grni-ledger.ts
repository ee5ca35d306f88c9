// "Goods Received, Bill Awaited" (GRNI): the system ledger under Current Liabilities a purchase challan is
// owed on until its bill comes (documents/challan-books.ts). A new business gets it with its standard
// ledgers (chart-of-accounts.ts); a business made before it existed gets it at start-up (backfill) and, for
// one loaded later from an older business file, the first time a challan needs it (ensure).
import { sql, type Kysely } from 'kysely';
import { STANDARD_LEDGERS } from './chart-of-accounts.ts';
import { forgetSystemLedgers } from '../documents/lookups.ts';
import type { SystemLedgers } from '../documents/posting.ts';

export const GRNI = STANDARD_LEDGERS.find((ledger) => ledger.code === 'GRNI')!;

/** Every business without the ledger gets it (skipped where a ledger of that name is the user's own: ensure then names it apart). One statement, idempotent, in the migration's transaction. */
export async function backfillGrniLedgers(trx: Kysely<any>, tenantId?: number): Promise<void> {
  const onlyTenant = tenantId === undefined ? sql`` : sql`and g.tenant_id = ${tenantId}`;
  const now = new Date().toISOString();
  await sql`insert into ledger (tenant_id, "LedgerName", "GroupId", "OpeningBalance", "OpeningType", "SystemCode", "Status", "CreatedBy", "CreatedOn", "UpdatedBy", "UpdatedOn", "RowVersion")
    select g.tenant_id, ${GRNI.name}, g."Id", 0, 'Dr', ${GRNI.code}, 1, 'system', ${now}, 'system', ${now}, 1 from ledgergroup g
     where g."GroupCode" = ${GRNI.group} ${onlyTenant}
       and not exists (select 1 from ledger l where l.tenant_id = g.tenant_id and (l."SystemCode" = ${GRNI.code} or l."LedgerName" = ${GRNI.name}))`.execute(trx);
}

/** The business's GRNI ledger id, made now if it has none (its name taken by a user's ledger: "... (system)"). */
export async function ensureGrniLedger(trx: Kysely<any>, tenantId: number, ledgers: SystemLedgers, actor: string): Promise<number> {
  if (ledgers[GRNI.code]) return ledgers[GRNI.code];
  const found = await trx.selectFrom('ledger').select('Id').where('tenant_id', '=', tenantId).where('SystemCode', '=', GRNI.code).executeTakeFirst();
  if (found) return Number(found.Id);
  const group = await trx.selectFrom('ledgergroup').select('Id').where('tenant_id', '=', tenantId).where('GroupCode', '=', GRNI.group).executeTakeFirstOrThrow();
  const taken = await trx.selectFrom('ledger').select('Id').where('tenant_id', '=', tenantId).where('LedgerName', '=', GRNI.name).executeTakeFirst();
  const now = new Date().toISOString();
  const created = await trx
    .insertInto('ledger')
    .values({ tenant_id: tenantId, LedgerName: taken ? `${GRNI.name} (system)` : GRNI.name, GroupId: group.Id, OpeningBalance: 0, OpeningType: 'Dr', SystemCode: GRNI.code, Status: 1, CreatedBy: actor, CreatedOn: now, UpdatedBy: actor, UpdatedOn: now, RowVersion: 1 })
    .returning('Id')
    .executeTakeFirstOrThrow();
  // The process's cached system ledgers lack it: read them afresh next time (after this save commits or not).
  forgetSystemLedgers(tenantId);
  return Number(created.Id);
}
