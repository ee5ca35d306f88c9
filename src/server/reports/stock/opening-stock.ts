// Whose is an item's opening stock (accounting/opening-firm.ts). Each firm's opening stock is its own:
// - the item master's opening quantity and rate are the opening stock of the firm the item names
//   (OpeningFirmId) or, where it names none (every item made before firms had their own stock), of the
//   business's first firm;
// - another firm's opening stock of the item is a line of the item's FirmOpenings (itemopening: firm,
//   quantity, rate).
// A firm's stock reports count only its own; the business's count every firm's once. Its counterpart (the
// opening difference in the trial balance and the balance sheet) goes with it, as both are worked from the
// same valuation (stock-value.ts).
import { sql, type RawBuilder } from 'kysely';
import { inFirmView, openingFirmSql } from '../../accounting/opening-firm.ts';

/** Every firm's opening stock of each item, one row per firm's part: item_id, firm_id, qty (thousandths), rate (paise). */
export function openingRowsSql(tenantId: number, itemIds?: number[]): RawBuilder<{ item_id: unknown; firm_id: unknown; qty: unknown; rate: unknown }> {
  const only = (column: string) => (itemIds ? sql`and ${sql.ref(column)} in (${sql.join(itemIds.length > 0 ? itemIds : [-1])})` : sql``);
  return sql`
    select i."Id" as item_id, ${openingFirmSql('i')} as firm_id, i."OpeningQty" as qty, i."OpeningRate" as rate
      from item i where i.tenant_id = ${tenantId} ${only('i.Id')}
    union all
    select o."ItemId", o."FirmId", o."Qty", o."Rate"
      from itemopening o where o.tenant_id = ${tenantId} ${only('o.ItemId')}`;
}

/** An item's opening quantity (thousandths) in a firm's view (every firm's when none is chosen). */
export function openingQtySql(firmId: number | undefined, alias = 'i'): RawBuilder<number> {
  const item = sql.raw(alias);
  const own = sql<number>`coalesce(${item}."OpeningQty", 0)`;
  const firm = firmId ? sql`and o."FirmId" = ${firmId}` : sql``;
  const others = sql<number>`coalesce((select sum(o."Qty") from itemopening o where o.tenant_id = ${item}.tenant_id and o."ItemId" = ${item}."Id" ${firm}), 0)`;
  return sql<number>`(${inFirmView(own, firmId, alias)} + ${others})`;
}
