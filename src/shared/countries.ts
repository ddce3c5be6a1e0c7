export type CountryCode = 'ID' | 'SG' | 'MY';
export const CURRENCY_CODES = ['IDR', 'SGD', 'MYR'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export interface CountryInfo {
  code: CountryCode;
  dialCode: '62' | '65' | '60';
  nameEn: string;
  timezone: string;
  currency: CurrencyCode;
  currencySymbol: string;
}

export const COUNTRIES: Record<CountryCode, CountryInfo> = {
  ID: { code: 'ID', dialCode: '62', nameEn: 'Indonesia', timezone: 'Asia/Jakarta', currency: 'IDR', currencySymbol: 'Rp' },
  SG: { code: 'SG', dialCode: '65', nameEn: 'Singapore', timezone: 'Asia/Singapore', currency: 'SGD', currencySymbol: 'S$' },
  MY: { code: 'MY', dialCode: '60', nameEn: 'Malaysia', timezone: 'Asia/Kuala_Lumpur', currency: 'MYR', currencySymbol: 'RM' },
};

export const COUNTRY_CODES = Object.keys(COUNTRIES) as CountryCode[];
export const DEFAULT_COUNTRY: CountryCode = 'ID';
/** Cookie that carries the chosen country to the edge, so HTML is rendered and cached per country. */
export const COUNTRY_COOKIE = 'country';

/** Any value that is not one of our three countries falls back to Indonesia (spec §4). */
export function toCountry(value: unknown): CountryCode {
  const v = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return (COUNTRY_CODES as string[]).includes(v) ? (v as CountryCode) : DEFAULT_COUNTRY;
}
