/**
 * The gateway's payment callbacks, read into our terms. Call only after `isGatewayCallback` has accepted the
 * request's x-callback-token: this checks the body's shape, not who sent it.
 */
import * as v from 'valibot';
import { CURRENCY_CODES, type CurrencyCode } from '../../../src/shared/countries';
import { ApiError, ERR } from '../../../src/shared/errors';
import { fromGatewayAmount } from './gateway';

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
 * Xendit's event names: payment.succeeded / payment.failed of the payment requests API, with their newer names
 * payment.capture / payment.failure (the same dashboard may send either), payment_request.expiry when a request
 * expires unpaid, and the refunds API's refund.succeeded / refund.failed.
 */
const KINDS: Record<string, PaymentCallbackKind> = {
  'payment.succeeded': 'succeeded',
  'payment.capture': 'succeeded',
  'payment.failed': 'failed',
  'payment.failure': 'failed',
  'payment_request.expiry': 'expired',
  'refund.succeeded': 'refunded',
  'refund.failed': 'refund_failed',
};

// Xendit's ids are short; the stand-in's carry their facts and run to some hundreds of characters.
const id = v.pipe(v.string(), v.minLength(1), v.maxLength(1024));

const callbackSchema = v.object({
  event: v.string(),
  data: v.object({
    /** The payment's id (py-…), the refund's (rfd-…) or, in an expiry event, the payment request's. */
    id: v.optional(id),
    payment_id: v.optional(id),
    payment_request_id: v.optional(id),
    reference_id: id,
    /** The newer API's name for a request's amount. */
    amount: v.optional(v.pipe(v.number(), v.minValue(0))),
    request_amount: v.optional(v.pipe(v.number(), v.minValue(0))),
    currency: v.picklist(CURRENCY_CODES),
    failure_code: v.nullish(v.string()),
  }),
});

/**
 * The callback in our terms, or null for an event we do not act on (payment.pending, payment method and token
 * events …). A body that does not hold the fields its event must carry is 1101020: the route answers 400 and the
 * gateway's retry shows in its dashboard, rather than the event being dropped unnoticed.
 */
export function readPaymentCallback(body: unknown): PaymentCallback | null {
  const event = typeof body === 'object' && body !== null ? (body as { event?: unknown }).event : undefined;
  const kind = typeof event === 'string' ? KINDS[event] : undefined;
  if (!kind) return null;
  const parsed = v.safeParse(callbackSchema, body);
  const data = parsed.success ? parsed.output.data : null;
  const paymentRequestId = data?.payment_request_id ?? (kind === 'expired' ? data?.id : undefined);
  const amount = data?.amount ?? data?.request_amount;
  const eventKey = data?.payment_id ?? data?.id ?? paymentRequestId;
  if (!data || !paymentRequestId || amount === undefined || !eventKey) {
    throw new ApiError(ERR.INVALID_PARAMETER, 'invalid parameter: callback');
  }
  return {
    eventId: `${event}:${eventKey}`,
    kind,
    paymentRequestId,
    referenceId: data.reference_id,
    amount: fromGatewayAmount(amount, data.currency),
    currency: data.currency,
    ...(data.failure_code ? { failureCode: data.failure_code } : {}),
  };
}
