import { COUNTRIES, COUNTRY_CODES, type CountryBinding } from '../../src/shared/countries';

/** D1 binding → database name (the country registry's); the seed script writes one SQL file per database name. */
export const SEED_DATABASES = Object.fromEntries(
  COUNTRY_CODES.map((code) => [COUNTRIES[code].database.binding, COUNTRIES[code].database.name]),
) as Record<CountryBinding, string>;

export type SeedBinding = CountryBinding;
/** The seed statements per binding, split and ready for D1 `batch()`. */
export type SeedSql = Partial<Record<SeedBinding, string[]>>;
