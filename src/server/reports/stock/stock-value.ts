// The business's stock at cost on a date, item by item, from the items' opening stock and every stock move
// (see cost-flow.ts for the formulas). The stock reports, the P&L's trading section, the balance sheet's
// Stock-in-Hand and the item-wise profit all value stock here, so they agree to the paisa.
//
// Stock is kept per firm: each firm holds its own pool of each item (its moves, and the items' opening
// stock that is its own: opening-stock.ts), valued by that firm's own "Stock valuation" (weighted average
// unless it says FIFO; AS 2 para 16 asks one formula for inventories of a like nature in one entity, and
// each firm keeps its own books). A firm's view is its pool; the business's view is the sum of every
// firm's pool, item by item, so the firms add up to the business to the paisa and both views run through
// this one function. A return comes back at the cost its own bill or challan moved the goods at
// (return-links.ts, cost-flow.ts). A firm's formula holds in its open years; a closed year keeps the formula
// it was closed with (valuation-method.ts), so a later switch never restates it.
import { sql } from 'kysely';
import type { ReportContext } from '../../../../engine/server/index.ts';
import { documents } from '../../../../overrides/billing/document-kinds.ts';
import { mulDiv } from '../../../../overrides/billing/exact.ts';
import { type CostMethod, COST_METHODS, itemCost } from './cost-flow.ts';
import { closedYears } from '../../periods/closed-years.ts';
import { methodForDates } from './valuation-method.ts';
import { openingRowsSql } from './opening-stock.ts';
import { docKey, returnLinks } from './return-links.ts';

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

/** methodOn: the firm's formula on a date (its closed years keep theirs). */
type Pool = { firmId: number | null; methodOn: (date: string) => CostMethod };

/** The items' opening stock comes before every move: it is valued by the earliest year's formula. */
const BEFORE_ANY_MOVE = '0001-01-01';

const methodOf = (method: string | null): CostMethod => (method && COST_METHODS.includes(method as CostMethod) ? (method as CostMethod) : 'Weighted average');

/** The pools to value: the chosen firm's, or every firm's (one pool with no firm when the business has none yet). */
async function poolsOf(ctx: ReportContext, firmId: number | undefined): Promise<{ pools: Pool[]; first: number | null }> {
  const [{ rows }, closed] = await Promise.all([
    sql<{ id: unknown; method: string | null }>`
      select "Id" as id, "StockValuation" as method from firm where tenant_id = ${ctx.tenantId} order by "Id"`.execute(ctx.db),
    closedYears(ctx.db, ctx.tenantId, firmId),
  ]);
  const first = rows.length > 0 ? Number(rows[0].id) : null;
  const poolOf = (id: number, method: string | null): Pool => ({ firmId: id, methodOn: methodForDates(methodOf(method), closed.filter((year) => year.firmId === id)) });
  if (firmId) return { pools: [poolOf(firmId, rows.find((row) => Number(row.id) === firmId)?.method ?? null)], first };
  return { pools: rows.length ? rows.map((row) => poolOf(Number(row.id), row.method)) : [{ firmId: null, methodOn: () => 'Weighted average' }], first };
}

/** Sales-side documents: their outwards are goods sold, their inwards goods returned by customers. */
const salesSide = () => new Set(documents().kinds.filter((kind) => kind.side === 'sales').map((kind) => kind.entity));

type Master = { id: number; qty: number; value: number; firmId: number | null };
type Move = { item_id: unknown; move_date: string; qty_in: unknown; qty_out: unknown; cost: unknown; doc_type: string; doc_id: unknown; firm_id: unknown };
type Valuing = { from: string; sales: Set<string>; links: Map<string, string> };

const blank = (): ItemValue => ({ master: 0, openingQty: 0, openingValue: 0, closingQty: 0, closingValue: 0, soldCost: 0 });

/** One firm's pool of every item: its own opening stock and its own moves, by its own formula. */
function valuePool(pool: Pool, masters: Master[], moves: Move[], valuing: Valuing): Map<number, ItemValue> {
  const values = new Map<number, ItemValue>();
  const flows = new Map<number, ReturnType<typeof itemCost>>();
  // The pool's opening stock of each item: the parts that are this firm's (one lot, at their cost).
  const openings = new Map<number, { qty: number; value: number }>();
  for (const master of masters) {
    const lot = openings.get(master.id) ?? { qty: 0, value: 0 };
    if (master.firmId === pool.firmId) {
      lot.qty += master.qty;
      lot.value += master.value;
    }
    openings.set(master.id, lot);
  }
  for (const [id, { qty, value }] of openings) {
    flows.set(id, itemCost(pool.methodOn(BEFORE_ANY_MOVE), { qty, value }));
    values.set(id, { master: value, openingQty: qty, openingValue: value, closingQty: qty, closingValue: value, soldCost: 0 });
  }
  // What each document moved of each item in this pool, at cost: a return finds its bill's unit cost here.
  const moved = new Map<string, { qty: number; value: number }>();
  const unitOf = (docKey: string, itemId: number) => {
    let key: string | undefined = docKey;
    for (let hop = 0; key !== undefined && hop < 3; hop++) {
      const found = moved.get(`${key}|${itemId}`);
      if (found && found.qty > 0) return { ...found, key };
      key = valuing.links.get(key);
    }
    return null;
  };
  for (const move of moves) {
    const id = Number(move.item_id);
    const flow = flows.get(id);
    const value = values.get(id);
    if (!flow || !value) continue;
    const key = docKey(move.doc_type, Number(move.doc_id));
    const named = valuing.links.get(key);
    const returning = named === undefined ? null : unitOf(named, id);
    const costMove = {
      qtyIn: Number(move.qty_in),
      qtyOut: Number(move.qty_out),
      cost: move.cost === null ? null : Number(move.cost),
      returning: returning && { qty: returning.qty, value: returning.value },
      // An inward's lot is named by its document; a return to the supplier takes from its purchase's lot.
      lot: returning ? returning.key : key,
    };
    flow.useMethod(pool.methodOn(move.move_date));
    const settledBefore = flow.settled();
    const cost = flow.apply(costMove);
    const sum = moved.get(`${key}|${id}`) ?? { qty: 0, value: 0 };
    moved.set(`${key}|${id}`, { qty: sum.qty + costMove.qtyIn + costMove.qtyOut, value: sum.value + cost });
    if (move.move_date < valuing.from) {
      value.openingQty = flow.qty();
      value.openingValue = flow.value();
    } else {
      if (valuing.sales.has(move.doc_type)) value.soldCost += costMove.qtyOut > 0 ? cost : -cost;
      value.soldCost += flow.settled() - settledBefore;
    }
    value.closingQty = flow.qty();
    value.closingValue = flow.value();
  }
  return values;
}

/** Every item's value at cost (only `itemIds` when given): the firm's pool, or the sum of every firm's. */
export async function valueStock(ctx: ReportContext, scope: StockScope): Promise<Map<number, ItemValue>> {
  const firm = scope.firmId ? sql`and m.firm_id = ${scope.firmId}` : sql``;
  const onlyItems = scope.itemIds ? sql`and m.item_id in (${sql.join(scope.itemIds.length > 0 ? scope.itemIds : [-1])})` : sql``;
  const from = scope.fromDate ?? '0001-01-01';
  const upTo = scope.openingOnly ? sql`m.move_date < ${from}` : sql`m.move_date <= ${scope.toDate}`;
  const [{ pools, first }, { rows: masterRows }, { rows: moves }, links] = await Promise.all([
    poolsOf(ctx, scope.firmId),
    openingRowsSql(ctx.tenantId, scope.itemIds).execute(ctx.db),
    // Within a day, inwards before outwards (goods bought in the morning may be sold the same day), then in
    // the order they were entered.
    sql<Move>`
      select m.item_id, m.move_date, m.qty_in, m.qty_out, m.cost, m.doc_type, m.doc_id, m.firm_id from stock_move m
       where m.tenant_id = ${ctx.tenantId} and ${upTo} ${firm} ${onlyItems}
       order by m.item_id, m.move_date, case when m.qty_in > 0 then 0 else 1 end, m.id`.execute(ctx.db),
    returnLinks(ctx),
  ]);
  // Stored scaled (the schema's x-scale): thousandths of a unit and paise. Each firm's part of an item's
  // opening stock is its own (opening-stock.ts; with no firm at all, the one pool's).
  const masters: Master[] = masterRows.map((row) => {
    const qty = Number(row.qty ?? 0);
    return { id: Number(row.item_id), qty, value: mulDiv(qty, Number(row.rate ?? 0), 1000), firmId: row.firm_id === null || row.firm_id === undefined ? first : Number(row.firm_id) };
  });
  const valuing: Valuing = { from, sales: salesSide(), links };
  // A move with no firm (none is written so) is the first firm's, as an opening stock naming none is.
  const poolOf = (move: Move) => (move.firm_id === null || move.firm_id === undefined ? first : Number(move.firm_id));
  const values = new Map<number, ItemValue>();
  for (const pool of pools) {
    const own = pools.length === 1 ? moves : moves.filter((move) => poolOf(move) === pool.firmId);
    for (const [id, value] of valuePool(pool, masters, own, valuing)) {
      const sum = values.get(id) ?? blank();
      for (const field of Object.keys(sum) as Array<keyof ItemValue>) sum[field] += value[field];
      values.set(id, sum);
    }
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
