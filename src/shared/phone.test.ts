import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';

describe('formatPhone', () => {
  it.each([
    ['6281234567890', '+62 812-3456-7890'],
    ['628123456789', '+62 812-3456-789'],
    ['6581234567', '+65 8123 4567'],
    ['60123456789', '+60 12-345 6789'],
    ['601123456789', '+60 11-2345 6789'],
  ])('writes %s as %s', (key, written) => {
    expect(formatPhone(key)).toBe(written);
  });

  it('keeps a number of another country readable and an empty one empty', () => {
    expect(formatPhone('4412345')).toBe('+4412345');
    expect(formatPhone('')).toBe('');
  });
});
