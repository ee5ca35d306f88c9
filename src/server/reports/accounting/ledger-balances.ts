// Shared SQL over the journal: every ledger's balance as on a date (split into before-the-period and
// the period's debits and credits), one ledger's opening, and the helpers the reports format with.
// Amounts are integer paise from SQL to the last step, where `rupees` turns them into the wire's decimals.
import { sql, type RawBuilder } from 'kysely';
import type { ReportContext, ReportFilters } from '../../../../engine/server/index.ts';
import { rupees } from '../../../../overrides/billing/exact.ts';
import { notFound } from '../../http/errors.ts';
import { inFirmView } from '../../accounting/opening-firm.ts';
import type { Nature } from '../../accounting/chart-of-accounts.ts';
import { fiscalYearStart } from '../../accounting/fiscal-year.ts';
import { type GroupNode, type GroupTree, groupTree, isCashOrBank, isNominal } from '../../accounting/group-tree.ts';

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
  /** The balance the period opens with, Dr positive (see `periodOpening`: a nominal ledger's is its year's only). */
  opening: number;
  /** What a nominal ledger held before its year began, gone to the P&L A/c and capital; 0 for any other. */
  carried: number;
  debit: number;
  credit: number;
  /** opening + debit − credit. */
  closing: number;
  /**
   * What the period's profit and loss takes of the ledger, Dr positive: the period's movement, and, when
   * the period opens the financial year, the year's opening too (a nominal master opening, in the year the
   * books start). For a ledger of the balance sheet, simply the movement.
   */
  inPeriod: number;
};

/** A ledger's balance before a period, in the parts `periodOpening` places. */
export type BalanceBefore = {
  /** The master's opening balance (0 when one firm is chosen: it belongs to no firm). */
  master: number;
  /** Journal lines before the financial year of the period's first day. */
  beforeYear: number;
  /** Journal lines of that year before the period's first day. */
  inYear: number;
};

/**
 * The one rule for where a ledger's balance before a period stands, every report's opening comes from here.
 * A real ledger (asset, liability, capital) carries everything: opening = master + every earlier line.
 * A nominal ledger (income or expense) starts each financial year (1 April) at nil: only the lines of the
 * period's own year before its first day open it, and everything before that year (earlier years' lines and,
 * after the first year, the master's opening) is `carried`: it was closed to the profit and loss account and
 * is in capital, as the trial balance's "Profit & Loss A/c" line has it (Tally's year-end practice; the
 * P&L is a statement of one year: Schedule III Part II). The master's opening of a nominal ledger is the
 * opening of the year the books start (the year of their first entry): what the ledger had earned or spent
 * that year before the books were kept here, as Tally takes an income ledger's opening at its books'
 * beginning. It counts in that year (and in any year before it, where nothing else is) and is carried after.
 */
export function periodOpening(before: BalanceBefore, nominal: boolean, booksFirstYear: boolean): { opening: number; carried: number } {
  if (!nominal) return { opening: before.master + before.beforeYear + before.inYear, carried: 0 };
  if (booksFirstYear) return { opening: before.master + before.inYear, carried: before.beforeYear };
  return { opening: before.inYear, carried: before.master + before.beforeYear };
}

/** The first day of the financial year a period starting `from` falls in (the books' beginning for none). */
export const yearStartOf = (from: string) => (from === BEGINNING ? BEGINNING : fiscalYearStart(from));

/**
 * Whether the period's year is the one the books start in (or earlier): the financial year of the tenant's
 * first journal entry, any firm's. With no entry at all, every year is.
 */
function isBooksFirstYear(yearStart: string, firstEntry: unknown): boolean {
  return firstEntry === null || firstEntry === undefined || yearStart <= yearStartOf(String(firstEntry));
}

/** The tenant's first journal entry's date, as SQL (the entry_date index answers it). */
const firstEntry = (tenantId: number) => sql`(select min(f.entry_date) from journal_line f where f.tenant_id = ${tenantId})`;

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
  const yearStart = yearStartOf(from);
  const { rows } = await sql<Record<string, unknown>>`
    with moved as (
      select j.ledger_id,
             sum(case when j.entry_date < ${yearStart} then j.debit - j.credit else 0 end) as before_year,
             sum(case when j.entry_date >= ${yearStart} and j.entry_date < ${from} then j.debit - j.credit else 0 end) as in_year,
             sum(case when j.entry_date >= ${from} then j.debit else 0 end) as debit,
             sum(case when j.entry_date >= ${from} then j.credit else 0 end) as credit
        from journal_line j
       where j.tenant_id = ${ctx.tenantId} and j.entry_date <= ${scope.toDate} ${firmCondition(scope.firmId)}
       group by j.ledger_id)
    select l."Id" as ledger_id, l."LedgerName" as ledger_name, l."GroupId" as group_id,
           ${masterOpening(scope.firmId)} as master, coalesce(m.before_year, 0) as before_year, coalesce(m.in_year, 0) as in_year,
           coalesce(m.debit, 0) as debit, coalesce(m.credit, 0) as credit, ${firstEntry(ctx.tenantId)} as first_entry
      from ledger l
      left join moved m on m.ledger_id = l."Id"
     where l.tenant_id = ${ctx.tenantId}
     order by l."LedgerName"`.execute(ctx.db);
  const booksFirstYear = isBooksFirstYear(yearStart, rows[0]?.first_entry);
  const opensYear = from === yearStart;
  const ledgers = rows.map((row) => {
    const debit = Number(row.debit);
    const credit = Number(row.credit);
    const group = tree.byId.get(Number(row.group_id))!;
    const nominal = isNominal(group);
    const { opening, carried } = periodOpening({ master: Number(row.master), beforeYear: Number(row.before_year), inYear: Number(row.in_year) }, nominal, booksFirstYear);
    return {
      LedgerId: Number(row.ledger_id),
      LedgerName: String(row.ledger_name),
      GroupId: group.Id,
      GroupName: group.GroupName,
      group,
      Nature: group.Nature,
      opening,
      carried,
      debit,
      credit,
      closing: opening + debit - credit,
      inPeriod: debit - credit + (nominal && opensYear ? opening : 0),
    };
  });
  return { ledgers, tree };
}

export type LedgerHead = { Id: number; LedgerName: string; group: GroupNode; cashOrBank: boolean; isParty: boolean };

/** Income and expense ledgers: the P&L's, which start every financial year at nil (group-tree.ts `isNominal`). */
export const isRevenue = (ledger: { group: GroupNode }) => isNominal(ledger.group);

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
 * A ledger's balance as a period starting `fromDate` opens it (`periodOpening`'s rule: a nominal ledger
 * starts each financial year at nil), in one statement.
 */
export async function openingOf(ctx: ReportContext, ledgerId: number, fromDate: string, firmId: number | undefined, nominal = false): Promise<number> {
  const yearStart = yearStartOf(fromDate);
  // The journal's sums name the tenant and ledger themselves (not through the outer row), so PostgreSQL
  // plans them on the (tenant_id, ledger_id, entry_date) index rather than as a correlated scan.
  const sumOf = (condition: RawBuilder<unknown>) => sql`coalesce((
             select sum(j.debit - j.credit) from journal_line j
              where j.tenant_id = ${ctx.tenantId} and j.ledger_id = ${ledgerId} ${condition} ${firmCondition(firmId)}), 0)`;
  const { rows } = await sql<Record<string, unknown>>`
    select ${masterOpening(firmId)} as master,
           ${sumOf(sql`and j.entry_date < ${yearStart}`)} as before_year,
           ${sumOf(sql`and j.entry_date >= ${yearStart} and j.entry_date < ${fromDate}`)} as in_year,
           ${nominal ? firstEntry(ctx.tenantId) : sql`null`} as first_entry
      from ledger l where l.tenant_id = ${ctx.tenantId} and l."Id" = ${ledgerId}`.execute(ctx.db);
  const row = rows[0];
  if (!row) return 0;
  const before = { master: Number(row.master), beforeYear: Number(row.before_year), inYear: Number(row.in_year) };
  return periodOpening(before, nominal, isBooksFirstYear(yearStart, row.first_entry)).opening;
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
