import { describe, expect, it } from 'vitest';
import { formatCompactCount, soldCountLabel } from './sold-count';

describe('formatCompactCount', () => {
  it('writes small counts in full', () => {
    expect(formatCompactCount(7, 'en')).toBe('7');
    expect(formatCompactCount(950, 'id')).toBe('950');
    expect(formatCompactCount(950, 'zh-CN')).toBe('950');
  });

  it('uses each language’s compact notation, rounded down', () => {
    expect(formatCompactCount(1234, 'en')).toBe('1.2k');
    expect(formatCompactCount(1299, 'en')).toBe('1.2k');
    expect(formatCompactCount(1_234_567, 'en')).toBe('1.2M');
    expect(formatCompactCount(1234, 'id')).toBe('1,2rb');
    expect(formatCompactCount(1_250_000, 'id')).toBe('1,2jt');
    // Chinese groups by 万 (ten thousand), so thousands stay whole.
    expect(formatCompactCount(1234, 'zh-CN')).toBe('1234');
    expect(formatCompactCount(12_345, 'zh-CN')).toBe('1.2万');
  });

  it('treats nonsense as zero', () => {
    expect(formatCompactCount(-5, 'en')).toBe('0');
    expect(formatCompactCount(Number.NaN, 'en')).toBe('0');
  });
});

describe('soldCountLabel', () => {
  it('says how many sold in the page language', () => {
    expect(soldCountLabel(1234, 'en')).toBe('1.2k sold');
    expect(soldCountLabel(1234, 'id')).toBe('1,2rb terjual');
    expect(soldCountLabel(12_345, 'zh-CN')).toBe('已售 1.2万');
  });

  it('says nothing before the first sale', () => {
    expect(soldCountLabel(0, 'en')).toBeNull();
    expect(soldCountLabel(undefined, 'id')).toBeNull();
  });
});
