/**
 * Counting limits on D1. One statement checks every bucket and records the event in all of them, or in none: SQLite
 * runs it alone, so parallel requests cannot slip past the count (20 parallel sends to one phone deliver 5). The events
 * live in the global database (DB_AUTH), so a limit holds across the three countries. In front of them, sign-in traffic
 * passes a coarser gate on the Rate Limiting binding that touches no database (signInGate).
 */
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { DrizzleD1Database as Db } from 'drizzle-orm/d1';
import type { MiddlewareHandler } from 'hono';
import { ApiError, ERR, type ErrorCode } from '../../src/shared/errors';
import type { CommerceContext, CommerceEnv } from './context';
import { rateEvents } from './schema';

export interface Bucket {
  key: string;
  limit: number;
  /** How far back events count; 10 minutes unless given. */
  windowMs?: number;
}

export const RATE_WINDOW_MS = 10 * 60 * 1000;
const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Code sends (ARCHITECTURE §4): per account, per device and per IP in 10 minutes (the IP limit allows for carrier-grade
 * NAT), and per signed-in member in a day (the sends that bind or prove a phone or e-mail).
 */
export const SEND_LIMITS = { account: 5, device: 10, ip: 60, memberPerDay: 10 } as const;

/**
 * Sends unlocked by proof of work, per IP, on top of SEND_LIMITS. A script does the work in a second or two (issue 25:
 * one address sent 60 SMS to 60 fresh numbers in 35 s), so these sends get one shopper's budget, not a carrier NAT's
 * like the image: 5 in 10 minutes is a code, its resends and a reset; 20 a day leaves room for a few shoppers of one
 * address who cannot see the image. Past it the image still unlocks sends.
 */
export const POW_SEND_LIMITS = { ip: 5, ipPerDay: 20 } as const;

/**
 * Phone sends, WhatsApp and SMS alike: both are paid per message, and a WhatsApp message that cannot be delivered
 * falls back to SMS. Toll fraud asks for codes to many numbers of a premium range it is paid for, so a block of 10 000
 * consecutive numbers gets 10 sends an hour, whatever the address or device: our shoppers are spread thinly over the
 * number plan, and ten of them in one block within an hour does not happen. `allPerHour` is the ceiling over every
 * phone send, what a flood from many addresses and ranges can cost in an hour: 50 a minute, well above the phone sends
 * we expect at peak; set it to a few times the busiest real hour once there is one (docs/decisions/sms-budgets.md).
 */
export const PHONE_SEND_LIMITS = { blockPerHour: 10, allPerHour: 3000 } as const;
/** A phone's block is its account key without these last digits (10 000 numbers). */
const PHONE_BLOCK_DIGITS = 4;

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
  const ip = clientIp(c);
  const device = c.get('deviceId') || `none@${ip}`;
  return [
    { key: `${prefix}:dev:${device}`, limit: limits.device },
    { key: `${prefix}:ip:${ip}`, limit: limits.ip },
  ];
}

function clientIp(c: CommerceContext): string {
  const header = c.req.header('CF-Connecting-IP');
  return header ? ipNetwork(header) : 'none';
}

/**
 * The first gate of the sign-in calls (captcha images and challenges and their checks, code sends, login, reset): each
 * request counts once per client network on the Rate Limiting binding (AUTH_LIMITER in wrangler.toml) and is refused
 * with the D1 limits' 1101023 past it, before any database is read. The binding counts per Cloudflare location and
 * only over 10 or 60 s, so it holds off bursts; the exact windows stay on D1 (docs/decisions/auth-database.md).
 */
export const signInGate: MiddlewareHandler<CommerceEnv> = async (c, next) => {
  const { success } = await c.env.AUTH_LIMITER.limit({ key: clientIp(c) });
  if (!success) throw new ApiError(ERR.UNSAFE_DEVICE, 'rate limited at the edge');
  await next();
};

/**
 * Order placements of one member in one country on the Rate Limiting binding (ORDER_LIMITER in wrangler.toml), refused
 * with "action too fast" (1103015) past it. Every attempt counts, a refused or repeated one too: a script that hammers
 * order/create is what this holds off, and a shopper's retries stay far below it.
 */
export async function takeOrderTurn(c: CommerceContext, memberId: number): Promise<void> {
  const { success } = await c.env.ORDER_LIMITER.limit({ key: `${c.var.country}:${memberId}` });
  if (!success) throw new ApiError(ERR.ACTION_TOO_FAST, 'order placements rate limited');
}

/** One code send: to whom, and who and what asked for it. */
export interface Send {
  accountKey: string;
  phone: boolean;
  /** The signed-in member who asks for it (their country and id), if any. */
  memberKey: string | null;
  /** A proof of work, not the image, unlocked it. */
  byWork: boolean;
}

/** The buckets of one code send. */
export function sendBuckets(c: CommerceContext, send: Send): Bucket[] {
  const buckets = [{ key: `send:acct:${send.accountKey}`, limit: SEND_LIMITS.account }, ...clientBuckets(c, 'send', SEND_LIMITS)];
  if (send.memberKey) buckets.push({ key: `send:member:${send.memberKey}`, limit: SEND_LIMITS.memberPerDay, windowMs: DAY_MS });
  if (send.byWork) {
    const ip = clientIp(c);
    buckets.push(
      { key: `send:pow:ip:${ip}`, limit: POW_SEND_LIMITS.ip },
      { key: `send:pow:ipday:${ip}`, limit: POW_SEND_LIMITS.ipPerDay, windowMs: DAY_MS },
    );
  }
  if (send.phone) {
    const block = send.accountKey.slice(0, -PHONE_BLOCK_DIGITS);
    buckets.push(
      { key: `send:block:${block}`, limit: PHONE_SEND_LIMITS.blockPerHour, windowMs: HOUR_MS },
      { key: 'send:phone:all', limit: PHONE_SEND_LIMITS.allPerHour, windowMs: HOUR_MS },
    );
  }
  return buckets;
}

/** The buckets of one captcha for an account. */
export function captchaBuckets(c: CommerceContext, accountKey: string): Bucket[] {
  return [{ key: `captcha:acct:${accountKey}`, limit: CAPTCHA_LIMITS.account }, ...clientBuckets(c, 'captcha', CAPTCHA_LIMITS)];
}

/** The buckets the proof of work's difficulty counts challenges in: the request's IP, and every IP. */
export function powChallengeKeys(c: CommerceContext): [perIp: string, overall: string] {
  return [`pow:ip:${clientIp(c)}`, 'pow:all'];
}

/** The bucket's events since `since`. */
const inBucket = (bucket: string, since: number) => and(eq(rateEvents.bucket, bucket), gt(rateEvents.at, since));

/**
 * Records one event in each bucket, with no limit, and answers how many each held in the last 10 minutes before it,
 * counting up to `cap` (past it the answer is the same): for a cost that rises with a rate instead of a refusal. `db` is
 * the global database (globalDb), like every rate event's.
 */
export async function countAndRecord(db: Db, keys: readonly [string, ...string[]], cap: number, now = Date.now()): Promise<number[]> {
  const countOf = (key: string) =>
    db.select({ n: count() }).from(
      db
        .select({ at: rateEvents.at })
        .from(rateEvents)
        .where(inBucket(key, now - RATE_WINDOW_MS))
        .limit(cap)
        .as('capped'),
    );
  const [first, ...rest] = keys;
  const results = await db.batch([
    countOf(first),
    ...rest.map(countOf),
    db.insert(rateEvents).values(keys.map((bucket) => ({ bucket, at: now }))),
  ]);
  // The counts' rows come first; the insert's answer, last, is no array.
  return results.slice(0, keys.length).map((rows) => (Array.isArray(rows) ? (rows[0]?.n ?? 0) : 0));
}

/**
 * Records one event in every bucket if all are under their limit; otherwise `refusal` (1101023 unless the limit has a
 * code of its own, as voucher claims' 1101039) and nothing is recorded. `db` is the global database (globalDb).
 */
export async function takeRateLimit(db: Db, buckets: Bucket[], now = Date.now(), refusal: ErrorCode = ERR.UNSAFE_DEVICE): Promise<void> {
  const underLimits = buckets.map((b) =>
    lt(
      db
        .select({ n: count() })
        .from(rateEvents)
        .where(inBucket(b.key, now - (b.windowMs ?? RATE_WINDOW_MS))),
      b.limit,
    ),
  );
  // One statement, the keys as one JSON array: D1 refuses a UNION of six SELECTs ("too many terms in compound
  // SELECT"), and a send has up to eight buckets.
  const recorded = await db
    .insert(rateEvents)
    .select(
      db
        .select({ id: sql`null`.as('id'), bucket: sql`b.value`.as('bucket'), at: sql`${now}`.as('at') })
        .from(sql`json_each(${JSON.stringify(buckets.map((b) => b.key))}) AS b`)
        .where(and(...underLimits)),
    )
    .returning({ id: rateEvents.id });
  if (recorded.length !== buckets.length) throw new ApiError(refusal, 'rate limited');
}
