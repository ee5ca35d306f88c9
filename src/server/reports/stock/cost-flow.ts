// Stock at cost (Ind AS 2 / AS 2 "Valuation of Inventories": cost is the purchase price net of trade
// discounts, plus non-recoverable taxes and the costs of bringing the goods in; recoverable GST is not
// cost). One item's moves, in order, give the value of what is left and the cost of what went out, by
// one of the two formulas AS 2 permits and Tally offers:
// - weighted average: each outward goes at the running average cost of what is in hand at that moment
//   (a perpetual, moving average, so a back-dated purchase revalues every outward after it);
// - FIFO: each outward takes the oldest lots first.
// Inward moves that carry a cost (a purchase, a purchase challan, the item's opening stock) add a lot at
// that cost. A return goes back the way its goods came, at the cost at which they came or left (AS 2
// para 9-10: inventories are at cost, and a return is no new cost, only the reversal of the document it
// returns; the caller finds that document's unit cost, stock-value.ts):
// - goods a customer returns (a sales return, goods back on a delivery challan return) re-enter at the
//   unit cost at which their sale or challan took them out, not at today's cost;
// - goods returned to the supplier (a purchase return, a purchase challan return) go out at the unit
//   cost at which that purchase brought them in: under FIFO from that purchase's own lot while it lasts,
//   under the weighted average at its unit cost while the pool holds more than is returned (never more
//   than the value in hand). What the lot or the pool cannot give goes out by the formula.
// An inward with neither (a return naming no bill) comes back at the unit cost the item last went out
// at. Every other outward (a sale, a challan) is valued by the formula. Quantities are thousandths of a unit,
// values paise; a part of a lot is valued by rounding half away from zero, and what is left keeps the
// remainder, so no paisa is made or lost.
import { mulDiv } from '../../../../overrides/billing/exact.ts';

export type CostMethod = 'Weighted average' | 'FIFO';
export const COST_METHODS: CostMethod[] = ['Weighted average', 'FIFO'];

export type CostMove = {
  qtyIn: number;
  qtyOut: number;
  /** paise, for an inward at a known cost */
  cost: number | null;
  /** A return's goods: the unit cost (a quantity and its value) at which the document it returns moved them. */
  returning?: Lot | null;
  /** Names the lot an inward adds (its document), and for a return to the supplier, the lot it takes back from. */
  lot?: string;
};

export type Lot = { qty: number; value: number; tag?: string };

export type ItemCost = {
  /** Cost of what is in hand, in paise. */
  value(): number;
  qty(): number;
  /** Takes the next move; answers its value at cost (inward: what it added, outward: what it took away). */
  apply(move: CostMove): number;
  /** Cost found later for goods that went out before they came in (summed since the start). */
  settled(): number;
  /**
   * Values what follows by another formula (a new financial year after a closed one kept the old): the
   * goods in hand carry over at their cost. FIFO to weighted average pools the lots into one at their
   * total cost; weighted average to FIFO starts with that one pool as the oldest lot. Nothing is revalued.
   */
  useMethod(next: CostMethod): void;
};

export function itemCost(initialMethod: CostMethod, opening: Lot): ItemCost {
  let method = initialMethod;
  // FIFO keeps lots oldest first; the weighted average keeps one lot. A lot may go negative when more goes
  // out than is in hand: it is valued at the last cost known and the next inward settles it.
  const lots: Lot[] = opening.qty !== 0 || opening.value !== 0 ? [{ ...opening }] : [];
  let lastUnitOut: Lot | null = null; // the last outward's qty and value: a unit cost as a fraction
  let lastUnitIn: Lot | null = opening.qty > 0 ? { ...opening } : null;
  const qty = () => lots.reduce((sum, lot) => sum + lot.qty, 0);
  const value = () => lots.reduce((sum, lot) => sum + lot.value, 0);
  const unitBasis = (): Lot | null => {
    const inHand = { qty: qty(), value: value() };
    if (inHand.qty > 0) return inHand;
    return lastUnitOut ?? lastUnitIn;
  };
  const at = (basis: Lot | null, quantity: number) => (basis && basis.qty !== 0 ? mulDiv(basis.value, quantity, basis.qty) : 0);

  let settled = 0; // extra cost of goods that went out before they came in, known once they do
  const addLot = (lot: Lot) => {
    const last = lots[lots.length - 1];
    if (last && last.qty < 0) {
      // Goods sold before they were bought: the inward settles the shortfall. What is left keeps the inward's
      // unit cost (or, still short, the shortfall's), and the difference is what the earlier outwards really cost.
      const merged = last.qty + lot.qty;
      const keep = merged >= 0 ? mulDiv(lot.value, merged, lot.qty) : mulDiv(last.value, merged, last.qty);
      settled += last.value + lot.value - keep;
      last.qty = merged;
      last.value = keep;
      if (merged === 0) lots.pop();
    } else if (method === 'Weighted average' && last) {
      last.qty += lot.qty;
      last.value += lot.value;
    } else lots.push(lot);
    if (lot.qty > 0) lastUnitIn = lot;
  };

  const take = (quantity: number): number => {
    let left = quantity;
    let taken = 0;
    if (method === 'Weighted average') {
      const inHand = qty();
      // What is in hand at the running average; anything beyond it at the last cost known.
      taken = inHand > 0 ? mulDiv(value(), Math.min(quantity, inHand), inHand) + at(lastUnitOut ?? lastUnitIn, Math.max(0, quantity - inHand)) : at(unitBasis(), quantity);
      if (lots.length === 0) lots.push({ qty: 0, value: 0 });
      lots[0].qty -= quantity;
      lots[0].value -= taken;
      return taken;
    }
    while (left > 0 && lots.length > 0 && lots[0].qty > 0) {
      const lot = lots[0];
      const part = Math.min(left, lot.qty);
      const partValue = part === lot.qty ? lot.value : mulDiv(lot.value, part, lot.qty);
      lot.qty -= part;
      lot.value -= partValue;
      taken += partValue;
      left -= part;
      if (lot.qty === 0) lots.shift();
    }
    if (left > 0) {
      // More out than in hand: the rest at the last cost known, owed until an inward comes.
      const owed = at(lastUnitOut ?? lastUnitIn, left);
      taken += owed;
      const short = lots[lots.length - 1];
      if (short && short.qty < 0) {
        short.qty -= left;
        short.value -= owed;
      } else lots.push({ qty: -left, value: -owed });
    }
    return taken;
  };

  /** Goods going back to their supplier: at the cost their purchase brought them in (see the header). */
  const takeBack = (quantity: number, unit: Lot, tag: string | undefined): number => {
    if (method === 'Weighted average') {
      const inHand = qty();
      if (quantity >= inHand || lots.length === 0) return take(quantity);
      const taken = Math.max(0, Math.min(at(unit, quantity), value()));
      lots[0].qty -= quantity;
      lots[0].value -= taken;
      return taken;
    }
    const index = tag === undefined ? -1 : lots.findIndex((lot) => lot.tag === tag && lot.qty > 0);
    if (index < 0) return take(quantity);
    const lot = lots[index];
    const part = Math.min(quantity, lot.qty);
    const partValue = part === lot.qty ? lot.value : mulDiv(lot.value, part, lot.qty);
    lot.qty -= part;
    lot.value -= partValue;
    if (lot.qty === 0) lots.splice(index, 1);
    return partValue + (quantity > part ? take(quantity - part) : 0);
  };

  return {
    value,
    qty,
    settled: () => settled,
    useMethod(next) {
      if (next === method) return;
      if (next === 'Weighted average' && lots.length > 1) lots.splice(0, lots.length, { qty: qty(), value: value() });
      method = next;
    },
    apply(move) {
      if (move.qtyIn > 0) {
        const cost = move.cost ?? (move.returning ? at(move.returning, move.qtyIn) : at(lastUnitOut ?? unitBasis(), move.qtyIn));
        addLot({ qty: move.qtyIn, value: cost, tag: move.lot });
        return cost;
      }
      if (move.qtyOut > 0) {
        const taken = move.returning ? takeBack(move.qtyOut, move.returning, move.lot) : take(move.qtyOut);
        lastUnitOut = { qty: move.qtyOut, value: taken };
        return taken;
      }
      return 0;
    },
  };
}
