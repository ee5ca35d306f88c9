// Billing math with figures worked out by hand (amounts in paise, quantities in thousandths,
// rates in thousandths of a percent).
import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from '../../overrides/billing/amount-in-words.ts';
import { computeBill, type BillInput } from '../../overrides/billing/bill.ts';
import { divRound } from '../../overrides/billing/exact.ts';
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

  it('adds lines, extra charges and discount, rounds to the rupee and shows the balance', () => {
    const totals = computeBill(bill({
      lines: [line({ qty: 2000, rate: 10000, taxRate: 18000 }), { ...line({ qty: 3000, rate: 5000, discPer: 10000, taxRate: 12000 }), freeQty: 1000 }],
      extraCharges: 5000,
      extraDiscount: 1000,
      settled: 40000,
    }));
    expect(totals).toMatchObject({
      totQty: 5000, freeQty: 1000, totItemAmt: 35000, totDiscAmt: 1500, totTaxable: 33500,
      totTaxBySlot: [2610, 2610, 0, 0, 0], totTax: 5220, netTotal: 38720,
      billAmt: 42720, roundOff: -20, netBillAmt: 42700, balance: 2700,
    });
  });

  it('rounds half a rupee up and 49 paise down', () => {
    expect(computeBill(bill({ lines: [line({ rate: 10050 })] }))).toMatchObject({ roundOff: 50, netBillAmt: 10100 });
    expect(computeBill(bill({ lines: [line({ rate: 10049 })] }))).toMatchObject({ roundOff: -49, netBillAmt: 10000 });
  });

  it('takes an extra discount in percent of the lines\' total', () => {
    const totals = computeBill(bill({ lines: [line({ rate: 100000 })], extraDiscountByPercent: true, extraDiscountPer: 5000, extraCharges: 2000 }));
    expect(totals).toMatchObject({ extraDiscount: 5000, billAmt: 97000, netBillAmt: 97000 });
  });

  it('inclusive bill: the paisa an inclusive line gains comes back through the round-off', () => {
    const totals = computeBill(bill({ mode: 'INCLUSIVE', lines: [line({ rate: 10000, taxRate: 18000 })] }));
    expect(totals).toMatchObject({ netTotal: 10001, roundOff: -1, netBillAmt: 10000 });
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
