// Closing and reopening a firm's financial year (per firm, as lock dates are: each firm keeps its own
// books and GST registration, and Tally closes a company's books, not a group's).
// - A year closes only when every check passes (year-checks.ts); the refusal lists what failed, in words.
//   The row keeps the valuation method in force (reports/stock/valuation-method.ts), and the close implies
//   the lock: nothing dated up to its end may be written (closed-years.ts closedThrough, via the write guard).
// - Its closing balances are the next year's openings with no entry: the reports run from the journal,
//   carrying asset and liability ledgers forward and the year's result into the P&L A/c (trial-balance.ts).
// - Years close in order and reopen from the latest back, so closed years always run unbroken from the
//   start of the books. Only the owner closes or reopens; reopening needs a reason. Both are in the edit log.
import type { Kysely } from 'kysely';
import { recordEdit } from '../audit/edit-log.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { conflict, notFound } from '../http/errors.ts';
import { HttpError } from '../../../engine/server/index.ts';
import { currentMethod } from '../reports/stock/valuation-method.ts';
import { type ClosedYear, closedYears } from './closed-years.ts';
import { type FinancialYear, yearAfter, yearOfDate, yearOfLabel } from './financial-year.ts';
import { firstYearOfFirm, type YearCheck, yearChecks } from './year-checks.ts';

/** address: where the owner's request came from, for the audit trail. */
export type YearCloseContext = { db: Kysely<any>; dialect: 'sqlite' | 'postgres'; tenantId: number; address?: string };
type Firm = { Id: number; FirmName: string };

export type YearState = {
  Year: string;
  FromDate: string;
  ToDate: string;
  Status: 'Closed' | 'Open';
  Ended: boolean;
  /** For a closed year: the valuation method it keeps, when and by whom it was closed. */
  StockValuation: string | null;
  ClosedAt: string | null;
  ClosedBy: string | null;
};

export type FirmYears = { FirmId: number; FirmName: string; StockValuation: string; ClosedThrough: string | null; Years: YearState[] };

export const todayUtc = () => new Date().toISOString().slice(0, 10);

async function firmOf(ctx: YearCloseContext, firmId: number): Promise<Firm> {
  const firm = await ctx.db.selectFrom('firm').select(['Id', 'FirmName']).where('tenant_id', '=', ctx.tenantId).where('Id', '=', firmId).executeTakeFirst();
  if (!firm) throw notFound('No such firm');
  return { Id: Number(firm.Id), FirmName: String(firm.FirmName) };
}

/** Each firm's years from the first holding its entries (or the present one) to the present, latest first. */
export async function firmYears(ctx: YearCloseContext, today: string, firmId?: number): Promise<FirmYears[]> {
  let query = ctx.db.selectFrom('firm').select(['Id', 'FirmName']).where('tenant_id', '=', ctx.tenantId);
  if (firmId !== undefined) query = query.where('Id', '=', firmId);
  const firms = await query.orderBy('Id').execute();
  if (firmId !== undefined && firms.length === 0) throw notFound('No such firm');
  const closed = await closedYears(ctx.db, ctx.tenantId, firmId);
  return Promise.all(
    firms.map(async (firm): Promise<FirmYears> => {
      const id = Number(firm.Id);
      const own = closed.filter((year) => year.firmId === id);
      const present = yearOfDate(today);
      let year = (await firstYearOfFirm(ctx, id)) ?? present;
      if (own[0] && own[0].yearStart < year.start) year = yearOfDate(own[0].yearStart);
      const years: YearState[] = [];
      for (; year.start <= present.start; year = yearAfter(year)) years.unshift(stateOf(year, own.find((closedYear) => closedYear.yearStart === year.start), today));
      return { FirmId: id, FirmName: String(firm.FirmName), StockValuation: (await currentMethod(ctx, id)).method, ClosedThrough: own.at(-1)?.yearEnd ?? null, Years: years };
    }),
  );
}

const stateOf = (year: FinancialYear, closed: ClosedYear | undefined, today: string): YearState => ({
  Year: year.label,
  FromDate: year.start,
  ToDate: year.end,
  Status: closed ? 'Closed' : 'Open',
  Ended: today > year.end,
  StockValuation: closed?.stockValuation ?? null,
  ClosedAt: closed?.closedAt ?? null,
  ClosedBy: closed?.closedBy ?? null,
});

/** The checks for closing the year, as the page shows them before the owner closes it. */
export async function checksFor(ctx: YearCloseContext, firmId: number, year: FinancialYear, today: string): Promise<{ firm: Firm; checks: YearCheck[]; closed: boolean }> {
  const firm = await firmOf(ctx, firmId);
  const closed = (await closedYears(ctx.db, ctx.tenantId, firmId)).some((closedYear) => closedYear.yearStart === year.start);
  return { firm, checks: await yearChecks(ctx, firmId, year, today), closed };
}

/** A refusal that lists the checks that failed (409: the books are not in a state to close). */
const checksFailed = (message: string, failed: YearCheck[]) => new HttpError(409, message, failed.map((check) => ({ path: '/Year', message: `${check.Check}: no. ${check.Detail}` })));

export async function closeYear(ctx: YearCloseContext, actor: string, firmId: number, year: FinancialYear, today: string): Promise<ClosedYear> {
  const { firm, checks, closed } = await checksFor(ctx, firmId, year, today);
  if (closed) throw conflict(`${year.label} is already closed for ${firm.FirmName}`);
  const failed = checks.filter((check) => !check.Passed);
  if (failed.length > 0) throw checksFailed(`${year.label} cannot be closed for ${firm.FirmName}: ${failed.map((check) => check.Detail).join('; ')}`, failed);
  const method = (await currentMethod(ctx, firmId)).method;
  const row = { tenant_id: ctx.tenantId, firm_id: firmId, year_start: year.start, year_end: year.end, stock_valuation: method, closed_at: new Date().toISOString(), closed_by: actor };
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await trx.insertInto('year_close').values(row).execute();
      const after = { FirmId: firmId, FirmName: firm.FirmName, Year: year.label, FromDate: year.start, ToDate: year.end, StockValuation: method };
      await recordEdit(trx, { tenantId: ctx.tenantId, actor, address: ctx.address ?? null, entity: 'year_close', recordId: firmId, action: 'create', after });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`${year.label} is already closed for ${firm.FirmName}`);
    throw error;
  }
  return (await closedYears(ctx.db, ctx.tenantId, firmId)).find((closedYear) => closedYear.yearStart === year.start)!;
}

export async function reopenYear(ctx: YearCloseContext, actor: string, firmId: number, year: FinancialYear, reason: string): Promise<void> {
  const firm = await firmOf(ctx, firmId);
  const closed = await closedYears(ctx.db, ctx.tenantId, firmId);
  const target = closed.find((closedYear) => closedYear.yearStart === year.start);
  if (!target) throw conflict(`${year.label} is not closed for ${firm.FirmName}`);
  const later = closed.at(-1)!;
  if (later.yearStart !== target.yearStart) throw conflict(`${yearOfDate(later.yearStart).label} is closed after it: reopen the latest closed year first`);
  await ctx.db.transaction().execute(async (trx) => {
    const gone = await trx.deleteFrom('year_close').where('tenant_id', '=', ctx.tenantId).where('firm_id', '=', firmId).where('year_start', '=', year.start).executeTakeFirst();
    if (Number(gone.numDeletedRows) !== 1) throw conflict(`${year.label} is not closed for ${firm.FirmName}`);
    const before = { FirmId: firmId, FirmName: firm.FirmName, Year: year.label, FromDate: year.start, ToDate: year.end, StockValuation: target.stockValuation, ClosedAt: target.closedAt, ClosedBy: target.closedBy };
    await recordEdit(trx, { tenantId: ctx.tenantId, actor, address: ctx.address ?? null, entity: 'year_close', recordId: firmId, action: 'delete', before, after: { Reopened: year.label, Reason: reason } });
  });
}

export { yearOfLabel };
