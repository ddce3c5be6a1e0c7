import { AUTH_DATABASE } from '../../functions/platform/db';
import { COUNTRIES, COUNTRY_CODES, type CountryBinding } from '../../src/shared/countries';

export type SeedBinding = CountryBinding | typeof AUTH_DATABASE.binding;

/**
 * D1 binding → database name: each country's (the country registry's) and the global database's, all migrated alike.
 * The seed script writes one SQL file per country database name; the global database starts empty.
 */
export const SEED_DATABASES = {
  ...Object.fromEntries(COUNTRY_CODES.map((code) => [COUNTRIES[code].database.binding, COUNTRIES[code].database.name])),
  [AUTH_DATABASE.binding]: AUTH_DATABASE.name,
} as Record<SeedBinding, string>;

/** The seed statements per binding, split and ready for D1 `batch()`. */
export type SeedSql = Partial<Record<SeedBinding, string[]>>;
