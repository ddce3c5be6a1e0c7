/**
 * The coin ledger as the member sees it (records, one record, the balance and what expires soon) and the scheduled
 * expiry. Every read names the member. The ledger is the only source of a balance: members.points is its running sum
 * by trigger (migration 0013), and the expiry job only ever inserts rows.
 */
import type { PointsTab } from '../../../src/shared/contract/constants';
import { POINTS_PAGE_SIZE } from '../../../src/shared/contract/points';
import { ApiError, ERR } from '../../../src/shared/errors';
import { type CountryCode, COUNTRIES } from '../../../src/shared/countries';
import { CHECKOUT_SETTINGS } from '../../platform/settings';
import { expiryStep } from './expiry';
import type { DetailRow, RecordRow } from './views';

const DAY_MS = 24 * 3600 * 1000;
/** Coins that expire within this long show on the page. */
const EXPIRING_SOON_MS = 31 * DAY_MS;

/** Kinds whose coins expire: they are the batches that spending and expiry use up, the oldest first. */
const EARNED = "kind IN ('opening', 'earn')";

/**
 * The member's rows with the balance right after each (the running sum in the order they were written), and their
 * order's number. ?1 is the member.
 */
const WITH_RECORDS = `WITH r AS (
    SELECT id, kind, delta, order_id, created_at, expiry_at, sum(delta) OVER (ORDER BY created_at, id) AS balance_after
    FROM coin_ledger WHERE member_id = ?1)`;
const RECORD_COLUMNS = 'r.id, r.kind, r.delta, r.created_at, r.expiry_at, r.balance_after, o.order_no';

/** ?2 the tab: earned is coins in, spent is coins out (spent and expired). */
const IN_TAB = "(?2 = 'all' OR (?2 = 'earned' AND delta > 0) OR (?2 = 'spent' AND delta < 0))";

interface Sums {
  balance: number;
  /** The net of every row that is not earned coins: spending (−), its release and refunds (+), expiry (−). */
  used: number;
  due1: number;
  due2: number;
}

export interface PointsSummary {
  balance: number;
  expiring: { coins: number; expiresAt: number } | null;
}

/**
 * The coins that run out at an expiry date: those earned before it, less everything spent and expired so far
 * (the oldest coins go first), never below zero.
 */
const left = (earnedDue: number, used: number) => Math.max(0, earnedDue + used);

function summary(sums: Sums, steps: { expiresAt: number }[], now: number): PointsSummary {
  const first = left(sums.due1, sums.used);
  // The second date's coins are the ones still left after the first date's.
  const second = left(sums.due2, sums.used) - first;
  const soon = [
    { coins: first, expiresAt: steps[0]!.expiresAt },
    { coins: second, expiresAt: steps[1]!.expiresAt },
  ].find((e) => e.coins > 0 && e.expiresAt - now <= EXPIRING_SOON_MS);
  return { balance: sums.balance, expiring: soon ?? null };
}

function sumsStatement(d1: D1Database, memberId: number, earnedBefore: [number, number]): D1PreparedStatement {
  return d1
    .prepare(
      `SELECT coalesce(sum(delta), 0) AS balance,
         coalesce(sum(CASE WHEN ${EARNED} THEN 0 ELSE delta END), 0) AS used,
         coalesce(sum(CASE WHEN ${EARNED} AND created_at < ?2 THEN delta ELSE 0 END), 0) AS due1,
         coalesce(sum(CASE WHEN ${EARNED} AND created_at < ?3 THEN delta ELSE 0 END), 0) AS due2
       FROM coin_ledger WHERE member_id = ?1`,
    )
    .bind(memberId, ...earnedBefore);
}

/** A page of the member's records in a tab, newest first, with the balance and what expires soon. */
export async function recordPage(
  d1: D1Database,
  country: CountryCode,
  memberId: number,
  q: { type: PointsTab; page_num?: number | undefined; page_size?: number | undefined },
  now: number,
): Promise<{ summary: PointsSummary; total: number; rows: RecordRow[] }> {
  const size = q.page_size ?? POINTS_PAGE_SIZE;
  const offset = ((q.page_num ?? 1) - 1) * size;
  const { timezone } = COUNTRIES[country];
  const { expireMonths } = CHECKOUT_SETTINGS[country].coins;
  const steps = [expiryStep(now, timezone, expireMonths, 1), expiryStep(now, timezone, expireMonths, 2)];
  const [sums, count, rows] = await d1.batch([
    sumsStatement(d1, memberId, [steps[0]!.earnedBefore, steps[1]!.earnedBefore]),
    d1.prepare(`SELECT count(*) AS total FROM coin_ledger WHERE member_id = ?1 AND ${IN_TAB}`).bind(memberId, q.type),
    d1
      .prepare(
        `${WITH_RECORDS} SELECT ${RECORD_COLUMNS} FROM r LEFT JOIN orders o ON o.id = r.order_id
         WHERE ${IN_TAB.replaceAll('delta', 'r.delta')} ORDER BY r.created_at DESC, r.id DESC LIMIT ?3 OFFSET ?4`,
      )
      .bind(memberId, q.type, size, offset),
  ]);
  return {
    summary: summary(sums!.results[0] as Sums, steps, now),
    total: (count!.results[0] as { total: number }).total,
    rows: rows!.results as RecordRow[],
  };
}

/** One of the member's records with its order; another member's or an unknown one is not found (1108001). */
export async function recordOfMember(d1: D1Database, memberId: number, id: number): Promise<DetailRow> {
  const row = await d1
    .prepare(
      `${WITH_RECORDS} SELECT ${RECORD_COLUMNS}, o.status, o.currency, o.total, o.coins_used, o.coins_value, o.coins_earned,
         o.created_at AS order_created_at
       FROM r LEFT JOIN orders o ON o.id = r.order_id WHERE r.id = ?2`,
    )
    .bind(memberId, id)
    .first<DetailRow>();
  if (!row) throw new ApiError(ERR.CONTENT_NOT_FOUND, 'coin record not found');
  return row;
}

/**
 * The scheduled expiry (functions/commerce/jobs.ts): for each member, the coins earned before the latest expiry date
 * that are still unspent become one 'expire' row dated to that expiry. One statement reads and writes, so it sees
 * every earlier run's rows; the unique (member, expiry date) index and OR IGNORE make a retried or overlapping run
 * write nothing more. Coins that only become unspent after their date's row was written (an order spending them
 * closed later) run out at the next month's date.
 */
export async function expireCoins(d1: D1Database, country: CountryCode, now: number): Promise<void> {
  const { expiresAt, earnedBefore } = expiryStep(now, COUNTRIES[country].timezone, CHECKOUT_SETTINGS[country].coins.expireMonths, 0);
  await d1
    .prepare(
      `INSERT OR IGNORE INTO coin_ledger (member_id, delta, kind, expiry_at, created_at)
       SELECT member_id, -due, 'expire', ?2, ?3 FROM (
         SELECT member_id, sum(CASE WHEN ${EARNED} AND created_at >= ?1 THEN 0 ELSE delta END) AS due
         FROM coin_ledger
         WHERE member_id IN (SELECT member_id FROM coin_ledger WHERE ${EARNED} AND created_at < ?1)
           -- Members this date is done for are skipped (the unique index would ignore their row anyway).
           AND member_id NOT IN (SELECT member_id FROM coin_ledger WHERE kind = 'expire' AND expiry_at = ?2)
         GROUP BY member_id)
       WHERE due > 0`,
    )
    .bind(earnedBefore, expiresAt, now)
    .run();
}
