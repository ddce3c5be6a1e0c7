/**
 * One-time codes (ARCHITECTURE §4): 6 digits, single use, 5 minutes. Failures count per account and purpose from the
 * first one for 30 minutes: the 5th wrong try kills the code, and until the window passes every check, even with the
 * right code, and every send answer 1101019. A resend keeps the count. Codes live in the global database, one per
 * account and purpose whatever the country, so the lock holds in all three; a code is good only in the country it
 * was sent for (the country is part of its hash), and a wrong try in another country counts as a failure.
 */
import { and, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import type { DrizzleD1Database as Db } from 'drizzle-orm/d1';
import type { CodeType } from '../../../src/shared/contract/constants';
import type { CountryCode } from '../../../src/shared/countries';
import { ApiError, ERR } from '../../../src/shared/errors';
import type { CommerceContext } from '../../platform/context';
import { globalDb } from '../../platform/db';
import { otpCodes } from '../../platform/schema';
import { randomDigits, sha256Hex } from '../../platform/tokens';

export const CODE_TTL_MS = 5 * 60 * 1000;
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 30 * 60 * 1000;

/** Where a code is kept and checked: the global database, and the country it is sent for. */
export interface CodeScope {
  db: Db;
  country: CountryCode;
}

/** The codes of the request's country. */
export const codeScope = (c: CommerceContext): CodeScope => ({ db: globalDb(c.env), country: c.get('country') });

const hashCode = (country: CountryCode, accountKey: string, purpose: number, code: string) =>
  sha256Hex(`${country}:${purpose}:${accountKey}:${code}`);

/** The failures counted so far are in the window (the count goes on), else a count starts again. */
const inWindow = (windowStart: number) => gt(otpCodes.firstFailureAt, windowStart);

/** The account and purpose are not locked: fewer failures than the limit, or none in the window. */
const unlocked = (windowStart: number) => sql`NOT (${gte(otpCodes.failures, MAX_FAILURES)} AND ${inWindow(windowStart)})`;

/** Stores a new code for the account and purpose (replacing the live one) and returns it; 1101019 while locked. */
export async function issueCode({ db, country }: CodeScope, accountKey: string, purpose: CodeType): Promise<string> {
  const now = Date.now();
  const windowStart = now - FAILURE_WINDOW_MS;
  const code = randomDigits(6);
  const issued = await db
    .insert(otpCodes)
    .values({
      accountKey,
      purpose,
      codeHash: await hashCode(country, accountKey, purpose, code),
      expiresAt: now + CODE_TTL_MS,
      failures: 0,
    })
    .onConflictDoUpdate({
      target: [otpCodes.accountKey, otpCodes.purpose],
      set: {
        codeHash: sql`excluded.code_hash`,
        expiresAt: sql`excluded.expires_at`,
        usedAt: null,
        failures: sql`CASE WHEN ${inWindow(windowStart)} THEN ${otpCodes.failures} ELSE 0 END`,
        firstFailureAt: sql`CASE WHEN ${inWindow(windowStart)} THEN ${otpCodes.firstFailureAt} ELSE NULL END`,
      },
      setWhere: unlocked(windowStart),
    })
    .returning({ purpose: otpCodes.purpose });
  if (issued.length === 0) throw new ApiError(ERR.TOO_MANY_FAILURES);
  return code;
}

/** Spends the code if it is right, live and the account not locked; else 1101002, or 1101019 once locked. */
export async function verifyCode({ db, country }: CodeScope, accountKey: string, purpose: CodeType, code: string): Promise<void> {
  const now = Date.now();
  const windowStart = now - FAILURE_WINDOW_MS;
  const hash = await hashCode(country, accountKey, purpose, code);
  const theCode = and(eq(otpCodes.accountKey, accountKey), eq(otpCodes.purpose, purpose));
  const spent = await db
    .update(otpCodes)
    .set({ usedAt: now, failures: 0, firstFailureAt: null })
    .where(and(theCode, eq(otpCodes.codeHash, hash), isNull(otpCodes.usedAt), gt(otpCodes.expiresAt, now), unlocked(windowStart)))
    .returning({ purpose: otpCodes.purpose });
  if (spent.length > 0) return;

  // A failure: counted in one statement (parallel guesses cannot slip past the count); the 5th kills the code.
  const failures = sql`CASE WHEN ${inWindow(windowStart)} THEN ${otpCodes.failures} + 1 ELSE 1 END`;
  const counted = await db
    .update(otpCodes)
    .set({
      failures,
      firstFailureAt: sql`CASE WHEN ${inWindow(windowStart)} THEN ${otpCodes.firstFailureAt} ELSE ${now} END`,
      codeHash: sql`CASE WHEN (${failures}) >= ${MAX_FAILURES} THEN NULL ELSE ${otpCodes.codeHash} END`,
    })
    .where(and(theCode, unlocked(windowStart)))
    .returning({ purpose: otpCodes.purpose });
  // No row counted but one exists: it was already locked.
  if (counted.length === 0 && (await db.select({ purpose: otpCodes.purpose }).from(otpCodes).where(theCode).get())) {
    throw new ApiError(ERR.TOO_MANY_FAILURES);
  }
  throw new ApiError(ERR.INVALID_CODE);
}
