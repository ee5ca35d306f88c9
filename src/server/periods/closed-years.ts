// The financial years each firm has closed (year-close-table.ts), as the rest of the server reads them:
// the write guard asks how far a firm's books are closed (`closedThrough`), the stock valuation asks which
// method each closed year keeps (reports/stock/valuation-method.ts).
import type { Kysely } from 'kysely';

export type ClosedYear = {
  firmId: number;
  /** 1 April and 31 March of the year (yyyy-mm-dd). */
  yearStart: string;
  yearEnd: string;
  /** The StockValuation the year was closed with. */
  stockValuation: string;
  closedAt: string;
  closedBy: string;
};

/** The firm's closed years (every firm's when none is named), oldest first. */
export async function closedYears(db: Kysely<any>, tenantId: number, firmId?: number): Promise<ClosedYear[]> {
  let query = db.selectFrom('year_close').selectAll().where('tenant_id', '=', tenantId);
  if (firmId !== undefined) query = query.where('firm_id', '=', firmId);
  const rows = await query.orderBy('firm_id').orderBy('year_start').execute();
  return rows.map((row) => ({
    firmId: Number(row.firm_id),
    yearStart: String(row.year_start).slice(0, 10),
    yearEnd: String(row.year_end).slice(0, 10),
    stockValuation: String(row.stock_valuation),
    closedAt: row.closed_at instanceof Date ? row.closed_at.toISOString() : String(row.closed_at),
    closedBy: String(row.closed_by),
  }));
}

/**
 * The last day of the firm's latest closed financial year, or null when none is closed. Years close in
 * order and reopen from the latest back, so every day up to it is in a closed year: nothing dated on or
 * before it may be written (the lock that a close implies).
 */
export async function closedThrough(db: Kysely<any>, tenantId: number, firmId: number): Promise<string | null> {
  const row = await db
    .selectFrom('year_close')
    .select((eb) => eb.fn.max('year_end').as('through'))
    .where('tenant_id', '=', tenantId)
    .where('firm_id', '=', firmId)
    .executeTakeFirst();
  return row?.through ? String(row.through).slice(0, 10) : null;
}
