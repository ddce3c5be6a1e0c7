/**
 * What the gateway's word does to a payment and its order (spec §4 payment states). Each event is recorded in
 * payment_events in the same batch as its effect, so a replay finds its id taken and changes nothing. Every change is
 * guarded by the state it leaves: a 'failed' or 'expired' after 'succeeded' finds no processing payment, a success
 * finds the order unpaid or does nothing. Money the order cannot take (it closed, or another payment paid it) is
 * refunded through the gateway; an amount or currency other than the one asked for is never a success.
 */
import { and, eq, exists, inArray, notExists, sql } from 'drizzle-orm';
import type { DrizzleD1Database as Db } from 'drizzle-orm/d1';
import { alias } from 'drizzle-orm/sqlite-core';
import { ORDER_STATUS } from '../../../src/shared/contract/constants';
import type { PaymentCallback } from '../../providers/payment-gateway/callbacks';
import { count } from '../../platform/telemetry';
import { type BatchStatement, dbFor } from '../../platform/db';
import { orders, paymentEvents, payments } from '../../platform/schema';
import { methodOf, refundThroughGateway } from './methods';
import type { GatewayEvent } from './methods/method';
import { countryOfPaymentNo, FAILURE, type PaymentRow, paymentByNo } from './payments';

/** A callback about a payment, not about a refund of one. */
export type PaymentEvent = PaymentCallback & { kind: GatewayEvent['kind'] };

export const isPaymentEvent = (ev: PaymentCallback): ev is PaymentEvent => ev.kind !== 'refunded' && ev.kind !== 'refund_failed';

/** A success the gateway did not confirm on asking: kept apart, like a wrong amount, for a person to look at. */
const UNCONFIRMED = 'UNCONFIRMED';

/** Runs `effect` with the event's record in one batch; false when the event was handled before (a replay). */
async function record(db: Db, payment: PaymentRow, ev: GatewayEvent, now: number, effect: BatchStatement[]): Promise<boolean> {
  try {
    await db.batch([
      db.insert(paymentEvents).values({ eventId: ev.eventId, paymentNo: payment.paymentNo, kind: ev.kind, receivedAt: now }),
      ...effect,
    ]);
    return true;
  } catch (err) {
    if (String((err as Error)?.message ?? err).includes('payment_events.event_id')) return false;
    throw err;
  }
}

/** The payment fails (or, expired, is cancelled) only while it is processing: a late word changes no outcome. */
function endStatement(db: Db, payment: PaymentRow, status: 'failed' | 'cancelled', code: string, ev: GatewayEvent, now: number) {
  return db
    .update(payments)
    .set({ status, failureCode: code.slice(0, 64), gatewayId: sql`coalesce(${payments.gatewayId}, ${ev.gatewayId})`, updatedAt: now })
    .where(and(eq(payments.id, payment.id), inArray(payments.status, ['processing', status === 'failed' ? 'failed' : 'processing'])));
}

/**
 * The payment succeeds and pays its order only while the order is unpaid and no other payment paid it; the order's
 * change to to_ship brings its sales counts and message (migration 0015's trigger). Vouchers stay used, coins spent.
 */
function successStatements(db: Db, payment: PaymentRow, ev: GatewayEvent, now: number) {
  const other = alias(payments, 'q');
  return [
    db
      .update(payments)
      .set({ status: 'successful', failureCode: null, gatewayId: sql`coalesce(${payments.gatewayId}, ${ev.gatewayId})`, updatedAt: now })
      .where(
        and(
          eq(payments.id, payment.id),
          inArray(payments.status, ['processing', 'failed', 'cancelled']),
          exists(
            db
              .select({ one: sql`1` })
              .from(orders)
              .where(and(eq(orders.id, payments.orderId), eq(orders.status, ORDER_STATUS.pendingPayment))),
          ),
          notExists(
            db
              .select({ one: sql`1` })
              .from(other)
              .where(and(eq(other.orderId, payments.orderId), eq(other.status, 'successful'))),
          ),
        ),
      ),
    db
      .update(orders)
      .set({ status: ORDER_STATUS.pendingShipment, paidAt: now, paymentMethod: payment.method })
      .where(
        and(
          eq(orders.id, payment.orderId),
          eq(orders.status, ORDER_STATUS.pendingPayment),
          exists(
            db
              .select({ one: sql`1` })
              .from(payments)
              .where(and(eq(payments.id, payment.id), eq(payments.status, 'successful'))),
          ),
        ),
      ),
  ];
}

/**
 * A success for a payment we had already given up on (it failed, or expired, or was replaced) is honoured only when
 * the gateway, asked directly, says the request was paid: the callback token proves the sender, this proves the
 * event is not stale. Card charges are answered at once and never reach here.
 */
async function gatewayConfirms(env: Env, payment: PaymentRow, ev: GatewayEvent): Promise<boolean> {
  if (payment.status === 'processing') return true;
  const approval = methodOf(payment.method).approval;
  if (!approval) return false;
  return (await approval.read(env, ev.gatewayId)).status === 'SUCCEEDED';
}

/** Applies one gateway event to a payment (callbacks, and a card charge's immediate answer). */
export async function applyEvent(env: Env, db: Db, payment: PaymentRow, ev: GatewayEvent, now: number): Promise<void> {
  count(env, 'payment', {
    country: countryOfPaymentNo(payment.paymentNo) ?? '',
    detail: `${payment.method}:${ev.kind}`,
    value: ev.amount,
  });
  if (ev.kind !== 'succeeded') {
    const code = ev.kind === 'expired' ? FAILURE.expired : (ev.failureCode ?? 'FAILED');
    await record(db, payment, ev, now, [endStatement(db, payment, ev.kind === 'expired' ? 'cancelled' : 'failed', code, ev, now)]);
    return;
  }
  if (ev.amount !== payment.amount || ev.currency !== payment.currency) {
    console.error(
      JSON.stringify({
        event: 'payment amount mismatch',
        payment: payment.paymentNo,
        asked: [payment.amount, payment.currency],
        paid: [ev.amount, ev.currency],
      }),
    );
    await record(db, payment, ev, now, [endStatement(db, payment, 'failed', FAILURE.amountWrong, ev, now)]);
    return;
  }
  if (payment.status === 'successful' || payment.status === 'refunded') {
    await record(db, payment, ev, now, []);
    return;
  }
  if (!(await gatewayConfirms(env, payment, ev))) {
    console.error(JSON.stringify({ event: 'payment success not confirmed by the gateway', payment: payment.paymentNo }));
    await record(db, payment, ev, now, [endStatement(db, payment, 'failed', UNCONFIRMED, ev, now)]);
    return;
  }
  await record(db, payment, ev, now, successStatements(db, payment, ev, now));
  // Recorded now or before (a replay): money taken that did not pay the order goes back, also on a retry after a
  // refund that failed, as the gateway retries an event we did not answer with 2xx.
  const after = await paymentByNo(db, payment.paymentNo);
  const heldBack = after?.failureCode === FAILURE.amountWrong || after?.failureCode === UNCONFIRMED;
  if (after && !heldBack && (after.status === 'processing' || after.status === 'failed' || after.status === 'cancelled')) {
    await refundLate(env, db, after, ev.gatewayId, now);
  }
}

/** Refunds a payment its order could not take: the order closed first, or another payment paid it. */
async function refundLate(env: Env, db: Db, payment: PaymentRow, gatewayId: string, now: number): Promise<void> {
  const refund = await refundThroughGateway(env, payment.method, gatewayId, {
    referenceId: `${payment.paymentNo}-R`,
    amount: payment.amount,
    currency: payment.currency,
    reason: payment.orderStatus === ORDER_STATUS.closed ? 'CANCELLATION' : 'DUPLICATE',
  });
  await db
    .update(payments)
    .set({ status: 'refunded', refundId: refund.id, gatewayId: sql`coalesce(${payments.gatewayId}, ${gatewayId})`, updatedAt: now })
    .where(and(eq(payments.id, payment.id), inArray(payments.status, ['processing', 'failed', 'cancelled'])));
  console.log(JSON.stringify({ event: 'late payment refunded', payment: payment.paymentNo, order: payment.orderNo, refund: refund.id }));
}

/**
 * One of the gateway's callbacks about a payment (after its token was checked; refund events settle after-sales
 * refunds, aftersale/money.ts). Nothing more is to do, and the route answers 200 so the gateway stops retrying, for a
 * payment that is not ours or not approved at the gateway (card charges and cash on delivery get no callbacks), or a
 * request id other than the payment's. The payment's number names its country's database: the gateway sends no locale.
 */
export async function applyCallback(env: Env, ev: PaymentEvent, now: number): Promise<void> {
  const country = countryOfPaymentNo(ev.referenceId);
  const db = country ? dbFor(env, country) : null;
  const payment = db ? await paymentByNo(db, ev.referenceId) : null;
  if (!db || !payment || !methodOf(payment.method).approval) return;
  if (payment.gatewayId && payment.gatewayId !== ev.paymentRequestId) {
    console.error(JSON.stringify({ event: 'payment callback for another request', payment: payment.paymentNo }));
    return;
  }
  const { kind, eventId, amount, currency, failureCode } = ev;
  await applyEvent(
    env,
    db,
    payment,
    { eventId, kind, gatewayId: ev.paymentRequestId, amount, currency, ...(failureCode ? { failureCode } : {}) },
    now,
  );
}
