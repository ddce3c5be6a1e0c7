/** The one money formatter. Amounts are integer minor units: IDR has none in practice, SGD/MYR cents. */
import type { CurrencyCode } from './countries';

const SYMBOL: Record<CurrencyCode, string> = { IDR: 'Rp', SGD: 'S$', MYR: 'RM' };
/** Digits after the decimal point of each currency's main unit: minor units are the main unit × 10^digits. */
export const MINOR_DIGITS: Record<CurrencyCode, number> = { IDR: 0, SGD: 2, MYR: 2 };

function group(intPart: string, sep: string): string {
  return intPart.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

export interface MoneyOptions {
  /** IDR only: 'rb' (ribu) short form from 1000, e.g. Rp18,5rb. */
  short?: boolean;
  withSymbol?: boolean;
}

export function formatMoney(minor: number, currency: CurrencyCode, options: MoneyOptions = {}): string {
  const { short = false, withSymbol = true } = options;
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.round(minor));
  const symbol = withSymbol ? SYMBOL[currency] : '';
  if (currency === 'IDR') {
    if (short && abs >= 1000) {
      const thousands = Math.floor(abs / 100) / 10; // one decimal, truncated so a price never reads higher
      const [i = '0', d] = thousands.toFixed(1).split('.');
      return `${sign}${symbol}${group(i, '.')}${d && d !== '0' ? `,${d}` : ''}rb`;
    }
    return `${sign}${symbol}${group(String(abs), '.')}`;
  }
  const digits = MINOR_DIGITS[currency];
  const units = Math.floor(abs / 10 ** digits);
  const cents = String(abs % 10 ** digits).padStart(digits, '0');
  return `${sign}${symbol}${group(String(units), ',')}.${cents}`;
}

/** Whole-percent discount of a price against its struck-through scribing price (0 when none). */
export function discountPercent(price: number, scribingPrice: number | null | undefined): number {
  if (!scribingPrice || scribingPrice <= price) return 0;
  return Math.round(((scribingPrice - price) / scribingPrice) * 100);
}
