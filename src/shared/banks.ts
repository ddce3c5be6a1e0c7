/**
 * The banks a refund can be paid to, per country (refund cards, spec §2 /refund-settings), and how many digits their
 * account numbers have: the country registry's lists (./countries.ts). The refund card form lists them and the
 * server checks a card against them.
 */
import { COUNTRIES, type CountryCode, perCountry } from './countries';

export interface Bank {
  code: string;
  name: string;
}

export const BANKS = perCountry<readonly Bank[]>((code) => COUNTRIES[code].refundBanks);

/** Digits of an account number in each country: the shortest and longest its banks issue. */
export const ACCOUNT_NUMBER_DIGITS = perCountry<{ min: number; max: number }>((code) => COUNTRIES[code].accountNumberDigits);

export function bankOf(country: CountryCode, code: string): Bank | undefined {
  return BANKS[country].find((b) => b.code === code);
}

export function isValidAccountNumber(country: CountryCode, digits: string): boolean {
  const { min, max } = ACCOUNT_NUMBER_DIGITS[country];
  return /^\d+$/.test(digits) && digits.length >= min && digits.length <= max;
}
