/**
 * The form rules of spec §5 as schemas: the islands check their fields with these objects, and the identity calls'
 * request schemas (./identity.ts) are built from the same ones, so a form and the API cannot disagree.
 */
import * as v from 'valibot';
import { ACCOUNT_TYPE, type AccountType } from './constants';

export const DIAL_CODES = ['62', '60', '65'] as const;
export const DialCode = v.picklist(DIAL_CODES);
export type DialCode = v.InferOutput<typeof DialCode>;

const PHONE_RULES: Record<DialCode, { pattern: RegExp; maxLength: number }> = {
  '62': { pattern: /^0?8\d{8,11}$/, maxLength: 13 },
  '60': { pattern: /^1\d{8,9}$/, maxLength: 10 },
  '65': { pattern: /^[89]\d{7}$/, maxLength: 8 },
};
export const DEFAULT_PHONE_MAX_LENGTH = 13;

const phone = (dial: DialCode) => v.pipe(v.string(), v.maxLength(PHONE_RULES[dial].maxLength), v.regex(PHONE_RULES[dial].pattern));
const PHONES: Record<DialCode, v.GenericSchema<string>> = { '62': phone('62'), '60': phone('60'), '65': phone('65') };

const NotAPhone = v.never();

/** A national number as the country of this dial code writes it; no number is valid for another dial code. */
export function phoneOf(dialCode: string): v.GenericSchema<string> {
  return v.is(DialCode, dialCode) ? PHONES[dialCode] : NotAPhone;
}

export function phoneMaxLength(dialCode: string): number {
  return v.is(DialCode, dialCode) ? PHONE_RULES[dialCode].maxLength : DEFAULT_PHONE_MAX_LENGTH;
}

export const isValidPhone = (dialCode: string, phone: string): boolean => v.is(phoneOf(dialCode), phone);

export const EMAIL_MAX_LENGTH = 64;
export const Email = v.pipe(v.string(), v.maxLength(EMAIL_MAX_LENGTH), v.regex(/^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/));
export const isValidEmail = (email: string): boolean => v.is(Email, email);

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 64;
/** The login form's password input stops at 30 characters (spec §5); the reset form takes the full 64. */
export const PASSWORD_INPUT_MAX_LENGTH = 30;
export const Password = v.pipe(
  v.string(),
  v.minLength(PASSWORD_MIN_LENGTH),
  v.maxLength(PASSWORD_MAX_LENGTH),
  v.regex(/^[A-Za-z0-9!@#$%^&*,.]*$/),
);
export const isValidPassword = (password: string): boolean => v.is(Password, password);

/**
 * What a password field may carry at all, counted in UTF-8 bytes: valid passwords are ASCII (a byte a character), and
 * 64 bytes always fit the one RSA-OAEP block the BFF encrypts a password into (190 bytes with a 2048-bit key and SHA-256).
 */
export const PasswordSize = v.pipe(v.string(), v.maxBytes(PASSWORD_MAX_LENGTH));
export const isOverlongPassword = (password: string): boolean => !v.is(PasswordSize, password);

export const CODE_LENGTH = 6;
/** A one-time code: six digits. */
export const Code = v.pipe(v.string(), v.regex(/^\d{6}$/));
export const isValidCode = (code: string): boolean => v.is(Code, code);

export const CAPTCHA_LENGTH = 6;
/** The answer to the image captcha: its six characters (compared case-insensitively). */
export const CaptchaAnswer = v.pipe(v.string(), v.length(CAPTCHA_LENGTH));
export const isCaptchaAnswer = (answer: string): boolean => v.is(CaptchaAnswer, answer);

/**
 * The one form of an account the server keys everything by: a phone as its dial code and national number without
 * the trunk 0 ('0812…' and '812…' are the same account), an e-mail trimmed and in lower case. Null when invalid.
 */
export function accountKey(type: AccountType, account: string, dialCode = ''): string | null {
  if (type === ACCOUNT_TYPE.email) {
    const email = account.trim().toLowerCase();
    return isValidEmail(email) ? email : null;
  }
  const phone = account.trim();
  if (!/^\d+$/.test(phone) || !isValidPhone(dialCode, phone)) return null;
  return dialCode + phone.replace(/^0/, '');
}

/** Keep digits only, at most n of them (used for pasted codes and numeric phone input). */
export function digitsOnly(text: string, n = Infinity): string {
  return text.replace(/\D/g, '').slice(0, n);
}

/** Luhn's check digit, which every card number carries: catches a mistyped digit before the gateway is asked. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export const CARD_NUMBER_MAX_LENGTH = 19;
export const isValidCardNumber = (digits: string): boolean => /^\d{13,19}$/.test(digits) && passesLuhn(digits);

export const CVN_MAX_LENGTH = 4;
export const isValidCvn = (cvn: string): boolean => /^\d{3,4}$/.test(cvn);

/** A card is valid through the last day of its expiry month. */
export function isFutureExpiry(month: number, year: number, now = new Date()): boolean {
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) return false;
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}

/** 'MM/YY' as the shopper types it → month and four-digit year, or null. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const m = text.match(/^(\d{2})\s*\/\s*(\d{2})$/);
  return m ? { month: Number(m[1]), year: 2000 + Number(m[2]) } : null;
}

export const CARD_NAME_MAX_LENGTH = 64;
/** A holder name as the card shows it; the form trims it, a blank one is refused. */
export const CardName = v.pipe(v.string(), v.maxLength(CARD_NAME_MAX_LENGTH), v.regex(/^\S(.*\S)?$/));

export const USER_NAME_MAX = 40;
/**
 * A member's name: 1 to 40 characters, no control characters, no space at either end (the form trims it; the spec
 * gives no other rule).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the pattern is there to refuse them
export const UserName = v.pipe(v.string(), v.minLength(1), v.maxLength(USER_NAME_MAX), v.regex(/^(?!\s)[^\x00-\x1f\x7f]*(?<!\s)$/));
export const isValidUserName = (name: string): boolean => v.is(UserName, name);

/** The earliest birth date a form offers and the API takes. */
export const BIRTHDAY_MIN = '1900-01-01';

/** A date as YYYY-MM-DD: the form of a birth date a request may carry (isBirthday says whether it is one). */
export const IsoDate = v.pipe(v.string(), v.isoDate());

/** A birth date: a real calendar day as YYYY-MM-DD, from 1900 to today (UTC+14, so no country's today is refused). */
export function isBirthday(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const day = new Date(`${date}T00:00:00Z`);
  return (
    !Number.isNaN(day.getTime()) &&
    day.toISOString().slice(0, 10) === date &&
    date >= BIRTHDAY_MIN &&
    day.getTime() <= Date.now() + 14 * 3600 * 1000
  );
}

/** Spec §9: an avatar of at most 800 KB, recommended 200×200 (the browser scales it to that before upload). */
export const AVATAR_MAX_BYTES = 800 * 1024;
export const AVATAR_SIZE = 200;

/**
 * Pixels of an uploaded picture (avatar or after-sales photo): the server decodes and re-encodes every upload, and this
 * bounds the memory that takes in a 128 MB Worker (docs/decisions/upload-reencoding.md). Phone screenshots fit.
 */
export const IMAGE_MAX_PIXELS = 4_000_000;
