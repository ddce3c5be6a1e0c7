import { drizzle } from 'drizzle-orm/d1';
import type { CountryCode } from '../../src/shared/countries';

/** One D1 database per country: the first shard line (ARCHITECTURE §2). */
export function d1For(env: Env, country: CountryCode): D1Database {
  switch (country) {
    case 'SG':
      return env.DB_SG;
    case 'MY':
      return env.DB_MY;
    default:
      return env.DB_ID;
  }
}

export function dbFor(env: Env, country: CountryCode) {
  return drizzle(d1For(env, country));
}
