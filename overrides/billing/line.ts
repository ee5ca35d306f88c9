// One billing line: quantity × rate, less the line discount, then less its share of the bill's discount,
// then GST by the bill's tax mode. Integers throughout (see exact.ts). Tax slots follow the spec's five:
// 1 CGST, 2 SGST, 3 IGST, 4 cess, 5 spare. Each slot's tax is rounded to the paisa on its own, as the
// invoice prints it.
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

export type TaxSlots = [number, number, number, number, number];

/** A line's value before tax: what the bill's discount is spread over. */
export type LineValue = {
  itemTotal: number;
  discAmt: number;
  /** thousandths of a percent, for display when the discount was given as an amount */
  discPer: number;
  /** the value before tax and before the bill discount (paise) */
  value: number;
};

export type LineTotals = LineValue & {
  /** this line's share of the bill's discount (paise) */
  billDiscAmt: number;
  /** the taxable value: value less the bill discount's share */
  taxable: number;
  /** rates per slot, thousandths of a percent */
  taxPer: TaxSlots;
  /** tax per slot, paise */
  taxAmt: TaxSlots;
  totTax: number;
  netAmt: number;
};

/**
 * `taxCharged: false`: the supply keeps its GST rate but the bill charges no tax: an export or a supply
 * to a SEZ under LUT (zero-rated, IGST Act s.16(3)(a)) or a supply whose recipient pays the tax (reverse
 * charge, CGST Act s.9(3)). Absent: tax is charged.
 */
export type TaxContext = { mode: TaxMode; interState: boolean; taxCharged?: boolean };

/** Quantity × rate less the line discount, and (inclusive rates) less the tax they hold. */
export function lineValue(line: LineInput, context: TaxContext): LineValue {
  const itemTotal = mulDiv(line.qty, line.rate, QTY_SCALE);
  const discAmt = line.discountByPercent ? mulDiv(itemTotal, line.discPer, PERCENT) : Math.min(line.discAmt, itemTotal);
  const discPer = line.discountByPercent ? line.discPer : itemTotal === 0 ? 0 : mulDiv(discAmt, PERCENT, itemTotal);
  const gross = itemTotal - discAmt;
  return { itemTotal, discAmt, discPer, value: valueBeforeTax(gross, line, context) };
}

/** Whether the bill's amounts hold their tax: inclusive rates on a bill that charges tax. */
export const holdsTax = (context: TaxContext) => context.mode === 'INCLUSIVE' && context.taxCharged !== false;

/** An amount at the line's rates as the bill gives them, less the tax it holds when they are inclusive. */
export function valueBeforeTax(amount: number, line: Pick<LineInput, 'taxRate' | 'cessRate'>, context: TaxContext): number {
  // Inclusive rates already hold the tax: the value before tax = amount × 100 / (100 + GST rate + cess rate).
  return holdsTax(context) ? mulDiv(amount, PERCENT, PERCENT + line.taxRate + line.cessRate) : amount;
}

/**
 * GST on a taxable value: CGST and SGST half each within a state, IGST across states (IGST Act s.5,
 * CGST Act s.9), cess on top; NON GST charges none. Used for item lines and for taxable bill charges.
 */
export function taxOn(taxable: number, gstRate: number, cessRate: number, context: TaxContext): { taxPer: TaxSlots; taxAmt: TaxSlots; totTax: number } {
  const taxed = context.mode !== 'NON GST';
  const rate = taxed ? gstRate : 0;
  const cess = taxed ? cessRate : 0;
  const half = rate / 2;
  if (!Number.isInteger(half)) throw new RangeError('a GST rate may have at most two decimals');
  const taxPer: TaxSlots = context.interState ? [0, 0, rate, cess, 0] : [half, half, 0, cess, 0];
  // No tax charged: the slots keep the rate (the return reports it), the amounts are nil.
  const taxAmt = taxPer.map((slotRate) => (context.taxCharged === false ? 0 : mulDiv(taxable, slotRate, PERCENT))) as TaxSlots;
  return { taxPer, taxAmt, totTax: taxAmt.reduce((sum, amount) => sum + amount, 0) };
}

/**
 * One line's figures. `billDiscAmt` is the line's share of the bill's discount: a discount shown on the
 * invoice at the time of supply is left out of the value of supply (CGST Act s.15(3)(a)), so it comes
 * off the value before tax and the tax falls with it.
 */
export function computeLine(line: LineInput, context: TaxContext, billDiscAmt = 0): LineTotals {
  const value = lineValue(line, context);
  const taxable = value.value - billDiscAmt;
  const tax = taxOn(taxable, line.taxRate, line.cessRate, context);
  return { ...value, billDiscAmt, taxable, ...tax, netAmt: taxable + tax.totTax };
}
