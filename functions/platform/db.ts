import type { BatchItem } from 'drizzle-orm/batch';
import { drizzle, type DrizzleD1Database } from 'drizzle-orm/d1';
import { COUNTRIES, type CountryCode } from '../../src/shared/countries';

/** One D1 database per country, bound as the country registry names it: the first shard line (ARCHITECTURE §2). */
export function d1For(env: Env, country: CountryCode): D1Database {
  return env[COUNTRIES[country].database.binding];
}

/** The database of sign-in traffic, as wrangler.toml binds it; it has the countries' migrations (auth-database.md). */
export const AUTH_DATABASE = { binding: 'DB_AUTH', name: 'storefront-auth' } as const;

/**
 * The one database for what must hold across countries: send and captcha rate limits, one-time codes and their
 * failure locks, captchas and their nonces. A phone, an e-mail, a device or an IP is the same whichever country the
 * shopper picks, so counting them per country database would multiply every limit by three; one database keeps each
 * count in one conditional statement (docs/decisions/global-limits.md). It is no country's: a login storm never
 * shares a writer with orders (docs/decisions/auth-database.md).
 */
export function globalD1(env: Env): D1Database {
  return env[AUTH_DATABASE.binding];
}

/** One statement of a Drizzle batch: the writes of one operation go to D1 together or not at all (ARCHITECTURE §2). */
export type BatchStatement = BatchItem<'sqlite'>;
/** A batch's statements; Drizzle's `batch` takes at least one. */
export type BatchStatements = [BatchStatement, ...BatchStatement[]];

type Db = DrizzleD1Database;
const drizzles = new WeakMap<D1Database, Db>();

/** The query builder over a binding, made once: every call of every request asks for it. */
function drizzleOf(d1: D1Database): Db {
  let db = drizzles.get(d1);
  if (!db) {
    db = drizzle(d1);
    drizzles.set(d1, db);
  }
  return db;
}

/** The query builder over a country's database. */
export function dbFor(env: Env, country: CountryCode): Db {
  return drizzleOf(d1For(env, country));
}

/**
 * The query builder over one D1 session of a country's database, for one request, and the session's bookmark once it
 * has run a statement (docs/decisions/d1-sessions.md).
 */
export interface SessionDb {
  db: Db;
  bookmark(): string | null;
}

function sessionDb(session: D1DatabaseSession): SessionDb {
  // Cast: drizzle-orm 0.45 types its client as D1Database but calls only prepare() and batch(), which a session has
  // (drizzle-orm#4522). A Drizzle instance per request costs about 0.2 µs, against some 16 µs to build one query.
  return { db: drizzle(session as unknown as D1Database), bookmark: () => session.getBookmark() };
}

/**
 * A catalog read: from the shopper's bookmark, so it sees what their own calls wrote, or without one from whichever
 * copy of the database is nearest (with read replication on, a replica).
 */
export function readDbFor(env: Env, country: CountryCode, bookmark: string | null): SessionDb {
  return sessionDb(d1For(env, country).withSession(bookmark ?? 'first-unconstrained'));
}

/** Every other call: its first statement at the primary, as without sessions; its bookmark still goes to the shopper. */
export function primaryDbFor(env: Env, country: CountryCode): SessionDb {
  return sessionDb(d1For(env, country).withSession('first-primary'));
}

/** The query builder over the global database (globalD1). */
export const globalDb = (env: Env): Db => drizzleOf(globalD1(env));
