import { describe, expect, it } from 'vitest';
import { formatDate, formatIndian, groupIndian } from '../../engine/ui/format.ts';

describe('formatIndian', () => {
  it('groups the Indian way with two decimals', () => {
    expect(formatIndian(0)).toBe('0.00');
    expect(formatIndian(1234.5)).toBe('1,234.50');
    expect(formatIndian(100000)).toBe('1,00,000.00');
    expect(formatIndian(12345678.9)).toBe('1,23,45,678.90');
    expect(formatIndian(999.999)).toBe('1,000.00');
    expect(formatIndian(100)).toBe('100.00');
  });

  it('keeps the sign of negatives and drops it from a zero', () => {
    expect(formatIndian(-1234.5)).toBe('-1,234.50');
    expect(formatIndian(-100000)).toBe('-1,00,000.00');
    expect(formatIndian(-0.001)).toBe('0.00');
    expect(formatIndian('-12345678.90')).toBe('-1,23,45,678.90');
  });

  it('takes numeric strings digit by digit and other decimal counts', () => {
    expect(formatIndian('1234567890123456789.12')).toBe('12,34,56,78,90,12,34,56,789.12');
    expect(formatIndian('100000')).toBe('1,00,000.00');
    expect(formatIndian('007.5')).toBe('7.50');
    expect(formatIndian(1234.5678, 3)).toBe('1,234.568');
    expect(formatIndian(1234567, 0)).toBe('12,34,567');
  });

  it('gives an empty string for what is not a number', () => {
    expect(formatIndian(null)).toBe('');
    expect(formatIndian(undefined)).toBe('');
    expect(formatIndian('')).toBe('');
    expect(formatIndian('abc')).toBe('');
    expect(formatIndian(Number.NaN)).toBe('');
  });

  it('groupIndian groups plain digit strings', () => {
    expect(groupIndian('1')).toBe('1');
    expect(groupIndian('1000')).toBe('1,000');
    expect(groupIndian('10000000')).toBe('1,00,00,000');
  });
});

describe('formatDate', () => {
  it('shows yyyy-mm-dd', () => {
    expect(formatDate('2025-04-01')).toBe('2025-04-01');
    expect(formatDate('2025-04-01T10:20:30.000Z')).toBe('2025-04-01');
    expect(formatDate(new Date(2025, 0, 5))).toBe('2025-01-05');
    expect(formatDate(null)).toBe('');
  });
});
