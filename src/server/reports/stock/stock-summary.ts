// Stock summary per item or per category over a period: opening (the item's opening quantity plus
// every move before the period), in, out and closing quantity from stock_move in thousandths, and the
// closing value at the last purchase rate up to the period's end, all summed and rounded in SQL.
//
// Valuation: closing quantity x the rate of the latest purchase or purchase challan on or before the
// To date, rounded to the paisa half away from zero; an item not bought by then has no rate, so nil
// value (the item master's last purchase rate is today's, not the date's). An item's opening quantity
// has no firm, so it counts in every firm's view.
import { sql, type RawBuilder } from 'kysely';
import type { ReportContext, ReportFilters, ReportQuery } from '../../../../engine/server/report-types.ts';
import { rupees, thousandths } from '../../../../overrides/billing/exact.ts';

/** Documents whose stock move rate is what we paid for the goods. */
export const PURCHASE_RATE_DOCUMENTS = ['purchase', 'purchasechallan'];

/** One row per item with opening, in, out, closing (thousandths), rate and closing value (paise). */
export function itemStockSql(ctx: ReportContext, filters: ReportFilters): RawBuilder<unknown> {
  const firm = filters.FirmId ? sql`and m.firm_id = ${Number(filters.FirmId)}` : sql``;
  const category = filters.CategoryId ? sql`and i."CategoryId" = ${Number(filters.CategoryId)}` : sql``;
  const item = filters.ItemId ? sql`and i."Id" = ${Number(filters.ItemId)}` : sql``;
  return sql`
    with moves as materialized (
      select m.item_id,
        cast(sum(case when m.move_date < ${filters.FromDate} then m.qty_in - m.qty_out else 0 end) as bigint) as before_qty,
        cast(sum(case when m.move_date >= ${filters.FromDate} then m.qty_in else 0 end) as bigint) as in_qty,
        cast(sum(case when m.move_date >= ${filters.FromDate} then m.qty_out else 0 end) as bigint) as out_qty,
        max(case when m.qty_in > 0 and m.doc_type in (${sql.join(PURCHASE_RATE_DOCUMENTS)}) then m.move_date end) as last_purchase_date
      from stock_move m
      where m.tenant_id = ${ctx.tenantId} and m.move_date <= ${filters.ToDate} ${firm}
      group by m.item_id
    ), -- sums cast back to whole numbers: PostgreSQL sums bigints as numeric, and the value below divides.
    -- Materialized: each item's rate is looked up once, not once per use below.
    stock as materialized (
      select i."Id" as item_id, i."ItemName" as item_name, i."CategoryId" as category_id, u."UnitName" as unit_name,
        coalesce(i."OpeningQty", 0) + coalesce(mv.before_qty, 0) as opening_qty,
        coalesce(mv.in_qty, 0) as in_qty,
        coalesce(mv.out_qty, 0) as out_qty,
        coalesce(i."OpeningQty", 0) + coalesce(mv.before_qty, 0) + coalesce(mv.in_qty, 0) - coalesce(mv.out_qty, 0) as closing_qty,
        -- the rate of the latest purchase up to the To date: one index seek on (tenant, item, that date)
        coalesce((select m.rate from stock_move m
          where m.tenant_id = i.tenant_id and m.item_id = i."Id" and m.move_date = mv.last_purchase_date and m.qty_in > 0
            and m.doc_type in (${sql.join(PURCHASE_RATE_DOCUMENTS)}) ${firm}
          order by m.id desc limit 1), 0) as rate
      from item i
      left join moves mv on mv.item_id = i."Id"
      left join unit u on u.tenant_id = i.tenant_id and u."Id" = i."UnitId"
      where i.tenant_id = ${ctx.tenantId} ${category} ${item}
    )
    select s.*,
      case when s.closing_qty * s.rate >= 0 then (s.closing_qty * s.rate + 500) / 1000
           else -((500 - s.closing_qty * s.rate) / 1000) end as closing_value
    from stock s`;
}

const quantities = (row: any) => ({
  OpeningQty: thousandths(Number(row.opening_qty)),
  InQty: thousandths(Number(row.in_qty)),
  OutQty: thousandths(Number(row.out_qty)),
  ClosingQty: thousandths(Number(row.closing_qty)),
  ClosingValue: rupees(Number(row.closing_value)),
});

export const itemStock: ReportQuery = async (ctx, filters) => {
  const { rows } = await sql<any>`select st.*, c."CategoryName" as category_name from (${itemStockSql(ctx, filters)}) st
    left join category c on c.tenant_id = ${ctx.tenantId} and c."Id" = st.category_id
    order by st.item_name, st.item_id`.execute(ctx.db);
  return {
    rows: rows.map((row) => ({
      ItemId: Number(row.item_id),
      ItemName: row.item_name,
      CategoryName: row.category_name ?? '',
      UnitName: row.unit_name ?? '',
      ...quantities(row),
      Rate: rupees(Number(row.rate)),
    })),
  };
};

export const categoryStock: ReportQuery = async (ctx, filters) => {
  const { rows } = await sql<any>`select st.category_id, c."CategoryName" as category_name, count(*) as items,
      sum(st.opening_qty) as opening_qty, sum(st.in_qty) as in_qty, sum(st.out_qty) as out_qty,
      sum(st.closing_qty) as closing_qty, sum(st.closing_value) as closing_value
    from (${itemStockSql(ctx, filters)}) st
    left join category c on c.tenant_id = ${ctx.tenantId} and c."Id" = st.category_id
    group by st.category_id, c."CategoryName"
    order by c."CategoryName", st.category_id`.execute(ctx.db);
  return {
    rows: rows.map((row) => ({
      CategoryId: row.category_id === null ? null : Number(row.category_id),
      CategoryName: row.category_name ?? 'No category',
      Items: Number(row.items),
      ...quantities(row),
    })),
  };
};
