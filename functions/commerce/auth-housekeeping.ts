/**
 * Housekeeping of the global database (DB_AUTH, functions/platform/db.ts): what sign-in leaves behind, cleaned once for
 * all countries by the five-minute job (jobs.ts). Each country's own leftovers (sessions, password failures, message
 * sends) are cleaned in that country's batch there.
 */
import { and, isNull, lte, or } from 'drizzle-orm';
import { globalDb } from '../platform/db';
import { captchaChallenges, captchaNonces, captchas, devOauthCodes, otpCodes, outbox, rateEvents } from '../platform/schema';

const DAY_MS = 24 * 3600 * 1000;

/** Deletes what expired, in one batch: a statement that fails leaves the database as it was. */
export async function cleanAuthDatabase(env: Env, now: number): Promise<void> {
  const db = globalDb(env);
  await db.batch([
    db.delete(captchas).where(lte(captchas.expiresAt, now)),
    db.delete(captchaNonces).where(lte(captchaNonces.expiresAt, now)),
    db.delete(captchaChallenges).where(lte(captchaChallenges.expiresAt, now)),
    db.delete(devOauthCodes).where(lte(devOauthCodes.expiresAt, now)),
    // Failure counts matter for 30 minutes, send counts for up to a day: a day keeps both with room to spare.
    db
      .delete(otpCodes)
      .where(and(lte(otpCodes.expiresAt, now), or(isNull(otpCodes.firstFailureAt), lte(otpCodes.firstFailureAt, now - DAY_MS)))),
    db.delete(rateEvents).where(lte(rateEvents.at, now - DAY_MS)),
    db.delete(outbox).where(lte(outbox.createdAt, now - DAY_MS)),
  ]);
}
