/**
 * The payment gateway, Xendit (reached through ./gateway.ts: Xendit itself, or the development stand-in). This module
 * holds the account-centre half (issue 13): the browser tokenises a card with the public key (`browserGateway`), the
 * server verifies it with a charge refunded at once and never sees the card number; e-wallets are linked through the
 * gateway's page; callbacks carry our callback token (`isGatewayCallback`). Paying an order (issue 14) lives beside
 * it: ./payment-requests.ts (e-wallets, QR), ./charges.ts (saved cards), ./refunds.ts, ./callbacks.ts.
 */ import { ApiError, ERR } from '../../../src/shared/errors';
import { chargeCard } from './charges';
import { gateway, send } from './gateway';
import { refundPayment } from './refunds';
import { timingSafeEqual } from 'hono/utils/buffer';

/** The verification charge of spec §9, in rupiah: Xendit's smallest card charge, refunded at once. */
export const VERIFICATION_AMOUNT = 10_000;

/**
 * What the browser needs to tokenise a card: the tokenisation endpoint and the public key (never the secret). Null
 * where this worker has no gateway (deployed without its keys): the page then says paying is not available right
 * now, instead of failing as a whole.
 */
export function browserGateway(env: Env): { tokenUrl: string; publicKey: string } | null {
  let g: ReturnType<typeof gateway>;
  try {
    g = gateway(env);
  } catch (err) {
    if (err instanceof ApiError && err.code === ERR.MISCONFIGURATION) return null;
    throw err;
  }
  return { tokenUrl: `${g.config.baseUrl}/v2/credit_card_tokens`, publicKey: g.config.publicKey };
}

/** True when a callback carries our callback token (Xendit's `x-callback-token` header), compared in constant time. */
export async function isGatewayCallback(env: Env, header: string | undefined): Promise<boolean> {
  return timingSafeEqual(await gateway(env).config.callbackToken(), header ?? '');
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
  const charge = await chargeCard(env, { tokenId, referenceId: reference, amount: VERIFICATION_AMOUNT, currency: 'IDR' });
  if (charge.status !== 'CAPTURED') throw new ApiError(ERR.PAYMENT_FAILED);
  try {
    await refundPayment(env, {
      chargeId: charge.id,
      referenceId: `${reference}-refund`,
      amount: VERIFICATION_AMOUNT,
      currency: 'IDR',
      reason: 'OTHERS',
    });
  } catch (err) {
    console.error(JSON.stringify({ event: 'verification refund failed', charge: charge.id, error: String(err) }));
  }
  return { brand: charge.brand, lastFour: charge.lastFour };
}

/**
 * Starts linking an e-wallet (Xendit's legacy linked account tokenisation,
 * developers.xendit.co/api-reference/ewallets/tokenization): a gateway customer for the member (`POST /customers`,
 * xendit-node's CustomerRequest), then the link request; answers the token id and the gateway's page where the shopper
 * approves the link. The gateway calls `callbackUrl` with the outcome and sends the shopper back to `returnUrl`.
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
    { 'idempotency-key': `${link.reference}-customer` },
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
    { 'X-IDEMPOTENCY-KEY': `${link.reference}-link` },
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
