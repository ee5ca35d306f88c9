// Ledger balances on the day: opening balance (Dr positive, Cr negative) plus every journal line up to
// and including the day, for the ledgers under some of the fixed groups and under any group a user
// made beneath them. An opening balance is one firm's (the ledger's OpeningFirmId, else the first firm:
// accounting/opening-firm.ts), so a one-firm dashboard counts only its own, and that firm's journal lines.
import { sql, type RawBuilder } from 'kysely';
import { groupTree } from '../accounting/group-tree.ts';
import { inFirmView } from '../accounting/opening-firm.ts';
import { firmFilter, whole, type DashboardScope } from './scope.ts';

export type GroupCode = 'CASH_IN_HAND' | 'BANK_ACCOUNTS' | 'SUNDRY_DEBTORS' | 'SUNDRY_CREDITORS';

export type LedgerBalance = { group: GroupCode; ledgerId: number; ledgerName: string; balance: number };

/** Each ledger under the groups with its fixed group (`root`) and its balance in paise, Dr positive. */
async function balancesUnder(scope: DashboardScope, groups: GroupCode[]): Promise<RawBuilder<unknown>> {
  const tenant = scope.tenantId;
  // The group tree says which groups lie under each fixed group, at any depth (accounting/group-tree.ts).
  const tree = await groupTree(scope.db, tenant);
  const under = [...tree.byId.values()].flatMap((group) => groups.filter((code) => group.codes.has(code)).map((root) => sql`(cast(${group.Id} as integer), cast(${root} as text))`));
  if (under.length === 0) return sql`select null as root, null as ledger_id, null as ledger_name, 0 as balance where 1 = 0`;
  return sql`
    with tree(group_id, root) as (values ${sql.join(under)})
    select tree.root as root, l."Id" as ledger_id, l."LedgerName" as ledger_name,
           ${inFirmView(sql`case when l."OpeningType" = 'Cr' then -l."OpeningBalance" else coalesce(l."OpeningBalance", 0) end`, scope.firmId, 'l')}
           + coalesce((select sum(j.debit - j.credit) from journal_line j
                       where j.tenant_id = l.tenant_id and j.ledger_id = l."Id" and j.entry_date <= ${scope.periods.date}
                             ${firmFilter(scope, 'j.firm_id')}), 0) as balance
    from ledger l join tree on l."GroupId" = tree.group_id
    where l.tenant_id = ${tenant}`;
}

/** Every ledger's own balance (for the few cash and bank ledgers a business keeps). */
export async function ledgerBalances(scope: DashboardScope, groups: GroupCode[]): Promise<LedgerBalance[]> {
  const { rows } = await sql<{ root: GroupCode; ledger_id: unknown; ledger_name: string; balance: unknown }>`
    select * from (${await balancesUnder(scope, groups)}) as b order by b.root, b.ledger_name`.execute(scope.db);
  return rows.map((row) => ({ group: row.root, ledgerId: whole(row.ledger_id), ledgerName: row.ledger_name, balance: whole(row.balance) }));
}

/** Each group's total balance in paise, Dr positive (for the many party ledgers). */
export async function groupBalances(scope: DashboardScope, groups: GroupCode[]): Promise<Map<GroupCode, number>> {
  const { rows } = await sql<{ root: GroupCode; balance: unknown }>`
    select b.root as root, sum(b.balance) as balance from (${await balancesUnder(scope, groups)}) as b group by b.root`.execute(scope.db);
  return new Map(groups.map((group) => [group, whole(rows.find((row) => row.root === group)?.balance)]));
}
