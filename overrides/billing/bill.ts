// A whole bill: its lines, then extra charges and an extra discount on the bill, rounded to the rupee
// with a visible round-off, and what was received or paid against it.
import { mulDiv, PERCENT } from './exact.ts';
import { computeLine, type LineInput, type LineTotals, type TaxContext } from './line.ts';

export type BillInput = TaxContext & {
  lines: Array<LineInput & { freeQty?: number }>;
  /** paise added to the bill (freight, packing ...) */
  extraCharges: number;
  /** true: extraDiscountPer applies; false: extraDiscount is an amount */
  extraDiscountByPercent: boolean;
  /** thousandths of a percent of the lines' net total (before extra charges) */
  extraDiscountPer: number;
  /** paise */
  extraDiscount: number;
  /** paise received (sales) or paid (purchase) now */
  settled: number;
};

export type BillTotals = {
  lines: LineTotals[];
  totQty: number;
  freeQty: number;
  totItemAmt: number;
  totDiscAmt: number;
  totTaxable: number;
  /** tax per slot over all lines (CGST, SGST, IGST, cess, spare) */
  totTaxBySlot: [number, number, number, number, number];
  totTax: number;
  /** sum of the lines' net amounts */
  netTotal: number;
  extraCharges: number;
  extraDiscount: number;
  /** net total + extra charges - extra discount, before rounding */
  billAmt: number;
  /** to the nearest rupee; half a rupee rounds up */
  roundOff: number;
  netBillAmt: number;
  settled: number;
  balance: number;
};

export function computeBill(input: BillInput): BillTotals {
  const lines = input.lines.map((line) => computeLine(line, input));
  const sum = (pick: (line: LineTotals) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const totTaxBySlot = [0, 1, 2, 3, 4].map((slot) => sum((line) => line.taxAmt[slot])) as BillTotals['totTaxBySlot'];
  const netTotal = sum((line) => line.netAmt);
  const extraDiscount = input.extraDiscountByPercent ? mulDiv(netTotal, input.extraDiscountPer, PERCENT) : input.extraDiscount;
  const billAmt = netTotal + input.extraCharges - extraDiscount;
  const netBillAmt = mulDiv(billAmt, 1, 100) * 100;
  return {
    lines,
    totQty: input.lines.reduce((total, line) => total + line.qty, 0),
    freeQty: input.lines.reduce((total, line) => total + (line.freeQty ?? 0), 0),
    totItemAmt: sum((line) => line.itemTotal),
    totDiscAmt: sum((line) => line.discAmt),
    totTaxable: sum((line) => line.taxable),
    totTaxBySlot,
    totTax: sum((line) => line.totTax),
    netTotal,
    extraCharges: input.extraCharges,
    extraDiscount,
    billAmt,
    roundOff: netBillAmt - billAmt,
    netBillAmt,
    settled: input.settled,
    balance: netBillAmt - input.settled,
  };
}
