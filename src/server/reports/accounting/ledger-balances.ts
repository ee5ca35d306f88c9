// Shared SQL over the journal: every ledger's balance as on a date (split into before-the-period and
// the period's debits and credits), one ledger's opening, and the helpers the reports format with.
// Amounts are integer paise from SQL to the last step, where `rupees` turns them into the wire's decimals.
import { sql, type RawBuilder } from 'kysely';
import type { ReportContext, ReportFilters } from '../../../../engine/server/index.ts';
import { rupees } from '../../../../overrides/billing/exact.ts';
import { notFound } from '../../http/errors.ts';
import { inFirmView } from '../../accounting/opening-firm.ts';
import type { Nature } from '../../accounting/chart-of-accounts.ts';
import { type GroupNode, type GroupTree, groupTree, isCashOrBank } from '../../accounting/group-tree.ts';

/** Before any date the books can hold: a period with no start counts from here. */
export const BEGINNING = '0001-01-01';

export type LedgerBalance = {
  LedgerId: number;
  LedgerName: string;
  GroupId: number;
  GroupName: string;
  /** The ledger's group in the tree: its chain up to the primary group and the fixed codes on it. */
  group: GroupNode;
  /** The primary group's nature (a sub-group takes its parent's). */
  Nature: Nature;
  /** The ledger master's opening balance plus every journal line before the period, Dr positive. */
  opening: number;
  debit: number;
  credit: number;
  /** opening + debit − credit. */
  closing: number;
};

export type JournalScope = { fromDate?: string; toDate: string; firmId?: number };

/** The journal lines of the scope's firm (all firms when none is chosen). */
export function firmCondition(firmId: number | undefined): RawBuilder<unknown> {
  return firmId ? sql`and j.firm_id = ${firmId}` : sql``;
}

/**
 * A ledger master's opening balance, Dr positive. It is one firm's (the firm the ledger names, else the
 * first firm: accounting/opening-firm.ts), so a firm's report counts it only when it is that firm's, and the
 * whole business's always.
 */
export function masterOpening(firmId: number | undefined): RawBuilder<number> {
  return inFirmView(sql<number>`case when l."OpeningType" = 'Cr' then -l."OpeningBalance" else l."OpeningBalance" end`, firmId, 'l');
}

export function scopeOf(filters: ReportFilters, toDateField = 'ToDate'): JournalScope {
  return { fromDate: filters.FromDate, toDate: String(filters[toDateField]), firmId: filters.FirmId ? Number(filters.FirmId) : undefined };
}

export type Books = { ledgers: LedgerBalance[]; tree: GroupTree };

/** Every ledger of the tenant with its opening, period movement and closing, in one aggregate over the journal, and the group tree. */
export async function ledgerBalances(ctx: ReportContext, scope: JournalScope): Promise<Books> {
  const tree = await groupTree(ctx.db, ctx.tenantId);
  const from = scope.fromDate ?? BEGINNING;
  const { rows } = await sql<Record<string, unknown>>`
    with moved as (
      select j.ledger_id,
             sum(case when j.entry_date < ${from} then j.debit - j.credit else 0 end) as before_period,
             sum(case when j.entry_date >= ${from} then j.debit else 0 end) as debit,
             sum(case when j.entry_date >= ${from} then j.credit else 0 end) as credit
        from journal_line j
       where j.tenant_id = ${ctx.tenantId} and j.entry_date <= ${scope.toDate} ${firmCondition(scope.firmId)}
       group by j.ledger_id)
    select l."Id" as ledger_id, l."LedgerName" as ledger_name, l."GroupId" as group_id,
           ${masterOpening(scope.firmId)} + coalesce(m.before_period, 0) as opening,
           coalesce(m.debit, 0) as debit, coalesce(m.credit, 0) as credit
      from ledger l
      left join moved m on m.ledger_id = l."Id"
     where l.tenant_id = ${ctx.tenantId}
     order by l."LedgerName"`.execute(ctx.db);
  const ledgers = rows.map((row) => {
    const opening = Number(row.opening);
    const debit = Number(row.debit);
    const credit = Number(row.credit);
    const group = tree.byId.get(Number(row.group_id))!;
    return {
      LedgerId: Number(row.ledger_id),
      LedgerName: String(row.ledger_name),
      GroupId: group.Id,
      GroupName: group.GroupName,
      group,
      Nature: group.Nature,
      opening,
      debit,
      credit,
      closing: opening + debit - credit,
    };
  });
  return { ledgers, tree };
}

export type LedgerHead = { Id: number; LedgerName: string; group: GroupNode; cashOrBank: boolean; isParty: boolean };

/** Income and expense ledgers: the P&L's, which start every financial year at nil. */
export const isRevenueNature = (nature: Nature) => nature === 'Income' || nature === 'Expenses';

/** One ledger of the caller's tenant (404 for another tenant's or a missing one), with its place in the group tree. */
export async function ledgerHead(ctx: ReportContext, ledgerId: number): Promise<LedgerHead> {
  const { rows } = await sql<Record<string, unknown>>`
    select l."Id" as id, l."LedgerName" as name, l."GroupId" as group_id,
           (select count(*) from party p where p.tenant_id = l.tenant_id and p."LedgerId" = l."Id") as parties
      from ledger l
     where l.tenant_id = ${ctx.tenantId} and l."Id" = ${ledgerId}`.execute(ctx.db);
  const row = rows[0];
  if (!row) throw notFound(`No ledger ${ledgerId}`);
  const tree = await groupTree(ctx.db, ctx.tenantId);
  const groupId = Number(row.group_id);
  return { Id: Number(row.id), LedgerName: String(row.name), group: tree.byId.get(groupId)!, cashOrBank: isCashOrBank(tree, groupId), isParty: Number(row.parties) > 0 };
}

/**
 * A ledger's balance before `fromDate`: its master opening and every earlier journal line (only those on or
 * after `since` when given: an income or expense ledger starts each financial year at nil).
 */
export async function openingOf(ctx: ReportContext, ledgerId: number, fromDate: string, firmId: number | undefined, since?: string): Promise<number> {
  // The journal's sum names the tenant and ledger itself (not through the outer row), so PostgreSQL
  // plans it on the (tenant_id, ledger_id, entry_date) index rather than as a correlated scan.
  const { rows } = await sql<{ opening: unknown }>`
    select ${masterOpening(firmId)} + coalesce((
             select sum(j.debit - j.credit) from journal_line j
              where j.tenant_id = ${ctx.tenantId} and j.ledger_id = ${ledgerId} and j.entry_date < ${fromDate}
                ${since ? sql`and j.entry_date >= ${since}` : sql``} ${firmCondition(firmId)}), 0) as opening
      from ledger l where l.tenant_id = ${ctx.tenantId} and l."Id" = ${ledgerId}`.execute(ctx.db);
  return Number(rows[0]?.opening ?? 0);
}

/** A balance as the books write it: the amount and Dr or Cr (nothing for zero). */
export function drCr(balance: number): { Balance: number; BalanceType: string } {
  return { Balance: rupees(Math.abs(balance)), BalanceType: balance > 0 ? 'Dr' : balance < 0 ? 'Cr' : '' };
}

/** A journal line's debit and credit columns, the side it does not touch left empty. */
export function amountOnItsSide(debit: number, credit: number): { Debit: number | null; Credit: number | null } {
  return { Debit: debit ? rupees(debit) : null, Credit: credit ? rupees(credit) : null };
}

/** Debit and credit columns for a Dr-positive balance: the amount on its side. */
export function onItsSide(balance: number): { Debit: number | null; Credit: number | null } {
  return { Debit: balance > 0 ? rupees(balance) : null, Credit: balance < 0 ? rupees(-balance) : null };
}
