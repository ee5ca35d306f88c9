// Items saved before the rate history existed (or written by raw SQL) get their one history row at start-up:
// their TaxRate and CessRate from 1 July 2017, GST's start, as an item saved now without a history would.
// Idempotent (only items with no row), in the migration's transaction, one statement on either store.
import { sql, type Kysely } from 'kysely';
import { GST_START } from '../../../overrides/billing/rate-in-force.ts';

export async function backfillItemRates(trx: Kysely<any>): Promise<void> {
  // Both tables hold rates as percent × 100 (x-scale 2), so the values copy as they are.
  await sql`insert into itemrate (tenant_id, "ItemId", "LineNo", "EffectiveFrom", "TaxRate", "CessRate")
    select i.tenant_id, i."Id", 1, ${sql.lit(GST_START)}, coalesce(i."TaxRate", 0), coalesce(i."CessRate", 0) from item i
    where not exists (select 1 from itemrate r where r.tenant_id = i.tenant_id and r."ItemId" = i."Id")`.execute(trx);
}
