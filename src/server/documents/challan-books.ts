// Challans in the books (issue 25 item 4), as an accountant keeps them:
// - Goods received under a purchase challan are the business's from the day they come in: in stock at cost
//   (the challan's stock move) and owed. The challan posts a purchase at the goods' cost, Dr Purchase,
//   Cr "Goods Received, Bill Awaited" (GRNI, a current liability), so closing stock and the purchases that
//   make it agree (AS 2 para 10: cost of purchase; the accrual basis of AS 1). The supplier's bill made from
//   the challan then takes the liability over: Dr GRNI for the challan's cost of the goods it bills (Purchase
//   carries any difference of price), tax and party as any purchase; its goods are not counted in again.
//   A purchase challan return reverses: Dr GRNI, Cr Purchase, at the returned goods' value.
// - Goods sent out on a delivery challan (on approval, for job work, a sale yet to be billed) are still the
//   business's until the sale: they stay in stock, in quantity and at cost, and the bill made from the
//   challan takes them out. A delivery challan and its return therefore write nothing to the books.
import type { Kysely } from 'kysely';
import type { Row } from '../../../engine/schema/index.ts';
import { EFFECT_RULES, documents, type DocumentKind } from '../../../overrides/billing/document-kinds.ts';
import { milli, mulDiv } from '../../../overrides/billing/exact.ts';
import { GRNI } from '../accounting/grni-ledger.ts';
import type { Journal, SystemLedgers } from './posting.ts';

/** What a challan is to the books: goods received, received goods sent back, or goods out until billed. */
export type ChallanRole = 'received' | 'sentBack' | 'heldUntilBilled';

/** A challan's role (null for anything else: a bill, return or note writes its own journal; an order moves nothing). */
export function challanRole(kind: Pick<DocumentKind, 'effect' | 'side'>): ChallanRole | null {
  const rule = EFFECT_RULES[kind.effect];
  if (rule.journal !== null || rule.stock === null) return null;
  if (kind.side === 'sales') return 'heldUntilBilled';
  return rule.stock === 'in' ? 'received' : 'sentBack';
}

/** A purchase challan's journal (or its return's, mirrored) for goods of `value` paise at cost. */
export function challanJournal(role: ChallanRole | null, value: number, ledgers: SystemLedgers): Journal[] {
  if ((role !== 'received' && role !== 'sentBack') || value === 0) return [];
  const purchase = { ledger: ledgers.PURCHASE, debit: value, credit: 0, narration: 'goods received on challan' };
  const owed = { ledger: ledgers[GRNI.code], debit: 0, credit: value, narration: 'goods received, bill awaited' };
  if (role === 'received') return [purchase, owed];
  return [
    { ...purchase, debit: 0, credit: value, narration: 'goods sent back on challan' },
    { ...owed, debit: value, credit: 0 },
  ];
}

/** A stored line of a challan: quantities in thousandths, amounts in paise (the line schema's x-scale). */
type StoredLine = { ItemId: unknown; Qty: unknown; FreeQty: unknown; TaxableAmt: unknown; NonClaimableTax: unknown };

/**
 * The challan's cost of the goods a bill made from it bills: item by item, the challan's cost of the item
 * in proportion to the quantity billed, the whole of it once the bill takes all the challan brought in.
 */
export function grniCleared(billLines: Row[], challanLines: StoredLine[]): number {
  const received = new Map<number, { qty: number; cost: number }>();
  for (const line of challanLines) {
    const item = received.get(Number(line.ItemId)) ?? { qty: 0, cost: 0 };
    item.qty += Number(line.Qty ?? 0) + Number(line.FreeQty ?? 0);
    item.cost += Number(line.TaxableAmt ?? 0) + Number(line.NonClaimableTax ?? 0);
    received.set(Number(line.ItemId), item);
  }
  const billed = new Map<number, number>();
  for (const line of billLines) billed.set(Number(line.ItemId), (billed.get(Number(line.ItemId)) ?? 0) + milli(Number(line.Qty ?? 0)) + milli(Number(line.FreeQty ?? 0)));
  let cleared = 0;
  for (const [item, { qty, cost }] of received) {
    const taken = billed.get(item) ?? 0;
    if (qty <= 0 || taken <= 0) continue;
    cleared += taken >= qty ? cost : mulDiv(cost, taken, qty);
  }
  return cleared;
}

/**
 * A bill made from a purchase challan: of its purchase debit, the challan's cost of the goods billed goes to
 * GRNI instead (the purchase was booked on the challan). A bill dearer than the challan leaves the rest on
 * Purchase; a cheaper one credits Purchase with the difference.
 */
export function clearGrni(journal: Journal[], cleared: number, ledgers: SystemLedgers): Journal[] {
  if (cleared === 0) return journal;
  const purchase = journal.find((line) => line.ledger === ledgers.PURCHASE && line.debit > 0);
  const net = (purchase?.debit ?? 0) - cleared;
  const rest = journal.filter((line) => line !== purchase);
  const difference = net === 0 ? [] : [{ ledger: ledgers.PURCHASE, debit: Math.max(0, net), credit: Math.max(0, -net), narration: purchase?.narration ?? 'price difference on challan' }];
  return [{ ledger: ledgers[GRNI.code], debit: cleared, credit: 0, narration: 'bill for goods received on challan' }, ...difference, ...rest];
}

/** The stored lines of the purchase challan a purchase bill was made from (null: not made from one). */
export async function sourceChallanLines(trx: Kysely<any>, tenantId: number, kind: DocumentKind, record: Row): Promise<StoredLine[] | null> {
  for (const source of kind.sources) {
    const id = record[source.field];
    const sourceKind = documents().get(source.entity);
    if (!source.stockMoved || id === undefined || id === null || !sourceKind?.lineTable || challanRole(sourceKind) !== 'received') continue;
    return (await trx
      .selectFrom(sourceKind.lineTable.table)
      .select(['ItemId', 'Qty', 'FreeQty', 'TaxableAmt', 'NonClaimableTax'])
      .where('tenant_id', '=', tenantId)
      .where(sourceKind.lineTable.parentKey, '=', Number(id))
      .execute()) as StoredLine[];
  }
  return null;
}
