// Stock summary per item or per category over a period: opening (the item's opening quantity plus
// every move before the period), in, out and closing quantity from stock_move in thousandths, summed in
// SQL, and the closing value at cost from the stock valuation (stock-value.ts: weighted average or FIFO,
// each firm's choice, the business's the sum of its firms'), which the P&L and the balance sheet use too.
// An item's opening quantity is one firm's (opening-stock.ts): it counts in that firm's view and the business's.
import { sql, type RawBuilder } from 'kysely';
import type { ReportContext, ReportFilters, ReportQuery } from '../../../../engine/server/index.ts';
import { mulDiv, rupees, thousandths } from '../../../../overrides/billing/exact.ts';
import { openingQtySql } from './opening-stock.ts';
import { valueStock } from './stock-value.ts';

/** One row per item with opening, in, out and closing quantities (thousandths). */
export function itemStockSql(ctx: ReportContext, filters: ReportFilters): RawBuilder<unknown> {
  const firm = filters.FirmId ? sql`and m.firm_id = ${Number(filters.FirmId)}` : sql``;
  const category = filters.CategoryId ? sql`and i."CategoryId" = ${Number(filters.CategoryId)}` : sql``;
  const item = filters.ItemId ? sql`and i."Id" = ${Number(filters.ItemId)}` : sql``;
  const opening = openingQtySql(filters.FirmId ? Number(filters.FirmId) : undefined);
  return sql`
    with moves as materialized (
      select m.item_id,
        cast(sum(case when m.move_date < ${filters.FromDate} then m.qty_in - m.qty_out else 0 end) as bigint) as before_qty,
        cast(sum(case when m.move_date >= ${filters.FromDate} then m.qty_in else 0 end) as bigint) as in_qty,
        cast(sum(case when m.move_date >= ${filters.FromDate} then m.qty_out else 0 end) as bigint) as out_qty
      from stock_move m
      where m.tenant_id = ${ctx.tenantId} and m.move_date <= ${filters.ToDate} ${firm}
      group by m.item_id
    ) -- sums cast back to whole numbers: PostgreSQL sums bigints as numeric.
    select * from (
      select i."Id" as item_id, i."ItemName" as item_name, i."CategoryId" as category_id, u."UnitName" as unit_name,
        ${opening} + coalesce(mv.before_qty, 0) as opening_qty,
        coalesce(mv.in_qty, 0) as in_qty,
        coalesce(mv.out_qty, 0) as out_qty,
        ${opening} + coalesce(mv.before_qty, 0) + coalesce(mv.in_qty, 0) - coalesce(mv.out_qty, 0) as closing_qty
      from item i
      left join moves mv on mv.item_id = i."Id"
      left join unit u on u.tenant_id = i.tenant_id and u."Id" = i."UnitId"
      where i.tenant_id = ${ctx.tenantId} ${category} ${item}
    ) as stock`;
}

type ItemStock = { itemId: number; itemName: string; categoryId: number | null; categoryName: string | null; unitName: string | null; opening: number; in: number; out: number; closing: number; value: number };

/** Each item's quantities (SQL) with its closing value at cost (the stock valuation). */
async function itemStocks(ctx: ReportContext, filters: ReportFilters): Promise<ItemStock[]> {
  const { rows } = await sql<any>`select st.*, c."CategoryName" as category_name from (${itemStockSql(ctx, filters)}) st
    left join category c on c.tenant_id = ${ctx.tenantId} and c."Id" = st.category_id
    order by st.item_name, st.item_id`.execute(ctx.db);
  const itemIds = filters.CategoryId || filters.ItemId ? rows.map((row) => Number(row.item_id)) : undefined;
  const values = await valueStock(ctx, { toDate: String(filters.ToDate), firmId: filters.FirmId ? Number(filters.FirmId) : undefined, itemIds });
  return rows.map((row) => ({
    itemId: Number(row.item_id),
    itemName: row.item_name,
    categoryId: row.category_id === null ? null : Number(row.category_id),
    categoryName: row.category_name ?? null,
    unitName: row.unit_name ?? null,
    opening: Number(row.opening_qty),
    in: Number(row.in_qty),
    out: Number(row.out_qty),
    closing: Number(row.closing_qty),
    value: values.get(Number(row.item_id))?.closingValue ?? 0,
  }));
}

const quantities = (stock: Omit<ItemStock, 'itemId' | 'itemName' | 'categoryId' | 'categoryName' | 'unitName'>) => ({
  OpeningQty: thousandths(stock.opening),
  InQty: thousandths(stock.in),
  OutQty: thousandths(stock.out),
  ClosingQty: thousandths(stock.closing),
  ClosingValue: rupees(stock.value),
});

export const itemStock: ReportQuery = async (ctx, filters) => ({
  rows: (await itemStocks(ctx, filters)).map((stock) => ({
    ItemId: stock.itemId,
    ItemName: stock.itemName,
    CategoryName: stock.categoryName ?? '',
    UnitName: stock.unitName ?? '',
    ...quantities(stock),
    // The unit cost of what is in hand (value ÷ quantity, to the paisa); nil when nothing is.
    Rate: stock.closing > 0 ? rupees(mulDiv(stock.value, 1000, stock.closing)) : 0,
  })),
});

export const categoryStock: ReportQuery = async (ctx, filters) => {
  const byCategory = new Map<number | null, { name: string | null; items: number; opening: number; in: number; out: number; closing: number; value: number }>();
  for (const stock of await itemStocks(ctx, filters)) {
    const sum = byCategory.get(stock.categoryId) ?? { name: stock.categoryName, items: 0, opening: 0, in: 0, out: 0, closing: 0, value: 0 };
    sum.items += 1;
    sum.opening += stock.opening;
    sum.in += stock.in;
    sum.out += stock.out;
    sum.closing += stock.closing;
    sum.value += stock.value;
    byCategory.set(stock.categoryId, sum);
  }
  const named = (name: string | null) => name ?? 'No category';
  return {
    rows: [...byCategory.entries()]
      .sort(([a, x], [b, y]) => (x.name === null ? 1 : 0) - (y.name === null ? 1 : 0) || named(x.name).localeCompare(named(y.name)) || Number(a) - Number(b))
      .map(([categoryId, sum]) => ({ CategoryId: categoryId, CategoryName: named(sum.name), Items: sum.items, ...quantities(sum) })),
  };
};
