// Whose is an item's opening stock. The item master's opening quantity and rate belong to one firm: the
// firm the item names (OpeningFirmId), or, where it names none (every item made before firms had their own
// stock), the business's first firm. A firm's stock reports count it only in that firm; the business's
// count it once. Its counterpart (the opening difference in the trial balance and the balance sheet) goes
// with it, as both are worked from the same valuation (stock-value.ts).
import { sql, type RawBuilder } from 'kysely';

/** The firm an item's opening stock belongs to, as SQL over the item row aliased `alias`. */
export function openingFirmSql(alias = 'i'): RawBuilder<number | null> {
  const item = sql.raw(alias);
  return sql<number | null>`coalesce(${item}."OpeningFirmId", (select min(f."Id") from firm f where f.tenant_id = ${item}.tenant_id))`;
}

/** An item's opening quantity (thousandths) in a firm's view (all of it when no firm is chosen). */
export function openingQtySql(firmId: number | undefined, alias = 'i'): RawBuilder<number> {
  const qty = sql<number>`coalesce(${sql.raw(alias)}."OpeningQty", 0)`;
  return firmId ? sql<number>`(case when ${openingFirmSql(alias)} = ${firmId} then ${qty} else 0 end)` : qty;
}
