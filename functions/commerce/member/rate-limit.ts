/**
 * Counting limits on D1. One statement checks every bucket and records the event in all of them, or in none: SQLite
 * runs it alone, so parallel requests cannot slip past the count (20 parallel sends to one phone deliver 5). The events
 * live in the global database, so a limit holds across the three countries.
 */
import { ApiError, ERR } from '../../../src/shared/errors';
import type { CommerceContext } from '../context';
import { globalD1 } from '../db';

export interface Bucket {
  key: string;
  limit: number;
}

export const RATE_WINDOW_MS = 10 * 60 * 1000;

/** Code sends (ARCHITECTURE §4): per account, per device, per IP. The IP limit allows for carrier-grade NAT. */
export const SEND_LIMITS = { account: 5, device: 10, ip: 60 } as const;

export function sendBuckets(c: CommerceContext, accountKey: string): Bucket[] {
  const buckets: Bucket[] = [{ key: `send:acct:${accountKey}`, limit: SEND_LIMITS.account }];
  const device = c.get('deviceId');
  if (device) buckets.push({ key: `send:dev:${device}`, limit: SEND_LIMITS.device });
  const ip = c.req.header('CF-Connecting-IP');
  if (ip) buckets.push({ key: `send:ip:${ip}`, limit: SEND_LIMITS.ip });
  return buckets;
}

/** Records one event in every bucket if all are under their limit; otherwise 1101023 and nothing is recorded. */
export async function takeRateLimit(c: CommerceContext, buckets: Bucket[], now = Date.now()): Promise<void> {
  const since = now - RATE_WINDOW_MS;
  const values = buckets.map(() => 'SELECT ? AS bucket').join(' UNION ALL ');
  const checks = buckets.map(() => '(SELECT count(*) FROM rate_events WHERE bucket = ? AND at > ?) < ?').join(' AND ');
  const sql = `INSERT INTO rate_events (bucket, at) SELECT b.bucket, ? FROM (${values}) AS b WHERE ${checks} RETURNING id`;
  const params = [now, ...buckets.map((b) => b.key), ...buckets.flatMap((b) => [b.key, since, b.limit])];
  const { results } = await globalD1(c.env).prepare(sql).bind(...params).all();
  if (results.length !== buckets.length) throw new ApiError(ERR.UNSAFE_DEVICE, 'rate limited');
}
