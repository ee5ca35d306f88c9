// One billing line: quantity × rate, less the line discount, then GST by the bill's tax mode.
// Integers throughout (see exact.ts). Tax slots follow the spec's five: 1 CGST, 2 SGST, 3 IGST,
// 4 cess, 5 spare. Each slot's tax is rounded to the paisa on its own, as the invoice prints it.
import { mulDiv, PERCENT, QTY_SCALE } from './exact.ts';

export type TaxMode = 'NON GST' | 'INCLUSIVE' | 'EXCLUSIVE';

export type LineInput = {
  /** thousandths of a unit */
  qty: number;
  /** paise per unit */
  rate: number;
  /** true: the discount is a percent (discPer); false: an amount (discAmt) */
  discountByPercent: boolean;
  /** thousandths of a percent */
  discPer: number;
  /** paise */
  discAmt: number;
  /** GST rate, thousandths of a percent (18 % = 18000) */
  taxRate: number;
  /** cess rate, thousandths of a percent */
  cessRate: number;
};

export type LineTotals = {
  itemTotal: number;
  discAmt: number;
  /** thousandths of a percent, for display when the discount was given as an amount */
  discPer: number;
  taxable: number;
  /** rates per slot, thousandths of a percent */
  taxPer: [number, number, number, number, number];
  /** tax per slot, paise */
  taxAmt: [number, number, number, number, number];
  totTax: number;
  netAmt: number;
};

export type TaxContext = { mode: TaxMode; interState: boolean };

export function computeLine(line: LineInput, context: TaxContext): LineTotals {
  const itemTotal = mulDiv(line.qty, line.rate, QTY_SCALE);
  const discAmt = line.discountByPercent ? mulDiv(itemTotal, line.discPer, PERCENT) : Math.min(line.discAmt, itemTotal);
  const discPer = line.discountByPercent ? line.discPer : itemTotal === 0 ? 0 : mulDiv(discAmt, PERCENT, itemTotal);
  const gross = itemTotal - discAmt;

  const taxed = context.mode !== 'NON GST';
  const gstRate = taxed ? line.taxRate : 0;
  const cessRate = taxed ? line.cessRate : 0;
  // Inclusive rates already hold the tax: taxable = gross × 100 / (100 + GST rate + cess rate).
  const taxable = context.mode === 'INCLUSIVE' ? mulDiv(gross, PERCENT, PERCENT + gstRate + cessRate) : gross;

  const half = gstRate / 2;
  if (!Number.isInteger(half)) throw new RangeError('a GST rate may have at most two decimals');
  const taxPer: LineTotals['taxPer'] = context.interState ? [0, 0, gstRate, cessRate, 0] : [half, half, 0, cessRate, 0];
  const taxAmt = taxPer.map((rate) => mulDiv(taxable, rate, PERCENT)) as LineTotals['taxAmt'];
  const totTax = taxAmt.reduce((sum, amount) => sum + amount, 0);
  return { itemTotal, discAmt, discPer, taxable, taxPer, taxAmt, totTax, netAmt: taxable + totTax };
}
