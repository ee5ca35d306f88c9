import { describe, expect, it } from 'vitest';
import { summaryLabel } from '../../engine/ui/report/cells.ts';
import { summaryValue } from '../../engine/ui/report/summary-format.ts';

describe('report summary figures', () => {
  it('turns keys into words and leaves written labels alone', () => {
    expect(summaryLabel('ProfitForPeriod')).toBe('Profit for period');
    expect(summaryLabel('AsOnDate')).toBe('As on date');
    expect(summaryLabel('OpeningQty')).toBe('Opening qty');
    expect(summaryLabel('GSTTotal')).toBe('GST total');
    expect(summaryLabel('Debit')).toBe('Debit');
    expect(summaryLabel('Total receivable')).toBe('Total receivable');
  });

  it('groups numbers the Indian way, writes dates day first and keeps text', () => {
    expect(summaryValue(427206.6)).toBe('4,27,206.60');
    expect(summaryValue(-229944.3)).toBe('-2,29,944.30');
    expect(summaryValue(12.125)).toBe('12.125');
    expect(summaryValue(18582.42)).toBe('18,582.42'); // 18582.42 × 100 is not a whole number in floating point
    expect(summaryValue('4500.00 Dr')).toBe('4,500.00 Dr');
    expect(summaryValue('-1234567.5')).toBe('-12,34,567.5');
    expect(summaryValue('2026-11-23')).toBe('23-11-2026');
    expect(summaryValue('Asha Kirana Mart')).toBe('Asha Kirana Mart');
    expect(summaryValue('2 items')).toBe('2 items');
    expect(summaryValue(null)).toBe('');
  });
});
