// The gateway's order half against the development stand-in, in workerd: payment requests paid, declined and left to
// expire on the stand-in's page, the callbacks it posts read by readPaymentCallback, refunds and card charges, and
// the stand-in refusing a wrong key, a forged id and a redirect off the site. The callbacks are caught on their way
// into the commerce API, whose payment callback route belongs to the order side.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commerce } from '../../commerce/app';
import { devApp } from '../../dev/app';
import { ApiError, ERR } from '../../../src/shared/errors';
import { readPaymentCallback } from './callbacks';
import { chargeCard } from './charges';
import {
  cancelPaymentRequest,
  createPaymentRequest,
  getPaymentRequest,
  type PaymentRequestInput,
  standInPaymentPage,
} from './payment-requests';
import { refundPayment } from './refunds';
import worker from '../../../src/worker';
import { STAND_IN_KEYS, standInCallbackToken } from './stand-in-keys';
import { browserGateway, isGatewayCallback } from './xendit';

const SITE = 'http://localhost';

interface Posted {
  path: string;
  headers: Headers;
  body: unknown;
}
let posted: Posted[] = [];

beforeEach(() => {
  posted = [];
  const passThrough = commerce.request;
  vi.spyOn(commerce, 'request').mockImplementation(async (input, init, ...rest) => {
    if (input !== '/payment/callback') return passThrough(input, init, ...rest);
    posted.push({ path: input, headers: new Headers(init?.headers), body: JSON.parse(String(init?.body)) });
    return Response.json({ code: 0, msg: 'success', data: null });
  });
});
afterEach(() => vi.restoreAllMocks());

const ref = () => `ORD-${crypto.randomUUID()}`;

const ewallet = (fields: Partial<PaymentRequestInput> = {}): PaymentRequestInput => ({
  referenceId: ref(),
  country: 'ID',
  amount: 150_000,
  method: { type: 'EWALLET', channel: 'OVO' },
  successReturnUrl: `${SITE}/paymentSuccess`,
  failureReturnUrl: `${SITE}/checkout`,
  ...fields,
});

/** The stand-in's page, as the shopper's browser reaches it (under /dev, which devApp is mounted on). */
const pageGet = (url: string) => devApp.request(url.replace(/^\/dev/, ''), {}, env);

function pagePost(url: string, decision: string, back = '') {
  const form = new URLSearchParams({ decision, return: back });
  return devApp.request(
    `${SITE}${new URL(url, SITE).pathname.replace(/^\/dev/, '')}`,
    { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: form.toString() },
    env,
  );
}

async function errorOf(promise: Promise<unknown>): Promise<number | undefined> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  return err instanceof ApiError ? err.code : undefined;
}

describe('e-wallet payment requests', () => {
  it('pays: the page shows merchant and amount, Approve posts payment.capture and returns the shopper', async () => {
    const input = ewallet();
    const pr = await createPaymentRequest(env, input);
    expect(pr.status).toBe('REQUIRES_ACTION');
    expect(pr.actionUrl).toMatch(/^\/dev\/xendit\/payment_requests\/.+\/pay$/);

    const shown = await (await pageGet(pr.actionUrl!)).text();
    expect(shown).toContain('KedaiKita');
    expect(shown).toContain('Rp150.000');
    expect(shown).toContain('OVO');

    const res = await pagePost(pr.actionUrl!, 'approve');
    expect([res.status, res.headers.get('Location')]).toEqual([303, `${SITE}/paymentSuccess`]);
    expect(posted).toHaveLength(1);
    const [callback] = posted;
    expect(await isGatewayCallback(env, callback!.headers.get('x-callback-token') ?? undefined)).toBe(true);
    expect(callback!.headers.get('X-Locale')).toBe('ID');
    expect(readPaymentCallback(callback!.body)).toEqual({
      eventId: expect.stringMatching(/^payment\.capture:py-/),
      kind: 'succeeded',
      paymentRequestId: pr.id,
      referenceId: input.referenceId,
      amount: 150_000,
      currency: 'IDR',
    });
    expect((await getPaymentRequest(env, pr.id)).status).toBe('SUCCEEDED');
  });

  it('replays the same event, and a paid request can be neither declined nor expired', async () => {
    const pr = await createPaymentRequest(env, ewallet());
    await pagePost(pr.actionUrl!, 'approve');
    expect(await (await pageGet(pr.actionUrl!)).text()).toContain('Send the callback again');
    expect((await pagePost(pr.actionUrl!, 'replay')).status).toBe(303);
    expect(posted.map((p) => readPaymentCallback(p.body)?.eventId)).toEqual([
      readPaymentCallback(posted[0]!.body)?.eventId,
      readPaymentCallback(posted[0]!.body)?.eventId,
    ]);
    expect((await pagePost(pr.actionUrl!, 'decline')).status).toBe(409);
    expect((await pagePost(pr.actionUrl!, 'expire')).status).toBe(409);
    expect(posted).toHaveLength(2);
  });

  it('declines in Singapore dollars: payment.failure with its code, the amount back in cents, the failure URL', async () => {
    const input = ewallet({ country: 'SG', amount: 1250, method: { type: 'EWALLET', channel: 'GRABPAY' } });
    const pr = await createPaymentRequest(env, input);
    expect(await (await pageGet(pr.actionUrl!)).text()).toContain('S$12.50');
    const res = await pagePost(pr.actionUrl!, 'decline');
    expect([res.status, res.headers.get('Location')]).toEqual([303, `${SITE}/checkout`]);
    expect(posted[0]!.headers.get('X-Locale')).toBe('SG');
    expect(readPaymentCallback(posted[0]!.body)).toMatchObject({
      kind: 'failed',
      paymentRequestId: pr.id,
      amount: 1250,
      currency: 'SGD',
      failureCode: 'USER_DECLINED_PAYMENT',
    });
    expect((await pagePost(pr.actionUrl!, 'approve')).status).toBe(409);
    expect((await getPaymentRequest(env, pr.id)).status).toBe('FAILED');
  });

  it('sends the shopper nowhere off the site: a foreign return URL is refused and no callback goes', async () => {
    const pr = await createPaymentRequest(env, ewallet({ successReturnUrl: 'https://evil.example/paid' }));
    expect((await pagePost(pr.actionUrl!, 'approve')).status).toBe(400);
    expect(posted).toEqual([]);
    expect((await getPaymentRequest(env, pr.id)).status).toBe('REQUIRES_ACTION');
  });

  it('refuses an e-wallet the country does not offer, before asking the gateway', async () => {
    expect(await errorOf(createPaymentRequest(env, ewallet({ country: 'SG' })))).toBe(ERR.PAYMENT_INVALID);
  });
});

describe('QR payment requests', () => {
  it('answers the QR string and expiry, shows the code, and Let it expire posts payment_request.expiry', async () => {
    const expiresAt = Date.now() + 10 * 60_000;
    const input = ewallet({ country: 'MY', amount: 4990, method: { type: 'QR_CODE' }, expiresAt });
    const pr = await createPaymentRequest(env, input);
    expect(pr).toMatchObject({ status: 'REQUIRES_ACTION', expiresAt });
    expect(pr.qrString).toContain('DUITNOW');
    expect(pr.actionUrl).toBeUndefined();

    const url = standInPaymentPage(env, pr.id, `${SITE}/checkout?orderNo=1`)!;
    const shown = await (await pageGet(url)).text();
    expect(shown).toContain('RM49.90');
    expect(shown).toContain('<svg');

    const res = await pagePost(url, 'expire', `${SITE}/checkout?orderNo=1`);
    expect([res.status, res.headers.get('Location')]).toEqual([303, `${SITE}/checkout?orderNo=1`]);
    expect(readPaymentCallback(posted[0]!.body)).toEqual({
      eventId: `payment_request.expiry:${pr.id}`,
      kind: 'expired',
      paymentRequestId: pr.id,
      referenceId: input.referenceId,
      amount: 4990,
      currency: 'MYR',
    });
    expect(await (await pageGet(url)).text()).toContain('expired');
    expect((await pagePost(url, 'approve', `${SITE}/checkout`)).status).toBe(409);
  });

  it('takes no payment once past its expiry: the page says so and Approve is refused', async () => {
    const pr = await createPaymentRequest(env, ewallet({ method: { type: 'QR_CODE' }, expiresAt: Date.now() + 50 }));
    await new Promise((r) => setTimeout(r, 80));
    const url = standInPaymentPage(env, pr.id, `${SITE}/checkout`)!;
    const shown = await (await pageGet(url)).text();
    expect(shown).toContain('can no longer be paid');
    expect(shown).not.toContain('value="approve"');
    expect((await pagePost(url, 'approve', `${SITE}/checkout`)).status).toBe(409);
    expect(posted).toEqual([]);
    expect((await getPaymentRequest(env, pr.id)).status).toBe('EXPIRED');
  });

  it('pays by QR with no page to return to: the stand-in shows the outcome', async () => {
    const pr = await createPaymentRequest(env, ewallet({ country: 'SG', amount: 990, method: { type: 'QR_CODE' } }));
    expect(pr.qrString).toContain('SGQR');
    const res = await pagePost(`/dev/xendit/payment_requests/${pr.id}/pay`, 'approve');
    expect(res.status).toBe(303);
    expect(await (await pageGet(res.headers.get('Location')!)).text()).toContain('paid');
    expect(readPaymentCallback(posted[0]!.body)).toMatchObject({ kind: 'succeeded', amount: 990, currency: 'SGD' });
  });
});

describe('cancelling payment requests', () => {
  it('cancels an unpaid QR request: CANCELED, its page takes no payment, a second cancel reads it as it is', async () => {
    const pr = await createPaymentRequest(env, ewallet({ country: 'SG', amount: 1250, method: { type: 'QR_CODE' } }));
    const cancelled = await cancelPaymentRequest(env, pr.id);
    expect(cancelled).toMatchObject({ id: pr.id, status: 'CANCELED' });
    expect(cancelled.qrString).toBeUndefined();
    const url = standInPaymentPage(env, pr.id, `${SITE}/checkout`)!;
    const shown = await (await pageGet(url)).text();
    expect(shown).toContain('cancelled');
    expect(shown).not.toContain('value="approve"');
    expect((await pagePost(url, 'approve', `${SITE}/checkout`)).status).toBe(409);
    expect((await pagePost(url, 'replay', `${SITE}/checkout`)).status).toBe(409);
    expect(posted).toEqual([]);
    expect((await cancelPaymentRequest(env, pr.id)).status).toBe('CANCELED');
    expect((await getPaymentRequest(env, pr.id)).status).toBe('CANCELED');
  });

  it('cannot cancel a request already paid: it reads SUCCEEDED, as the gateway holds it', async () => {
    const pr = await createPaymentRequest(env, ewallet());
    await pagePost(pr.actionUrl!, 'approve');
    expect(await cancelPaymentRequest(env, pr.id)).toMatchObject({ id: pr.id, status: 'SUCCEEDED' });
  });

  it('refuses a wrong key and an unknown request as Xendit does', async () => {
    const pr = await createPaymentRequest(env, ewallet());
    const res = await devApp.request(
      `/xendit/v3/payment_requests/${pr.id}/cancel`,
      { method: 'POST', headers: { Authorization: `Basic ${btoa(`${STAND_IN_KEYS.publicKey}:`)}` } },
      env,
    );
    expect(res.status).toBe(401);
    const tampered = pr.id.replace(/^pr-./, (s) => (s.endsWith('A') ? 'pr-B' : 'pr-A'));
    expect(await errorOf(cancelPaymentRequest(env, tampered))).toBe(ERR.PAYMENT_INVALID);
    expect((await getPaymentRequest(env, pr.id)).status).toBe('REQUIRES_ACTION');
  });
});

describe('the development callback token', () => {
  /** A payment callback posted to the worker as Xendit posts it, with `token` in x-callback-token. */
  async function postCallback(token: string): Promise<number> {
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request(`${SITE}/api/payment/callback`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'x-callback-token': token, 'X-Locale': 'ID' },
        body: JSON.stringify({ event: 'payment.authorization', data: {} }),
      }),
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return res.status;
  }

  it("is no public constant: the one the source used to hold is refused, the database's own accepted", async () => {
    expect(await postCallback('development-callback-token')).toBe(403);
    const token = await standInCallbackToken(env);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(await standInCallbackToken(env)).toBe(token);
    expect(await postCallback(token)).toBe(200);
  });

  it('is kept in the global database, so the stand-in and the gateway read the same one', async () => {
    const token = await standInCallbackToken(env);
    const kept = await env.DB_AUTH.prepare("SELECT value FROM dev_secrets WHERE name = 'xendit_callback_token'").first<{ value: string }>();
    expect(kept).toEqual({ value: token });
  });
});

describe('the stand-in refuses what Xendit refuses', () => {
  it('a wrong secret key is 401 INVALID_API_KEY', async () => {
    const res = await devApp.request(
      '/xendit/v3/payment_requests',
      {
        method: 'POST',
        headers: { Authorization: `Basic ${btoa(`${STAND_IN_KEYS.publicKey}:`)}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ reference_id: 'x', amount: 1000, currency: 'IDR', country: 'ID' }),
      },
      env,
    );
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error_code: 'INVALID_API_KEY' });
  });

  it('an altered or forged id is unknown: 404 to GET, the page and refunds', async () => {
    const pr = await createPaymentRequest(env, ewallet());
    const tampered = pr.id.replace(/^pr-./, (s) => (s.endsWith('A') ? 'pr-B' : 'pr-A'));
    expect(await errorOf(getPaymentRequest(env, tampered))).toBe(ERR.PAYMENT_INVALID);
    expect((await pageGet(`/dev/xendit/payment_requests/${tampered}/pay`)).status).toBe(404);
    expect((await pagePost(`/dev/xendit/payment_requests/${tampered}/pay`, 'approve')).status).toBe(404);
    expect(posted).toEqual([]);
  });

  it('a bad amount is a validation error, answered as 1104001', async () => {
    expect(await errorOf(createPaymentRequest(env, ewallet({ amount: 0 })))).toBe(ERR.PAYMENT_INVALID);
  });
});

describe('refunds', () => {
  it('refunds a paid request once per reference, never more than was paid, never an unpaid one', async () => {
    const unpaid = await createPaymentRequest(env, ewallet());
    const paid = await createPaymentRequest(env, ewallet());
    await pagePost(paid.actionUrl!, 'approve');
    const refund = { paymentRequestId: paid.id, referenceId: ref(), amount: 150_000, currency: 'IDR', reason: 'CANCELLATION' } as const;
    const first = await refundPayment(env, refund);
    expect(first).toEqual({ id: expect.stringMatching(/^rfd-/), status: 'SUCCEEDED' });
    expect(await refundPayment(env, refund)).toEqual(first);
    expect(await errorOf(refundPayment(env, { ...refund, referenceId: ref(), amount: 150_001 }))).toBe(ERR.PAYMENT_INVALID);
    expect(await errorOf(refundPayment(env, { ...refund, paymentRequestId: unpaid.id }))).toBe(ERR.PAYMENT_INVALID);
  });
});

describe('card charges', () => {
  async function tokenise(pan: string, multipleUse = true): Promise<string> {
    const res = await devApp.request(
      '/xendit/v2/credit_card_tokens',
      {
        method: 'POST',
        headers: { Authorization: `Basic ${btoa(`${STAND_IN_KEYS.publicKey}:`)}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          card_number: pan,
          card_exp_month: '12',
          card_exp_year: String(new Date().getUTCFullYear() + 1),
          card_cvn: '123',
          is_multiple_use: multipleUse,
        }),
      },
      env,
    );
    return ((await res.json()) as { id: string }).id;
  }

  it('charges a saved card in any currency, once per reference, and refunds it once per reference', async () => {
    const tokenId = await tokenise('4000000000001091');
    const input = { tokenId, referenceId: ref(), amount: 1250, currency: 'SGD' } as const;
    const charge = await chargeCard(env, input);
    expect(charge).toMatchObject({ status: 'CAPTURED', brand: 'VISA', lastFour: '1091' });
    expect(charge.failureReason).toBeUndefined();
    expect(await chargeCard(env, input)).toEqual(charge);
    expect((await chargeCard(env, { ...input, referenceId: ref() })).id).not.toBe(charge.id);
    const refund = { chargeId: charge.id, referenceId: ref(), amount: 1250, currency: 'SGD', reason: 'OTHERS' } as const;
    const refunded = await refundPayment(env, refund);
    expect(refunded.status).toBe('SUCCEEDED');
    expect(await refundPayment(env, refund)).toEqual(refunded);
  });

  it("charges a single-use token once, as Xendit's default token (a retry of that charge answers it again); a multiple-use one again and again", async () => {
    const once = { tokenId: await tokenise('4000000000001091', false), referenceId: ref(), amount: 50_000, currency: 'IDR' } as const;
    const charge = await chargeCard(env, once);
    expect(charge.status).toBe('CAPTURED');
    expect(await chargeCard(env, once)).toEqual(charge);
    expect(await errorOf(chargeCard(env, { ...once, referenceId: ref() }))).toBe(ERR.PAYMENT_INVALID);
    const saved = { ...once, tokenId: await tokenise('4000000000001091', true) };
    for (const referenceId of [ref(), ref()]) expect((await chargeCard(env, { ...saved, referenceId })).status).toBe('CAPTURED');
  });

  it('answers a declined card as FAILED with the reason, and an unknown token as 1104001', async () => {
    const declined = await chargeCard(env, {
      tokenId: await tokenise('4000000000000002'),
      referenceId: ref(),
      amount: 50_000,
      currency: 'IDR',
    });
    expect(declined).toMatchObject({ status: 'FAILED', failureReason: 'CARD_DECLINED' });
    expect(await errorOf(chargeCard(env, { tokenId: 'tok1091VSforged_0000', referenceId: ref(), amount: 1, currency: 'IDR' }))).toBe(
      ERR.PAYMENT_INVALID,
    );
  });
});

describe('the browser’s gateway (the card form on /checkout and /payment-option)', () => {
  it('is the stand-in’s in development, Xendit’s with its keys, and none without them, so the pages say paying is not available', () => {
    expect(browserGateway(env)).toEqual({ tokenUrl: '/dev/xendit/v2/credit_card_tokens', publicKey: STAND_IN_KEYS.publicKey });
    const keys = { XENDIT_SECRET_KEY: 'xnd_production_x', XENDIT_PUBLIC_KEY: 'xnd_public_production_x', XENDIT_CALLBACK_TOKEN: 't' };
    expect(browserGateway({ ...env, ENVIRONMENT: undefined, ...keys } as Env)).toEqual({
      tokenUrl: 'https://api.xendit.co/v2/credit_card_tokens',
      publicKey: 'xnd_public_production_x',
    });
    expect(browserGateway({ ...env, ENVIRONMENT: undefined } as Env)).toBeNull();
  });
});
