/**
 * The order state machine after payment (spec §4): to_ship → shipped (the logistics part books the shipment) →
 * completed (receipt confirmed, by the shopper or the scheduled job days after delivery); unpaid → cancelled and
 * to_ship → cancelled (the shopper cancels; a paid order's money goes back through the gateway). Paying
 * (unpaid → to_ship) is payment/settle.ts's, the timeout close order/close.ts's. Every change is one statement guarded
 * by the status it leaves, so of two racing moves one changes the order and the other finds the status gone (1103006);
 * the timeline row and the member's message follow each change by trigger (migration 0017).
 */
import { and, asc, eq, exists, gt, inArray, isNotNull, isNull, lte, ne } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { AFTER_SALE_STATUS, ORDER_STATUS } from '../../../src/shared/contract/constants';
import { ApiError, ERR } from '../../../src/shared/errors';
import { afterSales, coinLedger, orders, payments } from '../../platform/schema';
import { COLLECTED_ON_DELIVERY, refundThroughGateway } from '../payment/methods';
import { ledgerEntry } from '../points/entries';
import { closeStatements } from './close';

type Db = DrizzleD1Database;

const DAY_MS = 24 * 3600 * 1000;

/** The member's order by number; another member's or an unknown one is 1103001. */
export async function orderOfMember(db: Db, memberId: number, orderNo: string) {
  const row = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(eq(orders.memberId, memberId), eq(orders.orderNo, orderNo)))
    .get();
  if (!row) throw new ApiError(ERR.ORDER_NOT_FOUND);
  return row;
}

/** D1 counts the rows a statement's triggers write too (migration 0017), so only 0 says the guard held nothing. */
function mismatch(): ApiError {
  return new ApiError(ERR.ORDER_STATUS_MISMATCH);
}

/** The shipment is booked: to_ship → shipped with its courier (the order's logistics provider, spec §3) and tracking number. */
export async function markShipped(db: Db, orderId: number, shipment: { courier: string; trackingNo: string }, now: number): Promise<void> {
  const { meta } = await db
    .update(orders)
    .set({ status: ORDER_STATUS.pendingReceipt, shippedAt: now, logisticsProvider: shipment.courier, trackingNo: shipment.trackingNo })
    .where(and(eq(orders.id, orderId), eq(orders.status, ORDER_STATUS.pendingShipment)))
    .run();
  if (meta.changes === 0) throw mismatch();
}

/** The package reached the shopper (for the logistics part): starts the auto-confirm clock; once per order. */
export async function markDelivered(db: Db, orderId: number, now: number): Promise<void> {
  const { meta } = await db
    .update(orders)
    .set({ deliveredAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, ORDER_STATUS.pendingReceipt), isNull(orders.deliveredAt)))
    .run();
  if (meta.changes === 0) throw mismatch();
}

/**
 * shipped → completed in one batch: the coins earned credited (the ledger's unique (order_id, 'earn') index makes a
 * second credit impossible, ON CONFLICT DO NOTHING makes a raced one a no-op) and a cash-on-delivery payment,
 * collected at the door, successful.
 */
async function confirm(db: Db, orderId: number, now: number): Promise<void> {
  const completedHere = exists(
    db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.status, ORDER_STATUS.complete), eq(orders.completedAt, now))),
  );
  const earned = db
    .select(ledgerEntry('earn', now, { memberId: orders.memberId, delta: orders.coinsEarned, orderId: orders.id }))
    .from(orders)
    .where(and(eq(orders.id, orderId), gt(orders.coinsEarned, 0), completedHere));
  const [completed] = await db.batch([
    db
      .update(orders)
      .set({ status: ORDER_STATUS.complete, completedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.status, ORDER_STATUS.pendingReceipt))),
    db.insert(coinLedger).select(earned).onConflictDoNothing(),
    db
      .update(payments)
      .set({ status: 'successful', updatedAt: now })
      .where(
        and(
          eq(payments.orderId, orderId),
          inArray(payments.method, COLLECTED_ON_DELIVERY),
          eq(payments.status, 'processing'),
          completedHere,
        ),
      ),
  ]);
  if (completed.meta.changes === 0) throw mismatch();
}

/** The shopper confirms receipt of their shipped order. */
export async function confirmReceipt(db: Db, memberId: number, orderNo: string, now: number): Promise<void> {
  const order = await orderOfMember(db, memberId, orderNo);
  if (order.status !== ORDER_STATUS.pendingReceipt) throw mismatch();
  await confirm(db, order.id, now);
}

/** How many delivered orders one run confirms per country: the next run takes the rest. */
const CONFIRM_BATCH = 200;

/** Confirms the orders delivered at least `days` days ago and not confirmed since (the Cron Trigger). */
export async function confirmDeliveredOrders(db: Db, days: number, now: number): Promise<number> {
  const delivered = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, ORDER_STATUS.pendingReceipt), lte(orders.deliveredAt, now - days * DAY_MS)))
    .orderBy(asc(orders.deliveredAt))
    .limit(CONFIRM_BATCH);
  let confirmed = 0;
  for (const { id } of delivered) {
    // One order that cannot be confirmed (the shopper confirmed it meanwhile, or a failure, logged) holds back no other.
    try {
      await confirm(db, id, now);
      confirmed++;
    } catch (err) {
      console.error(JSON.stringify({ event: 'order auto-confirm failed', orderId: id, error: String(err) }));
    }
  }
  return confirmed;
}

/** What a refund through the gateway needs of the payment. */
const paidWith = {
  id: payments.id,
  paymentNo: payments.paymentNo,
  method: payments.method,
  gatewayId: payments.gatewayId,
  amount: payments.amount,
  currency: payments.currency,
};

type PaidWith = Pick<typeof payments.$inferSelect, keyof typeof paidWith>;

/**
 * Gives a refunded payment's money back through the gateway (idempotent by our reference, so a retry is the same
 * refund) and records the gateway's refund id. A failure leaves refund_id null for the scheduled job to retry.
 */
async function sendRefund(env: Env, db: Db, payment: PaidWith, now: number): Promise<void> {
  if (!payment.gatewayId) return;
  try {
    const refund = await refundThroughGateway(env, payment.method, payment.gatewayId, {
      referenceId: `${payment.paymentNo}-R`,
      amount: payment.amount,
      currency: payment.currency,
      reason: 'REQUESTED_BY_CUSTOMER',
    });
    await db
      .update(payments)
      .set({ refundId: refund.id, updatedAt: now })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'refunded'), isNull(payments.refundId)))
      .run();
  } catch (err) {
    console.error(JSON.stringify({ event: 'order refund failed', payment: payment.paymentNo, error: String(err) }));
  }
}

/**
 * The shopper cancels: an unpaid order closes (order/close.ts); a paid one not shipped yet closes the same way and, in
 * the same batch, its successful online payment becomes refunded (a cash-on-delivery one, never collected, cancelled),
 * then the money goes back through the gateway. First-order free shipping stays spent (spec §9: paid_at is kept).
 */
export async function cancelOrder(
  env: Env,
  db: Db,
  memberId: number,
  cancel: { orderNo: string; reason?: string | undefined },
  now: number,
): Promise<void> {
  const order = await orderOfMember(db, memberId, cancel.orderNo);
  const closedHere = exists(
    db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, order.id), eq(orders.status, ORDER_STATUS.closed), eq(orders.closedAt, now))),
  );
  const note = db
    .update(orders)
    .set({ cancelNote: cancel.reason ?? null })
    .where(and(eq(orders.id, order.id), closedHere));
  if (order.status === ORDER_STATUS.pendingPayment) {
    const [closed] = await db.batch([...closeStatements(db, order.id, 'cancelled', now), note]);
    if (closed.meta.changes === 0) throw mismatch();
    return;
  }
  if (order.status !== ORDER_STATUS.pendingShipment) throw mismatch();
  // Part of it is in after-sales (open, or refunded already): that goes on there; closeStatements guards the race.
  const afterSale = await db
    .select({ id: afterSales.id })
    .from(afterSales)
    .where(and(eq(afterSales.orderId, order.id), ne(afterSales.status, AFTER_SALE_STATUS.failure)))
    .limit(1)
    .get();
  if (afterSale) throw new ApiError(ERR.AFTER_SALE_IN_PROGRESS);
  const paid = await db
    .select(paidWith)
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'successful')))
    .get();
  const [closed] = await db.batch([
    ...closeStatements(db, order.id, 'cancelled', now, ORDER_STATUS.pendingShipment),
    note,
    db
      .update(payments)
      .set({ status: 'refunded', updatedAt: now })
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'successful'), closedHere)),
    db
      .update(payments)
      .set({ status: 'cancelled', updatedAt: now })
      .where(
        and(eq(payments.orderId, order.id), inArray(payments.method, COLLECTED_ON_DELIVERY), eq(payments.status, 'processing'), closedHere),
      ),
  ]);
  if (closed.meta.changes === 0) throw mismatch();
  if (paid) await sendRefund(env, db, paid, now);
}

/** Refunds recorded whose gateway call failed (refund_id still null): sent again by the scheduled job. */
export async function retryRefunds(env: Env, db: Db, now: number): Promise<void> {
  const unsent = await db
    .select(paidWith)
    .from(payments)
    .where(and(eq(payments.status, 'refunded'), isNull(payments.refundId), isNotNull(payments.gatewayId)))
    .limit(50);
  for (const payment of unsent) await sendRefund(env, db, payment, now);
}
