// Sales and purchases, and their returns, at bill value (NetBillAmt, the figure the registers total):
// for the day, the month to the day, and each month of the financial year to the day.
import { sql } from 'kysely';
import { documents } from '../../../overrides/billing/document-kinds.ts';
import { firmFilter, whole, type DashboardScope } from './scope.ts';

export const TRADE_DOCUMENTS = ['sales', 'salesreturn', 'purchase', 'purchasereturn'] as const;
export type TradeDocument = (typeof TRADE_DOCUMENTS)[number];

/** Paise per document kind. */
export type TradeTotals = Record<TradeDocument, number>;

export type TradeFigures = {
  today: TradeTotals;
  month: TradeTotals;
  /** Per yyyy-mm of the financial year to the day's month (months without bills are zero). */
  byMonth: Map<string, TradeTotals>;
};

const zero = (): TradeTotals => ({ sales: 0, salesreturn: 0, purchase: 0, purchasereturn: 0 });

/** One grouped scan of a document table over the financial year to the day. */
async function documentTotals(scope: DashboardScope, entity: TradeDocument) {
  const kind = documents().require(entity);
  const day = sql.ref(`d.${kind.dateField}`);
  const month = sql`substr(cast(${day} as text), 1, 7)`;
  const { rows } = await sql<{ month: string; total: unknown; today: unknown }>`
    select ${month} as month, sum(d."NetBillAmt") as total,
           sum(case when ${day} = ${scope.periods.date} then d."NetBillAmt" else 0 end) as today
    from ${sql.table(entity)} as d
    where d.tenant_id = ${scope.tenantId} and ${day} >= ${scope.periods.yearStart} and ${day} <= ${scope.periods.date}
          ${firmFilter(scope, 'd.FirmId')}
    group by ${month}`.execute(scope.db);
  return rows;
}

export async function tradeFigures(scope: DashboardScope): Promise<TradeFigures> {
  const figures: TradeFigures = { today: zero(), month: zero(), byMonth: new Map(scope.periods.months.map((month) => [month, zero()])) };
  const thisMonth = scope.periods.date.slice(0, 7);
  const results = await Promise.all(TRADE_DOCUMENTS.map((entity) => documentTotals(scope, entity)));
  TRADE_DOCUMENTS.forEach((entity, index) => {
    for (const row of results[index]) {
      figures.byMonth.get(row.month)![entity] = whole(row.total);
      if (row.month === thisMonth) figures.month[entity] = whole(row.total);
      figures.today[entity] += whole(row.today);
    }
  });
  return figures;
}
