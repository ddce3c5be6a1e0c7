/**
 * The one way to reach the payment gateway: Xendit when its keys are set (XENDIT_SECRET_KEY, XENDIT_PUBLIC_KEY,
 * XENDIT_CALLBACK_TOKEN, XENDIT_BASE_URL optional), in development the stand-in the composition root installed
 * (functions/providers/outbound.ts), else 1103026. Every provider function of this folder sends through `send`.
 */
import * as v from 'valibot';
import type { CurrencyCode } from '../../../src/shared/countries';
import { ApiError, ERR } from '../../../src/shared/errors';
import { t } from '../../../src/shared/i18n';
import { MINOR_DIGITS } from '../../../src/shared/money';
import { service, type Service } from '../outbound';
import { STAND_IN_KEYS, standInCallbackToken } from './stand-in-keys';

const XENDIT_API = 'https://api.xendit.co';

export interface GatewayConfig {
  /** Also the browser's: the card tokenisation endpoint lies below it. */
  baseUrl: string;
  secretKey: string;
  publicKey: string;
  /** What Xendit sends in x-callback-token: a secret of the account, or in development the local database's. */
  callbackToken: () => Promise<string>;
}

function configured(env: Env): GatewayConfig | null {
  const token = env.XENDIT_CALLBACK_TOKEN;
  if (!env.XENDIT_SECRET_KEY || !env.XENDIT_PUBLIC_KEY || !token) return null;
  return {
    baseUrl: env.XENDIT_BASE_URL ?? XENDIT_API,
    secretKey: env.XENDIT_SECRET_KEY,
    publicKey: env.XENDIT_PUBLIC_KEY,
    callbackToken: async () => token,
  };
}

export function gateway(env: Env): Service<GatewayConfig> {
  return service(env, 'xendit', configured(env), {
    baseUrl: '/dev/xendit',
    ...STAND_IN_KEYS,
    callbackToken: () => standInCallbackToken(env),
  });
}

/**
 * The business a QR code pays, as the payer's banking or e-wallet app shows it: Xendit issues QR codes to the name the
 * account is registered with, which its API does not answer, so the deployment says it (XENDIT_MERCHANT_NAME); by
 * default the shop's own name, which the stand-in issues its codes to.
 */
export function merchantName(env: Env): string {
  return env.XENDIT_MERCHANT_NAME?.trim() || t('en', 'common.storeName');
}

/** Xendit counts money in the currency's main unit (SGD 12.50); we count integer minor units (1250). */
export function toGatewayAmount(minor: number, currency: CurrencyCode): number {
  return minor / 10 ** MINOR_DIGITS[currency];
}

export function fromGatewayAmount(amount: number, currency: CurrencyCode): number {
  return Math.round(amount * 10 ** MINOR_DIGITS[currency]);
}

/**
 * An amount as the Payments API writes it: its schemas say number, its published examples (request_amount, a refund's
 * amount) write numeric strings, so both are read.
 */
export const GatewayAmount = v.union([
  v.pipe(v.number(), v.minValue(0)),
  v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/), v.transform(Number)),
]);

/**
 * One request to the gateway with the secret key. `headers` carries what the API family asks for: the idempotency key
 * under its name (the legacy card API's X-IDEMPOTENCY-KEY; idempotency-key for refunds and customers), the Payments
 * API's api-version.
 */
export async function send(
  env: Env,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: object,
  headers: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  const g = gateway(env);
  const all: Record<string, string> = { ...headers, Authorization: `Basic ${btoa(`${g.config.secretKey}:`)}` };
  if (body) all['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await g.send(path, { method, headers: all, body: body ? JSON.stringify(body) : undefined });
  } catch {
    throw new ApiError(ERR.EXTERNAL_API_FAILURE, 'payment gateway unreachable');
  }
  const answer = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  // A rate limit (429) is no refusal: a later try may pass.
  if (res.status >= 500 || res.status === 429 || !answer) throw new ApiError(ERR.EXTERNAL_API_FAILURE, 'payment gateway failed');
  // Another 4xx is the gateway refusing the request (a token unknown, expired or not ours, a bad amount): nothing was done.
  if (!res.ok) throw new ApiError(ERR.PAYMENT_INVALID, String(answer.error_code ?? 'payment invalid'));
  return answer;
}
