/**
 * The countries we sell in, as data: everything a country differs by that the browser and the server both need
 * (README "Adding a country"). Routing, formatting and validation read it; the server's own per-country settings
 * (limits, shipping, cash on delivery) are in functions/platform/settings.ts, keyed by the same codes. No dictionaries
 * and no server code here, so islands import it for free: a country's names are in the locales.
 */
import type { MessageKey } from './messages';

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
  address: {
    /** The region's levels, top first; none where the postal code names the building. */
    levels: readonly AreaLevel[];
    /** The published data set each level is chosen from, under the one above it; null: the shopper writes them. */
    areas: AreaSource | null;
    /** The label of the first level. */
    stateLabel: MessageKey;
    /** An optional free-text district under the cascade (its label), where the cascade stops above districts. */
    areaText: MessageKey | null;
    streetLabel: MessageKey;
    line2Label: MessageKey;
    postalCodeLength: number;
  };
  /** Linked e-wallets and saved cards (/payment-option): the gateway offers them in Indonesia only. */
  savedPaymentMethods: boolean;
  /** The banks a refund card may name (bank names are proper nouns, the same in every language) and their digits. */
  refundBanks: readonly { code: string; name: string }[];
  accountNumberDigits: { min: number; max: number };
  /** The flag as SVG shapes in a 30×20 box: drawn, because Windows and many Linux desktops have no flag emoji. */
  flag: string;
}

/** Points of an n-pointed star centred on cx, cy, for the flags. */
function star(cx: number, cy: number, outer: number, inner: number, points = 5): string {
  return Array.from({ length: points * 2 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI * i) / points - Math.PI / 2;
    return `${(cx + r * Math.cos(a)).toFixed(2)},${(cy + r * Math.sin(a)).toFixed(2)}`;
  }).join(' ');
}

const MY_STRIPES = Array.from(
  { length: 7 },
  (_, i) => `<rect y="${((i * 2 * 20) / 14).toFixed(3)}" width="30" height="${(20 / 14).toFixed(3)}" fill="#cc0001"/>`,
).join('');
const SG_STARS = Array.from({ length: 5 }, (_, i) => {
  const a = (Math.PI * 2 * i) / 5 - Math.PI / 2;
  return `<polygon fill="#fff" points="${star(10.2 + 1.7 * Math.cos(a), 5.2 + 1.7 * Math.sin(a), 0.7, 0.28)}"/>`;
}).join('');

export const COUNTRIES = {
  ID: {
    nameEn: 'Indonesia',
    timezone: 'Asia/Jakarta',
    currency: 'IDR',
    database: { binding: 'DB_ID', name: 'storefront-id' },
    dialCode: '62',
    phone: { pattern: /^0?8\d{8,11}$/, maxLength: 13, groups: () => [3, 4, 4], separators: ['-', '-'] },
    address: {
      levels: ['state', 'city', 'area'],
      areas: 'idn-area-data',
      stateLabel: 'address.province',
      areaText: null,
      streetLabel: 'address.street',
      line2Label: 'address.line2',
      postalCodeLength: 5,
    },
    savedPaymentMethods: true,
    refundBanks: [
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
    accountNumberDigits: { min: 10, max: 16 },
    flag: '<rect width="30" height="10" fill="#ce1126"/><rect y="10" width="30" height="10" fill="#fff"/>',
  },
  SG: {
    nameEn: 'Singapore',
    timezone: 'Asia/Singapore',
    currency: 'SGD',
    database: { binding: 'DB_SG', name: 'storefront-sg' },
    dialCode: '65',
    phone: { pattern: /^[89]\d{7}$/, maxLength: 8, groups: () => [4, 4], separators: [' '] },
    address: {
      levels: [],
      areas: null,
      stateLabel: 'address.province',
      areaText: null,
      streetLabel: 'address.streetSG',
      line2Label: 'address.unitSG',
      postalCodeLength: 6,
    },
    savedPaymentMethods: false,
    refundBanks: [
      { code: 'DBS', name: 'DBS Bank' },
      { code: 'POSB', name: 'POSB' },
      { code: 'OCBC', name: 'OCBC Bank' },
      { code: 'UOB', name: 'United Overseas Bank (UOB)' },
      { code: 'SCB_SG', name: 'Standard Chartered Singapore' },
      { code: 'HSBC_SG', name: 'HSBC Singapore' },
      { code: 'MAYBANK_SG', name: 'Maybank Singapore' },
      { code: 'CITI_SG', name: 'Citibank Singapore' },
    ],
    accountNumberDigits: { min: 9, max: 14 },
    flag: `<rect width="30" height="10" fill="#ef3340"/><rect y="10" width="30" height="10" fill="#fff"/><circle cx="6.6" cy="5" r="3.6" fill="#fff"/><circle cx="7.9" cy="5" r="3.4" fill="#ef3340"/>${SG_STARS}`,
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
    address: {
      levels: ['state', 'city'],
      areas: 'malaysia-postcodes',
      stateLabel: 'address.stateMY',
      areaText: 'address.areaMY',
      streetLabel: 'address.street',
      line2Label: 'address.line2',
      postalCodeLength: 5,
    },
    savedPaymentMethods: false,
    refundBanks: [
      { code: 'MAYBANK', name: 'Maybank' },
      { code: 'CIMB', name: 'CIMB Bank' },
      { code: 'PUBLIC_BANK', name: 'Public Bank' },
      { code: 'RHB', name: 'RHB Bank' },
      { code: 'HONG_LEONG', name: 'Hong Leong Bank' },
      { code: 'AMBANK', name: 'AmBank' },
      { code: 'BANK_ISLAM', name: 'Bank Islam' },
      { code: 'BSN', name: 'Bank Simpanan Nasional (BSN)' },
    ],
    accountNumberDigits: { min: 10, max: 16 },
    flag: `<rect width="30" height="20" fill="#fff"/>${MY_STRIPES}<rect width="15" height="11.43" fill="#010066"/><circle cx="5.7" cy="5.7" r="3.9" fill="#fc0"/><circle cx="6.9" cy="5.7" r="3.3" fill="#010066"/><polygon fill="#fc0" points="${star(11, 5.7, 2.6, 1.1, 14)}"/>`,
  },
} as const satisfies Record<string, CountryEntry>;

export type CountryCode = keyof typeof COUNTRIES;
export type CountryInfo = (typeof COUNTRIES)[CountryCode];
export type DialCode = CountryInfo['dialCode'];
/** The D1 bindings of the countries' databases. */
export type CountryBinding = CountryInfo['database']['binding'];

export const COUNTRY_CODES = Object.keys(COUNTRIES) as CountryCode[];
export const DEFAULT_COUNTRY: CountryCode = 'ID';
/** Cookie that carries the chosen country to the edge, so HTML is rendered and cached per country. */
export const COUNTRY_COOKIE = 'country';

/** A country's address form: its cascade, labels and postal code. */
export const addressRules = (country: CountryCode): CountryEntry['address'] => COUNTRIES[country].address;

/** A value for each country, keyed by its code. */
export const perCountry = <T>(value: (code: CountryCode) => T): Record<CountryCode, T> =>
  Object.fromEntries(COUNTRY_CODES.map((code) => [code, value(code)])) as Record<CountryCode, T>;

export const isCountry = (value: unknown): value is CountryCode => typeof value === 'string' && Object.hasOwn(COUNTRIES, value);

/** Any value that is not one of our countries falls back to the default (spec §4). */
export function toCountry(value: unknown): CountryCode {
  const v = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return isCountry(v) ? v : DEFAULT_COUNTRY;
}

/** The dial codes as the login form lists them, by the country's English name: the first is the form's default. */
export const DIAL_CODES: readonly [DialCode, ...DialCode[]] = (() => {
  const [first = COUNTRIES[DEFAULT_COUNTRY].dialCode, ...rest] = [...COUNTRY_CODES]
    .sort((a, b) => COUNTRIES[a].nameEn.localeCompare(COUNTRIES[b].nameEn))
    .map((code) => COUNTRIES[code].dialCode);
  return [first, ...rest];
})();

export const countryOfDialCode = (dial: DialCode): CountryCode =>
  COUNTRY_CODES.find((code) => COUNTRIES[code].dialCode === dial) ?? DEFAULT_COUNTRY;
