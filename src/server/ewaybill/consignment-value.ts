// When goods need an e-way bill: rule 138(1) of the CGST Rules, 2017 asks for one before the movement
// of goods "of consignment value exceeding fifty thousand rupees" (in force for inter-State movement from
// 1 April 2018, Notification 15/2018-Central Tax; the States brought intra-State movement in over the
// following weeks, which this table does not tell apart). The Explanation to rule 138(1) defines the consignment value: the value under section 15
// declared in the invoice, bill of supply or delivery challan, including the central, State, Union
// territory and integrated tax and cess charged in it, and excluding the value of exempt supplies where
// the document carries both exempt and taxable ones. Money in paise.

/** The limit in force on a date, in paise; null before e-way bills began (none can be made). */
const LIMITS: Array<{ from: string; limit: number }> = [{ from: '2018-04-01', limit: 50_000_00 }];

export function ewayBillLimitOn(date: string): number | null {
  const inForce = LIMITS.filter((row) => row.from <= date).at(-1);
  return inForce ? inForce.limit : null;
}

/** A document line as the value counts it: its value and tax, and whether its supply is exempt. */
export type ValuedLine = { taxable: number; tax: number; exempt: boolean };

/**
 * The consignment value of a document: its amount before rounding (value of the lines and charges with
 * their tax: s.15(2)(c) counts incidental charges in the value) less the exempt lines, when taxable ones
 * come with them. An exempt supply is one of nil rate, exempted, or outside GST (CGST Act s.2(47)).
 */
export function consignmentValue(billAmount: number, lines: ValuedLine[]): number {
  const exempt = lines.filter((line) => line.exempt);
  if (exempt.length === lines.length) return billAmount;
  return billAmount - exempt.reduce((sum, line) => sum + line.taxable + line.tax, 0);
}

/** Whether rule 138(1) asks for an e-way bill for this value on this date. */
export function needsEwayBill(value: number, date: string): boolean {
  const limit = ewayBillLimitOn(date);
  return limit !== null && value > limit;
}
