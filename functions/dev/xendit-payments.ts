/**
 * The stand-in for Xendit's Payments API v3 and refunds API (development only, under /dev/xendit): `POST
 * /v3/payment_requests`, `GET /v3/payment_requests/{id}`, `POST /v3/payment_requests/{id}/cancel`, `POST /refunds`,
 * their answers, errors and webhooks as docs.xendit.co/apidocs publishes them, and a page per request where the
 * shopper pays, declines or lets it expire.
 * It has no database: a request's id carries its facts (amount, currency, reference, channel, return URLs, expiry)
 * under an HMAC, so the page and GET rebuild them and a forged or altered id is unknown.
 * Only what happened to a request (paid, declined, expired, cancelled) is remembered, in this isolate's memory: after a restart
 * an undecided-looking request can be paid again, which the callback's stable event id makes harmless.
 */
import { Hono } from 'hono';
import { html } from 'hono/html';
import { qrPath } from '../../src/shared/qr-path';
import { COUNTRIES, COUNTRY_CODES, type CountryCode, type CurrencyCode } from '../../src/shared/countries';
import { formatMoney, MINOR_DIGITS } from '../../src/shared/money';
import { isWalletChannelOf, QR_CHANNELS } from '../providers/payment-gateway/channels';
import { fromGatewayAmount, merchantName, toGatewayAmount } from '../providers/payment-gateway/gateway';
import { STAND_IN_KEYS } from '../providers/payment-gateway/stand-in-keys';
import { page } from './page';
import { deliverCallback, error, hasKey, readSignedId, sign, signedId } from './xendit-shared';

export const paymentRequestsStandIn = new Hono<{ Bindings: Env }>();

/** Where Xendit would post callbacks (the URL set in its dashboard): our commerce API's payment callback. */
const CALLBACK_PATH = '/payment/callback';
/** Xendit's id of the account a payment belongs to; the stand-in is one account. */
const BUSINESS_ID = 'stand-in';
/** E-wallet requests expire on the channel's clock (about half an hour at Xendit); QR requests when asked. */
const DEFAULT_TTL_MS = 30 * 60 * 1000;

type Outcome = 'SUCCEEDED' | 'FAILED' | 'EXPIRED' | 'CANCELED';
/** The outcomes the payer's side decides, each with its webhook; a cancel is the merchant's, and sends none. */
type PayerOutcome = Exclude<Outcome, 'CANCELED'>;

/** What a payment request's id carries. Amounts in minor units, as everywhere in our code. */
interface Facts {
  type: 'EWALLET' | 'QR_CODE';
  channel: string;
  country: CountryCode;
  currency: CurrencyCode;
  amount: number;
  reference: string;
  description?: string;
  successUrl?: string;
  failureUrl?: string;
  expiresAt: number;
  created: number;
}

/** The isolate's memory of decided requests; bounded, as a development server runs for days. */
const outcomes = new Map<string, Outcome>();
function remember(id: string, outcome: Outcome): void {
  if (outcomes.size >= 1000) outcomes.delete(outcomes.keys().next().value as string);
  outcomes.set(id, outcome);
}

const base64url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

function fromBase64url(text: string): string {
  const bytes = Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (ch) => ch.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

async function factsOf(id: string): Promise<Facts | null> {
  const body = await readSignedId(id);
  if (!body?.startsWith('pr-')) return null;
  return JSON.parse(fromBase64url(body.slice(3))) as Facts;
}

function statusOf(id: string, facts: Facts, now = Date.now()): Outcome | 'PENDING' | 'REQUIRES_ACTION' {
  const known = outcomes.get(id);
  if (known) return known;
  if (now >= facts.expiresAt) return 'EXPIRED';
  return facts.type === 'EWALLET' ? 'REQUIRES_ACTION' : 'PENDING';
}

/** Stable per request and outcome, so a replayed callback is the same event. */
const paymentIdOf = async (id: string, outcome: PayerOutcome) => `py-${await sign(`payment:${id}:${outcome}`)}`;

function qrStringOf(facts: Facts): string {
  return `XENDIT-STAND-IN|${facts.channel}|${facts.currency}|${toGatewayAmount(facts.amount, facts.currency)}|${facts.reference}`;
}

/** channel_properties as the answer echoes them: the return URLs of an e-wallet, the expiry of a QR code. */
function channelPropertiesOf(facts: Facts) {
  return facts.type === 'EWALLET'
    ? { success_return_url: facts.successUrl, failure_return_url: facts.failureUrl }
    : { expires_at: new Date(facts.expiresAt).toISOString() };
}

/** A payment request as the Payments API answers it (Payments_API_PaymentRequestSchema). */
function answerOf(id: string, facts: Facts) {
  const status = statusOf(id, facts);
  const waiting = status === 'PENDING' || status === 'REQUIRES_ACTION';
  let actions: { type: string; descriptor: string; value: string }[] = [];
  if (waiting && facts.type === 'EWALLET') {
    actions = [{ type: 'REDIRECT_CUSTOMER', descriptor: 'WEB_URL', value: `/dev/xendit/payment_requests/${id}/pay` }];
  } else if (waiting) {
    actions = [{ type: 'PRESENT_TO_CUSTOMER', descriptor: 'QR_STRING', value: qrStringOf(facts) }];
  }
  return {
    business_id: BUSINESS_ID,
    reference_id: facts.reference,
    payment_request_id: id,
    type: 'PAY',
    country: facts.country,
    currency: facts.currency,
    request_amount: toGatewayAmount(facts.amount, facts.currency),
    capture_method: 'AUTOMATIC',
    channel_code: facts.channel,
    channel_properties: channelPropertiesOf(facts),
    actions,
    // The API has no PENDING: a request waiting for the payer requires their action.
    status: waiting ? 'REQUIRES_ACTION' : status,
    ...(status === 'FAILED' ? { failure_code: 'USER_DECLINED_PAYMENT' } : {}),
    ...(facts.description ? { description: facts.description } : {}),
    created: new Date(facts.created).toISOString(),
    updated: new Date().toISOString(),
  };
}

/** The webhook Xendit posts when a request is paid (payment.capture), declined (payment.failure) or expires. */
async function callbackBody(id: string, facts: Facts, outcome: PayerOutcome): Promise<object> {
  const now = new Date().toISOString();
  if (outcome === 'EXPIRED') {
    return { event: 'payment_request.expiry', business_id: BUSINESS_ID, created: now, data: answerOf(id, facts) };
  }
  const paid = outcome === 'SUCCEEDED';
  const paymentId = await paymentIdOf(id, outcome);
  const amount = toGatewayAmount(facts.amount, facts.currency);
  return {
    event: paid ? 'payment.capture' : 'payment.failure',
    business_id: BUSINESS_ID,
    created: now,
    data: {
      payment_id: paymentId,
      business_id: BUSINESS_ID,
      reference_id: facts.reference,
      payment_request_id: id,
      type: 'PAY',
      country: facts.country,
      currency: facts.currency,
      request_amount: amount,
      capture_method: 'AUTOMATIC',
      channel_code: facts.channel,
      ...(paid
        ? { captures: [{ capture_timestamp: now, capture_id: `cap-${paymentId.slice(3)}`, capture_amount: amount }] }
        : { failure_code: 'USER_DECLINED_PAYMENT' }),
      status: outcome,
      created: now,
      updated: now,
    },
  };
}

const validation = (message: string) => error('API_VALIDATION_ERROR', message);
const isHttpUrl = (url: unknown): url is string => typeof url === 'string' && URL.canParse(url) && /^https?:$/.test(new URL(url).protocol);

/** Xendit's checks on a create payment request body (Payments_API_Pay), with its error codes. */
function readRequest(body: Record<string, unknown>, now: number): Facts | ReturnType<typeof error> {
  const country = body.country as CountryCode;
  const currency = body.currency as CurrencyCode;
  const reference = body.reference_id;
  if (typeof reference !== 'string' || reference.length === 0 || reference.length > 255) return validation('reference_id is required');
  if (body.type !== 'PAY') return validation('type must be PAY');
  if (!COUNTRY_CODES.includes(country)) return validation('country is not supported');
  if (COUNTRIES[country].currency !== currency) return validation('currency is not supported for this country');
  if (body.capture_method !== undefined && body.capture_method !== 'AUTOMATIC') return validation('capture_method is not supported');
  const amount = Number(body.request_amount);
  const minor = fromGatewayAmount(amount, currency);
  if (!Number.isFinite(amount) || amount <= 0 || Math.abs(minor - amount * 10 ** MINOR_DIGITS[currency]) > 1e-6) {
    return validation('request_amount is invalid');
  }
  const channel = String(body.channel_code ?? '');
  const props = (body.channel_properties ?? {}) as Record<string, unknown>;
  const common = { channel, country, currency, amount: minor, reference, created: now };
  const description = typeof body.description === 'string' ? { description: body.description.slice(0, 1000) } : {};
  if (isWalletChannelOf(country, channel)) {
    const success = props.success_return_url;
    const failure = props.failure_return_url ?? success;
    if (!isHttpUrl(success) || !isHttpUrl(failure)) return validation('channel_properties.success_return_url is required');
    return { type: 'EWALLET', ...common, ...description, successUrl: success, failureUrl: failure, expiresAt: now + DEFAULT_TTL_MS };
  }
  if (channel === QR_CHANNELS[country]) {
    const expiresAt = props.expires_at ? Date.parse(String(props.expires_at)) : now + DEFAULT_TTL_MS;
    if (!Number.isFinite(expiresAt) || expiresAt <= now) return validation('channel_properties.expires_at must be in the future');
    return { type: 'QR_CODE', ...common, ...description, expiresAt };
  }
  return error('INVALID_VALUE_ERROR', `channel_code ${channel} is not available for ${country}`);
}

paymentRequestsStandIn.post('/v3/payment_requests', async (c) => {
  if (!hasKey(c.req.header('Authorization'), STAND_IN_KEYS.secretKey)) return c.json(error('INVALID_API_KEY', 'API key is invalid'), 401);
  const body = await c.req.json<Record<string, unknown>>().catch(() => ({}) as Record<string, unknown>);
  const facts = readRequest(body, Date.now());
  if ('error_code' in facts) return c.json(facts, 400);
  const id = await signedId(`pr-${base64url(JSON.stringify(facts))}`);
  return c.json(answerOf(id, facts), 201);
});

paymentRequestsStandIn.get('/v3/payment_requests/:id', async (c) => {
  if (!hasKey(c.req.header('Authorization'), STAND_IN_KEYS.secretKey)) return c.json(error('INVALID_API_KEY', 'API key is invalid'), 401);
  const facts = await factsOf(c.req.param('id'));
  if (!facts) return c.json(error('DATA_NOT_FOUND', 'Payment request not found'), 404);
  return c.json(answerOf(c.req.param('id'), facts));
});

/**
 * Cancels a request nobody has paid (Payments API CancelPaymentRequest): it takes no payment any more and answers
 * CANCELED. One already ended (paid, declined, expired, cancelled) is refused with the reference's
 * INACTIVE_PAYMENT_REQUEST.
 */
paymentRequestsStandIn.post('/v3/payment_requests/:id/cancel', async (c) => {
  if (!hasKey(c.req.header('Authorization'), STAND_IN_KEYS.secretKey)) return c.json(error('INVALID_API_KEY', 'API key is invalid'), 401);
  const id = c.req.param('id');
  const facts = await factsOf(id);
  if (!facts) return c.json(error('DATA_NOT_FOUND', 'Payment request not found'), 404);
  const status = statusOf(id, facts);
  if (status !== 'PENDING' && status !== 'REQUIRES_ACTION') {
    return c.json(error('INACTIVE_PAYMENT_REQUEST', 'Payment request is already in a terminal status'), 400);
  }
  remember(id, 'CANCELED');
  return c.json(answerOf(id, facts));
});

const OUTCOME_WORDS: Record<Outcome, string> = { SUCCEEDED: 'paid', FAILED: 'declined', EXPIRED: 'expired', CANCELED: 'cancelled' };

/** The page the e-wallet (or, for QR, the payer's banking app) would show; development only, so not translated. */
paymentRequestsStandIn.get('/payment_requests/:id/pay', async (c) => {
  const id = c.req.param('id');
  const facts = await factsOf(id);
  if (!facts) return c.html(page('Payment request not found', html`<h1>Payment request not found</h1>`), 404);
  const status = statusOf(id, facts);
  const back = html`<input type="hidden" name="return" value="${c.req.query('return') ?? ''}">`;
  const qr = facts.type === 'QR_CODE' ? qrPath(qrStringOf(facts)) : null;
  let actions: ReturnType<typeof html>;
  if (status === 'CANCELED') {
    actions = html`<p>The shop <strong>cancelled</strong> this payment request: it can no longer be paid.</p>`;
  } else if (outcomes.has(id)) {
    actions = html`<p>This payment request was <strong>${OUTCOME_WORDS[status as Outcome]}</strong>.</p><form method="post">${back}<button type="submit" name="decision" value="replay">Send the callback again</button></form>`;
  } else if (status === 'EXPIRED') {
    actions = html`<p>This payment request has <strong>expired</strong> and can no longer be paid.</p><form method="post">${back}<button type="submit" name="decision" value="expire">Send the expiry callback</button></form>`;
  } else {
    actions = html`<form method="post">${back}<button type="submit" name="decision" value="approve">Approve</button> <button type="submit" name="decision" value="decline">Decline</button> <button type="submit" name="decision" value="expire">Let it expire</button></form>`;
  }
  return c.html(
    page(
      `Pay ${merchantName(c.env)}`,
      html`<h1>Pay ${merchantName(c.env)}</h1><p class="note">This page stands in for ${facts.channel} while <code>XENDIT_SECRET_KEY</code> is not set. It exists only in development.</p><table><tbody><tr><th>Merchant</th><td>${merchantName(c.env)}</td></tr><tr><th>Amount</th><td>${formatMoney(facts.amount, facts.currency)} (${facts.currency})</td></tr><tr><th>Pay with</th><td>${facts.channel}</td></tr><tr><th>Reference</th><td>${facts.reference}</td></tr><tr><th>Expires</th><td>${new Date(facts.expiresAt).toISOString()}</td></tr></tbody></table>${
        qr
          ? html`<svg viewBox="0 0 ${qr.modules} ${qr.modules}" width="200" height="200" role="img" aria-label="${facts.channel} QR code" shape-rendering="crispEdges"><rect width="${qr.modules}" height="${qr.modules}" fill="#fff"></rect><path d="${qr.d}" fill="#000"></path></svg>`
          : ''
      }${actions}`,
    ),
  );
});

const DECISIONS: Record<string, PayerOutcome> = { approve: 'SUCCEEDED', decline: 'FAILED', expire: 'EXPIRED' };

/**
 * The shopper's decision: the callback goes to our API (in-process) and the shopper back to the shop: for an
 * e-wallet to the request's success or failure URL, for QR to the page that sent them here. Only to the origin this
 * page is served on: no open redirect. `replay` sends the decided request's callback again, for testing retries.
 */
paymentRequestsStandIn.post('/payment_requests/:id/pay', async (c) => {
  const id = c.req.param('id');
  const facts = await factsOf(id);
  if (!facts) return c.text('Payment request not found', 404);
  const form = await c.req.parseBody();
  const decision = typeof form.decision === 'string' ? form.decision : '';
  const status = statusOf(id, facts);
  const known = outcomes.get(id);
  const outcome = decision === 'replay' ? known : DECISIONS[decision];
  if (!outcome) return c.text('Bad request', 400);
  if (outcome === 'CANCELED' || (decision !== 'replay' && known && known !== outcome)) {
    return c.text(`This payment request was already ${OUTCOME_WORDS[known ?? outcome]}`, 409);
  }
  if (outcome !== 'EXPIRED' && status === 'EXPIRED') return c.text('This payment request has expired and cannot be paid', 409);
  const origin = new URL(c.req.url).origin;
  const sameSite = (url: unknown): url is string => typeof url === 'string' && URL.canParse(url) && new URL(url).origin === origin;
  const target = facts.type === 'EWALLET' ? (outcome === 'SUCCEEDED' ? facts.successUrl : facts.failureUrl) : form.return;
  // A QR page opened without a page to go back to shows its outcome instead.
  const back = sameSite(target) ? target : facts.type === 'QR_CODE' && !target ? new URL(c.req.url).pathname : null;
  if (!back) return c.text('Bad request', 400);
  remember(id, outcome);
  if (!(await deliverCallback(c.env, CALLBACK_PATH, await callbackBody(id, facts, outcome), facts.country))) {
    return c.text('Callback refused', 502);
  }
  return c.redirect(back, 303);
});

const REFUND_REASONS = ['FRAUDULENT', 'DUPLICATE', 'REQUESTED_BY_CUSTOMER', 'CANCELLATION', 'OTHERS'];

/**
 * A refund of a paid request (POST /refunds, Payments_API_Refund), with the reference's error codes. The same request
 * and reference is the same refund id. Settled at once, which the reference allows (a refund may answer SUCCEEDED), so
 * no refund.succeeded webhook follows.
 */
paymentRequestsStandIn.post('/refunds', async (c) => {
  if (!hasKey(c.req.header('Authorization'), STAND_IN_KEYS.secretKey)) return c.json(error('INVALID_API_KEY', 'API key is invalid'), 401);
  const body = await c.req.json<Record<string, unknown>>().catch(() => ({}) as Record<string, unknown>);
  const id = String(body.payment_request_id ?? '');
  const reason = String(body.reason ?? '');
  if (!REFUND_REASONS.includes(reason)) return c.json(validation('reason is required'), 400);
  const facts = await factsOf(id);
  if (!facts) return c.json(error('DATA_NOT_FOUND', 'Payment request not found'), 404);
  if (outcomes.get(id) !== 'SUCCEEDED') return c.json(error('INELIGIBLE_TRANSACTION_STATUS', 'Payment request was not paid'), 400);
  const amount = Number(body.amount ?? toGatewayAmount(facts.amount, facts.currency));
  const reference = body.reference_id;
  if (typeof reference !== 'string' || reference.length === 0) return c.json(validation('reference_id is required'), 400);
  if (body.currency !== undefined && body.currency !== facts.currency)
    return c.json(validation('currency does not match the payment'), 400);
  if (!Number.isFinite(amount) || amount <= 0) return c.json(validation('amount is invalid'), 400);
  if (fromGatewayAmount(amount, facts.currency) > facts.amount) {
    return c.json(error('REFUND_AMOUNT_EXCEEDED', 'Refund amount exceeds the captured amount'), 400);
  }
  const now = new Date().toISOString();
  return c.json({
    id: `rfd-${await sign(`refund:${id}:${reference}`)}`,
    payment_request_id: id,
    reference_id: reference,
    channel_code: facts.channel,
    currency: facts.currency,
    amount,
    status: 'SUCCEEDED',
    reason,
    failure_code: null,
    refund_fee_amount: null,
    metadata: null,
    created: now,
    updated: now,
  });
});
