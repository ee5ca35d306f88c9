// The HSN-wise tax summary under an invoice's lines, with hand-checked sums.
import { describe, expect, it } from 'vitest';
import { buildHsnSummary } from '../../overrides/invoices/hsn-summary.ts';

const intra = (HSNCode: string | null, TaxableAmt: number, rate: number, tax: number, extra: Record<string, unknown> = {}) => ({
  HSNCode, TaxableAmt, TaxPer1: rate / 2, TaxPer2: rate / 2, TaxPer3: 0, TaxAmt1: tax, TaxAmt2: tax, TaxAmt3: 0, TaxAmt4: 0, ...extra,
});
const inter = (HSNCode: string, TaxableAmt: number, rate: number, tax: number) => ({
  HSNCode, TaxableAmt, TaxPer1: 0, TaxPer2: 0, TaxPer3: rate, TaxAmt1: 0, TaxAmt2: 0, TaxAmt3: tax, TaxAmt4: 0,
});

describe('buildHsnSummary', () => {
  it('adds lines of one HSN and rate into one row, ordered by HSN, in paise', () => {
    const summary = buildHsnSummary([
      intra('9608', 200, 18, 18),
      intra('4901', 135, 5, 3.38),
      intra('9608', 0.1, 18, 0.01),
      intra('9608', 0.2, 18, 0.02),
    ]);
    expect(summary.rows).toEqual([
      { hsn: '4901', cgstRate: 2500, sgstRate: 2500, igstRate: 0, cessRate: 0, taxable: 13500, cgst: 338, sgst: 338, igst: 0, cess: 0, totalTax: 676 },
      // 200 + 0.10 + 0.20 exactly (no 200.30000000000001), tax 18 + 0.01 + 0.02 each half
      { hsn: '9608', cgstRate: 9000, sgstRate: 9000, igstRate: 0, cessRate: 0, taxable: 20030, cgst: 1803, sgst: 1803, igst: 0, cess: 0, totalTax: 3606 },
    ]);
    expect(summary.total).toEqual({ taxable: 33530, cgst: 2141, sgst: 2141, igst: 0, cess: 0, totalTax: 4282 });
  });

  it('keeps one HSN at two rates as two rows (price-slab codes), lower rate first', () => {
    const summary = buildHsnSummary([intra('6109', 1200, 12, 72), intra('6109', 900, 5, 22.5)]);
    expect(summary.rows.map((row) => [row.hsn, row.cgstRate + row.sgstRate, row.taxable, row.totalTax])).toEqual([
      ['6109', 5000, 90000, 4500],
      ['6109', 12000, 120000, 14400],
    ]);
  });

  it('carries IGST and cess with their rates', () => {
    const summary = buildHsnSummary([
      inter('4901', 150000, 5, 7500),
      { ...inter('2402', 1000, 28, 280), TaxPer4: 5, TaxAmt4: 50 },
      inter('9608', 90, 18, 16.2),
    ]);
    expect(summary.rows.map((row) => [row.hsn, row.igstRate, row.igst, row.cessRate, row.cess, row.totalTax])).toEqual([
      ['2402', 28000, 28000, 5000, 5000, 33000],
      ['4901', 5000, 750000, 0, 0, 750000],
      ['9608', 18000, 1620, 0, 0, 1620],
    ]);
    expect(summary.total).toEqual({ taxable: 15109000, cgst: 0, sgst: 0, igst: 779620, cess: 5000, totalTax: 784620 });
  });

  it('takes the cess rate from CessRate when the line paid cess but left TaxPer4 empty', () => {
    const [row] = buildHsnSummary([{ ...intra('2202', 100, 28, 14), CessRate: 12, TaxAmt4: 12 }]).rows;
    expect([row.cessRate, row.cess]).toEqual([12000, 1200]);
  });

  it('puts lines without an HSN code last, under an empty code, and survives missing figures', () => {
    const summary = buildHsnSummary([intra(null, 10, 0, 0), { HSNCode: ' 9983 ', TaxableAmt: '50.5' }, intra('1001', 20, 0, 0)]);
    expect(summary.rows.map((row) => [row.hsn, row.taxable])).toEqual([['1001', 2000], ['9983', 5050], ['', 1000]]);
    expect(summary.total.taxable).toBe(8050);
  });

  it('gives no rows for no lines', () => {
    expect(buildHsnSummary([])).toEqual({ rows: [], total: { taxable: 0, cgst: 0, sgst: 0, igst: 0, cess: 0, totalTax: 0 } });
  });
});
