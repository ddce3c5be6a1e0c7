import type { BatchItem } from 'drizzle-orm/batch';
import { drizzle, type DrizzleD1Database } from 'drizzle-orm/d1';
import { COUNTRIES, type CountryCode, DEFAULT_COUNTRY } from '../../src/shared/countries';

/** One D1 database per country, bound as the country registry names it: the first shard line (ARCHITECTURE §2). */
export function d1For(env: Env, country: CountryCode): D1Database {
  return env[COUNTRIES[country].database.binding];
}

/**
 * The one database for what must hold across countries: send and captcha rate limits, one-time codes and their
 * failure locks. A phone, an e-mail, a device or an IP is the same whichever country the shopper picks, so counting
 * them per country database would multiply every limit by three; one database keeps each count in one conditional
 * statement (docs/decisions/global-limits.md).
 */
export function globalD1(env: Env): D1Database {
  return d1For(env, DEFAULT_COUNTRY);
}

/** One statement of a Drizzle batch: the writes of one operation go to D1 together or not at all (ARCHITECTURE §2). */
export type BatchStatement = BatchItem<'sqlite'>;
/** A batch's statements; Drizzle's `batch` takes at least one. */
export type BatchStatements = [BatchStatement, ...BatchStatement[]];

type Db = DrizzleD1Database;
const drizzles = new WeakMap<D1Database, Db>();

/** The query builder over a country's database, made once per binding: every call of every request asks for it. */
export function dbFor(env: Env, country: CountryCode): Db {
  const d1 = d1For(env, country);
  let db = drizzles.get(d1);
  if (!db) {
    db = drizzle(d1);
    drizzles.set(d1, db);
  }
  return db;
}

/** The query builder over the global database (globalD1). */
export const globalDb = (env: Env): Db => dbFor(env, DEFAULT_COUNTRY);
