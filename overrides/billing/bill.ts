// A whole bill: its lines, the bill's discount spread over them before tax, its extra charges (taxed
// by their own rate, or untaxed), rounded to the rupee with a visible round-off, and what was received
// or paid against it.
import { mulDiv, PERCENT } from './exact.ts';
import { computeLine, holdsTax, lineValue, taxOn, valueBeforeTax, type LineInput, type LineTotals, type LineValue, type TaxContext, type TaxSlots } from './line.ts';
import { spreadExactly } from './spread.ts';

/** One charge on the bill (freight, packing ...): its value before tax and the GST rate of its master. */
export type ChargeInput = {
  /** paise; null: `percent` of the lines' taxable value */
  amount: number | null;
  /** thousandths of a percent of the lines' taxable value (after the bill's discount), used when amount is null */
  percent: number;
  /** GST rate, thousandths of a percent; 0 for an untaxed charge */
  taxRate: number;
};

export type ChargeTotals = { taxable: number; taxPer: TaxSlots; taxAmt: TaxSlots; totTax: number; netAmt: number };

export type BillInput = TaxContext & {
  lines: Array<LineInput & { freeQty?: number }>;
  /** paise added to the bill untaxed (the single "extra charges" amount documents have always carried) */
  extraCharges: number;
  /** charges from the extra charges master, each taxed at its own rate */
  charges?: ChargeInput[];
  /** true: extraDiscountPer applies; false: extraDiscount is an amount */
  extraDiscountByPercent: boolean;
  /** thousandths of a percent of the lines' value before tax */
  extraDiscountPer: number;
  /** paise */
  extraDiscount: number;
  /** paise received (sales) or paid (purchase) now */
  settled: number;
  /**
   * Reverse charge: the tax is worked out but the recipient pays it to the government, not to the supplier
   * (CGST Act s.9(3), (4)), so the bill's amount is its value without tax.
   */
  taxOnRecipient?: boolean;
};

export type BillTotals = {
  lines: LineTotals[];
  charges: ChargeTotals[];
  totQty: number;
  freeQty: number;
  totItemAmt: number;
  totDiscAmt: number;
  /** the lines' value before tax and before the bill's discount */
  linesValue: number;
  /** the lines' taxable value (after the bill's discount) */
  totTaxable: number;
  /** the taxed and untaxed charges' value before tax (not the single untaxed amount) */
  chargesTaxable: number;
  chargesTax: number;
  /** tax per slot over all lines and charges (CGST, SGST, IGST, cess, spare) */
  totTaxBySlot: TaxSlots;
  /** the lines' and the charges' tax */
  totTax: number;
  /** sum of the lines' net amounts */
  netTotal: number;
  extraCharges: number;
  extraDiscount: number;
  /** what the discount may be at most: the lines' value before tax; on an inclusive bill, their inclusive amount */
  discountLimit: number;
  /** the discount is more than the lines' value: the bill's value would be negative */
  discountExceedsValue: boolean;
  /** net total + charges with their tax + the untaxed extra charges, before rounding */
  billAmt: number;
  /** to the nearest rupee; half a rupee rounds up */
  roundOff: number;
  netBillAmt: number;
  settled: number;
  balance: number;
};

export function computeBill(input: BillInput): BillTotals {
  // The bill's discount is a discount on the goods shown on the invoice: it lowers their value of supply
  // (CGST Act s.15(3)(a)). Each line is taxed on what is left of its value (its share, `shares`).
  const values = input.lines.map((line) => lineValue(line, input));
  const linesValue = values.reduce((total, value) => total + value.value, 0);
  const { extraDiscount, limit, shares } = holdsTax(input) ? inclusiveDiscount(input, values) : exclusiveDiscount(input, values, linesValue);
  const discountExceedsValue = extraDiscount > limit;
  const lines = input.lines.map((line, index) => computeLine(line, input, shares[index]));
  const sum = (pick: (line: LineTotals) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const totTaxable = sum((line) => line.taxable);

  // Incidental charges the supplier puts on the invoice are part of the value of supply (CGST Act
  // s.15(2)(c)): a taxable charge pays GST at its own rate, split as the lines are by the bill's supply type.
  const charges = (input.charges ?? []).map((charge) => {
    const taxable = charge.amount ?? mulDiv(totTaxable, charge.percent, PERCENT);
    const tax = taxOn(taxable, charge.taxRate, 0, input);
    return { taxable, ...tax, netAmt: taxable + tax.totTax };
  });
  const chargesTaxable = charges.reduce((total, charge) => total + charge.taxable, 0);
  const chargesTax = charges.reduce((total, charge) => total + charge.totTax, 0);
  const totTaxBySlot = [0, 1, 2, 3, 4].map(
    (slot) => sum((line) => line.taxAmt[slot]) + charges.reduce((total, charge) => total + charge.taxAmt[slot], 0),
  ) as TaxSlots;
  const netTotal = sum((line) => line.netAmt);
  const totTax = sum((line) => line.totTax) + chargesTax;
  const billAmt = netTotal + chargesTaxable + chargesTax + input.extraCharges - (input.taxOnRecipient ? totTax : 0);
  const netBillAmt = mulDiv(billAmt, 1, 100) * 100;
  return {
    lines,
    charges,
    totQty: input.lines.reduce((total, line) => total + line.qty, 0),
    freeQty: input.lines.reduce((total, line) => total + (line.freeQty ?? 0), 0),
    totItemAmt: sum((line) => line.itemTotal),
    totDiscAmt: sum((line) => line.discAmt),
    linesValue,
    discountLimit: limit,
    totTaxable,
    chargesTaxable,
    chargesTax,
    totTaxBySlot,
    totTax,
    netTotal,
    extraCharges: input.extraCharges,
    extraDiscount,
    discountExceedsValue,
    billAmt,
    roundOff: netBillAmt - billAmt,
    netBillAmt,
    settled: input.settled,
    balance: netBillAmt - input.settled,
  };
}

type DiscountSpread = { extraDiscount: number; limit: number; shares: number[] };

/**
 * Exclusive rates (or no tax): the discount, an amount or a percent of the lines' value before tax, is a
 * value before tax. It is spread over the lines in proportion to their value, exactly (spread.ts).
 */
function exclusiveDiscount(input: BillInput, values: LineValue[], linesValue: number): DiscountSpread {
  const extraDiscount = input.extraDiscountByPercent ? mulDiv(linesValue, input.extraDiscountPer, PERCENT) : input.extraDiscount;
  const shares = spreadExactly(Math.min(extraDiscount, Math.max(linesValue, 0)), values.map((value) => value.value));
  return { extraDiscount, limit: linesValue, shares };
}

/**
 * Inclusive rates: the prices hold their tax, so the discount taken off them does too. The discount typed
 * (or a percent of the lines' inclusive amount) is an inclusive amount, and the bill falls by it, not by
 * it and its GST again. A discount shown on the invoice is out of the value of supply (CGST Act
 * s.15(3)(a)), and that value is the price less the tax it holds (s.15(1), as for any inclusive price):
 * so the discount is spread over the lines in proportion to their inclusive amounts, exactly, and each
 * line's value is worked back from its inclusive amount less its share, × 100 / (100 + its rates). Its
 * share of the discount before tax (what comes off its taxable value) is the difference, about
 * share × 100 / (100 + rate). Each line's tax is then rounded per head as for any inclusive line: a paisa
 * that leaves over or under goes to the bill's round-off, as it already does without a discount.
 */
function inclusiveDiscount(input: BillInput, values: LineValue[]): DiscountSpread {
  const amounts = values.map((value) => value.itemTotal - value.discAmt);
  const limit = amounts.reduce((total, amount) => total + amount, 0);
  const extraDiscount = input.extraDiscountByPercent ? mulDiv(limit, input.extraDiscountPer, PERCENT) : input.extraDiscount;
  const inclusiveShares = spreadExactly(Math.min(extraDiscount, Math.max(limit, 0)), amounts);
  const shares = input.lines.map((line, index) => values[index].value - valueBeforeTax(amounts[index] - inclusiveShares[index], line, input));
  return { extraDiscount, limit, shares };
}
