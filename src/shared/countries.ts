/**
 * The countries we sell in, as data: everything a country differs by that the browser and the server both need
 * (README "Adding a country"). Routing, formatting and validation read it; the server's own per-country settings
 * (limits, shipping, cash on delivery) are in functions/platform/settings.ts, keyed by the same codes. No dictionaries
 * and no server code here, so islands import it for free: a country's names are in the locales.
 */
import { COUNTRY_CODES, type CountryCode, DEFAULT_COUNTRY } from './country-code';
import type { MessageKey } from './messages';

export { COUNTRY_CODES, COUNTRY_COOKIE, type CountryCode, DEFAULT_COUNTRY, isCountry, toCountry } from './country-code';

/** How a currency's amounts read; amounts are integers in its minor units (the main unit × 10^digits). */
export interface Currency {
  symbol: string;
  /** Digits after the decimal point of the main unit. */
  digits: number;
  groupSeparator: string;
  decimalSeparator: string;
  /** The short form's suffix for thousands of the main unit ('rb', ribu: Rp18,5rb), if the currency has one. */
  thousandsSuffix?: string;
}

export const CURRENCIES = {
  IDR: { symbol: 'Rp', digits: 0, groupSeparator: '.', decimalSeparator: ',', thousandsSuffix: 'rb' },
  SGD: { symbol: 'S$', digits: 2, groupSeparator: ',', decimalSeparator: '.' },
  MYR: { symbol: 'RM', digits: 2, groupSeparator: ',', decimalSeparator: '.' },
} as const satisfies Record<string, Currency>;

export type CurrencyCode = keyof typeof CURRENCIES;
export const CURRENCY_CODES = Object.keys(CURRENCIES) as CurrencyCode[];

/** The Worker's D1 bindings (wrangler.toml): each country has its own database. */
type D1Binding = { [K in keyof Env]-?: Env[K] extends D1Database ? K : never }[keyof Env];

/** A level of the address form's region (province or state, city, district). */
export type AreaLevel = 'state' | 'city' | 'area';

/** The published data sets the server reads a cascade's choices from (functions/commerce/address/areas.ts). */
export type AreaSource = 'idn-area-data' | 'malaysia-postcodes';

export interface CountryEntry {
  /** The name the app configuration call answers (country_en_name); shoppers read `country.name.<code>`. */
  nameEn: string;
  timezone: string;
  currency: CurrencyCode;
  database: { binding: D1Binding; name: string };
  dialCode: string;
  phone: {
    /** A national number as the country writes it, trunk 0 optional where it has one (spec §5). */
    pattern: RegExp;
    maxLength: number;
    /** Digit groups of a national number as the country prints it (+62 812-3456-7890), and what goes between them. */
    groups: (national: string) => readonly number[];
    separators: readonly string[];
  };
  /** Linked e-wallets and saved cards (/payment-option): the gateway offers them in Indonesia only. */
  savedPaymentMethods: boolean;
}

export const COUNTRIES = {
  ID: {
    nameEn: 'Indonesia',
    timezone: 'Asia/Jakarta',
    currency: 'IDR',
    database: { binding: 'DB_ID', name: 'storefront-id' },
    dialCode: '62',
    phone: { pattern: /^0?8\d{8,11}$/, maxLength: 13, groups: () => [3, 4, 4], separators: ['-', '-'] },
    savedPaymentMethods: true,
  },
  SG: {
    nameEn: 'Singapore',
    timezone: 'Asia/Singapore',
    currency: 'SGD',
    database: { binding: 'DB_SG', name: 'storefront-sg' },
    dialCode: '65',
    phone: { pattern: /^[89]\d{7}$/, maxLength: 8, groups: () => [4, 4], separators: [' '] },
    savedPaymentMethods: false,
  },
  MY: {
    nameEn: 'Malaysia',
    timezone: 'Asia/Kuala_Lumpur',
    currency: 'MYR',
    database: { binding: 'DB_MY', name: 'storefront-my' },
    dialCode: '60',
    // The longer mobile numbers (011-) take one more digit in the middle group.
    phone: {
      pattern: /^1\d{8,9}$/,
      maxLength: 10,
      groups: (national: string) => (national.length >= 10 ? [2, 4, 4] : [2, 3, 4]),
      separators: ['-', ' '],
    },
    savedPaymentMethods: false,
  },
} as const satisfies Record<CountryCode, CountryEntry>;

export type CountryInfo = (typeof COUNTRIES)[CountryCode];
export type DialCode = CountryInfo['dialCode'];
/** The D1 bindings of the countries' databases. */
export type CountryBinding = CountryInfo['database']['binding'];

/** A value for each country, keyed by its code. */
export const perCountry = <T>(value: (code: CountryCode) => T): Record<CountryCode, T> =>
  Object.fromEntries(COUNTRY_CODES.map((code) => [code, value(code)])) as Record<CountryCode, T>;

/**
 * The dial codes as the login form lists them, by the country's English name: the first is the form's default. The
 * names are plain ASCII, so code units order them: localeCompare would start ICU's collator while this module loads,
 * 30 ms of a phone's first tap (issue 28).
 */
export const DIAL_CODES: readonly [DialCode, ...DialCode[]] = (() => {
  const [first = COUNTRIES[DEFAULT_COUNTRY].dialCode, ...rest] = [...COUNTRY_CODES]
    .sort((a, b) => (COUNTRIES[a].nameEn < COUNTRIES[b].nameEn ? -1 : 1))
    .map((code) => COUNTRIES[code].dialCode);
  return [first, ...rest];
})();

export const countryOfDialCode = (dial: DialCode): CountryCode =>
  COUNTRY_CODES.find((code) => COUNTRIES[code].dialCode === dial) ?? DEFAULT_COUNTRY;
