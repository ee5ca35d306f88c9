// What each ledger is to a voucher: cash or bank (under the fixed groups Cash-in-Hand or Bank
// Accounts, at any depth, so a user's own sub-group of banks counts), a party's own ledger, or any
// other ledger (capital, expenses, incomes ...).
import type { Kysely } from 'kysely';
import type { LedgerRole } from '../../shared/voucher-kinds.ts';
import { groupTree, isCashOrBank } from '../accounting/group-tree.ts';

export type LedgerChoice = { Id: number; LedgerName: string; GroupName: string | null; Role: LedgerRole; PartyId: number | null; PartyType: string | null };

/** The tenant's ledgers (all, or only those of `ids`) with their roles, by name. */
export async function ledgerChoices(db: Kysely<any>, tenantId: number, ids?: number[]): Promise<LedgerChoice[]> {
  const tree = await groupTree(db, tenantId);
  let query = db
    .selectFrom('ledger as l')
    .leftJoin('ledgergroup as g', (join) => join.onRef('g.Id', '=', 'l.GroupId').onRef('g.tenant_id', '=', 'l.tenant_id'))
    .leftJoin('party as p', (join) => join.onRef('p.LedgerId', '=', 'l.Id').onRef('p.tenant_id', '=', 'l.tenant_id'))
    .select(['l.Id', 'l.LedgerName', 'l.GroupId', 'g.GroupName', 'p.Id as PartyId', 'p.PartyType'])
    .where('l.tenant_id', '=', tenantId)
    .orderBy('l.LedgerName');
  if (ids) query = query.where('l.Id', 'in', ids.length > 0 ? ids : [-1]);
  const rows = await query.execute();
  return rows.map((row) => ({
    Id: Number(row.Id),
    LedgerName: String(row.LedgerName),
    GroupName: row.GroupName ?? null,
    Role: isCashOrBank(tree, Number(row.GroupId)) ? 'cashbank' : row.PartyId !== null ? 'party' : 'other',
    PartyId: row.PartyId === null ? null : Number(row.PartyId),
    PartyType: row.PartyType ?? null,
  }));
}

/** The role of each of these ledgers (absent: no such ledger in the tenant). */
export async function rolesOf(db: Kysely<any>, tenantId: number, ids: number[]): Promise<Map<number, LedgerChoice>> {
  return new Map((await ledgerChoices(db, tenantId, ids)).map((choice) => [choice.Id, choice]));
}
