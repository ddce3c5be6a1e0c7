import { describe, expect, it } from 'vitest';
import { formatSearchCount } from './search-count';

describe('formatSearchCount', () => {
  it('shows counts below 1000 as they are', () => {
    expect([0, 7, 999].map(formatSearchCount)).toEqual(['0', '7', '999']);
  });
  it('rounds larger counts to thousands with K', () => {
    expect([1000, 1499, 1500, 25_400, 1_000_000].map(formatSearchCount)).toEqual(['1K', '1K', '2K', '25K', '1000K']);
  });
  it('never shows a negative or broken number', () => {
    expect([-5, Number.NaN].map(formatSearchCount)).toEqual(['0', '0']);
  });
});
