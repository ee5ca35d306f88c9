// What must hold before a firm's financial year is closed, each answered in words, as an accountant
// checks before signing the year off (and as Tally's practice is: books agree, stock is valued, nothing
// is left half-entered, the years close in order):
// - the year has ended;
// - every earlier year of the firm's books is closed (years close in order, so a closed year is never
//   followed by an open one before it, and its closing balances are final openings for the next);
// - the trial balance agrees: its debits equal its credits with no "Difference in opening balances"
//   (a difference means the openings or the journal do not balance, and the year's result is unknown);
// - the stock is valued (AS 2 para 9: inventories at the lower of cost and net realisable value need a cost
//   for every unit): no item's closing stock below nil ("negative stock": goods sold that were never
//   brought in, whose cost is a guess), and no item with a closing value but no quantity ("value without
//   quantity": a cost left behind by rounding or by goods gone out, in the balance sheet for nothing);
// - no unposted document: a document of the year that should write the books (a bill, a return, a note)
//   and wrote neither journal lines nor stock moves. Drafts are kept only in the browser that typed them
//   (src/client/drafts), never on the server, so no draft can be part of the books.
import { sql } from 'kysely';
import type { ReportContext, ReportResult } from '../../../engine/server/index.ts';
import { documents, journalEffect } from '../../../overrides/billing/document-kinds.ts';
import { rupees, thousandths } from '../../../overrides/billing/exact.ts';
import { OPENING_DIFFERENCE, trialBalance } from '../reports/accounting/trial-balance.ts';
import { valueStock } from '../reports/stock/stock-value.ts';
import { closedYears } from './closed-years.ts';
import { dmy } from './dates.ts';
import { formatIndian } from '../../../engine/ui/format.ts';
import { type FinancialYear, yearBefore, yearOfDate } from './financial-year.ts';

/** Rupees as the owner reads them: ₹2,36,000.00 (Indian grouping, as the pages show money). */
const inr = (value: number) => `₹${formatIndian(value)}`;

export type YearCheck = { Check: string; Passed: boolean; Detail: string };

const CHECKS = {
  ended: 'The year has ended',
  order: 'Earlier years are closed',
  trialBalance: 'Trial balance agrees',
  stock: 'Stock is valued',
  posted: 'No unposted documents or drafts',
} as const;

/** The first financial year holding any of the firm's entries (null: the firm has none). */
export async function firstYearOfFirm(ctx: ReportContext, firmId: number): Promise<FinancialYear | null> {
  const { rows } = await sql<{ first: string | null }>`
    select min(first) as first from (
      select min(entry_date) as first from journal_line where tenant_id = ${ctx.tenantId} and firm_id = ${firmId}
      union all
      select min(move_date) as first from stock_move where tenant_id = ${ctx.tenantId} and firm_id = ${firmId}) dates`.execute(ctx.db);
  const first = rows[0]?.first;
  return first ? yearOfDate(String(first).slice(0, 10)) : null;
}

async function earlierYearsClosed(ctx: ReportContext, firmId: number, year: FinancialYear): Promise<YearCheck> {
  const first = await firstYearOfFirm(ctx, firmId);
  const previous = yearBefore(year);
  if (!first || first.start >= year.start) return { Check: CHECKS.order, Passed: true, Detail: 'This is the first year of the books' };
  const closed = (await closedYears(ctx.db, ctx.tenantId, firmId)).some((closedYear) => closedYear.yearStart === previous.start);
  return closed
    ? { Check: CHECKS.order, Passed: true, Detail: `${previous.label} is closed` }
    : { Check: CHECKS.order, Passed: false, Detail: `${previous.label} is still open: close it first (years close in order)` };
}

async function trialBalanceAgrees(ctx: ReportContext, firmId: number, year: FinancialYear): Promise<YearCheck> {
  // The trial balance report answers rows at once (never a stream).
  const { rows, totals } = (await trialBalance(ctx, { ToDate: year.end, FirmId: firmId }, {})) as ReportResult;
  const difference = rows.find((row) => row.Particulars === OPENING_DIFFERENCE);
  if (!difference) return { Check: CHECKS.trialBalance, Passed: true, Detail: `Debits ${inr(Number(totals?.Debit ?? 0))} = credits ${inr(Number(totals?.Credit ?? 0))} on ${dmy(year.end)}` };
  const amount = difference.Debit ? `Dr ${difference.Debit}` : `Cr ${difference.Credit}`;
  return { Check: CHECKS.trialBalance, Passed: false, Detail: `The trial balance on ${dmy(year.end)} has a difference in opening balances of ${amount}: correct the opening balances first` };
}

async function stockValued(ctx: ReportContext, firmId: number, year: FinancialYear): Promise<YearCheck> {
  const values = await valueStock(ctx, { toDate: year.end, firmId });
  const negative = [...values].filter(([, value]) => value.closingQty < 0);
  const valueOnly = [...values].filter(([, value]) => value.closingQty === 0 && value.closingValue !== 0);
  if (negative.length === 0 && valueOnly.length === 0) return { Check: CHECKS.stock, Passed: true, Detail: `Every item's closing stock on ${dmy(year.end)} has a quantity and a cost` };
  const ids = [...negative, ...valueOnly].map(([id]) => id);
  const names = new Map(
    (await ctx.db.selectFrom('item').select(['Id', 'ItemName']).where('tenant_id', '=', ctx.tenantId).where('Id', 'in', ids).execute()).map((item) => [Number(item.Id), String(item.ItemName)]),
  );
  const parts: string[] = [];
  if (negative.length > 0) parts.push(`negative stock: ${negative.map(([id, value]) => `${names.get(id)} ${thousandths(value.closingQty)}`).join(', ')}`);
  if (valueOnly.length > 0) parts.push(`value without quantity: ${valueOnly.map(([id, value]) => `${names.get(id)} ${inr(rupees(value.closingValue))}`).join(', ')}`);
  return { Check: CHECKS.stock, Passed: false, Detail: `On ${dmy(year.end)}, ${parts.join('; ')}` };
}

async function everythingPosted(ctx: ReportContext, firmId: number, year: FinancialYear): Promise<YearCheck> {
  const unposted: string[] = [];
  // Names are the catalog's constants, never input.
  for (const kind of documents().kinds.filter((candidate) => journalEffect(candidate) !== null)) {
    const { rows } = await sql<{ count: unknown }>`
      select count(*) as count from ${sql.table(kind.entity)} d
       where d.tenant_id = ${ctx.tenantId} and d."FirmId" = ${firmId} and d.${sql.ref(kind.dateField)} between ${year.start} and ${year.end}
         and not exists (select 1 from journal_line j where j.tenant_id = d.tenant_id and j.doc_type = ${kind.entity} and j.doc_id = d."Id")
         and not exists (select 1 from stock_move m where m.tenant_id = d.tenant_id and m.doc_type = ${kind.entity} and m.doc_id = d."Id")`.execute(ctx.db);
    const count = Number(rows[0]?.count ?? 0);
    if (count > 0) unposted.push(`${count} ${kind.title}${count === 1 ? '' : 's'}`);
  }
  return unposted.length === 0
    ? { Check: CHECKS.posted, Passed: true, Detail: 'Every document of the year is in the books; drafts stay in the browser until saved' }
    : { Check: CHECKS.posted, Passed: false, Detail: `Not in the books: ${unposted.join(', ')}` };
}

/** Every check of closing the firm's year, in order; `today` (yyyy-mm-dd) decides whether the year has ended. */
export async function yearChecks(ctx: ReportContext, firmId: number, year: FinancialYear, today: string): Promise<YearCheck[]> {
  const ended: YearCheck =
    today > year.end ? { Check: CHECKS.ended, Passed: true, Detail: `${year.label} ended on ${dmy(year.end)}` } : { Check: CHECKS.ended, Passed: false, Detail: `${year.label} ends on ${dmy(year.end)}: a year closes after it ends` };
  return [ended, ...(await Promise.all([earlierYearsClosed(ctx, firmId, year), trialBalanceAgrees(ctx, firmId, year), stockValued(ctx, firmId, year), everythingPosted(ctx, firmId, year)]))];
}
