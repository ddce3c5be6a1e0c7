/**
 * The order state machine after payment (spec §4): to_ship → shipped (the logistics part books the shipment) →
 * completed (receipt confirmed, by the shopper or the scheduled job days after delivery); unpaid → cancelled and
 * to_ship → cancelled (the shopper cancels; a paid order's money goes back through the gateway). Paying
 * (unpaid → to_ship) is payment/settle.ts's, the timeout close order/close.ts's. Every change is one statement guarded
 * by the status it leaves, so of two racing moves one changes the order and the other finds the status gone (1103006);
 * the timeline row and the member's message follow each change by trigger (migration 0017).
 */
import { ORDER_STATUS, type OrderStatus, type PaymentMethod } from '../../../src/shared/contract/constants';
import type { CurrencyCode } from '../../../src/shared/countries';
import { ApiError, ERR } from '../../../src/shared/errors';
import { refundPayment } from '../../providers/payment-gateway/refunds';
import { closeStatements } from './close';

const DAY_MS = 24 * 3600 * 1000;

interface OrderState {
  id: number;
  status: OrderStatus;
}

/** The member's order by number; another member's or an unknown one is 1103001. */
export async function orderOfMember(d1: D1Database, memberId: number, orderNo: string): Promise<OrderState> {
  const row = await d1
    .prepare('SELECT id, status FROM orders WHERE member_id = ? AND order_no = ?')
    .bind(memberId, orderNo)
    .first<OrderState>();
  if (!row) throw new ApiError(ERR.ORDER_NOT_FOUND);
  return row;
}

/** D1 counts the rows a statement's triggers write too (migration 0017), so only 0 says the guard held nothing. */
function mismatch(): ApiError {
  return new ApiError(ERR.ORDER_STATUS_MISMATCH);
}

/** The shipment is booked: to_ship → shipped with its courier (the order's logistics provider, spec §3) and tracking number. */
export async function markShipped(
  d1: D1Database,
  orderId: number,
  shipment: { courier: string; trackingNo: string },
  now: number,
): Promise<void> {
  const { meta } = await d1
    .prepare('UPDATE orders SET status = ?, shipped_at = ?, logistics_provider = ?, tracking_no = ? WHERE id = ? AND status = ?')
    .bind(ORDER_STATUS.pendingReceipt, now, shipment.courier, shipment.trackingNo, orderId, ORDER_STATUS.pendingShipment)
    .run();
  if (meta.changes === 0) throw mismatch();
}

/** The package reached the shopper (for the logistics part): starts the auto-confirm clock; once per order. */
export async function markDelivered(d1: D1Database, orderId: number, now: number): Promise<void> {
  const { meta } = await d1
    .prepare('UPDATE orders SET delivered_at = ? WHERE id = ? AND status = ? AND delivered_at IS NULL')
    .bind(now, orderId, ORDER_STATUS.pendingReceipt)
    .run();
  if (meta.changes === 0) throw mismatch();
}

/**
 * shipped → completed in one batch: the coins earned credited (the ledger's unique (order_id, 'earn') index makes a
 * second credit impossible, OR IGNORE makes a raced one a no-op) and a cash-on-delivery payment, collected at the
 * door, successful.
 */
function confirmStatements(d1: D1Database, orderId: number, now: number): D1PreparedStatement[] {
  const completedHere = `EXISTS (SELECT 1 FROM orders WHERE id = ?1 AND status = '${ORDER_STATUS.complete}' AND completed_at = ?2)`;
  return [
    d1
      .prepare('UPDATE orders SET status = ?3, completed_at = ?2 WHERE id = ?1 AND status = ?4')
      .bind(orderId, now, ORDER_STATUS.complete, ORDER_STATUS.pendingReceipt),
    d1
      .prepare(
        `INSERT OR IGNORE INTO coin_ledger (member_id, delta, kind, order_id, created_at)
         SELECT member_id, coins_earned, 'earn', id, ?2 FROM orders WHERE id = ?1 AND coins_earned > 0 AND ${completedHere}`,
      )
      .bind(orderId, now),
    d1
      .prepare(
        `UPDATE payments SET status = 'successful', updated_at = ?2
         WHERE order_id = ?1 AND method = 'cod' AND status = 'processing' AND ${completedHere}`,
      )
      .bind(orderId, now),
  ];
}

async function confirm(d1: D1Database, orderId: number, now: number): Promise<void> {
  const [completed] = await d1.batch(confirmStatements(d1, orderId, now));
  if ((completed?.meta.changes ?? 0) === 0) throw mismatch();
}

/** The shopper confirms receipt of their shipped order. */
export async function confirmReceipt(d1: D1Database, memberId: number, orderNo: string, now: number): Promise<void> {
  const order = await orderOfMember(d1, memberId, orderNo);
  if (order.status !== ORDER_STATUS.pendingReceipt) throw mismatch();
  await confirm(d1, order.id, now);
}

/** How many delivered orders one run confirms per country: the next run takes the rest. */
const CONFIRM_BATCH = 200;

/** Confirms the orders delivered at least `days` days ago and not confirmed since (the Cron Trigger). */
export async function confirmDeliveredOrders(d1: D1Database, days: number, now: number): Promise<number> {
  const { results } = await d1
    .prepare('SELECT id FROM orders WHERE status = ? AND delivered_at <= ? ORDER BY delivered_at LIMIT ?')
    .bind(ORDER_STATUS.pendingReceipt, now - days * DAY_MS, CONFIRM_BATCH)
    .all<{ id: number }>();
  let confirmed = 0;
  for (const { id } of results) {
    // One order that cannot be confirmed (the shopper confirmed it meanwhile, or a failure, logged) holds back no other.
    try {
      await confirm(d1, id, now);
      confirmed++;
    } catch (err) {
      console.error(JSON.stringify({ event: 'order auto-confirm failed', orderId: id, error: String(err) }));
    }
  }
  return confirmed;
}

interface PaidWith {
  id: number;
  payment_no: string;
  method: PaymentMethod;
  gateway_id: string | null;
  amount: number;
  currency: CurrencyCode;
}

/**
 * Gives a refunded payment's money back through the gateway (idempotent by our reference, so a retry is the same
 * refund) and records the gateway's refund id. A failure leaves refund_id null for the scheduled job to retry.
 */
async function sendRefund(env: Env, d1: D1Database, payment: PaidWith, now: number): Promise<void> {
  if (!payment.gateway_id) return;
  const of = payment.method === 'card' ? { chargeId: payment.gateway_id } : { paymentRequestId: payment.gateway_id };
  try {
    const refund = await refundPayment(env, {
      ...of,
      referenceId: `${payment.payment_no}-R`,
      amount: payment.amount,
      currency: payment.currency,
      reason: 'REQUESTED_BY_CUSTOMER',
    });
    await d1
      .prepare("UPDATE payments SET refund_id = ?, updated_at = ? WHERE id = ? AND status = 'refunded' AND refund_id IS NULL")
      .bind(refund.id, now, payment.id)
      .run();
  } catch (err) {
    console.error(JSON.stringify({ event: 'order refund failed', payment: payment.payment_no, error: String(err) }));
  }
}

/**
 * The shopper cancels: an unpaid order closes (order/close.ts); a paid one not shipped yet closes the same way and, in
 * the same batch, its successful online payment becomes refunded (a cash-on-delivery one, never collected, cancelled),
 * then the money goes back through the gateway. First-order free shipping stays spent (spec §9: paid_at is kept).
 */
export async function cancelOrder(
  env: Env,
  d1: D1Database,
  memberId: number,
  cancel: { orderNo: string; reason?: string | undefined },
  now: number,
): Promise<void> {
  const order = await orderOfMember(d1, memberId, cancel.orderNo);
  const closedHere = `EXISTS (SELECT 1 FROM orders WHERE id = ?1 AND status = '${ORDER_STATUS.closed}' AND closed_at = ?2)`;
  const note = d1.prepare(`UPDATE orders SET cancel_note = ?3 WHERE id = ?1 AND ${closedHere}`).bind(order.id, now, cancel.reason ?? null);
  if (order.status === ORDER_STATUS.pendingPayment) {
    const [closed] = await d1.batch([...closeStatements(d1, order.id, 'cancelled', now), note]);
    if ((closed?.meta.changes ?? 0) === 0) throw mismatch();
    return;
  }
  if (order.status !== ORDER_STATUS.pendingShipment) throw mismatch();
  // Part of it is in after-sales (open, or refunded already): that goes on there; closeStatements guards the race.
  const afterSale = await d1.prepare('SELECT 1 AS open FROM after_sales WHERE order_id = ? AND status <> 5 LIMIT 1').bind(order.id).first();
  if (afterSale) throw new ApiError(ERR.AFTER_SALE_IN_PROGRESS);
  const paid = await d1
    .prepare("SELECT id, payment_no, method, gateway_id, amount, currency FROM payments WHERE order_id = ? AND status = 'successful'")
    .bind(order.id)
    .first<PaidWith>();
  const [closed] = await d1.batch([
    ...closeStatements(d1, order.id, 'cancelled', now, ORDER_STATUS.pendingShipment),
    note,
    d1
      .prepare(`UPDATE payments SET status = 'refunded', updated_at = ?2 WHERE order_id = ?1 AND status = 'successful' AND ${closedHere}`)
      .bind(order.id, now),
    d1
      .prepare(
        `UPDATE payments SET status = 'cancelled', updated_at = ?2 WHERE order_id = ?1 AND method = 'cod' AND status = 'processing' AND ${closedHere}`,
      )
      .bind(order.id, now),
  ]);
  if ((closed?.meta.changes ?? 0) === 0) throw mismatch();
  if (paid) await sendRefund(env, d1, paid, now);
}

/** Refunds recorded whose gateway call failed (refund_id still null): sent again by the scheduled job. */
export async function retryRefunds(env: Env, d1: D1Database, now: number): Promise<void> {
  const { results } = await d1
    .prepare(
      "SELECT id, payment_no, method, gateway_id, amount, currency FROM payments WHERE status = 'refunded' AND refund_id IS NULL AND gateway_id IS NOT NULL LIMIT 50",
    )
    .all<PaidWith>();
  for (const payment of results) await sendRefund(env, d1, payment, now);
}
