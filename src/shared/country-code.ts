/**
 * The codes of the countries we sell in, apart from their data (countries.ts, which re-exports these): every page's
 * start-up JavaScript reads and checks the shopper's country, and needs the codes, not the registry of dial codes,
 * phone patterns and currencies (docs/decisions/eager-javascript.md). countries.ts's registry must have exactly these keys.
 */
export const COUNTRY_CODES = ['ID', 'SG', 'MY'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export const DEFAULT_COUNTRY: CountryCode = 'ID';
/** Cookie that carries the chosen country to the edge, so HTML is rendered and cached per country. */
export const COUNTRY_COOKIE = 'country';

export const isCountry = (value: unknown): value is CountryCode =>
  typeof value === 'string' && (COUNTRY_CODES as readonly string[]).includes(value);

/** Any value that is not one of our countries falls back to the default (spec §4). */
export function toCountry(value: unknown): CountryCode {
  const v = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return isCountry(v) ? v : DEFAULT_COUNTRY;
}
