/**
 * The coin ledger as the member sees it (records, one record, the balance and what expires soon) and the scheduled
 * expiry. Every read names the member. The ledger is the only source of a balance: members.points is its running sum
 * by trigger (migration 0013), and the expiry job only ever inserts rows.
 */
import { and, count, desc, eq, gt, inArray, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { PointsTab } from '../../../src/shared/contract/constants';
import { POINTS_PAGE_SIZE } from '../../../src/shared/contract/points';
import { ApiError, ERR } from '../../../src/shared/errors';
import { type CountryCode, COUNTRIES } from '../../../src/shared/countries';
import { coinLedger, orders } from '../../platform/schema';
import { CHECKOUT_SETTINGS } from '../../platform/settings';
import { ledgerEntry } from './entries';
import { expiryStep } from './expiry';
import type { LedgerRecord, LedgerRecordDetail, PointsSummary } from './views';

type Db = DrizzleD1Database;

const DAY_MS = 24 * 3600 * 1000;
/** Coins that expire within this long show on the page. */
const EXPIRING_SOON_MS = 31 * DAY_MS;

/** Rows whose coins expire: they are the batches that spending and expiry use up, the oldest first. */
const earned = inArray(coinLedger.kind, ['opening', 'earn']);

/** The member's rows with the balance right after each (the running sum in the order they were written). */
function records(db: Db, memberId: number) {
  return db.$with('r').as(
    db
      .select({
        id: coinLedger.id,
        kind: coinLedger.kind,
        delta: coinLedger.delta,
        orderId: coinLedger.orderId,
        createdAt: coinLedger.createdAt,
        expiryAt: coinLedger.expiryAt,
        balanceAfter: sql<number>`sum(${coinLedger.delta}) over (order by ${coinLedger.createdAt}, ${coinLedger.id})`.as('balance_after'),
      })
      .from(coinLedger)
      .where(eq(coinLedger.memberId, memberId)),
  );
}

type Records = ReturnType<typeof records>;

/** A record's columns and its order's number (the records left-joined to orders). */
const recordColumns = (r: Records) => ({
  id: r.id,
  kind: r.kind,
  delta: r.delta,
  createdAt: r.createdAt,
  expiryAt: r.expiryAt,
  balanceAfter: r.balanceAfter,
  orderNo: orders.orderNo,
});

/** A tab's rows: earned is coins in, spent is coins out (spent and expired). */
function inTab(tab: PointsTab, delta: AnySQLiteColumn): SQL | undefined {
  if (tab === 'earned') return gt(delta, 0);
  if (tab === 'spent') return lt(delta, 0);
  return undefined;
}

/** The member's balance, and the coins earned before each of two expiry dates and used since (summary). */
function sumsQuery(db: Db, memberId: number, earnedBefore: [number, number]) {
  const { delta, createdAt } = coinLedger;
  const dueBy = (before: number) =>
    sql<number>`coalesce(sum(case when ${earned} and ${createdAt} < ${before} then ${delta} else 0 end), 0)`;
  return db
    .select({
      balance: sql<number>`coalesce(sum(${delta}), 0)`.as('balance'),
      // The net of every row that is not earned coins: spending (−), its release and refunds (+), expiry (−).
      used: sql<number>`coalesce(sum(case when ${earned} then 0 else ${delta} end), 0)`.as('used'),
      due1: dueBy(earnedBefore[0]).as('due1'),
      due2: dueBy(earnedBefore[1]).as('due2'),
    })
    .from(coinLedger)
    .where(eq(coinLedger.memberId, memberId));
}

type Sums = Awaited<ReturnType<typeof sumsQuery>>[number];

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

/** A page of the member's records in a tab, newest first, with the balance and what expires soon. */
export async function recordPage(
  db: Db,
  country: CountryCode,
  memberId: number,
  q: { type: PointsTab; page_num?: number | undefined; page_size?: number | undefined },
  now: number,
): Promise<{ summary: PointsSummary; total: number; rows: LedgerRecord[] }> {
  const size = q.page_size ?? POINTS_PAGE_SIZE;
  const offset = ((q.page_num ?? 1) - 1) * size;
  const { timezone } = COUNTRIES[country];
  const { expireMonths } = CHECKOUT_SETTINGS[country].coins;
  const steps = [expiryStep(now, timezone, expireMonths, 1), expiryStep(now, timezone, expireMonths, 2)];
  const r = records(db, memberId);
  const [sums, counted, rows] = await db.batch([
    sumsQuery(db, memberId, [steps[0]!.earnedBefore, steps[1]!.earnedBefore]),
    db
      .select({ total: count() })
      .from(coinLedger)
      .where(and(eq(coinLedger.memberId, memberId), inTab(q.type, coinLedger.delta))),
    db
      .with(r)
      .select(recordColumns(r))
      .from(r)
      .leftJoin(orders, eq(orders.id, r.orderId))
      .where(inTab(q.type, r.delta))
      .orderBy(desc(r.createdAt), desc(r.id))
      .limit(size)
      .offset(offset),
  ]);
  return { summary: summary(sums[0]!, steps, now), total: counted[0]?.total ?? 0, rows };
}

/** One of the member's records with its order; another member's or an unknown one is not found (1108001). */
export async function recordOfMember(db: Db, memberId: number, id: number): Promise<LedgerRecordDetail> {
  const r = records(db, memberId);
  const row = await db
    .with(r)
    .select({
      ...recordColumns(r),
      status: orders.status,
      currency: orders.currency,
      total: orders.total,
      coinsUsed: orders.coinsUsed,
      coinsValue: orders.coinsValue,
      coinsEarned: orders.coinsEarned,
      orderCreatedAt: orders.createdAt,
    })
    .from(r)
    .leftJoin(orders, eq(orders.id, r.orderId))
    .where(eq(r.id, id))
    .get();
  if (!row) throw new ApiError(ERR.CONTENT_NOT_FOUND, 'coin record not found');
  return row;
}

/**
 * The scheduled expiry (functions/commerce/jobs.ts): for each member, the coins earned before the latest expiry date
 * that are still unspent become one 'expire' row dated to that expiry. One statement reads and writes, so it sees
 * every earlier run's rows; the unique (member, expiry date) index and ON CONFLICT DO NOTHING make a retried or
 * overlapping run write nothing more. Coins that only become unspent after their date's row was written (an order spending them
 * closed later) run out at the next month's date.
 */
export async function expireCoins(db: Db, country: CountryCode, now: number): Promise<void> {
  const { expiresAt, earnedBefore } = expiryStep(now, COUNTRIES[country].timezone, CHECKOUT_SETTINGS[country].coins.expireMonths, 0);
  const { memberId, kind, delta, createdAt, expiryAt } = coinLedger;
  const due = sql<number>`sum(case when ${earned} and ${createdAt} >= ${earnedBefore} then 0 else ${delta} end)`;
  await db
    .insert(coinLedger)
    .select(
      db
        .select(ledgerEntry('expire', now, { memberId, delta: sql`-${due}`.as('delta'), expiryAt: sql`${expiresAt}`.as('expiry_at') }))
        .from(coinLedger)
        .where(
          and(
            inArray(
              memberId,
              db
                .select({ memberId })
                .from(coinLedger)
                .where(and(earned, lt(createdAt, earnedBefore))),
            ),
            // Members this date is done for are skipped (the unique index would ignore their row anyway).
            notInArray(
              memberId,
              db
                .select({ memberId })
                .from(coinLedger)
                .where(and(eq(kind, 'expire'), eq(expiryAt, expiresAt))),
            ),
          ),
        )
        .groupBy(memberId)
        .having(gt(due, 0)),
    )
    .onConflictDoNothing()
    .run();
}
