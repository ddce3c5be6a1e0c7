/**
 * A stand-in for Xendit's card, linked-account and payment request APIs, for development only (served under
 * /dev/xendit, and reached in-process by functions/providers/payment-gateway): the same paths, keys by HTTP Basic auth,
 * bodies, answers and callbacks (x-callback-token) as Xendit's, with Xendit-style test cards and an e-wallet approval
 * page; payment requests in ./xendit-payments.ts. It keeps no card data: a token id carries the last four digits, the
 * brand and the test outcome, signed so that only tokens it issued are charged.
 */
import { Hono } from 'hono';
import { html } from 'hono/html';
import { cardBrand } from '../../src/shared/card-brand';
import { CARD_BRANDS, type CardBrand } from '../../src/shared/contract/constants';
import { isFutureExpiry, isValidCardNumber, isValidCvn } from '../../src/shared/contract/rules';
import { STAND_IN_KEYS } from '../providers/payment-gateway/stand-in-keys';
import { randomToken } from '../platform/tokens';
import { page } from './page';
import { paymentRequestsStandIn } from './xendit-payments';
import { deliverCallback, error, hasKey, readSignedId, sign, signedId } from './xendit-shared';

export const xenditStandIn = new Hono<{ Bindings: Env }>();

/** Xendit's test cards that are declined at the charge; every other valid number succeeds (4000000000001091 …). */
const DECLINED_CARDS = new Set(['4000000000000002', '5200000000000007']);

const BRAND_LETTER: Record<CardBrand, string> = { VISA: 'V', MASTERCARD: 'M', JCB: 'J', AMEX: 'A' };

/** As Xendit honours X-IDEMPOTENCY-KEY: the same key makes the same charge or refund id, a request without one a new id. */
async function idempotentNonce(key: string | undefined): Promise<string> {
  return key ? sign(`idempotency:${key}`) : randomToken(9).replace(/[^A-Za-z0-9]/g, '');
}

/** Tokenisation (Xendit.js createToken → POST /v2/credit_card_tokens), with the public key, from the browser. */
xenditStandIn.post('/v2/credit_card_tokens', async (c) => {
  if (!hasKey(c.req.header('Authorization'), STAND_IN_KEYS.publicKey)) return c.json(error('INVALID_API_KEY', 'API key is invalid'), 401);
  const body = await c.req.json<Record<string, unknown>>().catch(() => ({}) as Record<string, unknown>);
  const pan = String(body.card_number ?? '');
  const brand = cardBrand(pan);
  const month = Number(body.card_exp_month);
  const year = Number(body.card_exp_year);
  if (!isValidCardNumber(pan) || !brand) return c.json(error('API_VALIDATION_ERROR', 'Card number is invalid'), 400);
  if (!isFutureExpiry(month, year)) return c.json(error('API_VALIDATION_ERROR', 'Card expiration date is invalid'), 400);
  if (!isValidCvn(String(body.card_cvn ?? ''))) return c.json(error('API_VALIDATION_ERROR', 'Card CVN is invalid'), 400);
  const outcome = DECLINED_CARDS.has(pan) ? 'D' : 'S';
  // Xendit's default is a single-use token; a card to save is tokenised with is_multiple_use (docs.xendit.co, "Saving card for future transactions").
  const usage = body.is_multiple_use === true ? 'M' : 'O';
  const id = await signedId(`tok${pan.slice(-4)}${BRAND_LETTER[brand]}${outcome}${usage}${randomToken(6).replace(/[^A-Za-z0-9]/g, '')}`);
  return c.json({
    id,
    status: 'VERIFIED',
    masked_card_number: `${pan.slice(0, 6)}${'X'.repeat(pan.length - 10)}${pan.slice(-4)}`,
    card_info: { brand, type: 'CREDIT', country: 'ID' },
  });
});

/**
 * The single-use tokens charged, with the idempotency key of their charge, in this isolate's memory (as the payment
 * requests' outcomes are): a second charge of one is refused, a retry of the same charge is answered again.
 */
const singleUseCharged = new Map<string, string>();

/** A charge with a token (POST /credit_card_charges), with the secret key, from our server: a single-use token once. */
xenditStandIn.post('/credit_card_charges', async (c) => {
  if (!hasKey(c.req.header('Authorization'), STAND_IN_KEYS.secretKey)) return c.json(error('INVALID_API_KEY', 'API key is invalid'), 401);
  const body = await c.req.json<Record<string, unknown>>().catch(() => ({}) as Record<string, unknown>);
  const token = await readSignedId(String(body.token_id ?? ''));
  const amount = Number(body.amount);
  if (!token?.startsWith('tok')) return c.json(error('TOKEN_NOT_FOUND_ERROR', 'Token not found'), 404);
  if (!Number.isFinite(amount) || amount <= 0) return c.json(error('API_VALIDATION_ERROR', 'Amount is invalid'), 400);
  const lastFour = token.slice(3, 7);
  const brand = CARD_BRANDS.find((b) => BRAND_LETTER[b] === token[7]) ?? 'VISA';
  const declined = token[8] === 'D';
  const key = c.req.header('X-IDEMPOTENCY-KEY') ?? crypto.randomUUID();
  if (token[9] === 'O') {
    const chargedWith = singleUseCharged.get(token);
    if (chargedWith !== undefined && chargedWith !== key)
      return c.json(error('TOKEN_ALREADY_USED_ERROR', 'Single-use token already used'), 400);
    singleUseCharged.set(token, key);
  }
  return c.json({
    id: await signedId(`chg${await idempotentNonce(c.req.header('X-IDEMPOTENCY-KEY'))}`),
    external_id: body.external_id,
    status: declined ? 'FAILED' : 'CAPTURED',
    ...(declined ? { failure_reason: 'CARD_DECLINED' } : {}),
    authorized_amount: amount,
    capture_amount: declined ? 0 : amount,
    currency: body.currency ?? 'IDR',
    card_brand: brand,
    card_type: 'CREDIT',
    masked_card_number: `XXXXXXXXXXXX${lastFour}`,
  });
});

/** A refund of a charge (POST /credit_card_charges/{id}/refunds). */
xenditStandIn.post('/credit_card_charges/:id/refunds', async (c) => {
  if (!hasKey(c.req.header('Authorization'), STAND_IN_KEYS.secretKey)) return c.json(error('INVALID_API_KEY', 'API key is invalid'), 401);
  const charge = await readSignedId(c.req.param('id'));
  const body = await c.req.json<Record<string, unknown>>().catch(() => ({}) as Record<string, unknown>);
  if (!charge?.startsWith('chg')) return c.json(error('CHARGE_NOT_FOUND_ERROR', 'Charge not found'), 404);
  return c.json({
    id: await signedId(`rfd${await idempotentNonce(c.req.header('X-IDEMPOTENCY-KEY'))}`),
    credit_card_charge_id: c.req.param('id'),
    amount: body.amount,
    external_id: body.external_id,
    status: 'SUCCEEDED',
  });
});

/** A customer for linked accounts (POST /customers). */
xenditStandIn.post('/customers', async (c) => {
  if (!hasKey(c.req.header('Authorization'), STAND_IN_KEYS.secretKey)) return c.json(error('INVALID_API_KEY', 'API key is invalid'), 401);
  const body = await c.req.json<Record<string, unknown>>().catch(() => ({}) as Record<string, unknown>);
  if (typeof body.reference_id !== 'string') return c.json(error('API_VALIDATION_ERROR', 'reference_id is required'), 400);
  return c.json({ id: `cust-${crypto.randomUUID()}`, reference_id: body.reference_id, type: body.type ?? 'INDIVIDUAL' });
});

const WALLET_CHANNELS = new Set(['ID_OVO', 'ID_DANA', 'ID_SHOPEEPAY', 'ID_GOPAY']);

/**
 * A linked-account request (POST /linked_account_tokens/auth): answers the page where the shopper approves the link,
 * which carries where to call back and where to send the shopper, as Xendit keeps them with the token.
 */
xenditStandIn.post('/linked_account_tokens/auth', async (c) => {
  if (!hasKey(c.req.header('Authorization'), STAND_IN_KEYS.secretKey)) return c.json(error('INVALID_API_KEY', 'API key is invalid'), 401);
  const body = await c.req.json<Record<string, unknown>>().catch(() => ({}) as Record<string, unknown>);
  const props = (body.properties ?? {}) as Record<string, unknown>;
  const channel = String(body.channel_code ?? '');
  if (typeof body.customer_id !== 'string' || !WALLET_CHANNELS.has(channel)) {
    return c.json(error('API_VALIDATION_ERROR', 'customer_id and channel_code are required'), 400);
  }
  const id = `lat-${crypto.randomUUID()}`;
  const query = new URLSearchParams({
    channel: channel.replace(/^ID_/, ''),
    callback: String(props.callback_url ?? ''),
    success: String(props.success_redirect_url ?? ''),
    failure: String(props.failure_redirect_url ?? ''),
  });
  return c.json({
    id,
    customer_id: body.customer_id,
    channel_code: channel,
    authorizer_url: `/dev/xendit/linked_account_tokens/${id}/authorize?${query.toString()}`,
    status: 'PENDING',
  });
});

/** The e-wallet's approval page, as the shopper would see it in the e-wallet's app. */
xenditStandIn.get('/linked_account_tokens/:id/authorize', (c) => {
  const q = c.req.query();
  const hidden = ['callback', 'success', 'failure', 'channel'].map((k) => html`<input type="hidden" name="${k}" value="${q[k] ?? ''}">`);
  return c.html(
    page(
      `Link ${q.channel ?? ''}`,
      html`<h1>Link your ${q.channel ?? ''} account</h1><p class="note">This page stands in for the e-wallet while <code>XENDIT_SECRET_KEY</code> is not set. It exists only in development.</p><form method="post">${hidden}<label for="phone">${q.channel ?? ''} phone number</label><input id="phone" name="phone" inputmode="numeric" required value="081311112222"><button type="submit" name="decision" value="approve">Approve</button> <button type="submit" name="decision" value="decline">Decline</button></form>`,
    ),
  );
});

/**
 * The shopper's answer: the gateway's callback (x-callback-token) goes to our API — in-process, the worker being
 * both — and the shopper back to the shop. Only back to the origin the page was served on: no open redirect.
 */
xenditStandIn.post('/linked_account_tokens/:id/authorize', async (c) => {
  const form = await c.req.parseBody();
  const field = (k: string) => (typeof form[k] === 'string' ? (form[k] as string).trim() : '');
  const origin = new URL(c.req.url).origin;
  const approved = field('decision') === 'approve';
  const back = field(approved ? 'success' : 'failure');
  const callback = field('callback');
  const sameSite = (url: string) => URL.canParse(url) && new URL(url).origin === origin;
  if (!sameSite(back) || !sameSite(callback)) return c.text('Bad request', 400);
  const phone = field('phone').replace(/\D/g, '');
  const event = approved
    ? {
        event: 'linked_account_token.successful',
        id: c.req.param('id'),
        channel_code: `ID_${field('channel')}`,
        accounts: [{ id: `la-${crypto.randomUUID()}`, account_details: `+62 •••• ${phone.slice(-4)}`, account_type: 'EWALLET' }],
      }
    : { event: 'linked_account_token.failed', id: c.req.param('id'), channel_code: `ID_${field('channel')}` };
  const delivered = await deliverCallback(c.env, new URL(callback).pathname.replace(/^\/api(?=\/)/, ''), event, 'ID');
  if (!delivered) return c.text('Callback refused', 502);
  return c.redirect(back, 303);
});

/** Unlinking (DELETE /linked_account_tokens/{id}). */
xenditStandIn.delete('/linked_account_tokens/:id', (c) => {
  if (!hasKey(c.req.header('Authorization'), STAND_IN_KEYS.secretKey)) return c.json(error('INVALID_API_KEY', 'API key is invalid'), 401);
  if (!c.req.param('id').startsWith('lat-')) return c.json(error('DATA_NOT_FOUND', 'Linked account token not found'), 404);
  return c.json({ id: c.req.param('id'), is_deleted: true });
});

xenditStandIn.route('/', paymentRequestsStandIn);
