// The period choices of SPEC section 9 and the dates they fill, checked by hand at month ends, across
// leap years and across the Indian financial year's turn (31 March to 1 April) and the calendar's.
import { describe, expect, it } from 'vitest';
import {
  defaultPeriod,
  monthsBefore,
  parseIsoDate,
  PERIOD_OPTIONS,
  periodOf,
  periodRange,
  todayIso,
} from '../../engine/ui/report/period.ts';

describe('period options', () => {
  it('offers the spec\'s six choices, the short pair, or none', () => {
    expect(PERIOD_OPTIONS.full).toEqual(['Todays', 'Current month', 'Last month', 'Last 3 months', 'Last 6 months', 'Custom']);
    expect(PERIOD_OPTIONS.short).toEqual(['Todays', 'Custom']);
    expect(PERIOD_OPTIONS.none).toEqual([]);
    expect([defaultPeriod('full'), defaultPeriod('short'), defaultPeriod('none')]).toEqual(['Current month', 'Todays', null]);
  });
});

describe('periodRange', () => {
  const range = (option: string, today: string) => periodRange(option, today);

  it('Todays is today to today; Custom leaves the dates to the user', () => {
    expect(range('Todays', '2026-11-22')).toEqual({ FromDate: '2026-11-22', ToDate: '2026-11-22' });
    expect(range('Custom', '2026-11-22')).toBeNull();
  });

  it('Current month runs from the 1st to the month\'s last day, February by the leap rule', () => {
    expect(range('Current month', '2026-11-22')).toEqual({ FromDate: '2026-11-01', ToDate: '2026-11-30' });
    expect(range('Current month', '2026-12-01')).toEqual({ FromDate: '2026-12-01', ToDate: '2026-12-31' });
    expect(range('Current month', '2026-02-10')).toEqual({ FromDate: '2026-02-01', ToDate: '2026-02-28' });
    expect(range('Current month', '2028-02-29')).toEqual({ FromDate: '2028-02-01', ToDate: '2028-02-29' });
    expect(range('Current month', '2000-02-15')).toEqual({ FromDate: '2000-02-01', ToDate: '2000-02-29' }); // divisible by 400
    expect(range('Current month', '2100-02-15')).toEqual({ FromDate: '2100-02-01', ToDate: '2100-02-28' }); // by 100, not 400
  });

  it('Last month, 3 and 6 months run from the same day that many months ago through today', () => {
    expect(range('Last month', '2026-11-22')).toEqual({ FromDate: '2026-10-22', ToDate: '2026-11-22' });
    expect(range('Last 3 months', '2026-11-22')).toEqual({ FromDate: '2026-08-22', ToDate: '2026-11-22' });
    expect(range('Last 6 months', '2026-11-22')).toEqual({ FromDate: '2026-05-22', ToDate: '2026-11-22' });
  });

  it('clamps a day the earlier month lacks to that month\'s last day', () => {
    expect(range('Last month', '2026-03-31')).toEqual({ FromDate: '2026-02-28', ToDate: '2026-03-31' });
    expect(range('Last month', '2028-03-31')).toEqual({ FromDate: '2028-02-29', ToDate: '2028-03-31' });
    expect(range('Last month', '2026-05-31')).toEqual({ FromDate: '2026-04-30', ToDate: '2026-05-31' });
    expect(range('Last 3 months', '2026-05-31')).toEqual({ FromDate: '2026-02-28', ToDate: '2026-05-31' });
    expect(range('Last 6 months', '2028-08-31')).toEqual({ FromDate: '2028-02-29', ToDate: '2028-08-31' });
    expect(range('Last month', '2028-02-29')).toEqual({ FromDate: '2028-01-29', ToDate: '2028-02-29' });
  });

  it('crosses the financial year (1 April) and the calendar year without a slip', () => {
    // Early in financial year 2026-27, the last 3 and 6 months reach back into 2025-26.
    expect(range('Last month', '2026-04-01')).toEqual({ FromDate: '2026-03-01', ToDate: '2026-04-01' });
    expect(range('Last 3 months', '2026-04-15')).toEqual({ FromDate: '2026-01-15', ToDate: '2026-04-15' });
    expect(range('Last 6 months', '2026-04-01')).toEqual({ FromDate: '2025-10-01', ToDate: '2026-04-01' });
    // The year's last day of the financial year, and January reaching back over 31 December.
    expect(range('Current month', '2027-03-31')).toEqual({ FromDate: '2027-03-01', ToDate: '2027-03-31' });
    expect(range('Last month', '2027-01-05')).toEqual({ FromDate: '2026-12-05', ToDate: '2027-01-05' });
    expect(range('Last 6 months', '2027-02-28')).toEqual({ FromDate: '2026-08-28', ToDate: '2027-02-28' });
  });

  it('refuses a today that is not a date', () => {
    expect(() => periodRange('Todays', '2026-02-30')).toThrow('Not a date');
  });
});

describe('periodOf', () => {
  it('names the option whose dates a link carries, else Custom', () => {
    const today = '2026-11-22';
    expect(periodOf(PERIOD_OPTIONS.full, { FromDate: '2026-11-01', ToDate: '2026-11-30' }, today)).toBe('Current month');
    expect(periodOf(PERIOD_OPTIONS.full, { FromDate: '2026-05-22', ToDate: '2026-11-22' }, today)).toBe('Last 6 months');
    expect(periodOf(PERIOD_OPTIONS.full, { FromDate: '2026-11-01', ToDate: '2026-11-22' }, today)).toBe('Custom');
    expect(periodOf(PERIOD_OPTIONS.short, { FromDate: '2026-11-22', ToDate: '2026-11-22' }, today)).toBe('Todays');
    expect(periodOf(PERIOD_OPTIONS.short, { FromDate: '2026-11-01', ToDate: '2026-11-30' }, today)).toBe('Custom');
  });
});

describe('date helpers', () => {
  it('steps back whole months and reads only real calendar dates', () => {
    expect(monthsBefore('2026-01-31', 1)).toBe('2025-12-31');
    expect(monthsBefore('2026-01-31', 13)).toBe('2024-12-31');
    expect(monthsBefore('2024-08-29', 6)).toBe('2024-02-29');
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2025-02-29')).toBeNull();
    expect(parseIsoDate('2026-13-01')).toBeNull();
    expect(parseIsoDate('22-11-2026')).toBeNull();
  });

  it('takes today from the local calendar, not UTC', () => {
    expect(todayIso(new Date(2026, 10, 22, 23, 59))).toBe('2026-11-22');
    expect(todayIso(new Date(2026, 0, 1, 0, 0))).toBe('2026-01-01');
  });
});
