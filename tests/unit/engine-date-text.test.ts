// The engine's reading of typed dates (engine/ui/date-text.ts) and its day-first display (format.ts).
import { describe, expect, it } from 'vitest';
import { parseDateText } from '../../engine/ui/date-text.ts';
import { formatDateTime, formatDayFirst } from '../../engine/ui/format.ts';

describe('parseDateText', () => {
  it('reads a date typed day first with any of the usual separators', () => {
    expect(parseDateText('26-11-2026')).toBe('2026-11-26');
    expect(parseDateText('26/11/2026')).toBe('2026-11-26');
    expect(parseDateText('26.11.2026')).toBe('2026-11-26');
    expect(parseDateText(' 05-04-2026 ')).toBe('2026-04-05');
  });

  it('takes single-digit days and months, and a two-digit year as 20yy', () => {
    expect(parseDateText('5-4-2026')).toBe('2026-04-05');
    expect(parseDateText('5-4-26')).toBe('2026-04-05');
    expect(parseDateText('05/04/26')).toBe('2026-04-05');
    expect(parseDateText('1.1.00')).toBe('2000-01-01');
    expect(parseDateText('31-12-99')).toBe('2099-12-31');
  });

  it('passes an ISO date (pasted, or filled by a test) through', () => {
    expect(parseDateText('2025-09-22')).toBe('2025-09-22');
    expect(parseDateText('2025-9-2')).toBe('2025-09-02');
    expect(parseDateText('2025-02-30')).toBeNull();
  });

  it('knows the leap years: 29 February 2028 exists, 2027 and 2100 have none, 2000 has one', () => {
    expect(parseDateText('29-02-2028')).toBe('2028-02-29');
    expect(parseDateText('29-02-2027')).toBeNull();
    expect(parseDateText('29-02-2100')).toBeNull();
    expect(parseDateText('29-02-2000')).toBe('2000-02-29');
    expect(parseDateText('29-2-28')).toBe('2028-02-29');
  });

  it('refuses days that do not exist and text that is not a date', () => {
    for (const text of ['31-02-2026', '31-04-2026', '00-01-2026', '01-13-2026', '01-00-2026', '32-01-2026', '', 'abc', '26-11', '26-11-202', '26 11 2026', '2026/11/26', '05-04-0026']) {
      expect(parseDateText(text), text).toBeNull();
    }
    expect(parseDateText('30-04-2026')).toBe('2026-04-30');
    expect(parseDateText('31-01-2026')).toBe('2026-01-31');
  });

  it('while typing (complete), waits for a four-digit year so 05-04-20 is not taken on the way to 05-04-2026', () => {
    expect(parseDateText('05-04-20', true)).toBeNull();
    expect(parseDateText('05-04-2026', true)).toBe('2026-04-05');
    expect(parseDateText('2026-04-05', true)).toBe('2026-04-05');
    expect(parseDateText('2026-04-1', true)).toBeNull(); // on the way to 2026-04-15
    expect(parseDateText('2026-04-1')).toBe('2026-04-01');
  });
});

describe('day-first display', () => {
  it('shows an ISO date or timestamp as dd-mm-yyyy', () => {
    expect(formatDayFirst('2026-11-26')).toBe('26-11-2026');
    expect(formatDayFirst('2026-04-05T00:00:00.000Z')).toBe('05-04-2026');
    expect(formatDayFirst(null)).toBe('');
    // Every form the box reads comes back day first.
    expect(formatDayFirst(parseDateText('5.4.26'))).toBe('05-04-2026');
  });

  it('shows a date-time as dd-mm-yyyy hh:mm in the browser zone', () => {
    expect(formatDateTime(new Date(2026, 10, 26, 9, 5))).toBe('26-11-2026 09:05');
  });
});
