// The two cost formulas AS 2 permits (and Tally offers), item by item, with every figure worked by hand.
// Quantities are thousandths of a unit and values paise, as the books keep them.
import { describe, expect, it } from 'vitest';
import { type CostMethod, itemCost } from '../../src/server/reports/stock/cost-flow.ts';
import { methodForDates } from '../../src/server/reports/stock/valuation-method.ts';

const Q = (units: number) => units * 1000;
const P = (rupees: number) => Math.round(rupees * 100);

/** Opening 10 at 100; buy 10 at 120; sell 15; buy 10 at 90; sell 8; a customer returns 2. */
function run(method: CostMethod) {
  const flow = itemCost(method, { qty: Q(10), value: P(1000) });
  const out: number[] = [];
  out.push(flow.apply({ qtyIn: Q(10), qtyOut: 0, cost: P(1200) }));
  out.push(flow.apply({ qtyIn: 0, qtyOut: Q(15), cost: null }));
  out.push(flow.apply({ qtyIn: Q(10), qtyOut: 0, cost: P(900) }));
  out.push(flow.apply({ qtyIn: 0, qtyOut: Q(8), cost: null }));
  out.push(flow.apply({ qtyIn: Q(2), qtyOut: 0, cost: null }));
  return { out, qty: flow.qty(), value: flow.value() };
}

describe('stock at cost', () => {
  it('FIFO: each outward takes the oldest lots first', () => {
    const { out, qty, value } = run('FIFO');
    // Sell 15: the 10 opening at 1,000 and 5 of the 120s (600) = 1,600; left 5 at 600.
    // Buy 10 at 90 (900): lots 5 @ 600, 10 @ 900. Sell 8: 5 @ 600 + 3 of the 90s (270) = 870; left 7 at 630.
    // Return 2 at the last outward's unit cost: 870 / 8 × 2 = 217.50. In hand 9 at 847.50.
    expect(out).toEqual([P(1200), P(1600), P(900), P(870), P(217.5)]);
    expect([qty, value]).toEqual([Q(9), P(847.5)]);
  });

  it('weighted average: each outward at the running average of what is in hand', () => {
    const { out, qty, value } = run('Weighted average');
    // 20 at 2,200. Sell 15: 2,200 × 15/20 = 1,650; left 5 at 550. Buy 10 at 900: 15 at 1,450.
    // Sell 8: 1,450 × 8/15 = 773.333 -> 773.33; left 7 at 676.67.
    // Return 2: 773.33 × 2/8 = 193.3325 -> 193.33. In hand 9 at 870.00.
    expect(out).toEqual([P(1200), P(1650), P(900), P(773.33), P(193.33)]);
    expect([qty, value]).toEqual([Q(9), P(870)]);
  });

  it('never makes or loses a paisa when a third of a lot goes out three times', () => {
    const flow = itemCost('Weighted average', { qty: 0, value: 0 });
    flow.apply({ qtyIn: Q(3), qtyOut: 0, cost: P(100) });
    // 100 / 3 = 33.333: 33.33, then 66.67 × 1/2 = 33.335 -> 33.34, then the last 33.33.
    expect([1, 2, 3].map(() => flow.apply({ qtyIn: 0, qtyOut: Q(1), cost: null }))).toEqual([P(33.33), P(33.34), P(33.33)]);
    expect([flow.qty(), flow.value()]).toEqual([0, 0]);
  });

  it('goods sold before they were bought are costed when they come in', () => {
    for (const method of ['FIFO', 'Weighted average'] as const) {
      const flow = itemCost(method, { qty: 0, value: 0 });
      expect(flow.apply({ qtyIn: 0, qtyOut: Q(5), cost: null })).toBe(0); // no cost known yet
      flow.apply({ qtyIn: Q(10), qtyOut: 0, cost: P(1000) });
      // The 5 in hand keep the purchase's 100 each (500); the 5 sold earlier cost 500, found now.
      expect([flow.qty(), flow.value(), flow.settled()], method).toEqual([Q(5), P(500), P(500)]);
    }
  });

  it('a return goes back at the cost its own bill moved the goods (AS 2 para 9-10: the reversal of that bill)', () => {
    // FIFO. Lots: opening 10 @ 1,000 (100 each); buy P1 10 @ 1,200 (120 each); sell S1 12: 10 @ 1,000 + 2 @ 240 = 1,240.
    // Buy P2 10 @ 1,500 (150 each). The customer returns 3 of S1 at S1's unit cost 1,240 / 12 × 3 = 310 (the last
    // outward's would be the same here; the lot is new, at the end). Lots: 8 @ 960 (P1), 10 @ 1,500 (P2), 3 @ 310.
    // 4 of P2 go back to the supplier from P2's own lot: 4 @ 150 = 600 (the oldest lot would give 4 @ 120 = 480).
    const fifo = itemCost('FIFO', { qty: Q(10), value: P(1000) });
    fifo.apply({ qtyIn: Q(10), qtyOut: 0, cost: P(1200), lot: 'P1' });
    const sold = fifo.apply({ qtyIn: 0, qtyOut: Q(12), cost: null });
    expect(sold).toBe(P(1240));
    fifo.apply({ qtyIn: Q(10), qtyOut: 0, cost: P(1500), lot: 'P2' });
    expect(fifo.apply({ qtyIn: Q(3), qtyOut: 0, cost: null, returning: { qty: Q(12), value: sold } })).toBe(P(310));
    expect(fifo.apply({ qtyIn: 0, qtyOut: Q(4), cost: null, returning: { qty: Q(10), value: P(1500) }, lot: 'P2' })).toBe(P(600));
    // Left: 8 @ 960 + 6 @ 900 + 3 @ 310 = 17 @ 2,170.
    expect([fifo.qty(), fifo.value()]).toEqual([Q(17), P(2170)]);

    // Weighted average. 10 @ 1,000; buy P1 10 @ 1,200: 20 @ 2,200; sell S1 12: 2,200 × 12/20 = 1,320, 8 @ 880.
    // Buy P2 10 @ 1,500: 18 @ 2,380. Sell 6: 2,380 × 6/18 = 793.33, 12 @ 1,586.67. The customer returns 3 of S1
    // at 1,320 / 12 = 110 each = 330, not the last outward's 793.33 / 6 × 3 = 396.67: 15 @ 1,916.67.
    // 4 of P2 back at P2's 150 each = 600 (not the average 1,916.67 × 4/15 = 511.11): 11 @ 1,316.67.
    const average = itemCost('Weighted average', { qty: Q(10), value: P(1000) });
    average.apply({ qtyIn: Q(10), qtyOut: 0, cost: P(1200) });
    const soldAtAverage = average.apply({ qtyIn: 0, qtyOut: Q(12), cost: null });
    expect(soldAtAverage).toBe(P(1320));
    average.apply({ qtyIn: Q(10), qtyOut: 0, cost: P(1500) });
    expect(average.apply({ qtyIn: 0, qtyOut: Q(6), cost: null })).toBe(P(793.33));
    expect(average.apply({ qtyIn: Q(3), qtyOut: 0, cost: null, returning: { qty: Q(12), value: soldAtAverage } })).toBe(P(330));
    expect(average.apply({ qtyIn: 0, qtyOut: Q(4), cost: null, returning: { qty: Q(10), value: P(1500) } })).toBe(P(600));
    expect([average.qty(), average.value()]).toEqual([Q(11), P(1316.67)]);
    // Returning all that is in hand takes all its value, never leaving value without goods: 11 @ 1,316.67.
    expect(average.apply({ qtyIn: 0, qtyOut: Q(11), cost: null, returning: { qty: Q(10), value: P(1500) } })).toBe(P(1316.67));
    expect([average.qty(), average.value()]).toEqual([0, 0]);
  });
});

describe('a new formula from a new financial year (a closed year keeps its own)', () => {
  // AS 2 para 16: a change of cost formula applies from the period it is made in; what is in hand carries over at its cost.
  it('FIFO to weighted average pools the lots at their cost', () => {
    const flow = itemCost('FIFO', { qty: 0, value: 0 });
    flow.apply({ qtyIn: Q(10), qtyOut: 0, cost: P(1000) });
    flow.apply({ qtyIn: Q(10), qtyOut: 0, cost: P(1200) });
    // FIFO out 5 takes 5 of the 100s: 500; left 5 @ 500 and 10 @ 1,200 = 15 @ 1,700.
    expect(flow.apply({ qtyIn: 0, qtyOut: Q(5), cost: null })).toBe(P(500));
    flow.useMethod('Weighted average');
    expect([flow.qty(), flow.value()]).toEqual([Q(15), P(1700)]); // nothing revalued by the switch
    // One pool of 15 @ 1,700: out 3 at 1,700 × 3/15 = 340 (FIFO would have taken 3 @ 100 = 300).
    expect(flow.apply({ qtyIn: 0, qtyOut: Q(3), cost: null })).toBe(P(340));
    expect([flow.qty(), flow.value()]).toEqual([Q(12), P(1360)]);
  });

  it('weighted average to FIFO starts with the pool as the oldest lot', () => {
    const flow = itemCost('Weighted average', { qty: Q(10), value: P(1000) });
    flow.apply({ qtyIn: Q(10), qtyOut: 0, cost: P(1200) }); // 20 @ 2,200
    flow.useMethod('FIFO');
    flow.apply({ qtyIn: Q(10), qtyOut: 0, cost: P(1500) }); // lots 20 @ 2,200, 10 @ 1,500
    // Out 25: the pool 20 @ 2,200 + 5 of the 150s (750) = 2,950; left 5 @ 750.
    expect(flow.apply({ qtyIn: 0, qtyOut: Q(25), cost: null })).toBe(P(2950));
    expect([flow.qty(), flow.value()]).toEqual([Q(5), P(750)]);
  });
});

describe('the formula for a date', () => {
  // 2024-25 closed by FIFO, 2025-26 closed by weighted average, the firm now on FIFO again.
  const closed = [
    { yearEnd: '2025-03-31', stockValuation: 'FIFO' },
    { yearEnd: '2026-03-31', stockValuation: 'Weighted average' },
  ];
  it('gives a closed year the formula it was closed with and every later date the current one', () => {
    const on = methodForDates('FIFO', closed);
    expect(['0001-01-01', '2024-04-01', '2025-03-31', '2025-04-01', '2026-03-31', '2026-04-01'].map(on)).toEqual(['FIFO', 'FIFO', 'FIFO', 'Weighted average', 'Weighted average', 'FIFO']);
  });
  it('gives every date the current formula when no year is closed', () => {
    expect(methodForDates('Weighted average', [])('2025-01-01')).toBe('Weighted average');
  });
});
