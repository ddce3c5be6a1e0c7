import type { CardBrand } from './contract/constants';

/** The brand a card number's first digits name (the networks' published ranges); null for one the gateway does not take. */
export function cardBrand(digits: string): CardBrand | null {
  if (digits.startsWith('4')) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MASTERCARD';
  if (/^35/.test(digits)) return 'JCB';
  if (/^3[47]/.test(digits)) return 'AMEX';
  return null;
}
