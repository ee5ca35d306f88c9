// The business's stock at cost on a date, item by item, from the items' opening stock and every stock move
// (see cost-flow.ts for the formulas). The stock reports, the P&L's trading section, the balance sheet's
// Stock-in-Hand and the item-wise profit all value stock here, so they agree to the paisa.
//
// The formula is the firm's "Stock valuation" (weighted average unless it says FIFO) in its open years; a
// closed year keeps the formula it was closed with (valuation-method.ts). Stock is one pool per
// item, as the stock reports count it: a firm's view takes the items' opening stock (which belongs to no
// firm) and that firm's moves; the whole business's view takes every move, by the formula of its first firm.
import { sql } from 'kysely';
import type { ReportContext } from '../../../../engine/server/index.ts';
import { documents } from '../../../../overrides/billing/document-kinds.ts';
import { mulDiv } from '../../../../overrides/billing/exact.ts';
import { itemCost } from './cost-flow.ts';
import { methodByDate } from './valuation-method.ts';

export type StockScope = {
  fromDate?: string;
  toDate: string;
  firmId?: number;
  itemIds?: number[];
  /**
   * Only the stock before `fromDate` is wanted (the trial balance's opening stock): the period's moves are not
   * read, so the closing figures are the opening ones. A year's moves are most of the table, and valuing them
   * for a figure nobody shows took most of the trial balance's time.
   */
  openingOnly?: boolean;
};

export type ItemValue = {
  /** The item master's opening stock at its opening rate (paise). */
  master: number;
  /** In hand before the period: quantity (thousandths) and cost (paise). */
  openingQty: number;
  openingValue: number;
  closingQty: number;
  closingValue: number;
  /** Cost of the goods sold in the period: sales-side outwards less sales-side returns (paise). */
  soldCost: number;
};

export type StockValues = { master: number; opening: number; closing: number };

/** The items' opening stock comes before every move: it is valued by the earliest year's formula. */
const BEFORE_ANY_MOVE = '0001-01-01';

/** Sales-side documents: their outwards are goods sold, their inwards goods returned by customers. */
const salesSide = () => new Set(documents().kinds.filter((kind) => kind.side === 'sales').map((kind) => kind.entity));

/** Every item's value at cost (only `itemIds` when given). */
export async function valueStock(ctx: ReportContext, scope: StockScope): Promise<Map<number, ItemValue>> {
  // The formula by date: a closed year keeps the one it was closed with (valuation-method.ts).
  const methodOn = await methodByDate(ctx, scope.firmId);
  const firm = scope.firmId ? sql`and m.firm_id = ${scope.firmId}` : sql``;
  const items = scope.itemIds ? sql`and i."Id" in (${sql.join(scope.itemIds.length > 0 ? scope.itemIds : [-1])})` : sql``;
  const onlyItems = scope.itemIds ? sql`and m.item_id in (${sql.join(scope.itemIds.length > 0 ? scope.itemIds : [-1])})` : sql``;
  const from = scope.fromDate ?? '0001-01-01';
  const upTo = scope.openingOnly ? sql`m.move_date < ${from}` : sql`m.move_date <= ${scope.toDate}`;
  const [{ rows: masters }, { rows: moves }] = await Promise.all([
    sql<{ id: unknown; qty: unknown; rate: unknown }>`
      select i."Id" as id, i."OpeningQty" as qty, i."OpeningRate" as rate from item i where i.tenant_id = ${ctx.tenantId} ${items}`.execute(ctx.db),
    // Within a day, inwards before outwards (goods bought in the morning may be sold the same day), then in
    // the order they were entered.
    sql<{ item_id: unknown; move_date: string; qty_in: unknown; qty_out: unknown; cost: unknown; doc_type: string }>`
      select m.item_id, m.move_date, m.qty_in, m.qty_out, m.cost, m.doc_type from stock_move m
       where m.tenant_id = ${ctx.tenantId} and ${upTo} ${firm} ${onlyItems}
       order by m.item_id, m.move_date, case when m.qty_in > 0 then 0 else 1 end, m.id`.execute(ctx.db),
  ]);
  const sales = salesSide();
  const values = new Map<number, ItemValue>();
  const flows = new Map<number, ReturnType<typeof itemCost>>();
  for (const master of masters) {
    const id = Number(master.id);
    // Stored scaled (the schema's x-scale): thousandths of a unit and paise.
    const qty = Number(master.qty ?? 0);
    const value = mulDiv(qty, Number(master.rate ?? 0), 1000);
    flows.set(id, itemCost(methodOn(BEFORE_ANY_MOVE), { qty, value }));
    values.set(id, { master: value, openingQty: qty, openingValue: value, closingQty: qty, closingValue: value, soldCost: 0 });
  }
  for (const move of moves) {
    const id = Number(move.item_id);
    const flow = flows.get(id);
    const value = values.get(id);
    if (!flow || !value) continue;
    flow.useMethod(methodOn(move.move_date));
    if (move.move_date < from) {
      flow.apply({ qtyIn: Number(move.qty_in), qtyOut: Number(move.qty_out), cost: move.cost === null ? null : Number(move.cost) });
      value.openingQty = flow.qty();
      value.openingValue = flow.value();
    } else {
      const settledBefore = flow.settled();
      const cost = flow.apply({ qtyIn: Number(move.qty_in), qtyOut: Number(move.qty_out), cost: move.cost === null ? null : Number(move.cost) });
      if (sales.has(move.doc_type)) value.soldCost += Number(move.qty_out) > 0 ? cost : -cost;
      value.soldCost += flow.settled() - settledBefore;
    }
    value.closingQty = flow.qty();
    value.closingValue = flow.value();
  }
  return values;
}

/** The whole stock's cost: the items' opening stock, in hand before the period, and at its end. */
export async function stockValues(ctx: ReportContext, scope: StockScope): Promise<StockValues> {
  const totals = { master: 0, opening: 0, closing: 0 };
  for (const value of (await valueStock(ctx, scope)).values()) {
    totals.master += value.master;
    totals.opening += value.openingValue;
    totals.closing += value.closingValue;
  }
  return totals;
}
