/** Spec §5 rules and the request-shape checker, used by islands and the API alike. */
import { ApiError, ERR } from './errors';

export const DIAL_CODES = ['62', '60', '65'] as const;
export type DialCode = (typeof DIAL_CODES)[number];

const PHONE_RULES: Record<DialCode, { pattern: RegExp; maxLength: number }> = {
  '62': { pattern: /^0?8\d{8,11}$/, maxLength: 13 },
  '60': { pattern: /^1\d{8,9}$/, maxLength: 10 },
  '65': { pattern: /^[89]\d{7}$/, maxLength: 8 },
};
export const DEFAULT_PHONE_MAX_LENGTH = 13;
export const EMAIL_MAX_LENGTH = 64;
export const PASSWORD_INPUT_MAX_LENGTH = 30;
export const PASSWORD_MAX_LENGTH = 64;
export const CODE_LENGTH = 6;

export function phoneMaxLength(dialCode: string): number {
  return PHONE_RULES[dialCode as DialCode]?.maxLength ?? DEFAULT_PHONE_MAX_LENGTH;
}

export function isValidPhone(dialCode: string, phone: string): boolean {
  const rule = PHONE_RULES[dialCode as DialCode];
  return !!rule && phone.length <= rule.maxLength && rule.pattern.test(phone);
}

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/.test(email);
}

const PASSWORD_PATTERN = new RegExp(`^[A-Za-z0-9!@#$%^&*,.]{6,${PASSWORD_MAX_LENGTH}}$`);

export function isValidPassword(password: string): boolean {
  return PASSWORD_PATTERN.test(password);
}

/**
 * Longer than any valid password, counted in UTF-8 bytes: valid passwords are ASCII (a byte a character), and 64 bytes
 * always fit the one RSA-OAEP block the BFF encrypts a password into (190 bytes with a 2048-bit key and SHA-256).
 */
export function isOverlongPassword(password: string): boolean {
  return new TextEncoder().encode(password).length > PASSWORD_MAX_LENGTH;
}

export function isValidCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}

/** Keep digits only, at most n of them (used for pasted codes and numeric phone input). */
export function digitsOnly(text: string, n = Infinity): string {
  return text.replace(/\D/g, '').slice(0, n);
}

// ---- request shapes ----

type FieldType = 'string' | 'number' | 'integer' | 'boolean';
interface FieldRule {
  type: FieldType;
  optional?: boolean;
  min?: number;
  max?: number;
  oneOf?: readonly (string | number)[];
  pattern?: RegExp;
}
export type Shape = Record<string, FieldRule>;

type TypeOf<R extends FieldRule> = R['type'] extends 'string' ? string : R['type'] extends 'boolean' ? boolean : number;
export type Parsed<S extends Shape> = {
  [K in keyof S as S[K]['optional'] extends true ? never : K]: TypeOf<S[K]>;
} & {
  [K in keyof S as S[K]['optional'] extends true ? K : never]?: TypeOf<S[K]>;
};

function checkField(name: string, rule: FieldRule, value: unknown): void {
  const bad = () => new ApiError(ERR.INVALID_PARAMETER, `invalid parameter: ${name}`);
  switch (rule.type) {
    case 'string':
      if (typeof value !== 'string') throw bad();
      if (rule.min !== undefined && value.length < rule.min) throw bad();
      if (rule.max !== undefined && value.length > rule.max) throw bad();
      if (rule.pattern && !rule.pattern.test(value)) throw bad();
      break;
    case 'boolean':
      if (typeof value !== 'boolean') throw bad();
      break;
    default:
      if (typeof value !== 'number' || !Number.isFinite(value)) throw bad();
      if (rule.type === 'integer' && !Number.isInteger(value)) throw bad();
      if (rule.min !== undefined && value < rule.min) throw bad();
      if (rule.max !== undefined && value > rule.max) throw bad();
  }
  if (rule.oneOf && !rule.oneOf.includes(value as string | number)) throw bad();
}

/**
 * Check an untrusted value against a shape; anything else (not an object, wrong type, missing field)
 * is the spec's 1101020. Unknown fields are dropped.
 */
export function parseShape<S extends Shape>(value: unknown, shape: S): Parsed<S> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ApiError(ERR.INVALID_PARAMETER, 'invalid parameter: body');
  }
  const input = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [name, rule] of Object.entries(shape)) {
    const v = input[name];
    if (v === undefined || v === null) {
      if (rule.optional) continue;
      throw new ApiError(ERR.INVALID_PARAMETER, `missing parameter: ${name}`);
    }
    checkField(name, rule, v);
    out[name] = v;
  }
  return out as Parsed<S>;
}

// ---- accounts ----

/** Account kinds of the captcha and code calls (spec §7 type_id): 2 phone, 1 e-mail. */
export const ACCOUNT_TYPE = { email: 1, phone: 2 } as const;
export type AccountType = (typeof ACCOUNT_TYPE)[keyof typeof ACCOUNT_TYPE];

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
