import { describe, expect, it } from 'vitest';
import { maskAccount } from './mask';

describe('maskAccount', () => {
  it('keeps a phone’s first 4 and from the 9th character on', () => {
    expect(maskAccount('081234567890')).toBe('0812****7890');
    expect(maskAccount('91234567')).toBe('9123****');
  });
  it('keeps an e-mail’s first character and its local part from the 5th character on', () => {
    expect(maskAccount('siti.rahma@example.com')).toBe('s****.rahma@example.com');
    expect(maskAccount('ab@x.co')).toBe('a****@x.co');
  });
});
