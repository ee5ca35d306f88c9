// How the period messages name dates and periods, and the months a return covers.
import { describe, expect, it } from 'vitest';
import { addMonths, dmy, lastDayOf, periodLabel } from '../../src/server/periods/dates.ts';

describe('period dates', () => {
  it('writes dates day first and names a month, a quarter and a quarter across a year', () => {
    expect(dmy('2026-09-30')).toBe('30-09-2026');
    expect(periodLabel('2026-09-01', '2026-09-30')).toBe('September 2026');
    expect(periodLabel('2026-07-01', '2026-09-30')).toBe('July–September 2026');
    expect(periodLabel('2026-12-01', '2027-02-28')).toBe('December 2026–February 2027');
  });

  it('finds a month\'s last day (29 February in a leap year) and a quarter\'s last month', () => {
    expect([lastDayOf('2028-02'), lastDayOf('2027-02'), lastDayOf('2026-04'), lastDayOf('2026-12')]).toEqual(['2028-02-29', '2027-02-28', '2026-04-30', '2026-12-31']);
    // QRMP's January–March quarter of FY 2026-27 ends in March 2027; October–December stays in 2026.
    expect([addMonths('2027-01', 2), addMonths('2026-10', 2), addMonths('2026-11', 2)]).toEqual(['2027-03', '2026-12', '2027-01']);
  });
});
