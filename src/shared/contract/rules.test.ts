import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from './constants';
import {
  DEFAULT_PHONE_MAX_LENGTH,
  accountKey,
  CardName,
  isFutureExpiry,
  isValidCardNumber,
  isValidCvn,
  parseExpiry,
  passesLuhn,
  BIRTHDAY_MIN,
  isBirthday,
  isValidUserName,
  EMAIL_MAX_LENGTH,
  PASSWORD_INPUT_MAX_LENGTH,
  digitsOnly,
  isCaptchaAnswer,
  isOverlongPassword,
  isValidCode,
  isValidEmail,
  isValidPassword,
  isValidPhone,
  phoneMaxLength,
} from './rules';

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

describe('password size', () => {
  it('counts UTF-8 bytes: 64 ASCII characters fit, 33 two-byte characters do not', () => {
    expect(isOverlongPassword('a'.repeat(64))).toBe(false);
    expect(isOverlongPassword('a'.repeat(65))).toBe(true);
    expect(isOverlongPassword('é'.repeat(32))).toBe(false);
    expect(isOverlongPassword('é'.repeat(33))).toBe(true);
  });
});

describe('captcha answer', () => {
  it('is six characters', () => {
    expect(isCaptchaAnswer('AB3D7K')).toBe(true);
    expect(isCaptchaAnswer('AB3D7')).toBe(false);
    expect(isCaptchaAnswer('AB3D7KX')).toBe(false);
  });
});

describe('dial codes', () => {
  it('know no rule for names an object inherits', () => {
    expect(isValidPhone('constructor', '81234567')).toBe(false);
    expect(phoneMaxLength('toString')).toBe(DEFAULT_PHONE_MAX_LENGTH);
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

describe('payment card rules (spec §5)', () => {
  it('takes card numbers that pass Luhn and have 13 to 19 digits', () => {
    for (const n of ['4000000000001091', '4000000000000002', '5200000000001096', '4111111111111111'])
      expect(isValidCardNumber(n)).toBe(true);
    expect(passesLuhn('4000000000001092')).toBe(false);
    expect(isValidCardNumber('4000 0000 0000 1091')).toBe(false);
    expect(isValidCardNumber('424242424242')).toBe(false);
  });

  it('takes an expiry through the last day of its month, and MM/YY as typed', () => {
    const now = new Date(Date.UTC(2026, 10, 23));
    expect(isFutureExpiry(11, 2026, now)).toBe(true);
    expect(isFutureExpiry(10, 2026, now)).toBe(false);
    expect(isFutureExpiry(1, 2027, now)).toBe(true);
    expect(isFutureExpiry(13, 2030, now)).toBe(false);
    expect(parseExpiry('12/29')).toEqual({ month: 12, year: 2029 });
    expect(parseExpiry('1229')).toBeNull();
  });

  it('takes a CVN of 3 or 4 digits and a holder name that is not blank', () => {
    expect([isValidCvn('123'), isValidCvn('1234'), isValidCvn('12'), isValidCvn('12a')]).toEqual([true, true, false, false]);
    expect([v.is(CardName, 'Siti'), v.is(CardName, ' '), v.is(CardName, ' Siti'), v.is(CardName, 'x'.repeat(65))]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('isValidUserName', () => {
  it('takes 1 to 40 characters of any script', () => {
    expect(isValidUserName('A')).toBe(true);
    expect(isValidUserName('Siti Rahma')).toBe(true);
    expect(isValidUserName('陈美玲')).toBe(true);
    expect(isValidUserName('x'.repeat(40))).toBe(true);
  });
  it('refuses empty, overlong, padded or control-character names', () => {
    expect(isValidUserName('')).toBe(false);
    expect(isValidUserName('x'.repeat(41))).toBe(false);
    expect(isValidUserName(' Siti')).toBe(false);
    expect(isValidUserName('Siti ')).toBe(false);
    expect(isValidUserName('Si\nti')).toBe(false);
  });
});

describe('isBirthday', () => {
  it('takes a real past day from 1900 on', () => {
    expect(isBirthday('1990-05-17')).toBe(true);
    expect(isBirthday('2000-02-29')).toBe(true);
    expect(isBirthday(BIRTHDAY_MIN)).toBe(true);
  });
  it('refuses days that do not exist, the future, before 1900 and other formats', () => {
    expect(isBirthday('1990-02-30')).toBe(false);
    expect(isBirthday('2001-02-29')).toBe(false);
    expect(isBirthday(`${new Date().getUTCFullYear() + 1}-01-01`)).toBe(false);
    expect(isBirthday('1899-12-31')).toBe(false);
    expect(isBirthday('17/05/1990')).toBe(false);
    expect(isBirthday('1990-5-17')).toBe(false);
  });
});
