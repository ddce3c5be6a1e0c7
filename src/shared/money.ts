/** The one money formatter. Amounts are integer minor units: IDR has none in practice, SGD/MYR cents. */
import { CURRENCIES, CURRENCY_CODES, type Currency, type CurrencyCode } from './countries';

/** Digits after the decimal point of each currency's main unit: minor units are the main unit × 10^digits. */
export const MINOR_DIGITS = Object.fromEntries(CURRENCY_CODES.map((code) => [code, CURRENCIES[code].digits])) as Record<
  CurrencyCode,
  number
>;

function group(intPart: string, sep: string): string {
  return intPart.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

export interface MoneyOptions {
  /** Currencies with a thousands suffix only (IDR: 'rb', ribu): the short form from 1000, e.g. Rp18,5rb. */
  short?: boolean;
  withSymbol?: boolean;
}

export function formatMoney(minor: number, currency: CurrencyCode, options: MoneyOptions = {}): string {
  const { short = false, withSymbol = true } = options;
  const format: Currency = CURRENCIES[currency];
  const { digits, groupSeparator, decimalSeparator, thousandsSuffix } = format;
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.round(minor));
  const symbol = withSymbol ? format.symbol : '';
  const units = Math.floor(abs / 10 ** digits);
  if (short && thousandsSuffix && units >= 1000) {
    const thousands = Math.floor(units / 100) / 10; // one decimal, truncated so a price never reads higher
    const [i = '0', d] = thousands.toFixed(1).split('.');
    return `${sign}${symbol}${group(i, groupSeparator)}${d && d !== '0' ? `${decimalSeparator}${d}` : ''}${thousandsSuffix}`;
  }
  if (digits === 0) return `${sign}${symbol}${group(String(abs), groupSeparator)}`;
  const cents = String(abs % 10 ** digits).padStart(digits, '0');
  return `${sign}${symbol}${group(String(units), groupSeparator)}${decimalSeparator}${cents}`;
}

/** Whole-percent discount of a price against its struck-through scribing price (0 when none). */
export function discountPercent(price: number, scribingPrice: number | null | undefined): number {
  if (!scribingPrice || scribingPrice <= price) return 0;
  return Math.round(((scribingPrice - price) / scribingPrice) * 100);
}
