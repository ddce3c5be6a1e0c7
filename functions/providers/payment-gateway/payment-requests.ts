/**
 * Xendit's payment requests API (`POST /payment_requests`, `GET /payment_requests/{id}`): one-time e-wallet and QR
 * payments. An e-wallet request answers the page where the shopper approves it (the AUTH action); a QR request the
 * string to draw as a QR code. The outcome comes later by callback (./callbacks.ts).
 */
import * as v from 'valibot';
import { COUNTRIES, type CountryCode } from '../../../src/shared/countries';
import { ApiError, ERR } from '../../../src/shared/errors';
import { isWalletChannelOf, QR_CHANNELS, type WalletChannel } from './channels';
import { gateway, send, toGatewayAmount } from './gateway';

export type PaymentRequestStatus = 'PENDING' | 'REQUIRES_ACTION' | 'SUCCEEDED' | 'FAILED' | 'EXPIRED';

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
  /** Ours, unique per payment attempt; also the idempotency key, so a retry is the same request. */
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
  id: v.string(),
  status: v.string(),
  actions: v.nullish(v.array(v.object({ action: v.string(), url_type: v.nullish(v.string()), url: v.nullish(v.string()) }))),
  payment_method: v.object({
    qr_code: v.nullish(
      v.object({
        channel_properties: v.nullish(v.object({ qr_string: v.nullish(v.string()), expires_at: v.nullish(v.string()) })),
      }),
    ),
  }),
});

const KNOWN_STATUSES: readonly string[] = ['PENDING', 'REQUIRES_ACTION', 'SUCCEEDED', 'FAILED', 'EXPIRED'];

/** The gateway's answer in our terms; CANCELED, VOIDED and the like take no payment, so they read as FAILED. */
function paymentRequestOf(answer: unknown): PaymentRequest {
  const parsed = v.safeParse(answerSchema, answer);
  if (!parsed.success) throw new ApiError(ERR.EXTERNAL_API_FAILURE, 'payment gateway failed');
  const pr = parsed.output;
  // The web page first: the shopper may be on a desktop; the app's deep link is the e-wallet's own business.
  const auth = ['WEB', 'MOBILE', 'DEEPLINK']
    .map((type) => pr.actions?.find((a) => a.action === 'AUTH' && a.url_type === type && a.url))
    .find(Boolean);
  const qr = pr.payment_method.qr_code?.channel_properties;
  const expiresAt = qr?.expires_at ? Date.parse(qr.expires_at) : Number.NaN;
  return {
    id: pr.id,
    status: (KNOWN_STATUSES.includes(pr.status) ? pr.status : 'FAILED') as PaymentRequestStatus,
    ...(auth?.url ? { actionUrl: auth.url } : {}),
    ...(qr?.qr_string ? { qrString: qr.qr_string } : {}),
    ...(Number.isFinite(expiresAt) ? { expiresAt } : {}),
  };
}

export async function createPaymentRequest(env: Env, req: PaymentRequestInput): Promise<PaymentRequest> {
  const { currency } = COUNTRIES[req.country];
  if (req.method.type === 'EWALLET' && !isWalletChannelOf(req.country, req.method.channel)) {
    throw new ApiError(ERR.PAYMENT_INVALID, 'e-wallet not offered in this country');
  }
  const paymentMethod =
    req.method.type === 'EWALLET'
      ? {
          type: 'EWALLET',
          reusability: 'ONE_TIME_USE',
          ewallet: {
            channel_code: req.method.channel,
            channel_properties: { success_return_url: req.successReturnUrl, failure_return_url: req.failureReturnUrl },
          },
        }
      : {
          type: 'QR_CODE',
          reusability: 'ONE_TIME_USE',
          qr_code: {
            channel_code: QR_CHANNELS[req.country],
            ...(req.expiresAt ? { channel_properties: { expires_at: new Date(req.expiresAt).toISOString() } } : {}),
          },
        };
  const answer = await send(
    env,
    'POST',
    '/payment_requests',
    {
      reference_id: req.referenceId,
      amount: toGatewayAmount(req.amount, currency),
      currency,
      country: req.country,
      payment_method: paymentMethod,
      ...(req.description ? { description: req.description } : {}),
      ...(req.metadata ? { metadata: req.metadata } : {}),
    },
    { 'idempotency-key': req.referenceId },
  );
  return paymentRequestOf(answer);
}

/** The request as the gateway holds it now: for reconciling when a callback is late or lost. */
export async function getPaymentRequest(env: Env, id: string): Promise<PaymentRequest> {
  return paymentRequestOf(await send(env, 'GET', `/payment_requests/${encodeURIComponent(id)}`));
}

/**
 * In development only, the stand-in's page where a payment request is paid, declined or left to expire, and the
 * same-site page to come back to afterwards; null with the real gateway, where QR payers pay in their own app.
 */
export function standInPaymentPage(env: Env, id: string, returnUrl: string): string | null {
  const g = gateway(env);
  if (!g.standIn) return null;
  return `${g.baseUrl}/payment_requests/${encodeURIComponent(id)}/pay?${new URLSearchParams({ return: returnUrl }).toString()}`;
}
