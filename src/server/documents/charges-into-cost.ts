// Which of a purchase's charge ledgers put their charge into the cost of the goods (AS 2 para 10, Ind AS 2
// para 11): those under Purchase Accounts or Direct Expenses, through nested groups (group-tree.ts). The
// rest (an Indirect Expenses ledger, say) stay expenses of the period: their charge is in the P&L below gross
// profit and never in closing stock, so the P&L's gross profit and the item-wise profit agree.
import type { Kysely } from 'kysely';
import { groupTree, isCostOfPurchase } from '../accounting/group-tree.ts';

/** The ledgers among `ledgerIds` that are a cost of purchase; two reads, and none when there are no charges. */
export async function costOfPurchaseLedgers(trx: Kysely<any>, tenantId: number, ledgerIds: number[]): Promise<Set<number>> {
  const ids = [...new Set(ledgerIds.filter((id) => Number.isInteger(id)))];
  if (ids.length === 0) return new Set();
  const tree = await groupTree(trx, tenantId);
  const ledgers = await trx.selectFrom('ledger').select(['Id', 'GroupId']).where('tenant_id', '=', tenantId).where('Id', 'in', ids).execute();
  return new Set(ledgers.filter((ledger) => ledger.GroupId !== null && isCostOfPurchase(tree, Number(ledger.GroupId))).map((ledger) => Number(ledger.Id)));
}
