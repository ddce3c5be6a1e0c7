/**
 * The banks a refund can be paid to, per country (refund cards, spec §2 /refund-settings), and how many digits their
 * account numbers have. The refund card form lists them and the server checks a card against them. Kept apart from the
 * country registry (./countries.ts), which every page's start-up script loads: only the refund screens need these.
 */
import type { CountryCode } from './countries';

export interface Bank {
  code: string;
  name: string;
}

export const BANKS = {
  ID: [
    { code: 'BCA', name: 'Bank Central Asia (BCA)' },
    { code: 'BRI', name: 'Bank Rakyat Indonesia (BRI)' },
    { code: 'BNI', name: 'Bank Negara Indonesia (BNI)' },
    { code: 'MANDIRI', name: 'Bank Mandiri' },
    { code: 'BSI', name: 'Bank Syariah Indonesia (BSI)' },
    { code: 'CIMB_NIAGA', name: 'CIMB Niaga' },
    { code: 'PERMATA', name: 'Bank Permata' },
    { code: 'DANAMON', name: 'Bank Danamon' },
    { code: 'BTN', name: 'Bank Tabungan Negara (BTN)' },
    { code: 'OCBC_NISP', name: 'OCBC NISP' },
  ],
  SG: [
    { code: 'DBS', name: 'DBS Bank' },
    { code: 'POSB', name: 'POSB' },
    { code: 'OCBC', name: 'OCBC Bank' },
    { code: 'UOB', name: 'United Overseas Bank (UOB)' },
    { code: 'SCB_SG', name: 'Standard Chartered Singapore' },
    { code: 'HSBC_SG', name: 'HSBC Singapore' },
    { code: 'MAYBANK_SG', name: 'Maybank Singapore' },
    { code: 'CITI_SG', name: 'Citibank Singapore' },
  ],
  MY: [
    { code: 'MAYBANK', name: 'Maybank' },
    { code: 'CIMB', name: 'CIMB Bank' },
    { code: 'PUBLIC_BANK', name: 'Public Bank' },
    { code: 'RHB', name: 'RHB Bank' },
    { code: 'HONG_LEONG', name: 'Hong Leong Bank' },
    { code: 'AMBANK', name: 'AmBank' },
    { code: 'BANK_ISLAM', name: 'Bank Islam' },
    { code: 'BSN', name: 'Bank Simpanan Nasional (BSN)' },
  ],
} satisfies Record<CountryCode, readonly Bank[]>;

/** Digits of an account number in each country: the shortest and longest its banks issue. */
export const ACCOUNT_NUMBER_DIGITS = {
  ID: { min: 10, max: 16 },
  SG: { min: 9, max: 14 },
  MY: { min: 10, max: 16 },
} as const satisfies Record<CountryCode, { min: number; max: number }>;

export function bankOf(country: CountryCode, code: string): Bank | undefined {
  return BANKS[country].find((b) => b.code === code);
}

export function isValidAccountNumber(country: CountryCode, digits: string): boolean {
  const { min, max } = ACCOUNT_NUMBER_DIGITS[country];
  return /^\d+$/.test(digits) && digits.length >= min && digits.length <= max;
}
