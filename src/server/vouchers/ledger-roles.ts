// What each ledger is to a voucher: cash or bank (under the fixed groups Cash-in-Hand or Bank
// Accounts, at any depth, so a user's own sub-group of banks counts), a party's own ledger, or any
// other ledger (capital, expenses, incomes ...).
import type { Kysely } from 'kysely';
import type { LedgerRole } from '../../shared/voucher-kinds.ts';

const CASH_AND_BANK_GROUPS = ['CASH_IN_HAND', 'BANK_ACCOUNTS'];

/** The groups under cash or bank, the fixed ones included (a tenant has a few dozen groups). */
async function cashBankGroups(db: Kysely<any>, tenantId: number): Promise<Set<number>> {
  const groups = await db.selectFrom('ledgergroup').select(['Id', 'GroupCode', 'ParentGroupId']).where('tenant_id', '=', tenantId).execute();
  const parent = new Map(groups.map((group) => [Number(group.Id), group.ParentGroupId === null ? null : Number(group.ParentGroupId)]));
  const roots = new Set(groups.filter((group) => CASH_AND_BANK_GROUPS.includes(String(group.GroupCode))).map((group) => Number(group.Id)));
  const under = (id: number): boolean => {
    const seen = new Set<number>();
    for (let at: number | null | undefined = id; at !== null && at !== undefined && !seen.has(at); at = parent.get(at)) {
      if (roots.has(at)) return true;
      seen.add(at);
    }
    return false;
  };
  return new Set(groups.map((group) => Number(group.Id)).filter(under));
}

export type LedgerChoice = { Id: number; LedgerName: string; GroupName: string | null; Role: LedgerRole; PartyId: number | null; PartyType: string | null };

/** The tenant's ledgers (all, or only those of `ids`) with their roles, by name. */
export async function ledgerChoices(db: Kysely<any>, tenantId: number, ids?: number[]): Promise<LedgerChoice[]> {
  const cashBank = await cashBankGroups(db, tenantId);
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
    Role: cashBank.has(Number(row.GroupId)) ? 'cashbank' : row.PartyId !== null ? 'party' : 'other',
    PartyId: row.PartyId === null ? null : Number(row.PartyId),
    PartyType: row.PartyType ?? null,
  }));
}

/** The role of each of these ledgers (absent: no such ledger in the tenant). */
export async function rolesOf(db: Kysely<any>, tenantId: number, ids: number[]): Promise<Map<number, LedgerChoice>> {
  return new Map((await ledgerChoices(db, tenantId, ids)).map((choice) => [choice.Id, choice]));
}
