/**
 * Counting limits on D1. One statement checks every bucket and records the event in all of them, or in none: SQLite
 * runs it alone, so parallel requests cannot slip past the count (20 parallel sends to one phone deliver 5). The events
 * live in the global database, so a limit holds across the three countries.
 */
import { ApiError, ERR, type ErrorCode } from '../../../src/shared/errors';
import type { CommerceContext } from '../context';
import { globalD1 } from '../db';

export interface Bucket {
  key: string;
  limit: number;
  /** How far back events count; 10 minutes unless given. */
  windowMs?: number;
}

export const RATE_WINDOW_MS = 10 * 60 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/**
 * Code sends (ARCHITECTURE §4): per account, per device and per IP in 10 minutes (the IP limit allows for carrier-grade
 * NAT), and per signed-in member in a day (the sends that bind or prove a phone or e-mail).
 */
export const SEND_LIMITS = { account: 5, device: 10, ip: 60, memberPerDay: 10 } as const;

/** Captcha images and challenges per account, device and IP in 10 minutes: each is a try at a captcha, an image costs CPU. */
export const CAPTCHA_LIMITS = { account: 30, device: 60, ip: 120 } as const;

/**
 * What a per-IP limit counts: an IPv4 address itself, an IPv6 address its /64, the block one subscriber gets (else
 * each of its 2^64 addresses would have a limit of its own).
 */
export function ipNetwork(ip: string): string {
  const mapped = ip.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * The per-device and per-IP buckets of a request. A missing header must not skip its limit: requests without an IP
 * (none come through Cloudflare's edge without one) share one bucket, and requests without a device id share one
 * device per IP.
 */
function clientBuckets(c: CommerceContext, prefix: string, limits: { device: number; ip: number }): Bucket[] {
  const header = c.req.header('CF-Connecting-IP');
  const ip = header ? ipNetwork(header) : 'none';
  const device = c.get('deviceId') || `none@${ip}`;
  return [
    { key: `${prefix}:dev:${device}`, limit: limits.device },
    { key: `${prefix}:ip:${ip}`, limit: limits.ip },
  ];
}

/** The buckets of one code send; `memberKey` names the signed-in member who asks for it, if any. */
export function sendBuckets(c: CommerceContext, accountKey: string, memberKey: string | null): Bucket[] {
  const buckets = [{ key: `send:acct:${accountKey}`, limit: SEND_LIMITS.account }, ...clientBuckets(c, 'send', SEND_LIMITS)];
  if (memberKey) buckets.push({ key: `send:member:${memberKey}`, limit: SEND_LIMITS.memberPerDay, windowMs: DAY_MS });
  return buckets;
}

/** The buckets of one captcha for an account. */
export function captchaBuckets(c: CommerceContext, accountKey: string): Bucket[] {
  return [{ key: `captcha:acct:${accountKey}`, limit: CAPTCHA_LIMITS.account }, ...clientBuckets(c, 'captcha', CAPTCHA_LIMITS)];
}

/**
 * Records one event in every bucket if all are under their limit; otherwise `refusal` (1101023 unless the limit has a
 * code of its own, as voucher claims' 1101039) and nothing is recorded.
 */
export async function takeRateLimit(
  c: CommerceContext,
  buckets: Bucket[],
  now = Date.now(),
  refusal: ErrorCode = ERR.UNSAFE_DEVICE,
): Promise<void> {
  const values = buckets.map(() => 'SELECT ? AS bucket').join(' UNION ALL ');
  const checks = buckets.map(() => '(SELECT count(*) FROM rate_events WHERE bucket = ? AND at > ?) < ?').join(' AND ');
  const sql = `INSERT INTO rate_events (bucket, at) SELECT b.bucket, ? FROM (${values}) AS b WHERE ${checks} RETURNING id`;
  const params = [now, ...buckets.map((b) => b.key), ...buckets.flatMap((b) => [b.key, now - (b.windowMs ?? RATE_WINDOW_MS), b.limit])];
  const { results } = await globalD1(c.env)
    .prepare(sql)
    .bind(...params)
    .all();
  if (results.length !== buckets.length) throw new ApiError(refusal, 'rate limited');
}
