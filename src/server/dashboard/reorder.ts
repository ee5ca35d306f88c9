// Items whose stock on the day is at or below their reorder level (RecorderLevel, the spec's name):
// opening quantity (in a firm's view, only the firm's own: opening-stock.ts) plus every stock move to the day, in thousandths of a unit. Items without a reorder
// level, and inactive items, are not watched. The count is of all such items; the list holds the
// first few, the furthest below their level first.
import { sql } from 'kysely';
import { openingQtySql } from '../reports/stock/opening-stock.ts';
import { firmFilter, whole, type DashboardScope } from './scope.ts';

export type ReorderItem = { itemId: number; itemName: string; stock: number; reorderLevel: number };
export type ReorderFigures = { count: number; items: ReorderItem[] };

export async function itemsToReorder(scope: DashboardScope, shown: number): Promise<ReorderFigures> {
  const { rows } = await sql<{ item_id: unknown; item_name: string; stock: unknown; reorder_level: unknown; total: unknown }>`
    select s.item_id, s.item_name, s.stock, s.reorder_level, count(*) over () as total
    from (
      select i."Id" as item_id, i."ItemName" as item_name, i."RecorderLevel" as reorder_level,
             ${openingQtySql(scope.firmId ?? undefined)} + coalesce(m.moved, 0) as stock
      from item i
      left join (
        select sm.item_id, sum(sm.qty_in - sm.qty_out) as moved from stock_move sm
        where sm.tenant_id = ${scope.tenantId} and sm.move_date <= ${scope.periods.date} ${firmFilter(scope, 'sm.firm_id')}
        group by sm.item_id
      ) as m on m.item_id = i."Id"
      where i.tenant_id = ${scope.tenantId} and i."RecorderLevel" > 0 and (i."Status" is null or i."Status" = ${true})
    ) as s
    where s.stock <= s.reorder_level
    order by s.reorder_level - s.stock desc, s.item_name
    limit ${shown}`.execute(scope.db);
  return {
    count: whole(rows[0]?.total),
    items: rows.map((row) => ({ itemId: whole(row.item_id), itemName: row.item_name, stock: whole(row.stock), reorderLevel: whole(row.reorder_level) })),
  };
}
