/**
 * The gateway's payment callbacks, read into our terms. Call only after `isGatewayCallback` has accepted the
 * request's x-callback-token: this checks the body's shape, not who sent it.
 */
import * as v from 'valibot';
import { CURRENCY_CODES, type CurrencyCode } from '../../../src/shared/countries';
import { ApiError, ERR } from '../../../src/shared/errors';
import { fromGatewayAmount, GatewayAmount } from './gateway';

export type PaymentCallbackKind = 'succeeded' | 'failed' | 'expired' | 'refunded' | 'refund_failed';

export interface PaymentCallback {
  /** Stable across the gateway's retries of one event: the key to apply each event once. */
  eventId: string;
  kind: PaymentCallbackKind;
  paymentRequestId: string;
  /** The payment request's reference_id; for refund events, the refund's. */
  referenceId: string;
  /** Minor units: the amount paid, or refunded. */
  amount: number;
  currency: CurrencyCode;
  failureCode?: string;
}

/**
 * The Payments API's webhook events we act on (docs.xendit.co/docs/payments-api-webhooks): a payment's capture or
 * failure, a payment request's expiry, a refund's outcome. payment.authorization and payment.expiry concern manual
 * capture, which we never ask for.
 */
const KINDS: Record<string, PaymentCallbackKind> = {
  'payment.capture': 'succeeded',
  'payment.failure': 'failed',
  'payment_request.expiry': 'expired',
  'refund.succeeded': 'refunded',
  'refund.failed': 'refund_failed',
};

// Xendit's ids are short; the stand-in's carry their facts and run to some hundreds of characters.
const id = v.pipe(v.string(), v.minLength(1), v.maxLength(1024));

/**
 * The fields we read of each event's data: a payment (Payments_API_PaymentSchema: payment_id, request_amount), a
 * payment request (Payments_API_PaymentRequestSchema: request_amount) or a refund (Payments_API_RefundSchema: id,
 * amount).
 */
const callbackSchema = v.object({
  event: v.string(),
  data: v.object({
    payment_id: v.optional(id),
    id: v.optional(id),
    payment_request_id: id,
    reference_id: id,
    request_amount: v.optional(GatewayAmount),
    amount: v.optional(GatewayAmount),
    currency: v.picklist(CURRENCY_CODES),
    failure_code: v.nullish(v.string()),
  }),
});

/**
 * The callback in our terms, or null for an event we do not act on (payment token events, an authorization …). A body
 * that does not hold the fields its event must carry is 1101020: the route answers 400 and the gateway's retry shows
 * in its dashboard, rather than the event being dropped unnoticed.
 */
export function readPaymentCallback(body: unknown): PaymentCallback | null {
  const event = typeof body === 'object' && body !== null ? (body as { event?: unknown }).event : undefined;
  const kind = typeof event === 'string' ? KINDS[event] : undefined;
  if (!kind) return null;
  const parsed = v.safeParse(callbackSchema, body);
  const data = parsed.success ? parsed.output.data : null;
  const refund = kind === 'refunded' || kind === 'refund_failed';
  const amount = refund ? data?.amount : data?.request_amount;
  // A payment is its own event; an expiry happens once to its request; a refund is its own object.
  const eventKey = refund ? data?.id : kind === 'expired' ? data?.payment_request_id : data?.payment_id;
  if (!data || amount === undefined || !eventKey) throw new ApiError(ERR.INVALID_PARAMETER, 'invalid parameter: callback');
  return {
    eventId: `${event}:${eventKey}`,
    kind,
    paymentRequestId: data.payment_request_id,
    referenceId: data.reference_id,
    amount: fromGatewayAmount(amount, data.currency),
    currency: data.currency,
    ...(data.failure_code ? { failureCode: data.failure_code } : {}),
  };
}
