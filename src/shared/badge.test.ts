import { describe, expect, it } from 'vitest';
import { badgeText } from './badge';

describe('badgeText', () => {
  it('is empty when there is nothing to count', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(-3)).toBe('');
    expect(badgeText(Number.NaN)).toBe('');
    expect(badgeText(0.5)).toBe('');
  });

  it('shows the count up to the cap', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(42)).toBe('42');
    expect(badgeText(99)).toBe('99');
  });

  it('caps at 99+ above the cap', () => {
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(12_345)).toBe('99+');
    expect(badgeText(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('takes another cap when given one', () => {
    expect(badgeText(10, 9)).toBe('9+');
    expect(badgeText(9, 9)).toBe('9');
  });
});
