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
      db
        .prepare(
          "INSERT INTO oauth_states (state, verifier, nonce, redirect_uri, expires_at) VALUES ('job-state', 'v', 'n', 'https://shop.test/login', ?)",
        )
        .bind(now - 1),
      db
        .prepare(
          "INSERT INTO message_sends (id, channel, recipient, status, created_at, updated_at) VALUES ('job-send', 'email', 'job@example.com', 'sent', ?, ?)",
        )
        .bind(now - 2 * DAY_MS, now - 2 * DAY_MS),
    ]);
    const left = async () =>
      db
        .prepare(
          "SELECT (SELECT count(*) FROM oauth_states WHERE state = 'job-state') AS states, (SELECT count(*) FROM message_sends WHERE id = 'job-send') AS sends",
        )
        .first();

    // The sends come after the sign-in states in the batch: their failure must take the states' delete back too.
    await expect(withFailing(db, 'DELETE ON message_sends', () => runScheduledJobs(env, now))).rejects.toThrow(/injected failure/);
    expect(await left()).toEqual({ states: 1, sends: 1 });

    await runScheduledJobs(env, now);
    expect(await left()).toEqual({ states: 0, sends: 0 });
  });
});
