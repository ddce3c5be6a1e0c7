import { describe, expect, it } from 'vitest';
import { BANKS, bankOf, isValidAccountNumber } from './banks';
import { COUNTRY_CODES } from './countries';

describe('banks', () => {
  it('knows a bank only in its own country', () => {
    expect(bankOf('ID', 'BCA')?.name).toBe('Bank Central Asia (BCA)');
    expect(bankOf('SG', 'BCA')).toBeUndefined();
    expect(bankOf('MY', 'MAYBANK')).toBeDefined();
  });

  it('gives every country a list of unique codes that fit the database column', () => {
    for (const country of COUNTRY_CODES) {
      const codes = BANKS[country].map((b) => b.code);
      expect(new Set(codes).size).toBe(codes.length);
      for (const code of codes) expect(code.length).toBeLessThanOrEqual(16);
    }
  });

  it.each([
    ['ID', '1234567890', true],
    ['ID', '123456789', false],
    ['ID', '1234567890123456', true],
    ['ID', '12345678901234567', false],
    ['SG', '123456789', true],
    ['SG', '123456789012345', false],
    ['MY', '12345678901', true],
    ['MY', '12345 67890', false],
    ['MY', '', false],
  ] as const)('%s account number %s is valid: %s', (country, digits, valid) => {
    expect(isValidAccountNumber(country, digits)).toBe(valid);
  });
});
