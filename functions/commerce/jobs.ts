import { COUNTRY_CODES } from '../../src/shared/countries';
import { d1For } from './db';

/** Timed jobs (Cron Trigger): housekeeping per country database. */
export async function runScheduledJobs(env: Env, now = Date.now()): Promise<void> {
  await Promise.all(
    COUNTRY_CODES.map((country) => d1For(env, country).prepare('DELETE FROM sessions WHERE expires_at <= ?').bind(now).run()),
  );
}
