/**
 * The gateway's payment callback, which moves the money of two domains: a payment's events settle the payment and its
 * order (payment/settle.ts), a refund's settle an after-sales refund (aftersale/money.ts). Here, beside the other
 * routes, so that neither domain imports the other (the order and after-sales domains stand on the payment methods).
 * Answered 200 whenever nothing more is to do (an event we do not act on, a payment that is not ours, a replay, a
 * refused amount), so the gateway stops retrying; an error only when a retry can help (a refund that failed).
 */
import { Hono } from 'hono';
import { paymentCallback } from '../../src/shared/contract/payment';
import { ApiError, ERR } from '../../src/shared/errors';
import { readPaymentCallback } from '../providers/payment-gateway/callbacks';
import { isGatewayCallback } from '../providers/payment-gateway/xendit';
import type { CommerceEnv } from '../platform/context';
import { route } from '../platform/http';
import { applyRefundCallback } from './aftersale/money';
import { applyCallback, isPaymentEvent } from './payment/settle';

export const paymentCallbackRoutes = new Hono<CommerceEnv>();

route(paymentCallbackRoutes, paymentCallback, async (c, input) => {
  if (!(await isGatewayCallback(c.env, c.req.header('x-callback-token')))) throw new ApiError(ERR.FORBIDDEN, 'forbidden');
  const ev = readPaymentCallback(input);
  if (ev && isPaymentEvent(ev)) await applyCallback(c.env, ev, Date.now());
  else if (ev) await applyRefundCallback(c.env, ev, Date.now());
  return null;
});
