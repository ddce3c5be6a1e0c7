/**
 * The form rules of spec §5 as schemas: the islands check their fields with these objects, and the identity calls'
 * request schemas (./identity.ts) are built from the same ones, so a form and the API cannot disagree.
 */
import * as v from 'valibot';
import { COUNTRIES, type CountryCode, countryOfDialCode, DIAL_CODES } from '../countries';
import { addressRules } from '../address-forms';
import { ACCOUNT_TYPE, type AccountType } from './constants';

export { DIAL_CODES };
export const DialCode = v.picklist(DIAL_CODES);
export type DialCode = v.InferOutput<typeof DialCode>;

export const DEFAULT_PHONE_MAX_LENGTH = 13;

const phone = (dial: DialCode) => {
  const { maxLength, pattern } = COUNTRIES[countryOfDialCode(dial)].phone;
  return v.pipe(v.string(), v.maxLength(maxLength), v.regex(pattern));
};
const PHONES = new Map<string, v.GenericSchema<string>>(DIAL_CODES.map((dial) => [dial, phone(dial)]));

const NotAPhone = v.never();

/** A national number as the country of this dial code writes it; no number is valid for another dial code. */
export function phoneOf(dialCode: string): v.GenericSchema<string> {
  return PHONES.get(dialCode) ?? NotAPhone;
}

export function phoneMaxLength(dialCode: string): number {
  return v.is(DialCode, dialCode) ? COUNTRIES[countryOfDialCode(dialCode)].phone.maxLength : DEFAULT_PHONE_MAX_LENGTH;
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

/** A postal code has the country's number of digits: five in Indonesia and Malaysia, six in Singapore. */
export const postalCodeLength = (country: CountryCode): number => addressRules(country).postalCodeLength;
export const isPostalCode = (country: CountryCode, code: string): boolean =>
  code.length === postalCodeLength(country) && /^\d+$/.test(code);

/** The return's tracking number as aftersale/return_shipment takes it: 4 to 40 letters, digits or dashes. */
export const TRACKING_NO_MAX = 40;
export const TrackingNo = v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{4,40}$/));
export const isTrackingNo = (value: string): boolean => v.is(TrackingNo, value);

/** Spec §9: an avatar of at most 800 KB, recommended 200×200 (the browser scales it to that before upload). */
export const AVATAR_MAX_BYTES = 800 * 1024;
export const AVATAR_SIZE = 200;

/**
 * Pixels of an uploaded picture (avatar or after-sales photo): the server decodes and re-encodes every upload, and this
 * bounds the memory that takes in a 128 MB Worker (docs/decisions/upload-reencoding.md). Phone screenshots fit.
 */
export const IMAGE_MAX_PIXELS = 4_000_000;

/**
 * An after-sales application's photos before upload (spec §2 /applyRefund): images only, within the server's count
 * and size (the preview's photo_limit and photo_max_bytes), checked in the browser so the shopper learns why at once;
 * the server checks the bytes again (1103065).
 */
export type PhotoRefusal = 'notImage' | 'tooLarge' | 'tooMany';

export interface PhotoPick<F> {
  /** The files to upload, in the order chosen. */
  accepted: F[];
  /** Why some were left out, the first reason met; null when all were taken. */
  refusal: PhotoRefusal | null;
}

const PHOTO_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

/** Which of the chosen files may be added to the `held` ones already uploaded. */
export function pickPhotos<F extends { type: string; size: number }>(
  files: readonly F[],
  held: number,
  limit: number,
  maxBytes: number,
): PhotoPick<F> {
  const accepted: F[] = [];
  let refusal: PhotoRefusal | null = null;
  for (const file of files) {
    const why: PhotoRefusal | null = !PHOTO_TYPES.has(file.type)
      ? 'notImage'
      : file.size > maxBytes
        ? 'tooLarge'
        : held + accepted.length >= limit
          ? 'tooMany'
          : null;
    if (why) refusal ??= why;
    else accepted.push(file);
  }
  return { accepted, refusal };
}

/** Megabytes as the photo limit's hint shows them (5 MB, 1.5 MB). */
export const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
