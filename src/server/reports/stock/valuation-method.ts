// Which cost formula values stock on a date. The firm's StockValuation (masters/firm.json) applies to its
// open years; a closed year keeps the formula it was closed with (periods/year-close-table.ts), so switching
// the method later never restates a closed year's closing stock. AS 2 para 16 (and Ind AS 8 on a change of
// accounting policy): the formula is applied consistently, and a change takes effect from the period it is
// made in; the new period's cost flow starts from the closed year's closing lots (cost-flow.ts useMethod).
// stock-value.ts reads each firm's closed years and builds its formula by date here (methodForDates).
import { sql } from 'kysely';
import type { ReportContext } from '../../../../engine/server/index.ts';
import { type CostMethod, COST_METHODS } from './cost-flow.ts';

const known = (method: unknown): CostMethod | null => (COST_METHODS.includes(method as CostMethod) ? (method as CostMethod) : null);

/** The firm's current StockValuation (the first firm's for the whole business); weighted average unless it says FIFO. */
export async function currentMethod(ctx: ReportContext, firmId: number | undefined): Promise<{ firmId: number | null; method: CostMethod }> {
  const firm = sql`${firmId ? sql`and "Id" = ${firmId}` : sql``}`;
  const { rows } = await sql<{ id: unknown; method: string | null }>`
    select "Id" as id, "StockValuation" as method from firm where tenant_id = ${ctx.tenantId} ${firm} order by "Id" limit 1`.execute(ctx.db);
  return { firmId: rows[0] ? Number(rows[0].id) : null, method: known(rows[0]?.method) ?? 'Weighted average' };
}

/**
 * The formula for each date, given the firm's current one and its closed years (oldest first): a date inside
 * a closed year gets that year's, any later date the current one. Years close in order, so the closed years
 * run unbroken up to the last one's end; a date before the first closed year (books that began earlier, the
 * items' opening stock) takes the first one's formula.
 */
export function methodForDates(current: CostMethod, closed: ReadonlyArray<{ yearEnd: string; stockValuation: string }>): (date: string) => CostMethod {
  if (closed.length === 0) return () => current;
  const years = closed.map((year) => ({ end: year.yearEnd, method: known(year.stockValuation) ?? current }));
  const through = years[years.length - 1].end;
  return (date) => (date > through ? current : years.find((year) => date <= year.end)!.method);
}
