// The scheduled housekeeping (functions/commerce/jobs.ts) against the seeded D1 of each country.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { withFailing } from '../../tests/api/inject-failure';
import { runScheduledJobs } from './jobs';

const DAY_MS = 24 * 3600 * 1000;

describe('scheduled jobs', () => {
  it('clean each country database in one batch: a statement that fails leaves that database as it was', async () => {
    const db = env.DB_SG;
    const now = Date.now();
    await db.batch([
      db.prepare("INSERT INTO captchas (id, answer, account_key, expires_at) VALUES ('job-captcha', 'ABCDE', 'job', ?)").bind(now - 1),
      db
        .prepare("INSERT INTO outbox (channel, recipient, subject, body, created_at) VALUES ('email', 'job@example.com', 'Old', 'Old', ?)")
        .bind(now - 2 * DAY_MS),
    ]);
    const left = async () =>
      db
        .prepare(
          "SELECT (SELECT count(*) FROM captchas WHERE id = 'job-captcha') AS captchas, (SELECT count(*) FROM outbox WHERE recipient = 'job@example.com') AS outbox",
        )
        .first();

    // The outbox comes after the captchas in the batch: its failure must take the captchas' delete back too.
    await expect(withFailing(db, 'DELETE ON outbox', () => runScheduledJobs(env, now))).rejects.toThrow(/injected failure/);
    expect(await left()).toEqual({ captchas: 1, outbox: 1 });

    await runScheduledJobs(env, now);
    expect(await left()).toEqual({ captchas: 0, outbox: 0 });
  });
});
