// The global database's housekeeping (auth-housekeeping.ts), run by the scheduled jobs (jobs.ts) once for all countries.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { withFailing } from '../../tests/api/inject-failure';
import { runScheduledJobs } from './jobs';

const DAY_MS = 24 * 3600 * 1000;
const MINUTE_MS = 60_000;

describe('housekeeping of the global database', () => {
  it('deletes what expired in one batch, keeps what still counts, and touches no country database', async () => {
    const db = env.DB_AUTH;
    const now = Date.now();
    const key = `housekeeping-${now}@example.com`;
    const rows = (d1: D1Database) => [
      d1.prepare("INSERT INTO captchas (id, answer, account_key, expires_at) VALUES (?, 'ABCDE', ?, ?)").bind(`${key}-old`, key, now - 1),
      d1
        .prepare("INSERT INTO captchas (id, answer, account_key, expires_at) VALUES (?, 'ABCDE', ?, ?)")
        .bind(`${key}-live`, key, now + MINUTE_MS),
      d1.prepare('INSERT INTO captcha_nonces (nonce_hash, account_key, expires_at) VALUES (?, ?, ?)').bind(`${key}-old`, key, now - 1),
      d1
        .prepare('INSERT INTO captcha_challenges (challenge, account_key, difficulty, expires_at) VALUES (?, ?, 8, ?)')
        .bind(`${key}-old`, key, now - 1),
      // An expired code with a failure 10 minutes ago still locks the account; one without failures goes.
      d1
        .prepare('INSERT INTO otp_codes (account_key, purpose, expires_at, failures, first_failure_at) VALUES (?, 1, ?, 5, ?)')
        .bind(key, now - 1, now - 10 * MINUTE_MS),
      d1.prepare('INSERT INTO otp_codes (account_key, purpose, expires_at) VALUES (?, 5, ?)').bind(key, now - 1),
      // A member's daily send budget counts an event of 23 hours ago.
      d1
        .prepare('INSERT INTO rate_events (bucket, at) VALUES (?, ?), (?, ?)')
        .bind(`old:${key}`, now - DAY_MS - 1, `day:${key}`, now - 23 * 60 * MINUTE_MS),
      d1
        .prepare("INSERT INTO outbox (channel, recipient, subject, body, created_at) VALUES ('email', ?, 'Old', 'Old', ?)")
        .bind(key, now - 2 * DAY_MS),
    ];
    await db.batch(rows(db));
    // The same rows in a country's database (all tables exist everywhere) are none of this job's business.
    await env.DB_MY.batch(rows(env.DB_MY));
    const left = (d1: D1Database) =>
      d1
        .prepare(
          `SELECT (SELECT group_concat(id) FROM captchas WHERE account_key = ?1) AS captchas,
                  (SELECT count(*) FROM captcha_nonces WHERE account_key = ?1) AS nonces,
                  (SELECT count(*) FROM captcha_challenges WHERE account_key = ?1) AS challenges,
                  (SELECT group_concat(purpose) FROM otp_codes WHERE account_key = ?1) AS codes,
                  (SELECT group_concat(bucket) FROM rate_events WHERE bucket LIKE '%:' || ?1) AS events,
                  (SELECT count(*) FROM outbox WHERE recipient = ?1) AS outbox`,
        )
        .bind(key)
        .first();
    const everything = await left(db);

    // The outbox comes last in the batch: its failure must take every delete before it back.
    await expect(withFailing(db, 'DELETE ON outbox', () => runScheduledJobs(env, now))).rejects.toThrow(/injected failure/);
    expect(await left(db)).toEqual(everything);

    await runScheduledJobs(env, now);
    expect(await left(db)).toEqual({ captchas: `${key}-live`, nonces: 0, challenges: 0, codes: '1', events: `day:${key}`, outbox: 0 });
    expect(await left(env.DB_MY)).toEqual(everything);
  });
});
