import { describe, expect, it } from 'vitest';
import { ApiError, ERR } from './errors';
import {
  accountKey,
  ACCOUNT_TYPE,
  DEFAULT_PHONE_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  PASSWORD_INPUT_MAX_LENGTH,
  digitsOnly,
  isValidCode,
  isValidEmail,
  isValidPassword,
  isValidPhone,
  parseShape,
  phoneMaxLength,
} from './validation';

describe('phone (spec §5)', () => {
  it.each([
    // Indonesia: 8 or 08, then 8 to 11 digits
    ['62', '812345678', true],
    ['62', '0812345678', true],
    ['62', '81234567890', true],
    ['62', '0812345678901', true], // 13 characters, the maximum
    ['62', '81234567', false], // 8 followed by only 7 digits
    ['62', '08123456789012', false], // 14 characters
    ['62', '712345678', false],
    ['62', '0712345678', false],
    // Malaysia: 1, then 8 or 9 digits
    ['60', '123456789', true],
    ['60', '1234567890', true],
    ['60', '12345678', false],
    ['60', '12345678901', false],
    ['60', '0123456789', false],
    // Singapore: 8 or 9, then 7 digits
    ['65', '81234567', true],
    ['65', '91234567', true],
    ['65', '71234567', false],
    ['65', '8123456', false],
    ['65', '812345678', false],
    // other dial codes and non-digits
    ['44', '812345678', false],
    ['', '812345678', false],
    ['62', '81234567a', false],
    ['62', '8 12345678', false],
  ])('+%s %s → %s', (dial, phone, valid) => {
    expect(isValidPhone(dial, phone)).toBe(valid);
  });

  it('caps input at 13, 10 and 8 characters, 13 for unknown codes', () => {
    expect(phoneMaxLength('62')).toBe(13);
    expect(phoneMaxLength('60')).toBe(10);
    expect(phoneMaxLength('65')).toBe(8);
    expect(phoneMaxLength('1')).toBe(DEFAULT_PHONE_MAX_LENGTH);
    expect(DEFAULT_PHONE_MAX_LENGTH).toBe(13);
  });
});

describe('e-mail (spec §5)', () => {
  it.each([
    ['a@b.co', true],
    ['first.last+tag@example.co.id', true],
    ['a@b.c', false], // TLD shorter than 2 letters
    ['a@b.c1', false], // TLD not letters
    ['a@b', false],
    ['@b.com', false],
    ['a b@c.com', false],
    ['a@@c.com', false],
    ['', false],
  ])('%s → %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });

  it('accepts 64 characters and refuses 65', () => {
    const at = (n: number) => `${'x'.repeat(n - '@test.com'.length)}@test.com`;
    expect(EMAIL_MAX_LENGTH).toBe(64);
    expect(isValidEmail(at(64))).toBe(true);
    expect(isValidEmail(at(65))).toBe(false);
  });
});

describe('password (spec §5)', () => {
  it.each([
    ['123456', true],
    ['abcDEF', true],
    ['a!@#$%^&*,.', true],
    ['12345', false], // too short
    ['abc def', false], // space
    ['abc-def', false], // '-' is not in the allowed set
    ['kataSandi€1', false],
    ['пароль12', false],
  ])('%s → %s', (password, valid) => {
    expect(isValidPassword(password)).toBe(valid);
  });

  it('accepts 64 characters and refuses 65; the login input caps at 30', () => {
    expect(isValidPassword('a'.repeat(64))).toBe(true);
    expect(isValidPassword('a'.repeat(65))).toBe(false);
    expect(PASSWORD_INPUT_MAX_LENGTH).toBe(30);
  });
});

describe('verification code', () => {
  it('is exactly six digits', () => {
    expect(isValidCode('012345')).toBe(true);
    expect(isValidCode('12345')).toBe(false);
    expect(isValidCode('1234567')).toBe(false);
    expect(isValidCode('12345a')).toBe(false);
  });

  it('keeps the first six digits of a paste', () => {
    expect(digitsOnly('code: 12-34 56 78', 6)).toBe('123456');
    expect(digitsOnly('a1b2')).toBe('12');
  });
});

describe('parseShape', () => {
  const shape = {
    device_id: { type: 'string', min: 1, max: 8 },
    language: { type: 'string', oneOf: ['en', 'id'] },
    page_num: { type: 'integer', min: 1 },
    price: { type: 'number', optional: true, max: 100 },
    agreed: { type: 'boolean', optional: true },
    code: { type: 'string', optional: true, pattern: /^\d{6}$/ },
  } as const;
  const good = { device_id: 'abc', language: 'en', page_num: 1 };

  function codeOf(fn: () => unknown): number | undefined {
    try {
      fn();
    } catch (err) {
      return err instanceof ApiError ? err.code : -1;
    }
    return undefined;
  }

  it('returns the declared fields and drops unknown ones', () => {
    expect(parseShape({ ...good, price: 9.5, agreed: true, code: '123456', extra: 'x' }, shape)).toEqual({
      ...good,
      price: 9.5,
      agreed: true,
      code: '123456',
    });
  });

  it('treats null like a missing optional field', () => {
    expect(parseShape({ ...good, price: null }, shape)).toEqual(good);
  });

  it.each([
    ['null', null],
    ['an array', [good]],
    ['a string', 'device_id=abc'],
    ['a number', 42],
    ['undefined', undefined],
  ])('refuses %s as the body with 1101020', (_label, value) => {
    expect(codeOf(() => parseShape(value, shape))).toBe(ERR.INVALID_PARAMETER);
  });

  it.each([
    ['a missing required field', { language: 'en', page_num: 1 }],
    ['a null required field', { ...good, device_id: null }],
    ['a number for a string', { ...good, device_id: 12 }],
    ['an object for a string', { ...good, device_id: {} }],
    ['a string for an integer', { ...good, page_num: '1' }],
    ['a fraction for an integer', { ...good, page_num: 1.5 }],
    ['NaN for a number', { ...good, price: Number.NaN }],
    ['a string for a boolean', { ...good, agreed: 'true' }],
    ['a string below min length', { ...good, device_id: '' }],
    ['a string above max length', { ...good, device_id: '123456789' }],
    ['a number below min', { ...good, page_num: 0 }],
    ['a number above max', { ...good, price: 101 }],
    ['a value outside oneOf', { ...good, language: 'fr' }],
    ['a pattern mismatch', { ...good, code: '12345a' }],
  ])('refuses %s with 1101020', (_label, value) => {
    expect(codeOf(() => parseShape(value, shape))).toBe(ERR.INVALID_PARAMETER);
  });

  it('maps 1101020 to HTTP 400', () => {
    expect(new ApiError(ERR.INVALID_PARAMETER).status).toBe(400);
    expect(ERR.INVALID_PARAMETER).toBe(1101020);
  });
});

describe('accountKey', () => {
  it('keys a phone by dial code and national number without the trunk 0', () => {
    expect(accountKey(ACCOUNT_TYPE.phone, '081234567890', '62')).toBe('6281234567890');
    expect(accountKey(ACCOUNT_TYPE.phone, '81234567890', '62')).toBe('6281234567890');
    expect(accountKey(ACCOUNT_TYPE.phone, '91234567', '65')).toBe('6591234567');
  });
  it('keys an e-mail trimmed and in lower case', () => {
    expect(accountKey(ACCOUNT_TYPE.email, '  Siti.Rahma@Example.COM ')).toBe('siti.rahma@example.com');
  });
  it('refuses what the rules of §5 refuse', () => {
    expect(accountKey(ACCOUNT_TYPE.phone, '71234567', '65')).toBeNull();
    expect(accountKey(ACCOUNT_TYPE.phone, '81234567890', '1')).toBeNull();
    expect(accountKey(ACCOUNT_TYPE.phone, '+6281234567890', '62')).toBeNull();
    expect(accountKey(ACCOUNT_TYPE.email, 'not-an-email')).toBeNull();
  });
});
