// Books written before challans were kept in the books (issue 25 item 4: goods received on a purchase challan
// owed on GRNI; goods out on a delivery challan in stock until billed), put the way they are written now:
// every business's once, at the upgrade (db/migrations.ts), and a business's own when it is loaded from a
// business file saved before (business-file/import-business.ts), so a load never scans other businesses.
import type { Kysely } from 'kysely';
import { installedDocuments } from '../../../overrides/billing/document-kinds.ts';
import { backfillGrniLedgers } from '../accounting/grni-ledger.ts';
import { postChallansOfBefore } from './challan-journal-migration.ts';
import { moveChallanGoodsToBills } from './challan-moves-migration.ts';

export async function challansOfBefore(trx: Kysely<any>, tenantId?: number): Promise<void> {
  await backfillGrniLedgers(trx, tenantId);
  const catalog = installedDocuments();
  if (!catalog) return;
  await moveChallanGoodsToBills(trx, catalog, tenantId);
  await postChallansOfBefore(trx, catalog, tenantId);
}
