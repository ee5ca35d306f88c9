// The print page's A4 sheet on screens of every width (overrides/invoices/sheet-fit.ts): full size where
// it fits with its margins, drawn to the screen's width (less a 6 px sliver each side) on a phone.
import { describe, expect, it } from 'vitest';
import { SHEET_WIDTH_PX, sheetScale } from '../../overrides/invoices/sheet-fit.ts';

describe('sheetScale', () => {
  it('is 1 on a desk, where 210 mm (793.7 px at 96 to the inch) and 24 px each side fit', () => {
    expect(SHEET_WIDTH_PX).toBeCloseTo(793.7, 1);
    expect(sheetScale(1400)).toBe(1);
    expect(sheetScale(842)).toBe(1);
  });

  it('draws the sheet to a phone\'s width: at 375 px, (375 − 12) / 793.7 = 0.457, rounded down', () => {
    expect(sheetScale(375)).toBe(0.457);
    expect(sheetScale(375) * SHEET_WIDTH_PX).toBeLessThanOrEqual(375 - 12);
    // A tablet a little narrower than the sheet and its margins: never drawn larger than A4.
    expect(sheetScale(820)).toBe(1);
    // (600 − 12) / 793.7 = 0.7408...
    expect(sheetScale(600)).toBe(0.74);
  });

  it('keeps a sane scale for a width it cannot use', () => {
    expect(sheetScale(0)).toBe(1);
    expect(sheetScale(Number.NaN)).toBe(1);
    expect(sheetScale(20)).toBe(0.1);
  });
});
