// The dashboard's periods: the day's month and its financial year (April to March), month by month.
import { describe, expect, it } from 'vitest';
import { isSaneDate as isCalendarDate } from '../../engine/schema/validator.ts';
import { dashboardPeriods } from '../../src/server/dashboard/period.ts';

describe('dashboard periods', () => {
  it('gives the month to the day and the financial year from April to the day\'s month', () => {
    expect(dashboardPeriods('2026-11-22')).toEqual({
      date: '2026-11-22',
      monthStart: '2026-11-01',
      yearStart: '2026-04-01',
      yearEnd: '2027-03-31',
      months: ['2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'],
    });
  });

  it('puts January to March in the year that began the April before, across the new year', () => {
    const march = dashboardPeriods('2027-03-31');
    expect([march.yearStart, march.yearEnd, march.monthStart]).toEqual(['2026-04-01', '2027-03-31', '2027-03-01']);
    expect(march.months).toHaveLength(12);
    expect(march.months.slice(8)).toEqual(['2026-12', '2027-01', '2027-02', '2027-03']);
    expect(dashboardPeriods('2026-04-01').months).toEqual(['2026-04']);
  });

  it('refuses what is not a calendar date', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('22-11-2026')).toBe(false);
    expect(() => dashboardPeriods('2026-02-30')).toThrow(RangeError);
  });
});
