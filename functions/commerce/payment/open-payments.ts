/**
 * A QR or e-wallet payment still waiting for the shopper (issue 29): shown again when they come back to the checkout,
 * and cancelled at the gateway when they change the way to pay, so that another payment can start. The gateway's word
 * decides what a request became: one it says was paid is settled as paid (never cancelled), one it says ended ends
 * here too, so a payment that can no longer be paid does not hold the order (1104004) until it is replaced.
 */
import type { DrizzleD1Database as Db } from 'drizzle-orm/d1';
import { ORDER_STATUS } from '../../../src/shared/contract/constants';
import type { PaymentState } from '../../../src/shared/contract/payment';
import { ApiError, ERR } from '../../../src/shared/errors';
import type { PaymentRequest } from '../../providers/payment-gateway/payment-requests';
import type { CommerceContext } from '../../platform/context';
import { APPROVED_AT_GATEWAY, methodOf } from './methods';
import { returnUrls } from './pay-pages';
import { FAILURE, markCancelled, openPaymentOf, type PaymentRow, paymentByNo, paymentOfMember, refusalFor } from './payments';
import { applyEvent } from './settle';
import { paymentStateView } from './views';

const isOpen = (request: PaymentRequest) => request.status === 'PENDING' || request.status === 'REQUIRES_ACTION';

/**
 * What a request that takes no payment any more does to its payment. Paid: the same transition as the success
 * callback, which may not have come yet (a later one is then a replay of a payment already successful); the amount
 * is the payment's own, as the gateway was asked directly about the request made for exactly that amount.
 */
async function settleEnded(env: Env, db: Db, payment: PaymentRow, request: PaymentRequest, now: number): Promise<void> {
  const event = { gatewayId: request.id, amount: payment.amount, currency: payment.currency };
  if (request.status === 'SUCCEEDED') {
    await applyEvent(env, db, payment, { eventId: `asked:${request.id}:succeeded`, kind: 'succeeded', ...event }, now);
  } else if (request.status === 'EXPIRED') {
    await applyEvent(env, db, payment, { eventId: `asked:${request.id}:expired`, kind: 'expired', ...event }, now);
  } else if (request.status === 'FAILED') {
    await applyEvent(env, db, payment, { eventId: `asked:${request.id}:failed`, kind: 'failed', ...event }, now);
  } else {
    await markCancelled(db, payment.id, FAILURE.changed, now);
  }
}

/**
 * The order's payment still waiting for the shopper, with where they approve it as the gateway holds it now; null
 * when there is none. One the gateway says has ended is settled first: paid, the order can no longer be paid (1104006,
 * which sends the checkout to payment success); otherwise there is nothing to resume.
 */
export async function openPaymentState(c: CommerceContext, order: { id: number; orderNo: string }): Promise<PaymentState | null> {
  const db = c.get('db');
  const payment = await openPaymentOf(db, order.id, APPROVED_AT_GATEWAY);
  const approval = payment ? methodOf(payment.method).approval : undefined;
  if (!payment?.gatewayId || !approval) return null;
  let request: PaymentRequest;
  try {
    request = await approval.read(c.env, payment.gatewayId);
  } catch (err) {
    // The ways to pay are still offered; a new payment then waits until this one is decided or replaced (1104004).
    console.error(JSON.stringify({ event: 'open payment not read', payment: payment.paymentNo, error: String(err) }));
    return null;
  }
  if (isOpen(request)) {
    const back = () => returnUrls(c, payment.orderNo, payment.paymentNo);
    return paymentStateView(payment, approval.action(c.env, request, back));
  }
  await settleEnded(c.env, db, payment, request, Date.now());
  const after = await paymentByNo(db, payment.paymentNo);
  if (after && after.orderStatus !== ORDER_STATUS.pendingPayment) throw refusalFor(after.orderStatus, null, Date.now(), false);
  return null;
}

/**
 * Cancels one of the member's QR or e-wallet payments at the gateway and here, so the order can be paid another way.
 * A payment already over answers its state (a repeated cancel changes nothing); an order that is no longer unpaid is
 * refused as paying it would be (1104006 paid, 1104007 closed), also when the gateway says the shopper paid just
 * before the cancel, which settles the payment as paid.
 */
export async function cancelOpenPayment(c: CommerceContext, memberId: number, paymentNo: string): Promise<PaymentState> {
  const db = c.get('db');
  const payment = await paymentOfMember(db, memberId, paymentNo);
  const approval = methodOf(payment.method).approval;
  if (!approval) throw new ApiError(ERR.PAYMENT_INVALID, 'only a QR or e-wallet payment can be cancelled');
  if (payment.orderStatus !== ORDER_STATUS.pendingPayment) throw refusalFor(payment.orderStatus, null, Date.now(), false);
  if (payment.status !== 'processing') return paymentStateView(payment);
  // The request is still being made: cancelled now, it could still be answered and paid.
  if (!payment.gatewayId) throw new ApiError(ERR.PAYMENT_PROCESSING, 'payment request not answered yet');
  const request = await approval.cancel(c.env, payment.gatewayId);
  if (isOpen(request)) throw new ApiError(ERR.EXTERNAL_API_FAILURE, 'payment request not cancelled');
  await settleEnded(c.env, db, payment, request, Date.now());
  const after = await paymentOfMember(db, memberId, paymentNo);
  if (after.orderStatus !== ORDER_STATUS.pendingPayment) throw refusalFor(after.orderStatus, null, Date.now(), false);
  return paymentStateView(after);
}
