/**
 * Closing an unpaid order (spec §4): at its payment deadline (the scheduled job) or when the shopper cancels it. One
 * batch closes it and gives back what it held: stock, vouchers (a voucher past its validity stays expired, spec §9)
 * and coins. Every statement after the first acts only on an order this batch closed and has not released yet, so
 * a close racing a payment or another close gives nothing twice.
 */
import { and, asc, eq, exists, gt, inArray, isNull, lte, ne, notExists, sql } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { AFTER_SALE_STATUS, ORDER_STATUS } from '../../../src/shared/contract/constants';
import type { BatchStatement } from '../../platform/db';
import { afterSales, coinLedger, memberVouchers, orderLines, orders, skus } from '../../platform/schema';
import { ledgerEntry } from '../points/entries';

type Db = DrizzleD1Database;

export type CloseReason = NonNullable<(typeof orders.$inferSelect)['closeReason']>;

/** The guarded change of the order itself: the first statement of a close, its result says whether it closed. */
function closeOrder(
  db: Db,
  orderId: number,
  reason: CloseReason,
  now: number,
  from: typeof ORDER_STATUS.pendingPayment | typeof ORDER_STATUS.pendingShipment,
) {
  // An order with an after-sales application open or refunded is not closed whole: its money would go back twice.
  const afterSale = db
    .select({ id: afterSales.id })
    .from(afterSales)
    .where(and(eq(afterSales.orderId, orderId), ne(afterSales.status, AFTER_SALE_STATUS.failure)));
  return db
    .update(orders)
    .set({ status: ORDER_STATUS.closed, closedAt: now, closeReason: reason })
    .where(and(eq(orders.id, orderId), eq(orders.status, from), notExists(afterSale)));
}

/**
 * The statements that close the order `orderId` when it is still in status `from` (unpaid; to_ship for a paid order
 * the shopper cancels, whose money order/transitions.ts refunds), and release what it held.
 */
export function closeStatements(
  db: Db,
  orderId: number,
  reason: CloseReason,
  now: number,
  from: typeof ORDER_STATUS.pendingPayment | typeof ORDER_STATUS.pendingShipment = ORDER_STATUS.pendingPayment,
): [ReturnType<typeof closeOrder>, ...BatchStatement[]] {
  const closedHere = exists(
    db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.status, ORDER_STATUS.closed), isNull(orders.releasedAt))),
  );
  const lines = db.select({ skuId: orderLines.skuId }).from(orderLines).where(eq(orderLines.orderId, orderId));
  const quantity = db
    .select({ quantity: orderLines.quantity })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.skuId, skus.id)));
  const released = db
    .select(ledgerEntry('release', now, { memberId: orders.memberId, delta: orders.coinsUsed, orderId: orders.id }))
    .from(orders)
    .where(and(eq(orders.id, orderId), gt(orders.coinsUsed, 0), closedHere));
  return [
    closeOrder(db, orderId, reason, now, from),
    db
      .update(skus)
      .set({ stock: sql`${skus.stock} + ${quantity}` })
      .where(and(inArray(skus.id, lines), closedHere)),
    db
      .update(memberVouchers)
      .set({ uses: 0, orderId: null })
      .where(and(eq(memberVouchers.orderId, orderId), closedHere)),
    db.insert(coinLedger).select(released),
    db
      .update(orders)
      .set({ releasedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.status, ORDER_STATUS.closed), isNull(orders.releasedAt))),
  ];
}

/** How many overdue orders one run closes per country: the next run, minutes later, takes the rest. */
const CLOSE_BATCH = 200;

/** Closes the unpaid orders whose payment deadline has passed (the Cron Trigger); answers how many it closed. */
export async function closeOverdueOrders(db: Db, now: number): Promise<number> {
  const overdue = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, ORDER_STATUS.pendingPayment), lte(orders.payDeadline, now)))
    .orderBy(asc(orders.payDeadline))
    .limit(CLOSE_BATCH);
  let closed = 0;
  for (const { id } of overdue) {
    // One order that cannot be closed (logged for follow-up) must not hold back the others or the jobs after this one.
    try {
      await db.batch(closeStatements(db, id, 'timeout', now));
      closed++;
    } catch (err) {
      console.error(JSON.stringify({ event: 'order close failed', orderId: id, error: String(err) }));
    }
  }
  return closed;
}
