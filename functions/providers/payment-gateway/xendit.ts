/**
 * The payment gateway (issue 13): Xendit's card API, spoken over HTTP either to Xendit (XENDIT_SECRET_KEY,
 * XENDIT_PUBLIC_KEY, XENDIT_CALLBACK_TOKEN, XENDIT_BASE_URL) or, in development only, to the stand-in of
 * functions/dev/xendit.ts, which answers the same requests in-process. The browser tokenises the card with the
 * public key (`browserGateway`); the server charges and refunds with the secret key and never sees the card number.
 * E-wallets are linked through the gateway's page, and its callbacks carry our callback token (`isGatewayCallback`).
 */
import { ApiError, ERR } from '../../../src/shared/errors';
import { STAND_IN_KEYS } from './stand-in-keys';

const XENDIT_API = 'https://api.xendit.co';
/** The verification charge of spec §9, in rupiah: Xendit's smallest card charge, refunded at once. */
export const VERIFICATION_AMOUNT = 10_000;

interface Gateway {
  baseUrl: string;
  secretKey: string;
  publicKey: string;
  callbackToken: string;
  /** The development stand-in, reached in-process rather than over the network. */
  standIn: boolean;
}

function gateway(env: Env): Gateway {
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

/** What the browser needs to tokenise a card: the tokenisation endpoint and the public key (never the secret). */
export function browserGateway(env: Env): { tokenUrl: string; publicKey: string } {
  const g = gateway(env);
  return { tokenUrl: `${g.baseUrl}/v2/credit_card_tokens`, publicKey: g.publicKey };
}

/** True when a callback carries our callback token (Xendit's `x-callback-token` header), compared in constant time. */
export function isGatewayCallback(env: Env, header: string | undefined): boolean {
  const expected = new TextEncoder().encode(gateway(env).callbackToken);
  const given = new TextEncoder().encode(header ?? '');
  if (given.length !== expected.length) return false;
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected[i]! ^ given[i]!;
  return diff === 0;
}

async function send(
  env: Env,
  method: 'POST' | 'DELETE',
  path: string,
  body?: object,
  idempotencyKey?: string,
): Promise<Record<string, unknown>> {
  const g = gateway(env);
  const headers: Record<string, string> = { Authorization: `Basic ${btoa(`${g.secretKey}:`)}` };
  if (body) headers['Content-Type'] = 'application/json';
  if (idempotencyKey) headers['X-IDEMPOTENCY-KEY'] = idempotencyKey;
  const init: RequestInit = { method, headers, body: body ? JSON.stringify(body) : undefined };
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
  // A 4xx is the gateway refusing the request (a token unknown, expired or not ours): nothing can be saved.
  if (!res.ok) throw new ApiError(ERR.PAYMENT_INVALID, String(answer.error_code ?? 'payment invalid'));
  return answer;
}

export interface VerifiedCard {
  brand: string;
  lastFour: string;
}

/**
 * Verifies a tokenised card with a small charge that is refunded at once (spec §9); answers the brand and last four
 * digits the gateway charged, so the caller can hold the browser's description of the card to them. A declined
 * charge is 1104005. A refund that fails is logged by charge id for follow-up, and the card is still saved: the
 * charge went through, so the card is good.
 */
export async function verifyCard(env: Env, tokenId: string, reference: string): Promise<VerifiedCard> {
  const charge = await send(
    env,
    'POST',
    '/credit_card_charges',
    { token_id: tokenId, external_id: reference, amount: VERIFICATION_AMOUNT, currency: 'IDR', capture: true },
    `${reference}-charge`,
  );
  if (charge.status !== 'CAPTURED' || typeof charge.id !== 'string') throw new ApiError(ERR.PAYMENT_FAILED);
  try {
    await send(
      env,
      'POST',
      `/credit_card_charges/${encodeURIComponent(charge.id)}/refunds`,
      { amount: VERIFICATION_AMOUNT, external_id: `${reference}-refund` },
      `${reference}-refund`,
    );
  } catch (err) {
    console.error(JSON.stringify({ event: 'verification refund failed', charge: charge.id, error: String(err) }));
  }
  return { brand: String(charge.card_brand ?? ''), lastFour: String(charge.masked_card_number ?? '').slice(-4) };
}

/**
 * Starts linking an e-wallet (Xendit linked account tokenisation): a gateway customer for the member, then the
 * link request; answers the token id and the gateway's page where the shopper approves the link. The gateway calls
 * `callbackUrl` with the outcome and sends the shopper back to `returnUrl`.
 */
export async function startWalletLink(
  env: Env,
  link: { reference: string; givenName: string; channel: string; returnUrl: string; callbackUrl: string },
): Promise<{ tokenId: string; authorizerUrl: string }> {
  const customer = await send(
    env,
    'POST',
    '/customers',
    { reference_id: link.reference, type: 'INDIVIDUAL', individual_detail: { given_names: link.givenName } },
    `${link.reference}-customer`,
  );
  const token = await send(
    env,
    'POST',
    '/linked_account_tokens/auth',
    {
      customer_id: customer.id,
      channel_code: `ID_${link.channel}`,
      properties: { success_redirect_url: link.returnUrl, failure_redirect_url: link.returnUrl, callback_url: link.callbackUrl },
    },
    `${link.reference}-link`,
  );
  if (typeof token.id !== 'string' || typeof token.authorizer_url !== 'string') {
    throw new ApiError(ERR.EXTERNAL_API_FAILURE, 'payment gateway failed');
  }
  return { tokenId: token.id, authorizerUrl: token.authorizer_url };
}

/** Ends a linked account at the gateway (DELETE /linked_account_tokens/{id}). */
export async function endWalletLink(env: Env, tokenId: string): Promise<void> {
  await send(env, 'DELETE', `/linked_account_tokens/${encodeURIComponent(tokenId)}`);
}
