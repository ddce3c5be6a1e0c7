/**
 * What the gateway's word does to a payment and its order (spec §4 payment states). Each event is recorded in
 * payment_events in the same batch as its effect, so a replay finds its id taken and changes nothing. Every change is
 * guarded by the state it leaves: a 'failed' or 'expired' after 'succeeded' finds no processing payment, a success
 * finds the order unpaid or does nothing. Money the order cannot take (it closed, or another payment paid it) is
 * refunded through the gateway; an amount or currency other than the one asked for is never a success.
 */
import { ORDER_STATUS } from '../../../src/shared/contract/constants';
import type { CurrencyCode } from '../../../src/shared/countries';
import type { PaymentCallback, PaymentCallbackKind } from '../../providers/payment-gateway/callbacks';
import { getPaymentRequest } from '../../providers/payment-gateway/payment-requests';
import { refundPayment } from '../../providers/payment-gateway/refunds';
import { applyRefundCallback } from '../aftersale/money';
import { count } from '../../platform/telemetry';
import { d1For } from '../../platform/db';
import { countryOfPaymentNo, FAILURE, type PaymentRow, paymentByNo } from './payments';

export interface GatewayEvent {
  /** Stable across the gateway's retries of one event. */
  eventId: string;
  kind: Extract<PaymentCallbackKind, 'succeeded' | 'failed' | 'expired'>;
  /** The payment request's or the card charge's id. */
  gatewayId: string;
  /** Minor units. */
  amount: number;
  currency: CurrencyCode;
  failureCode?: string;
}

/** A success the gateway did not confirm on asking: kept apart, like a wrong amount, for a person to look at. */
const UNCONFIRMED = 'UNCONFIRMED';

/** Runs `effect` with the event's record in one batch; false when the event was handled before (a replay). */
async function record(d1: D1Database, payment: PaymentRow, ev: GatewayEvent, now: number, effect: D1PreparedStatement[]): Promise<boolean> {
  try {
    await d1.batch([
      d1
        .prepare('INSERT INTO payment_events (event_id, payment_no, kind, received_at) VALUES (?, ?, ?, ?)')
        .bind(ev.eventId, payment.payment_no, ev.kind, now),
      ...effect,
    ]);
    return true;
  } catch (err) {
    if (String((err as Error)?.message ?? err).includes('payment_events.event_id')) return false;
    throw err;
  }
}

/** The payment fails (or, expired, is cancelled) only while it is processing: a late word changes no outcome. */
function endStatement(d1: D1Database, payment: PaymentRow, status: 'failed' | 'cancelled', code: string, ev: GatewayEvent, now: number) {
  return d1
    .prepare(
      `UPDATE payments SET status = ?, failure_code = ?, gateway_id = coalesce(gateway_id, ?), updated_at = ?
       WHERE id = ? AND status IN ('processing', ?)`,
    )
    .bind(status, code.slice(0, 64), ev.gatewayId, now, payment.id, status === 'failed' ? 'failed' : 'processing');
}

/**
 * The payment succeeds and pays its order only while the order is unpaid and no other payment paid it; the order's
 * change to to_ship brings its sales counts and message (migration 0015's trigger). Vouchers stay used, coins spent.
 */
function successStatements(d1: D1Database, payment: PaymentRow, ev: GatewayEvent, now: number): D1PreparedStatement[] {
  return [
    d1
      .prepare(
        `UPDATE payments SET status = 'successful', failure_code = NULL, gateway_id = coalesce(gateway_id, ?1), updated_at = ?2
         WHERE id = ?3 AND status IN ('processing', 'failed', 'cancelled')
           AND EXISTS (SELECT 1 FROM orders WHERE id = payments.order_id AND status = ?4)
           AND NOT EXISTS (SELECT 1 FROM payments q WHERE q.order_id = payments.order_id AND q.status = 'successful')`,
      )
      .bind(ev.gatewayId, now, payment.id, ORDER_STATUS.pendingPayment),
    d1
      .prepare(
        `UPDATE orders SET status = ?1, paid_at = ?2, payment_method = ?3
         WHERE id = ?4 AND status = ?5 AND EXISTS (SELECT 1 FROM payments WHERE id = ?6 AND status = 'successful')`,
      )
      .bind(ORDER_STATUS.pendingShipment, now, payment.method, payment.order_id, ORDER_STATUS.pendingPayment, payment.id),
  ];
}

/**
 * A success for a payment we had already given up on (it failed, or expired, or was replaced) is honoured only when
 * the gateway, asked directly, says the request was paid: the callback token proves the sender, this proves the
 * event is not stale. Card charges are answered at once and never reach here.
 */
async function gatewayConfirms(env: Env, payment: PaymentRow, ev: GatewayEvent): Promise<boolean> {
  if (payment.status === 'processing') return true;
  if (payment.method === 'card') return false;
  return (await getPaymentRequest(env, ev.gatewayId)).status === 'SUCCEEDED';
}

/** Applies one gateway event to a payment (callbacks, and a card charge's immediate answer). */
export async function applyEvent(env: Env, d1: D1Database, payment: PaymentRow, ev: GatewayEvent, now: number): Promise<void> {
  count(env, 'payment', {
    country: countryOfPaymentNo(payment.payment_no) ?? '',
    detail: `${payment.method}:${ev.kind}`,
    value: ev.amount,
  });
  if (ev.kind !== 'succeeded') {
    const code = ev.kind === 'expired' ? FAILURE.expired : (ev.failureCode ?? 'FAILED');
    await record(d1, payment, ev, now, [endStatement(d1, payment, ev.kind === 'expired' ? 'cancelled' : 'failed', code, ev, now)]);
    return;
  }
  if (ev.amount !== payment.amount || ev.currency !== payment.currency) {
    console.error(
      JSON.stringify({
        event: 'payment amount mismatch',
        payment: payment.payment_no,
        asked: [payment.amount, payment.currency],
        paid: [ev.amount, ev.currency],
      }),
    );
    await record(d1, payment, ev, now, [endStatement(d1, payment, 'failed', FAILURE.amountWrong, ev, now)]);
    return;
  }
  if (payment.status === 'successful' || payment.status === 'refunded') {
    await record(d1, payment, ev, now, []);
    return;
  }
  if (!(await gatewayConfirms(env, payment, ev))) {
    console.error(JSON.stringify({ event: 'payment success not confirmed by the gateway', payment: payment.payment_no }));
    await record(d1, payment, ev, now, [endStatement(d1, payment, 'failed', UNCONFIRMED, ev, now)]);
    return;
  }
  await record(d1, payment, ev, now, successStatements(d1, payment, ev, now));
  // Recorded now or before (a replay): money taken that did not pay the order goes back, also on a retry after a
  // refund that failed, as the gateway retries an event we did not answer with 2xx.
  const after = await paymentByNo(d1, payment.payment_no);
  const heldBack = after?.failure_code === FAILURE.amountWrong || after?.failure_code === UNCONFIRMED;
  if (after && !heldBack && (after.status === 'processing' || after.status === 'failed' || after.status === 'cancelled')) {
    await refundLate(env, d1, after, ev.gatewayId, now);
  }
}

/** Refunds a payment its order could not take: the order closed first, or another payment paid it. */
async function refundLate(env: Env, d1: D1Database, payment: PaymentRow, gatewayId: string, now: number): Promise<void> {
  const of = payment.method === 'card' ? { chargeId: gatewayId } : { paymentRequestId: gatewayId };
  const refund = await refundPayment(env, {
    ...of,
    referenceId: `${payment.payment_no}-R`,
    amount: payment.amount,
    currency: payment.currency,
    reason: payment.order_status === ORDER_STATUS.closed ? 'CANCELLATION' : 'DUPLICATE',
  });
  await d1
    .prepare(
      `UPDATE payments SET status = 'refunded', refund_id = ?, gateway_id = coalesce(gateway_id, ?), updated_at = ?
       WHERE id = ? AND status IN ('processing', 'failed', 'cancelled')`,
    )
    .bind(refund.id, gatewayId, now, payment.id)
    .run();
  console.log(JSON.stringify({ event: 'late payment refunded', payment: payment.payment_no, order: payment.order_no, refund: refund.id }));
}

/**
 * One of the gateway's payment callbacks (after its token was checked). Nothing more is to do, and the route answers
 * 200 so the gateway stops retrying, for an event we do not act on (refund events settle after-sales refunds that
 * the gateway answered PENDING, aftersale/money.ts; an order's own refund was settled by its answer), a payment that is not ours or not the gateway's (cards and COD get no callbacks), or a request id other than
 * the payment's. The payment's number names its country's database: the gateway sends no locale.
 */
export async function applyCallback(env: Env, ev: PaymentCallback, now: number): Promise<void> {
  if (ev.kind === 'refunded' || ev.kind === 'refund_failed') {
    await applyRefundCallback(env, ev, now);
    return;
  }
  const country = countryOfPaymentNo(ev.referenceId);
  const d1 = country ? d1For(env, country) : null;
  const payment = d1 ? await paymentByNo(d1, ev.referenceId) : null;
  if (!d1 || !payment || payment.method === 'card' || payment.method === 'cod') return;
  if (payment.gateway_id && payment.gateway_id !== ev.paymentRequestId) {
    console.error(JSON.stringify({ event: 'payment callback for another request', payment: payment.payment_no }));
    return;
  }
  const { kind, eventId, amount, currency, failureCode } = ev;
  await applyEvent(
    env,
    d1,
    payment,
    { eventId, kind, gatewayId: ev.paymentRequestId, amount, currency, ...(failureCode ? { failureCode } : {}) },
    now,
  );
}
