/**
 * Xendit's Payments API, v3 (`POST /v3/payment_requests`, `GET /v3/payment_requests/{id}`, `POST
 * /v3/payment_requests/{id}/cancel`, header api-version 2024-11-11; docs.xendit.co/apidocs/create-payment-request,
 * docs.xendit.co/apidocs/cancel-payment-request): one-time e-wallet and QR payments. An e-wallet request
 * answers where the shopper approves it (a REDIRECT_CUSTOMER action); a QR request the string to draw as a QR code (a
 * PRESENT_TO_CUSTOMER action). The outcome comes later by webhook (./callbacks.ts). v3 rather than the older
 * /payment_requests of xendit-node: only v3 publishes SGQR (docs/decisions/xendit-payments-api.md).
 */
import * as v from 'valibot';
import { COUNTRIES, type CountryCode } from '../../../src/shared/countries';
import { ApiError, ERR } from '../../../src/shared/errors';
import { isWalletChannelOf, QR_CHANNELS, type WalletChannel } from './channels';
import { gateway, send, toGatewayAmount } from './gateway';

/** The Payments API version our requests and their answers are written in. */
export const PAYMENTS_API_VERSION = { 'api-version': '2024-11-11' } as const;

export type PaymentRequestStatus = 'PENDING' | 'REQUIRES_ACTION' | 'SUCCEEDED' | 'FAILED' | 'EXPIRED' | 'CANCELED';

export interface PaymentRequest {
  id: string;
  status: PaymentRequestStatus;
  /** E-wallets: the gateway's page where the shopper approves the payment. */
  actionUrl?: string;
  /** QR payments: the string the QR code encodes. */
  qrString?: string;
  /** Epoch ms after which the request takes no payment, when the gateway says. */
  expiresAt?: number;
}

export interface PaymentRequestInput {
  /** Ours, unique per payment attempt; also sent as the idempotency key. */
  referenceId: string;
  country: CountryCode;
  /** Minor units of the country's currency. */
  amount: number;
  method: { type: 'EWALLET'; channel: WalletChannel } | { type: 'QR_CODE' };
  /** E-wallets: where the gateway sends the shopper back (QR payers pay in their own app and are sent nowhere). */
  successReturnUrl: string;
  failureReturnUrl: string;
  /** QR payments: when the code stops taking payment (epoch ms); e-wallets expire on the channel's own clock. */
  expiresAt?: number;
  description?: string;
  metadata?: Record<string, string>;
}

const answerSchema = v.object({
  payment_request_id: v.string(),
  status: v.string(),
  actions: v.nullish(v.array(v.object({ type: v.nullish(v.string()), descriptor: v.nullish(v.string()), value: v.nullish(v.string()) }))),
  channel_properties: v.nullish(v.object({ expires_at: v.nullish(v.string()) })),
});

/**
 * The gateway's statuses (Payments_API_PaymentRequestStatus) in ours: AUTHORIZED (captured next, as we ask for
 * AUTOMATIC capture) and ACCEPTING_PAYMENTS are still pending. A status added later reads as pending: neither paid nor
 * final, which the payment's own deadline ends.
 */
const STATUS_OF: Record<string, PaymentRequestStatus> = {
  REQUIRES_ACTION: 'REQUIRES_ACTION',
  ACCEPTING_PAYMENTS: 'PENDING',
  AUTHORIZED: 'PENDING',
  SUCCEEDED: 'SUCCEEDED',
  FAILED: 'FAILED',
  CANCELED: 'CANCELED',
  EXPIRED: 'EXPIRED',
};

function paymentRequestOf(answer: unknown): PaymentRequest {
  const parsed = v.safeParse(answerSchema, answer);
  if (!parsed.success) throw new ApiError(ERR.EXTERNAL_API_FAILURE, 'payment gateway failed');
  const pr = parsed.output;
  const status = STATUS_OF[pr.status] ?? 'PENDING';
  const action = (type: string, descriptor: string) =>
    pr.actions?.find((a) => a.type === type && a.descriptor === descriptor && a.value)?.value ?? undefined;
  // The web page first: the shopper may be on a desktop; the app's deep link is the e-wallet's own business.
  const actionUrl = action('REDIRECT_CUSTOMER', 'WEB_URL') ?? action('REDIRECT_CUSTOMER', 'DEEPLINK_URL');
  const qrString = action('PRESENT_TO_CUSTOMER', 'QR_STRING');
  const expires = pr.channel_properties?.expires_at;
  const expiresAt = expires ? Date.parse(expires) : Number.NaN;
  return {
    id: pr.payment_request_id,
    status,
    ...(actionUrl ? { actionUrl } : {}),
    ...(qrString ? { qrString } : {}),
    ...(Number.isFinite(expiresAt) ? { expiresAt } : {}),
  };
}

export async function createPaymentRequest(env: Env, req: PaymentRequestInput): Promise<PaymentRequest> {
  const { currency } = COUNTRIES[req.country];
  if (req.method.type === 'EWALLET' && !isWalletChannelOf(req.country, req.method.channel)) {
    throw new ApiError(ERR.PAYMENT_INVALID, 'e-wallet not offered in this country');
  }
  const answer = await send(
    env,
    'POST',
    '/v3/payment_requests',
    {
      reference_id: req.referenceId,
      type: 'PAY',
      country: req.country,
      currency,
      request_amount: toGatewayAmount(req.amount, currency),
      capture_method: 'AUTOMATIC',
      channel_code: req.method.type === 'EWALLET' ? req.method.channel : QR_CHANNELS[req.country],
      channel_properties:
        req.method.type === 'EWALLET'
          ? { success_return_url: req.successReturnUrl, failure_return_url: req.failureReturnUrl }
          : req.expiresAt
            ? { expires_at: new Date(req.expiresAt).toISOString() }
            : {},
      ...(req.description ? { description: req.description } : {}),
      ...(req.metadata ? { metadata: req.metadata } : {}),
    },
    // v3's reference names no idempotency header; xendit-node sends this one to the payment request API it covers,
    // and a retry that Xendit does not recognise only leaves an unpaid request to expire.
    { ...PAYMENTS_API_VERSION, 'idempotency-key': req.referenceId },
  );
  return paymentRequestOf(answer);
}

/** The request as the gateway holds it now: for reconciling when a callback is late or lost. */
export async function getPaymentRequest(env: Env, id: string): Promise<PaymentRequest> {
  return paymentRequestOf(await send(env, 'GET', `/v3/payment_requests/${encodeURIComponent(id)}`, undefined, { ...PAYMENTS_API_VERSION }));
}

/**
 * Cancels a request the shopper has not paid, so it takes no payment any more (the checkout's "Change payment
 * method"). Answers the request as the gateway holds it after: CANCELED, or, when it had already ended (Xendit refuses
 * a request in a terminal status with INACTIVE_PAYMENT_REQUEST, docs.xendit.co/docs/error-scenarios), how it ended:
 * SUCCEEDED when the shopper paid first.
 */
export async function cancelPaymentRequest(env: Env, id: string): Promise<PaymentRequest> {
  try {
    return paymentRequestOf(
      await send(env, 'POST', `/v3/payment_requests/${encodeURIComponent(id)}/cancel`, undefined, { ...PAYMENTS_API_VERSION }),
    );
  } catch (err) {
    if (!(err instanceof ApiError) || err.code !== ERR.PAYMENT_INVALID) throw err;
    return getPaymentRequest(env, id);
  }
}

/**
 * In development only, the stand-in's page where a payment request is paid, declined or left to expire, and the
 * same-site page to come back to afterwards; null with the real gateway, where QR payers pay in their own app.
 */
export function standInPaymentPage(env: Env, id: string, returnUrl: string): string | null {
  const g = gateway(env);
  if (!g.standIn) return null;
  return `${g.config.baseUrl}/payment_requests/${encodeURIComponent(id)}/pay?${new URLSearchParams({ return: returnUrl }).toString()}`;
}
