// The HSN-wise tax summary Indian invoices carry under the lines (and GSTR-1 table 12 asks for):
// one row per HSN code and tax rate with its taxable value and CGST, SGST, IGST and cess, and a total.
// Sums are exact: the lines' wire figures become paise and rates thousandths of a percent first.
import { milli, paise } from '../billing/exact.ts';

/** A document line as it travels (TaxPer1..3 and TaxAmt1..4 are CGST, SGST, IGST, cess). */
export type TaxedLine = Record<string, unknown>;

export type HsnTaxes = {
  /** paise */
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  cess: number;
  /** cgst + sgst + igst + cess */
  totalTax: number;
};

export type HsnRow = HsnTaxes & {
  /** The HSN or SAC code; '' when the item has none. */
  hsn: string;
  /** thousandths of a percent, per tax */
  cgstRate: number;
  sgstRate: number;
  igstRate: number;
  cessRate: number;
};

export type HsnSummary = { rows: HsnRow[]; total: HsnTaxes };

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : Number(value) || 0);
const amountOf = (line: TaxedLine, field: string) => paise(num(line[field]));
const rateOf = (line: TaxedLine, field: string) => milli(num(line[field]));

/** A line's cess rate: the rate the line was taxed at (TaxPer4 or CessRate), when it paid cess. */
function cessRateOf(line: TaxedLine): number {
  return rateOf(line, 'TaxPer4') || (amountOf(line, 'TaxAmt4') ? rateOf(line, 'CessRate') : 0);
}

const emptyTaxes = (): HsnTaxes => ({ taxable: 0, cgst: 0, sgst: 0, igst: 0, cess: 0, totalTax: 0 });

function add(into: HsnTaxes, line: TaxedLine): void {
  const cgst = amountOf(line, 'TaxAmt1');
  const sgst = amountOf(line, 'TaxAmt2');
  const igst = amountOf(line, 'TaxAmt3');
  const cess = amountOf(line, 'TaxAmt4');
  into.taxable += amountOf(line, 'TaxableAmt');
  into.cgst += cgst;
  into.sgst += sgst;
  into.igst += igst;
  into.cess += cess;
  into.totalTax += cgst + sgst + igst + cess;
}

/**
 * Groups lines by HSN code and rates, in order of HSN code (lines without one last) and then of rate.
 * Two lines of the same HSN at different rates (a code split by price slabs) are two rows, as GST
 * returns report them.
 */
export function buildHsnSummary(lines: TaxedLine[]): HsnSummary {
  const rows = new Map<string, HsnRow>();
  const total = emptyTaxes();
  for (const line of lines) {
    const hsn = typeof line.HSNCode === 'string' ? line.HSNCode.trim() : line.HSNCode == null ? '' : String(line.HSNCode);
    const rates = { cgstRate: rateOf(line, 'TaxPer1'), sgstRate: rateOf(line, 'TaxPer2'), igstRate: rateOf(line, 'TaxPer3'), cessRate: cessRateOf(line) };
    const key = [hsn, rates.cgstRate, rates.sgstRate, rates.igstRate, rates.cessRate].join('|');
    let row = rows.get(key);
    if (!row) {
      row = { hsn, ...rates, ...emptyTaxes() };
      rows.set(key, row);
    }
    add(row, line);
    add(total, line);
  }
  const gstRate = (row: HsnRow) => row.cgstRate + row.sgstRate + row.igstRate;
  const sorted = [...rows.values()].sort(
    (a, b) => Number(a.hsn === '') - Number(b.hsn === '') || a.hsn.localeCompare(b.hsn) || gstRate(a) - gstRate(b) || a.cessRate - b.cessRate,
  );
  return { rows: sorted, total };
}
