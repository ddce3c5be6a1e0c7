import type { Context } from 'hono';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import type { CountryCode } from '../../src/shared/countries';
import type { Lang } from '../../src/shared/lang';

export interface CommerceVars {
  requestId: string;
  country: CountryCode;
  lang: Lang;
  deviceId: string;
  /** The database of the request's country (X-Locale), through the request's D1 session (commerce/app.ts). */
  db: DrizzleD1Database;
  /** The bearer token, when the request carries one; resolved to a member by requireMember. */
  token: string | null;
}

export type CommerceEnv = { Bindings: Env; Variables: CommerceVars };
export type CommerceContext = Context<CommerceEnv>;
