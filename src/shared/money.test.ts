import { describe, expect, it } from 'vitest';
import { discountPercent, formatMoney } from './money';

describe('formatMoney', () => {
  it('formats rupiah with grouped thousands and no decimals', () => {
    expect(formatMoney(18500, 'IDR')).toBe('Rp18.500');
    expect(formatMoney(1250000, 'IDR')).toBe('Rp1.250.000');
    expect(formatMoney(999, 'IDR')).toBe('Rp999');
    expect(formatMoney(0, 'IDR')).toBe('Rp0');
  });

  it("uses the 'rb' short form for rupiah only from 1000", () => {
    expect(formatMoney(999, 'IDR', { short: true })).toBe('Rp999');
    expect(formatMoney(1000, 'IDR', { short: true })).toBe('Rp1rb');
    expect(formatMoney(18500, 'IDR', { short: true })).toBe('Rp18,5rb');
    expect(formatMoney(18590, 'IDR', { short: true })).toBe('Rp18,5rb');
    expect(formatMoney(1250000, 'IDR', { short: true })).toBe('Rp1.250rb');
  });

  it('formats SGD and MYR from cents with two decimals', () => {
    expect(formatMoney(1290, 'SGD')).toBe('S$12.90');
    expect(formatMoney(5, 'MYR')).toBe('RM0.05');
    expect(formatMoney(123456789, 'MYR')).toBe('RM1,234,567.89');
    expect(formatMoney(1290, 'SGD', { withSymbol: false })).toBe('12.90');
  });

  it('keeps the sign of negative amounts', () => {
    expect(formatMoney(-1500, 'SGD')).toBe('-S$15.00');
    expect(formatMoney(-2000, 'IDR')).toBe('-Rp2.000');
  });
});

describe('discountPercent', () => {
  it('is the rounded percentage off the scribing price', () => {
    expect(discountPercent(7500, 10000)).toBe(25);
    expect(discountPercent(6667, 10000)).toBe(33);
  });
  it('is 0 without a higher scribing price', () => {
    expect(discountPercent(100, null)).toBe(0);
    expect(discountPercent(100, 100)).toBe(0);
    expect(discountPercent(100, 90)).toBe(0);
  });
});
