// Billing math with figures worked out by hand (amounts in paise, quantities in thousandths,
// rates in thousandths of a percent).
import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from '../../overrides/billing/amount-in-words.ts';
import { computeBill, type BillInput } from '../../overrides/billing/bill.ts';
import { divRound } from '../../overrides/billing/exact.ts';
import { spreadExactly } from '../../overrides/billing/spread.ts';
import { computeLine, type LineInput } from '../../overrides/billing/line.ts';

const line = (over: Partial<LineInput>): LineInput => ({ qty: 1000, rate: 0, discountByPercent: true, discPer: 0, discAmt: 0, taxRate: 0, cessRate: 0, ...over });
const intra = { mode: 'EXCLUSIVE' as const, interState: false };

describe('rounding', () => {
  it('rounds half away from zero', () => {
    expect([divRound(5n, 2n), divRound(-5n, 2n), divRound(4n, 3n), divRound(-4n, 3n), divRound(7n, -2n)]).toEqual([3n, -3n, 1n, -1n, -4n]);
  });
});

describe('a line', () => {
  it('exclusive, same state: 2 × ₹100 at 18 % is ₹200 + CGST 9 % ₹18 + SGST 9 % ₹18 = ₹236', () => {
    const totals = computeLine(line({ qty: 2000, rate: 10000, taxRate: 18000 }), intra);
    expect(totals).toMatchObject({ itemTotal: 20000, taxable: 20000, taxPer: [9000, 9000, 0, 0, 0], taxAmt: [1800, 1800, 0, 0, 0], totTax: 3600, netAmt: 23600 });
  });

  it('exclusive, another state: the same line pays IGST 18 % ₹36', () => {
    const totals = computeLine(line({ qty: 2000, rate: 10000, taxRate: 18000 }), { mode: 'EXCLUSIVE', interState: true });
    expect(totals).toMatchObject({ taxPer: [0, 0, 18000, 0, 0], taxAmt: [0, 0, 3600, 0, 0], netAmt: 23600 });
  });

  it('no tax charged (an export under LUT, IGST Act s.16(3)(a); reverse charge, CGST Act s.9(3)): the rate stays, the tax is nil', () => {
    const totals = computeLine(line({ qty: 2000, rate: 10000, taxRate: 18000 }), { mode: 'EXCLUSIVE', interState: true, taxCharged: false });
    expect(totals).toMatchObject({ taxable: 20000, taxPer: [0, 0, 18000, 0, 0], taxAmt: [0, 0, 0, 0, 0], totTax: 0, netAmt: 20000 });
    // An inclusive rate holds no tax when none is charged: ₹118 is all taxable value.
    const inclusive = computeLine(line({ qty: 1000, rate: 11800, taxRate: 18000 }), { mode: 'INCLUSIVE', interState: true, taxCharged: false });
    expect(inclusive).toMatchObject({ taxable: 11800, totTax: 0, netAmt: 11800 });
  });

  it('inclusive: ₹118 at 18 % holds ₹100 taxable and ₹9 + ₹9 tax', () => {
    const totals = computeLine(line({ rate: 11800, taxRate: 18000 }), { mode: 'INCLUSIVE', interState: false });
    expect(totals).toMatchObject({ itemTotal: 11800, taxable: 10000, taxAmt: [900, 900, 0, 0, 0], netAmt: 11800 });
  });

  it('inclusive: ₹100 at 18 % is ₹84.75 taxable (100 × 100 / 118 = 84.7457…) and ₹7.63 + ₹7.63; the paisa over goes to the bill round-off', () => {
    const totals = computeLine(line({ rate: 10000, taxRate: 18000 }), { mode: 'INCLUSIVE', interState: false });
    expect(totals).toMatchObject({ taxable: 8475, taxAmt: [763, 763, 0, 0, 0], totTax: 1526, netAmt: 10001 });
  });

  it('discount by percent comes off before tax: 3 × ₹50 less 10 % at 12 % = ₹135 + ₹8.10 + ₹8.10', () => {
    const totals = computeLine(line({ qty: 3000, rate: 5000, discPer: 10000, taxRate: 12000 }), intra);
    expect(totals).toMatchObject({ itemTotal: 15000, discAmt: 1500, taxable: 13500, taxAmt: [810, 810, 0, 0, 0], netAmt: 15120 });
  });

  it('discount by amount: ₹999 less ₹99 at 5 % = ₹900 + ₹22.50 + ₹22.50, shown as 9.910 %', () => {
    const totals = computeLine(line({ rate: 99900, discountByPercent: false, discAmt: 9900, taxRate: 5000 }), intra);
    expect(totals).toMatchObject({ itemTotal: 99900, discAmt: 9900, discPer: 9910, taxable: 90000, taxAmt: [2250, 2250, 0, 0, 0], netAmt: 94500 });
  });

  it('a discount amount never exceeds the line', () => {
    expect(computeLine(line({ rate: 1000, discountByPercent: false, discAmt: 5000 }), intra)).toMatchObject({ discAmt: 1000, taxable: 0, netAmt: 0 });
  });

  it('NON GST charges no tax, whatever the item rate: 2.5 kg × ₹40 = ₹100', () => {
    expect(computeLine(line({ qty: 2500, rate: 4000, taxRate: 5000 }), { mode: 'NON GST', interState: false })).toMatchObject({ itemTotal: 10000, taxable: 10000, totTax: 0, netAmt: 10000 });
  });

  it('rounds the line total to the paisa: 1.250 × ₹33.33 = ₹41.6625 -> ₹41.66', () => {
    expect(computeLine(line({ qty: 1250, rate: 3333 }), intra).itemTotal).toBe(4166);
  });

  it('puts cess in its own slot: ₹1,000 at 28 % + 12 % cess, another state = ₹280 IGST + ₹120 cess', () => {
    const totals = computeLine(line({ rate: 100000, taxRate: 28000, cessRate: 12000 }), { mode: 'EXCLUSIVE', interState: true });
    expect(totals).toMatchObject({ taxPer: [0, 0, 28000, 12000, 0], taxAmt: [0, 0, 28000, 12000, 0], netAmt: 140000 });
  });

  it('halves a 0.25 % rate exactly: ₹10,000 pays CGST 0.125 % ₹12.50 and SGST ₹12.50', () => {
    expect(computeLine(line({ rate: 1000000, taxRate: 250 }), intra)).toMatchObject({ taxPer: [125, 125, 0, 0, 0], taxAmt: [1250, 1250, 0, 0, 0] });
  });
});

describe('a bill', () => {
  const bill = (over: Partial<BillInput>): BillInput => ({
    mode: 'EXCLUSIVE', interState: false, lines: [], extraCharges: 0, extraDiscountByPercent: false, extraDiscountPer: 0, extraDiscount: 0, settled: 0, ...over,
  });

  it('spreads the bill discount over the lines before tax, adds untaxed charges, rounds to the rupee and shows the balance', () => {
    // Lines before the bill discount: 2 × ₹100 = ₹200.00 (18 %) and 3 × ₹50 less 10 % = ₹135.00 (12 %): ₹335.00.
    // A ₹10.00 bill discount lowers the value (CGST Act s.15(3)(a)), spread by value, largest remainder:
    //   line 1: 1000 × 20000 / 33500 = 597.01 -> 597 (remainder 500), line 2: 1000 × 13500 / 33500 = 402.98 -> 402
    //   (remainder 33000); the paisa left goes to line 2 (larger remainder): 597 + 403 = 1000.
    // Taxable ₹194.03 and ₹130.97; CGST = SGST: 9 % of 19403 = 1746.27 -> 1746, 6 % of 13097 = 785.82 -> 786.
    // Tax per head 1746 + 786 = 2532, total 5064; net total 32500 + 5064 = 37564; + ₹50 untaxed charge = 42564,
    // rounded to ₹426.00 (+0.36); received ₹400 leaves ₹26.
    const totals = computeBill(bill({
      lines: [line({ qty: 2000, rate: 10000, taxRate: 18000 }), { ...line({ qty: 3000, rate: 5000, discPer: 10000, taxRate: 12000 }), freeQty: 1000 }],
      extraCharges: 5000,
      extraDiscount: 1000,
      settled: 40000,
    }));
    expect(totals.lines.map((one) => [one.billDiscAmt, one.taxable, one.taxAmt[0]])).toEqual([[597, 19403, 1746], [403, 13097, 786]]);
    expect(totals).toMatchObject({
      totQty: 5000, freeQty: 1000, totItemAmt: 35000, totDiscAmt: 1500, linesValue: 33500, totTaxable: 32500,
      totTaxBySlot: [2532, 2532, 0, 0, 0], totTax: 5064, netTotal: 37564, extraDiscount: 1000, discountExceedsValue: false,
      billAmt: 42564, roundOff: 36, netBillAmt: 42600, balance: 2600,
    });
  });

  it('rounds half a rupee up and 49 paise down', () => {
    expect(computeBill(bill({ lines: [line({ rate: 10050 })] }))).toMatchObject({ roundOff: 50, netBillAmt: 10100 });
    expect(computeBill(bill({ lines: [line({ rate: 10049 })] }))).toMatchObject({ roundOff: -49, netBillAmt: 10000 });
  });

  it('takes an extra discount in percent of the lines\' value before tax', () => {
    // ₹1,000 at 18 %, 5 % off: discount ₹50, taxable ₹950, CGST = SGST 9 % = ₹85.50; + ₹20 untaxed = ₹1,141.00.
    const totals = computeBill(bill({ lines: [line({ rate: 100000, taxRate: 18000 })], extraDiscountByPercent: true, extraDiscountPer: 5000, extraCharges: 2000 }));
    expect(totals).toMatchObject({ extraDiscount: 5000, totTaxable: 95000, totTaxBySlot: [8550, 8550, 0, 0, 0], billAmt: 114100, netBillAmt: 114100 });
  });

  it('inclusive bill: the paisa an inclusive line gains comes back through the round-off', () => {
    const totals = computeBill(bill({ mode: 'INCLUSIVE', lines: [line({ rate: 10000, taxRate: 18000 })] }));
    expect(totals).toMatchObject({ netTotal: 10001, roundOff: -1, netBillAmt: 10000 });
  });

  it('inclusive bill: the discount typed is inclusive, so the bill falls by it and not by its GST again (CGST Act s.15(3)(a))', () => {
    // ₹118 inclusive at 18 % holds ₹100.00. ₹10 off the inclusive price leaves ₹108 inclusive: taxable
    // 108 × 100 / 118 = 91.5254… -> ₹91.53, CGST = SGST 9 % = 8.2377… -> ₹8.24 each: ₹108.01, the paisa of the
    // per-head rounding to the round-off (as for any inclusive line): ₹108 = 118 − 10. (It was ₹106: the ₹10
    // came off the value before tax, so the bill fell by ₹10 and its ₹1.80 GST.)
    const totals = computeBill(bill({ mode: 'INCLUSIVE', lines: [line({ rate: 11800, taxRate: 18000 })], extraDiscount: 1000 }));
    expect(totals).toMatchObject({ linesValue: 10000, discountLimit: 11800, totTaxable: 9153, totTaxBySlot: [824, 824, 0, 0, 0], billAmt: 10801, roundOff: -1, netBillAmt: 10800 });
    expect(totals.lines[0].billDiscAmt).toBe(847); // 10,000 − 9,153: about 1,000 × 100 / 118 = 847.46
  });

  describe('inclusive bill at two rates: Book ₹1,050 at 5 % and Pen ₹1,180 at 18 %, each holding ₹1,000 before tax (₹2,230 in all)', () => {
    const mixed = (over: Partial<BillInput>) => bill({ mode: 'INCLUSIVE', lines: [line({ rate: 105000, taxRate: 5000 }), line({ rate: 118000, taxRate: 18000 })], ...over });

    it('₹223 off: spread by the inclusive amounts (₹105 and ₹118), the bill falls from ₹2,230 to exactly ₹2,007', () => {
      // Shares: 223 × 1,050 / 2,230 = ₹105.00 and 223 × 1,180 / 2,230 = ₹118.00.
      // Book: 1,050 − 105 = ₹945 inclusive; taxable 945 × 100 / 105 = ₹900; CGST = SGST 2.5 % = ₹22.50: ₹945.
      // Pen: 1,180 − 118 = ₹1,062 inclusive; taxable 1,062 × 100 / 118 = ₹900; CGST = SGST 9 % = ₹81: ₹1,062.
      // Taxable value falls by 105 × 100/105 + 118 × 100/118 = ₹100 + ₹100; the bill by ₹223, no more.
      const totals = computeBill(mixed({ extraDiscount: 22300 }));
      expect(totals.lines.map((one) => [one.billDiscAmt, one.taxable, one.totTax, one.netAmt])).toEqual([
        [10000, 90000, 4500, 94500],
        [10000, 90000, 16200, 106200],
      ]);
      expect(totals).toMatchObject({ extraDiscount: 22300, totTaxable: 180000, totTaxBySlot: [10350, 10350, 0, 0, 0], billAmt: 200700, roundOff: 0, netBillAmt: 200700 });
      // 10 % is a tenth of the inclusive ₹2,230: the same ₹223.
      expect(computeBill(mixed({ extraDiscountByPercent: true, extraDiscountPer: 10000 }))).toMatchObject({ extraDiscount: 22300, billAmt: 200700 });
    });

    it('₹100 off: the shares to the paisa, each line worked back from what is left; ₹2,130 = 2,230 − 100 after the round-off', () => {
      // Shares of 10,000 paise by 105,000 : 118,000: 4,708.52 and 5,291.48; the paisa left goes to the larger
      // remainder: 4,709 and 5,291. Book: 105,000 − 4,709 = 100,291; taxable 100,291 × 100/105 = 95,515.24 ->
      // 95,515; CGST = SGST 2.5 % = 2,387.875 -> 2,388: 100,291. Pen: 118,000 − 5,291 = 112,709; taxable
      // 112,709 × 100/118 = 95,516.10 -> 95,516; CGST = SGST 9 % = 8,596.44 -> 8,596: 112,708 (a paisa under,
      // the heads' rounding). Bill 212,999 paise; round-off +1: ₹2,130.00.
      const totals = computeBill(mixed({ extraDiscount: 10000 }));
      expect(totals.lines.map((one) => [one.billDiscAmt, one.taxable, one.taxAmt[0], one.netAmt])).toEqual([
        [4485, 95515, 2388, 100291],
        [4484, 95516, 8596, 112708],
      ]);
      expect(totals).toMatchObject({ totTaxable: 191031, billAmt: 212999, roundOff: 1, netBillAmt: 213000 });
    });

    it('flags a discount above the inclusive amount, and not one equal to it', () => {
      expect(computeBill(mixed({ extraDiscount: 223001 }))).toMatchObject({ discountExceedsValue: true, discountLimit: 223000, totTaxable: 0, netBillAmt: 0 });
      expect(computeBill(mixed({ extraDiscount: 223000 }))).toMatchObject({ discountExceedsValue: false, totTaxable: 0, totTax: 0, netBillAmt: 0 });
    });
  });

  it('a discount above the lines\' value is flagged (the server refuses the bill) and takes the lines to nil, not below', () => {
    const totals = computeBill(bill({ lines: [line({ rate: 5000, taxRate: 18000 })], extraDiscount: 6500 }));
    expect(totals).toMatchObject({ discountExceedsValue: true, totTaxable: 0, totTax: 0, netBillAmt: 0 });
    expect(computeBill(bill({ lines: [line({ rate: 5000 })], extraDiscount: 5000 })).discountExceedsValue).toBe(false);
  });

  it('taxes a charge at its own rate on the bill\'s supply type (CGST Act s.15(2)(c)), untaxed charges at nil', () => {
    // Goods ₹1,000 at 12 %; freight ₹100 at 18 %; packing ₹20.50 untaxed.
    // Same state: goods CGST = SGST 6 % = ₹60; freight CGST = SGST 9 % = ₹9: heads ₹69 each.
    // Bill: 1000 + 120 (goods tax) + 100 + 18 (freight tax) + 20.50 = ₹1,258.50 -> ₹1,259 (+0.50, half rounds up).
    const input = bill({ lines: [line({ rate: 100000, taxRate: 12000 })], charges: [{ amount: 10000, percent: 0, taxRate: 18000 }, { amount: 2050, percent: 0, taxRate: 0 }] });
    const intraState = computeBill(input);
    expect(intraState.charges).toEqual([
      { taxable: 10000, taxPer: [9000, 9000, 0, 0, 0], taxAmt: [900, 900, 0, 0, 0], totTax: 1800, netAmt: 11800 },
      { taxable: 2050, taxPer: [0, 0, 0, 0, 0], taxAmt: [0, 0, 0, 0, 0], totTax: 0, netAmt: 2050 },
    ]);
    expect(intraState).toMatchObject({ chargesTaxable: 12050, chargesTax: 1800, totTaxBySlot: [6900, 6900, 0, 0, 0], totTax: 13800, billAmt: 125850, roundOff: 50, netBillAmt: 125900 });
    // Another state: IGST 12 % = ₹120 on the goods and 18 % = ₹18 on the freight.
    expect(computeBill({ ...input, interState: true })).toMatchObject({ totTaxBySlot: [0, 0, 13800, 0, 0], billAmt: 125850 });
    // NON GST: the freight carries no tax either.
    expect(computeBill({ ...input, mode: 'NON GST' })).toMatchObject({ chargesTax: 0, totTax: 0, billAmt: 112050 });
  });

  it('a charge in percent is of the lines\' taxable value after the bill discount', () => {
    // ₹500 less ₹100 = ₹400 taxable (no GST); 2.5 % of it = ₹10.00.
    const totals = computeBill(bill({ lines: [line({ rate: 50000 })], extraDiscount: 10000, charges: [{ amount: null, percent: 2500, taxRate: 0 }] }));
    expect(totals).toMatchObject({ chargesTaxable: 1000, billAmt: 41000 });
  });
});

describe('spreading exactly', () => {
  it('gives the paise left over to the largest remainders, the earlier part on a tie', () => {
    // ₹1.00 over three equal parts: 33 each, 1 left, to the first.
    expect(spreadExactly(100, [1, 1, 1])).toEqual([34, 33, 33]);
    // ₹10.00 over 1 : 2 : 4 (7): 142.857 (r 6), 285.714 (r 5), 571.428 (r 3): 998, so +1 to the first two.
    expect(spreadExactly(1000, [100, 200, 400])).toEqual([143, 286, 571]);
    expect(spreadExactly(1000, [0, 0])).toEqual([0, 0]);
    expect(spreadExactly(0, [5, 5])).toEqual([0, 0]);
  });

  it('always adds up to the amount', () => {
    const weights = [1999, 3, 77777, 12345, 1];
    for (const amount of [1, 7, 999, 12345, 91125]) expect(spreadExactly(amount, weights).reduce((a, b) => a + b, 0)).toBe(amount);
  });
});

describe('amount in words', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [100, 'Rupees One Only'],
    [123456789, 'Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Eighty-Nine Paise Only'],
    [10000050, 'Rupees One Lakh and Fifty Paise Only'],
    [1000000000, 'Rupees One Crore Only'],
    [1100000, 'Rupees Eleven Thousand Only'],
    [-2500, 'Minus Rupees Twenty-Five Only'],
  ])('%d paise reads "%s"', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('counts crores past a hundred', () => {
    expect(numberInWords(1234567890)).toBe('One Hundred Twenty-Three Crore Forty-Five Lakh Sixty-Seven Thousand Eight Hundred Ninety');
  });
});
