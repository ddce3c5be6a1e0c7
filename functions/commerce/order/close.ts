/**
 * Closing unpaid orders (spec §4): at their payment deadline (the scheduled job, a flash sale's alarm) or when the
 * shopper cancels one. One batch closes a set of orders and gives back what they held: stock, vouchers (a voucher past
 * its validity stays expired, spec §9) and coins. The batch is set-based, a fixed number of statements whatever the
 * number of orders, so releasing 100,000 abandoned peak orders takes minutes, not days (issue 27).
 */
import { and, asc, eq, gt, inArray, isNull, lte, ne, not, notExists, type SQL, sql } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { AFTER_SALE_STATUS, ORDER_STATUS } from '../../../src/shared/contract/constants';
import type { BatchStatement } from '../../platform/db';
import { inList } from '../../platform/in-list';
import { afterSales, coinLedger, memberVouchers, orderLines, orders, skus } from '../../platform/schema';
import { ledgerEntry } from '../points/entries';

type Db = DrizzleD1Database;
type From = typeof ORDER_STATUS.pendingPayment | typeof ORDER_STATUS.pendingShipment;

export type CloseReason = NonNullable<(typeof orders.$inferSelect)['closeReason']>;

/** The guarded change of the orders themselves: the first statement of a close, its result says how many closed. */
function closeUpdate(db: Db, which: SQL, reason: CloseReason, now: number, from: From) {
  // An order with an after-sales application open or refunded is not closed whole: its money would go back twice.
  const afterSale = db
    .select({ id: afterSales.id })
    .from(afterSales)
    .where(and(eq(afterSales.orderId, orders.id), ne(afterSales.status, AFTER_SALE_STATUS.failure)));
  return db
    .update(orders)
    .set({ status: ORDER_STATUS.closed, closedAt: now, closeReason: reason })
    .where(and(which, eq(orders.status, from), notExists(afterSale)));
}

/**
 * The statements that close the orders `which` picks (a condition on `orders`) while they are still in status `from`
 * (unpaid; to_ship for a paid order the shopper cancels, whose money order/transitions.ts refunds), and release what
 * they held. The first statement's `changes` is how many closed. Every statement after it acts only on orders this
 * batch closed and has not released yet (closed at `now`, released_at unset): a batch runs alone, so a close racing a
 * payment or another close gives nothing twice.
 */
export function closeWhere(
  db: Db,
  which: SQL,
  reason: CloseReason,
  now: number,
  from: From = ORDER_STATUS.pendingPayment,
): [ReturnType<typeof closeUpdate>, ...BatchStatement[]] {
  const closedHere = and(eq(orders.status, ORDER_STATUS.closed), isNull(orders.releasedAt), eq(orders.closedAt, now))!;
  const closedIds = db.select({ id: orders.id }).from(orders).where(closedHere);
  const heldQuantity = db
    .select({ quantity: sql<number>`sum(${orderLines.quantity})` })
    .from(orderLines)
    .where(and(inArray(orderLines.orderId, closedIds), eq(orderLines.skuId, skus.id)));
  const heldSkus = db.select({ skuId: orderLines.skuId }).from(orderLines).where(inArray(orderLines.orderId, closedIds));
  const coinsBack = db
    .select(ledgerEntry('release', now, { memberId: orders.memberId, delta: orders.coinsUsed, orderId: orders.id }))
    .from(orders)
    .where(and(closedHere, gt(orders.coinsUsed, 0)));
  return [
    closeUpdate(db, which, reason, now, from),
    // One change per SKU, whatever the number of orders: its product's trigger runs once, not once per order.
    db
      .update(skus)
      .set({ stock: sql`${skus.stock} + ${heldQuantity}` })
      .where(inArray(skus.id, heldSkus)),
    db.update(memberVouchers).set({ uses: 0, orderId: null }).where(inArray(memberVouchers.orderId, closedIds)),
    db.insert(coinLedger).select(coinsBack),
    db.update(orders).set({ releasedAt: now }).where(closedHere),
  ];
}

/** The statements that close one order (the shopper's cancel): closeWhere for that order. */
export function closeStatements(db: Db, orderId: number, reason: CloseReason, now: number, from?: From) {
  return closeWhere(db, eq(orders.id, orderId), reason, now, from);
}

/** Closes the unpaid orders of these numbers whose deadline has passed (a flash sale's alarm). */
export async function closeOverdueByNumber(db: Db, orderNos: readonly string[], now: number): Promise<void> {
  await db.batch(closeWhere(db, and(inList(orders.orderNo, orderNos), lte(orders.payDeadline, now))!, 'timeout', now));
}

/**
 * How many overdue orders one batch closes, and how many batches one run takes: 2,000 × 25 = 50,000 a minute in about
 * 150 D1 queries of the 1,000 an invocation may make, each batch far inside D1's 30 s.
 */
export const CLOSE_BATCH = 2000;
const CLOSE_BATCHES_PER_RUN = 25;

/**
 * Closes these orders in one batch; when the batch fails, in halves, down to the one order that cannot be closed
 * (logged for follow-up), so it holds back neither the others nor the jobs after this one. Answers those it could not.
 */
async function closeInHalves(db: Db, ids: readonly number[], now: number): Promise<{ closed: number; stuck: number[] }> {
  try {
    const [first] = await db.batch(closeWhere(db, inList(orders.id, ids), 'timeout', now));
    return { closed: first.meta.changes, stuck: [] };
  } catch (err) {
    if (ids.length === 1) {
      console.error(JSON.stringify({ event: 'order close failed', orderId: ids[0], error: String(err) }));
      return { closed: 0, stuck: [...ids] };
    }
    const half = Math.ceil(ids.length / 2);
    const a = await closeInHalves(db, ids.slice(0, half), now);
    const b = await closeInHalves(db, ids.slice(half), now);
    return { closed: a.closed + b.closed, stuck: [...a.stuck, ...b.stuck] };
  }
}

/** Closes the unpaid orders whose payment deadline has passed (the Cron Trigger, every minute); answers how many. */
export async function closeOverdueOrders(db: Db, now: number): Promise<number> {
  let closed = 0;
  const stuck: number[] = [];
  for (let run = 0; run < CLOSE_BATCHES_PER_RUN; run++) {
    const overdue = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.status, ORDER_STATUS.pendingPayment),
          lte(orders.payDeadline, now),
          stuck.length ? not(inList(orders.id, stuck)) : undefined,
        ),
      )
      .orderBy(asc(orders.payDeadline))
      .limit(CLOSE_BATCH);
    if (overdue.length === 0) break;
    const result = await closeInHalves(
      db,
      overdue.map((o) => o.id),
      now,
    );
    closed += result.closed;
    stuck.push(...result.stuck);
    if (overdue.length < CLOSE_BATCH) break;
  }
  return closed;
}
