/**
 * The ways to pay an order, each behind the one interface of ./method.ts. A new method is a module here, its entry
 * below, and its contract (PAYMENT_METHODS, the pay call's input) and texts; the compiler finds a method of the
 * contract without an implementation.
 */
import { PAYMENT_METHODS, type PaymentMethod } from '../../../../src/shared/contract/constants';
import type { PaymentState } from '../../../../src/shared/contract/payment';
import { ApiError, ERR } from '../../../../src/shared/errors';
import type { Refund } from '../../../providers/payment-gateway/refunds';
import type { PayableOrder } from '../payments';
import { card } from './card';
import { cod } from './cod';
import { ewallet } from './ewallet';
import type { PayChoice, PayContext, PaymentMethodImpl, PaymentMethodRegistry, RefundRequest } from './method';
import { qr } from './qr';

export const PAYMENT_METHOD_IMPLS: PaymentMethodRegistry = { ewallet, qr, card, cod };

export function methodOf(method: PaymentMethod): PaymentMethodImpl {
  return PAYMENT_METHOD_IMPLS[method];
}

/** Starts a payment with the method the shopper chose. */
export function startWith<M extends PaymentMethod>(ctx: PayContext, order: PayableOrder, choice: PayChoice<M>): Promise<PaymentState> {
  const impl: PaymentMethodImpl<M> = PAYMENT_METHOD_IMPLS[choice.method];
  return impl.start(ctx, order, choice);
}

/** The methods whose cash the courier collects at the door. */
export const COLLECTED_ON_DELIVERY = PAYMENT_METHODS.filter((m) => PAYMENT_METHOD_IMPLS[m].collectedOnDelivery);

/** Whether an order's method (null: not paid yet) leaves its cash to the courier. */
export const isCollectedOnDelivery = (method: PaymentMethod | null): boolean =>
  method !== null && PAYMENT_METHOD_IMPLS[method].collectedOnDelivery;

/** The methods the shopper approves at the gateway: a payment of theirs waits there until the gateway's word. */
export const APPROVED_AT_GATEWAY = PAYMENT_METHODS.filter((m) => PAYMENT_METHOD_IMPLS[m].approval !== undefined);

/**
 * Gives back money the gateway took for a payment, against what took it (the charge, the payment request). Cash
 * collected at the door never passed the gateway: its refunds are paid out to the member's refund card instead.
 */
export function refundThroughGateway(env: Env, method: PaymentMethod, gatewayId: string, refund: RefundRequest): Promise<Refund> {
  const impl = methodOf(method);
  if (impl.collectedOnDelivery) throw new ApiError(ERR.PAYMENT_INVALID, 'cash collected on delivery is paid out, not refunded');
  return impl.refund(env, gatewayId, refund);
}
