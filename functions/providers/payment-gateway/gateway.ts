/**
 * The one way to reach the payment gateway: Xendit over HTTP when its keys are set (XENDIT_SECRET_KEY,
 * XENDIT_PUBLIC_KEY, XENDIT_CALLBACK_TOKEN, XENDIT_BASE_URL optional), or in development the stand-in of
 * functions/dev/xendit.ts, reached in-process. Every provider function of this folder sends through `send`.
 */
import type { CurrencyCode } from '../../../src/shared/countries';
import { ApiError, ERR } from '../../../src/shared/errors';
import { MINOR_DIGITS } from '../../../src/shared/money';
import { STAND_IN_KEYS } from './stand-in-keys';

const XENDIT_API = 'https://api.xendit.co';

export interface Gateway {
  baseUrl: string;
  secretKey: string;
  publicKey: string;
  callbackToken: string;
  /** The development stand-in, reached in-process rather than over the network. */
  standIn: boolean;
}

export function gateway(env: Env): Gateway {
  if (env.XENDIT_SECRET_KEY && env.XENDIT_PUBLIC_KEY && env.XENDIT_CALLBACK_TOKEN) {
    return {
      baseUrl: env.XENDIT_BASE_URL ?? XENDIT_API,
      secretKey: env.XENDIT_SECRET_KEY,
      publicKey: env.XENDIT_PUBLIC_KEY,
      callbackToken: env.XENDIT_CALLBACK_TOKEN,
      standIn: false,
    };
  }
  if (env.ENVIRONMENT === 'development') return { baseUrl: '/dev/xendit', ...STAND_IN_KEYS, standIn: true };
  throw new ApiError(ERR.MISCONFIGURATION, 'payment gateway is not configured');
}

/** Xendit counts money in the currency's main unit (SGD 12.50); we count integer minor units (1250). */
export function toGatewayAmount(minor: number, currency: CurrencyCode): number {
  return minor / 10 ** MINOR_DIGITS[currency];
}

export function fromGatewayAmount(amount: number, currency: CurrencyCode): number {
  return Math.round(amount * 10 ** MINOR_DIGITS[currency]);
}

/**
 * One request to the gateway with the secret key. `headers` carries the idempotency key under the header name of
 * the API family (the card API reads X-IDEMPOTENCY-KEY, the payment request and refund APIs idempotency-key).
 */
export async function send(
  env: Env,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: object,
  headers: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  const g = gateway(env);
  const all: Record<string, string> = { ...headers, Authorization: `Basic ${btoa(`${g.secretKey}:`)}` };
  if (body) all['Content-Type'] = 'application/json';
  const init: RequestInit = { method, headers: all, body: body ? JSON.stringify(body) : undefined };
  let res: Response;
  try {
    if (g.standIn) {
      // Loaded on use: the stand-in is development code and stays out of the worker's start-up.
      const { xenditStandIn } = await import('../../dev/xendit');
      res = await xenditStandIn.request(path, init, env);
    } else {
      res = await fetch(`${g.baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(15_000) });
    }
  } catch {
    throw new ApiError(ERR.EXTERNAL_API_FAILURE, 'payment gateway unreachable');
  }
  const answer = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (res.status >= 500 || !answer) throw new ApiError(ERR.EXTERNAL_API_FAILURE, 'payment gateway failed');
  // A 4xx is the gateway refusing the request (a token unknown, expired or not ours, a bad amount): nothing was done.
  if (!res.ok) throw new ApiError(ERR.PAYMENT_INVALID, String(answer.error_code ?? 'payment invalid'));
  return answer;
}
