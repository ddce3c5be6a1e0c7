/**
 * One-time codes (ARCHITECTURE §4): 6 digits, single use, 5 minutes. Failures count per account and purpose from the
 * first one for 30 minutes: the 5th wrong try kills the code, and until the window passes every check, even with the
 * right code, and every send answer 1101019. A resend keeps the count. Codes live in the global database, one per
 * account and purpose whatever the country, so the lock holds in all three; a code is good only in the country it
 * was sent for (the country is part of its hash), and a wrong try in another country counts as a failure.
 */
import type { CodeType } from '../../../src/shared/contract/constants';
import { ApiError, ERR } from '../../../src/shared/errors';
import type { CommerceContext } from '../../platform/context';
import { globalD1 } from '../../platform/db';
import { randomDigits, sha256Hex } from '../../platform/tokens';

export const CODE_TTL_MS = 5 * 60 * 1000;
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 30 * 60 * 1000;

const hashCode = (c: CommerceContext, accountKey: string, purpose: number, code: string) =>
  sha256Hex(`${c.get('country')}:${purpose}:${accountKey}:${code}`);

/** Stores a new code for the account and purpose (replacing the live one) and returns it; 1101019 while locked. */
export async function issueCode(c: CommerceContext, accountKey: string, purpose: CodeType): Promise<string> {
  const now = Date.now();
  const windowStart = now - FAILURE_WINDOW_MS;
  const code = randomDigits(6);
  const row = await globalD1(c.env)
    .prepare(
      `INSERT INTO otp_codes (account_key, purpose, code_hash, expires_at, failures) VALUES (?1, ?2, ?3, ?4, 0)
       ON CONFLICT (account_key, purpose) DO UPDATE SET
         code_hash = excluded.code_hash, expires_at = excluded.expires_at, used_at = NULL,
         failures = CASE WHEN first_failure_at > ?5 THEN failures ELSE 0 END,
         first_failure_at = CASE WHEN first_failure_at > ?5 THEN first_failure_at ELSE NULL END
       WHERE NOT (failures >= ?6 AND first_failure_at > ?5)
       RETURNING 1 AS ok`,
    )
    .bind(accountKey, purpose, await hashCode(c, accountKey, purpose, code), now + CODE_TTL_MS, windowStart, MAX_FAILURES)
    .first();
  if (!row) throw new ApiError(ERR.TOO_MANY_FAILURES);
  return code;
}

/** Spends the code if it is right, live and the account not locked; else 1101002, or 1101019 once locked. */
export async function verifyCode(c: CommerceContext, accountKey: string, purpose: CodeType, code: string): Promise<void> {
  const d1 = globalD1(c.env);
  const now = Date.now();
  const windowStart = now - FAILURE_WINDOW_MS;
  const hash = await hashCode(c, accountKey, purpose, code);
  const spent = await d1
    .prepare(
      `UPDATE otp_codes SET used_at = ?1, failures = 0, first_failure_at = NULL
       WHERE account_key = ?2 AND purpose = ?3 AND code_hash = ?4 AND used_at IS NULL AND expires_at > ?1
         AND NOT (failures >= ?5 AND first_failure_at > ?6)
       RETURNING 1 AS ok`,
    )
    .bind(now, accountKey, purpose, hash, MAX_FAILURES, windowStart)
    .first();
  if (spent) return;

  // A failure: counted in one statement (parallel guesses cannot slip past the count); the 5th kills the code.
  const counted = await d1
    .prepare(
      `UPDATE otp_codes SET
         failures = CASE WHEN first_failure_at > ?3 THEN failures + 1 ELSE 1 END,
         first_failure_at = CASE WHEN first_failure_at > ?3 THEN first_failure_at ELSE ?4 END,
         code_hash = CASE WHEN (CASE WHEN first_failure_at > ?3 THEN failures + 1 ELSE 1 END) >= ?5 THEN NULL ELSE code_hash END
       WHERE account_key = ?1 AND purpose = ?2 AND NOT (failures >= ?5 AND first_failure_at > ?3)
       RETURNING failures`,
    )
    .bind(accountKey, purpose, windowStart, now, MAX_FAILURES)
    .first<{ failures: number }>();
  const exists =
    counted ?? (await d1.prepare('SELECT 1 AS ok FROM otp_codes WHERE account_key = ? AND purpose = ?').bind(accountKey, purpose).first());
  // No row updated but one exists: it was already locked.
  if (!counted && exists) throw new ApiError(ERR.TOO_MANY_FAILURES);
  throw new ApiError(ERR.INVALID_CODE);
}
