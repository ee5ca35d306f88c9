// Goods a document takes out beyond the stock on hand: the server's check on save (warn or refuse, the
// firm's "Sale beyond stock" setting) and the billing grid's line warning read the same rules here.
// Quantities are thousandths of a unit (QTY_SCALE); a line takes out its quantity and its free quantity,
// as its stock move does (src/server/documents/posting.ts).
import { formatQuantity } from '../../engine/ui/format.ts';
import { EFFECT_RULES, type DocumentKind } from './document-kinds.ts';
import { milli, thousandths } from './exact.ts';

/**
 * A service is not stock: its SAC code is in chapter 99 of the HSN (the scheme of classification of
 * services, Notification 11/2017-Central Tax (Rate), annexure), as the e-invoice's IsServc reads it.
 */
export const isService = (hsnCode: unknown): boolean => typeof hsnCode === 'string' && hsnCode.startsWith('99');

/**
 * Whether saving this document sends goods out of the firm itself: its effect moves stock out (a sale, a
 * delivery challan, a purchase return) and it is not made from a source that moved them already. (A bill
 * made from a delivery challan does move them: the challan's goods stay in stock until billed.)
 */
export const sendsStockOut = (kind: Pick<DocumentKind, 'effect' | 'sources'>, record: Record<string, unknown>): boolean =>
  EFFECT_RULES[kind.effect].stock === 'out' && !kind.sources.some((source) => source.stockMoved && record[source.field]);

export type NegativeStockRule = 'Warn' | 'Refuse';

/** The firm's choice; anything else (an older firm without it) warns. */
export const negativeStockRule = (firm: { NegativeStock?: unknown } | null | undefined): NegativeStockRule => (firm?.NegativeStock === 'Refuse' ? 'Refuse' : 'Warn');

/** A line as the server or the grid holds it (ItemId, ItemName, Qty, FreeQty are read). */
export type StockLine = Record<string, unknown>;

/** What one line takes out, in thousandths. */
export const lineOut = (line: StockLine): number => milli(Number(line.Qty ?? 0) || 0) + milli(Number(line.FreeQty ?? 0) || 0);

export type Shortage = {
  itemId: number;
  itemName: string;
  /** The lines (0-based) holding the item. */
  lines: number[];
  /** All of the document's lines of the item together, and what is on hand, in thousandths. */
  asked: number;
  available: number;
};

/**
 * The items the lines take out more of than is on hand (`onHand`: thousandths per item id; an item not in
 * it, a service, is not counted). Lines of the same item count together.
 */
export function shortages(lines: StockLine[], onHand: ReadonlyMap<number, number>): Shortage[] {
  const byItem = new Map<number, Shortage>();
  lines.forEach((line, index) => {
    const itemId = Number(line.ItemId);
    if (!Number.isFinite(itemId) || !onHand.has(itemId)) return;
    const found = byItem.get(itemId) ?? { itemId, itemName: String(line.ItemName ?? `Item ${itemId}`), lines: [], asked: 0, available: onHand.get(itemId)! };
    found.lines.push(index);
    found.asked += lineOut(line);
    byItem.set(itemId, found);
  });
  return [...byItem.values()].filter((shortage) => shortage.asked > 0 && shortage.asked > shortage.available);
}

/** "Inverter 5 kVA: 1,000 asked, 6 in stock" (a negative stock reads as such: "-4 in stock"). */
export const shortageText = (shortage: Shortage): string =>
  `${shortage.itemName}: ${formatQuantity(thousandths(shortage.asked))} asked, ${formatQuantity(thousandths(shortage.available))} in stock`;
