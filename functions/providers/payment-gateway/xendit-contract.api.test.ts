// The gateway's protocol against Xendit's published reference, not against our stand-in: with Xendit configured,
// every request we send is caught at fetch and compared with the reference's shape (method, path, auth, headers,
// body), and answered with the reference's own example; the reference's example webhooks are posted to the worker
// with the callback token, and refused without it. References: docs.xendit.co/apidocs (Payments API v3:
// create-payment-request, cancel-payment-request, refund-payment-request, payment-webhook-notification; its error
// scenarios, docs.xendit.co/docs/error-scenarios), xendit-node 7's Customer and Refund
// APIs, developers.xendit.co/api-reference (legacy cards and e-wallet tokenisation).
import { PAYMENT_CAPTURE } from './xendit-examples';
import { interceptFetch, type Network } from '../../../tests/api/network';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commerce } from '../../commerce/app';
import { orderConfirm, orderCreate } from '../../../src/shared/contract/refs/order';
import { payOrder } from '../../../src/shared/contract/refs/payment';
import { BUY_TYPE } from '../../../src/shared/contract/constants';
import type { CountryCode } from '../../../src/shared/countries';
import { ERR } from '../../../src/shared/errors';
import { DB, newShopper, send, sendThrough, type Shopper, skuWhere } from '../../../tests/api/shopper';
import worker from '../../../src/worker';
import { chargeCard } from './charges';
import { cancelPaymentRequest, createPaymentRequest, getPaymentRequest } from './payment-requests';
import { refundPayment } from './refunds';
import { browserGateway, endWalletLink, isGatewayCallback, startWalletLink } from './xendit';

const SECRET = 'xnd_development_contract_secret';
const CALLBACK_TOKEN = 'contract-callback-token';
const configured: Env = {
  ...env,
  ENVIRONMENT: undefined,
  XENDIT_SECRET_KEY: SECRET,
  XENDIT_PUBLIC_KEY: 'xnd_public_development_contract',
  XENDIT_CALLBACK_TOKEN: CALLBACK_TOKEN,
  XENDIT_BASE_URL: 'https://recorder.test',
};
const AUTH = `Basic ${btoa(`${SECRET}:`)}`;

let net: Network;

beforeEach(() => {
  net = interceptFetch();
});
afterEach(() => vi.restoreAllMocks());

const json = { 'content-type': 'application/json' };

// The reference's example answers (docs.xendit.co/apidocs/create-payment-request, 201 examples).
const PAY_EWALLET_SHOPEEPAY = {
  business_id: '5f27a14a9bf05c73dd040bc8',
  reference_id: 'order_ph_987654',
  payment_request_id: 'pr-90392f42-d98a-49ef-a7f3-abcezas129',
  type: 'PAY',
  country: 'PH',
  currency: 'PHP',
  request_amount: '1250',
  capture_method: 'AUTOMATIC',
  channel_code: 'SHOPEEPAY',
  channel_properties: { failure_return_url: 'https://xendit.co/failure', success_return_url: 'https://xendit.co/success' },
  actions: [{ type: 'REDIRECT_CUSTOMER', value: 'https://redirect.partner.com/shopeepay-auth-xyz', descriptor: 'WEB_URL' }],
  status: 'REQUIRES_ACTION',
  description: 'Online purchase - Order #987654',
  metadata: { order_id: '987654', store_location: 'manila_mall' },
  created: '2025-01-15T12:36:45Z',
  updated: '2025-01-15T12:36:45Z',
};
const PAY_QR_PROMPTPAY = {
  business_id: '5f27a14a9bf05c73dd040bc8',
  reference_id: 'qr_th_321654',
  payment_request_id: 'pr-90392f42-d98a-49ef-a7f3-abcezas130',
  type: 'PAY',
  country: 'TH',
  currency: 'THB',
  request_amount: '1500',
  capture_method: 'AUTOMATIC',
  channel_code: 'QRPROMPTPAY',
  channel_properties: { expires_at: '2025-01-15T23:59:59Z', qr_string_type: 'DYNAMIC' },
  actions: [
    {
      type: 'PRESENT_TO_CUSTOMER',
      descriptor: 'QR_STRING',
      value:
        '00020101021153037643011A0000000677010111013202120000000000000000052048405303764540415005802TH5925THAI QR PAYMENT (EXAMPLE)6007Bangkok62070703001',
    },
  ],
  status: 'REQUIRES_ACTION',
  description: 'Restaurant bill - Table 15',
  created: '2025-01-15T12:37:50Z',
  updated: '2025-01-15T12:37:50Z',
};
const PAY_CARDS_NO_3DS = {
  business_id: '5f27a14a9bf05c73dd040bc8',
  reference_id: 'order_123457_no3ds',
  payment_request_id: 'pr-90392f42-d98a-49ef-a7f3-abcezas124',
  type: 'PAY',
  country: 'ID',
  currency: 'IDR',
  request_amount: '50000',
  capture_method: 'AUTOMATIC',
  channel_code: 'CARDS',
  actions: [],
  status: 'SUCCEEDED',
  created: '2025-01-15T12:31:22Z',
  updated: '2025-01-15T12:31:25Z',
};

// The reference's webhook examples (docs.xendit.co/apidocs/payment-webhook-notification): ./xendit-examples.ts.
const PAYMENT_FAILURE = {
  ...PAYMENT_CAPTURE,
  event: 'payment.failure',
  data: { ...PAYMENT_CAPTURE.data, status: 'FAILED', channel_code: 'CARDS', failure_code: 'INSUFFICIENT_BALANCE' },
};

describe('payment requests (Payments API v3)', () => {
  it('creates an e-wallet request as the reference asks, and reads the redirect of its example answer', async () => {
    net.answer(PAY_EWALLET_SHOPEEPAY, 201);
    const pr = await createPaymentRequest(configured, {
      referenceId: 'PID2611270001',
      country: 'ID',
      amount: 150_000,
      method: { type: 'EWALLET', channel: 'OVO' },
      successReturnUrl: 'https://shop.example/paymentSuccess',
      failureReturnUrl: 'https://shop.example/checkout',
    });
    expect(net.sent).toEqual([
      {
        method: 'POST',
        url: 'https://recorder.test/v3/payment_requests',
        headers: { authorization: AUTH, ...json, 'api-version': '2024-11-11', 'idempotency-key': 'PID2611270001' },
        body: {
          reference_id: 'PID2611270001',
          type: 'PAY',
          country: 'ID',
          currency: 'IDR',
          request_amount: 150000,
          capture_method: 'AUTOMATIC',
          channel_code: 'OVO',
          channel_properties: {
            success_return_url: 'https://shop.example/paymentSuccess',
            failure_return_url: 'https://shop.example/checkout',
          },
        },
      },
    ]);
    expect(pr).toEqual({
      id: 'pr-90392f42-d98a-49ef-a7f3-abcezas129',
      status: 'REQUIRES_ACTION',
      actionUrl: 'https://redirect.partner.com/shopeepay-auth-xyz',
    });
  });

  it('creates a QR request with its expiry in the main unit of the currency, and reads the QR string', async () => {
    net.answer(PAY_QR_PROMPTPAY, 201);
    const expiresAt = Date.parse('2026-11-27T03:30:00Z');
    const pr = await createPaymentRequest(configured, {
      referenceId: 'PSG2611270002',
      country: 'SG',
      amount: 1250,
      method: { type: 'QR_CODE' },
      successReturnUrl: 'https://shop.example/paymentSuccess',
      failureReturnUrl: 'https://shop.example/checkout',
      expiresAt,
    });
    expect(net.sent[0]).toMatchObject({ method: 'POST', url: 'https://recorder.test/v3/payment_requests' });
    expect(net.sent[0]!.body).toEqual({
      reference_id: 'PSG2611270002',
      type: 'PAY',
      country: 'SG',
      currency: 'SGD',
      request_amount: 12.5,
      capture_method: 'AUTOMATIC',
      channel_code: 'SGQR',
      channel_properties: { expires_at: '2026-11-27T03:30:00.000Z' },
    });
    expect(pr).toEqual({
      id: 'pr-90392f42-d98a-49ef-a7f3-abcezas130',
      status: 'REQUIRES_ACTION',
      qrString: PAY_QR_PROMPTPAY.actions[0]!.value,
      expiresAt: Date.parse('2025-01-15T23:59:59Z'),
    });
  });

  it.each([
    ['MY', 'DUITNOW'],
    ['ID', 'QRIS'],
  ] as const)('names the QR channel of %s %s', async (country, channel) => {
    net.answer(PAY_QR_PROMPTPAY, 201);
    await createPaymentRequest(configured, {
      referenceId: `P${country}1`,
      country,
      amount: 5000,
      method: { type: 'QR_CODE' },
      successReturnUrl: 'https://shop.example/paymentSuccess',
      failureReturnUrl: 'https://shop.example/checkout',
    });
    expect(net.sent[0]!.body).toMatchObject({ channel_code: channel, channel_properties: {} });
  });

  it('gets a request by its id with the API version, and reads its status', async () => {
    net.answer(PAY_CARDS_NO_3DS);
    const pr = await getPaymentRequest(configured, 'pr-90392f42-d98a-49ef-a7f3-abcezas124');
    expect(net.sent).toEqual([
      {
        method: 'GET',
        url: 'https://recorder.test/v3/payment_requests/pr-90392f42-d98a-49ef-a7f3-abcezas124',
        headers: { authorization: AUTH, 'api-version': '2024-11-11' },
        body: undefined,
      },
    ]);
    expect(pr).toEqual({ id: 'pr-90392f42-d98a-49ef-a7f3-abcezas124', status: 'SUCCEEDED' });
  });

  it('cancels a request by its id with the API version and no body, and reads CANCELED', async () => {
    // The reference's QR example as the cancel answers it: the request, now CANCELED, with nothing left to present.
    net.answer({ ...PAY_QR_PROMPTPAY, status: 'CANCELED', actions: [] });
    const pr = await cancelPaymentRequest(configured, 'pr-90392f42-d98a-49ef-a7f3-abcezas130');
    expect(net.sent).toEqual([
      {
        method: 'POST',
        url: 'https://recorder.test/v3/payment_requests/pr-90392f42-d98a-49ef-a7f3-abcezas130/cancel',
        headers: { authorization: AUTH, 'api-version': '2024-11-11' },
        body: undefined,
      },
    ]);
    expect(pr).toEqual({ id: 'pr-90392f42-d98a-49ef-a7f3-abcezas130', status: 'CANCELED', expiresAt: Date.parse('2025-01-15T23:59:59Z') });
  });

  it('reads a request the cancel finds ended (INACTIVE_PAYMENT_REQUEST) as the gateway holds it: paid first, SUCCEEDED', async () => {
    net.answer({ error_code: 'INACTIVE_PAYMENT_REQUEST', message: 'Payment request is in a terminal status' }, 400);
    net.answer(PAY_CARDS_NO_3DS);
    const pr = await cancelPaymentRequest(configured, 'pr-90392f42-d98a-49ef-a7f3-abcezas124');
    expect(net.sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      'POST https://recorder.test/v3/payment_requests/pr-90392f42-d98a-49ef-a7f3-abcezas124/cancel',
      'GET https://recorder.test/v3/payment_requests/pr-90392f42-d98a-49ef-a7f3-abcezas124',
    ]);
    expect(pr.status).toBe('SUCCEEDED');
    net.answer({ error_code: 'SERVER_ERROR', message: 'An unexpected error occured' }, 500);
    await expect(cancelPaymentRequest(configured, 'pr-1')).rejects.toMatchObject({ code: ERR.EXTERNAL_API_FAILURE });
  });

  it('reads a 4xx of the reference as a refusal (1104001), a 5xx as a failure to reach it', async () => {
    const input = {
      referenceId: 'PID3',
      country: 'ID',
      amount: 1,
      method: { type: 'EWALLET', channel: 'DANA' },
      successReturnUrl: 'https://shop.example/paymentSuccess',
      failureReturnUrl: 'https://shop.example/checkout',
    } as const;
    net.answer({ error_code: 'API_VALIDATION_ERROR', message: 'request_amount is invalid' }, 400);
    await expect(createPaymentRequest(configured, input)).rejects.toMatchObject({ code: ERR.PAYMENT_INVALID });
    net.answer({ error_code: 'SERVER_ERROR', message: 'An unexpected error occured' }, 500);
    await expect(createPaymentRequest(configured, input)).rejects.toMatchObject({ code: ERR.EXTERNAL_API_FAILURE });
  });
});

describe('refunds', () => {
  it("refunds a payment request through /refunds with the reference's body and xendit-node's idempotency header", async () => {
    net.answer({
      id: 'rfd-69e77490-d2cc-4bf3-8319-e064e121db93',
      payment_request_id: 'pr-90392f42-d98a-49ef-a7f3-abcezas123',
      reference_id: 'RID2611270001',
      channel_code: 'OVO',
      currency: 'IDR',
      amount: 10000,
      status: 'PENDING',
      reason: 'REQUESTED_BY_CUSTOMER',
      failure_code: null,
      refund_fee_amount: null,
      metadata: null,
      created: '2021-12-31T23:59:59Z',
      updated: '2021-12-31T23:59:59Z',
    });
    const refund = await refundPayment(configured, {
      paymentRequestId: 'pr-90392f42-d98a-49ef-a7f3-abcezas123',
      referenceId: 'RID2611270001',
      amount: 10_000,
      currency: 'IDR',
      reason: 'REQUESTED_BY_CUSTOMER',
    });
    expect(net.sent).toEqual([
      {
        method: 'POST',
        url: 'https://recorder.test/refunds',
        headers: { authorization: AUTH, ...json, 'idempotency-key': 'RID2611270001' },
        body: {
          payment_request_id: 'pr-90392f42-d98a-49ef-a7f3-abcezas123',
          reference_id: 'RID2611270001',
          amount: 10000,
          currency: 'IDR',
          reason: 'REQUESTED_BY_CUSTOMER',
        },
      },
    ]);
    expect(refund).toEqual({ id: 'rfd-69e77490-d2cc-4bf3-8319-e064e121db93', status: 'PENDING' });
  });

  it('reads a CANCELLED refund as failed', async () => {
    net.answer({ id: 'rfd-1', status: 'CANCELLED' });
    const refund = await refundPayment(configured, {
      paymentRequestId: 'pr-1',
      referenceId: 'R1',
      amount: 1,
      currency: 'IDR',
      reason: 'OTHERS',
    });
    expect(refund.status).toBe('FAILED');
  });
});

describe('cards (legacy card API)', () => {
  it('charges a token and refunds the charge, each with X-IDEMPOTENCY-KEY', async () => {
    net.answer({
      id: '598942aabb91a4ec309e9a37',
      external_id: 'V-M1',
      status: 'CAPTURED',
      authorized_amount: 10000,
      capture_amount: 10000,
      currency: 'IDR',
      card_brand: 'VISA',
      card_type: 'CREDIT',
      masked_card_number: '400000XXXXXX1091',
      charge_type: 'MULTIPLE_USE_TOKEN',
    });
    const charge = await chargeCard(configured, {
      tokenId: '598d5d0d51e0870d44c61533',
      referenceId: 'V-M1',
      amount: 10_000,
      currency: 'IDR',
    });
    expect(net.sent[0]).toEqual({
      method: 'POST',
      url: 'https://recorder.test/credit_card_charges',
      headers: { authorization: AUTH, ...json, 'x-idempotency-key': 'V-M1-charge' },
      body: { token_id: '598d5d0d51e0870d44c61533', external_id: 'V-M1', amount: 10000, currency: 'IDR', capture: true },
    });
    expect(charge).toEqual({ id: '598942aabb91a4ec309e9a37', status: 'CAPTURED', brand: 'VISA', lastFour: '1091' });

    net.answer({
      id: '5b8f6dfd3b4bfb2d7bd45d4c',
      credit_card_charge_id: charge.id,
      amount: 10000,
      external_id: 'V-M1-refund',
      status: 'REQUESTED',
    });
    const refund = await refundPayment(configured, {
      chargeId: charge.id,
      referenceId: 'V-M1-refund',
      amount: 10_000,
      currency: 'IDR',
      reason: 'OTHERS',
    });
    expect(net.sent[1]).toEqual({
      method: 'POST',
      url: 'https://recorder.test/credit_card_charges/598942aabb91a4ec309e9a37/refunds',
      headers: { authorization: AUTH, ...json, 'x-idempotency-key': 'V-M1-refund' },
      body: { amount: 10000, external_id: 'V-M1-refund' },
    });
    expect(refund).toEqual({ id: '5b8f6dfd3b4bfb2d7bd45d4c', status: 'PENDING' });
  });

  it('gives the browser the tokenisation endpoint below the configured origin and the public key only', () => {
    expect(browserGateway(configured)).toEqual({
      tokenUrl: 'https://recorder.test/v2/credit_card_tokens',
      publicKey: 'xnd_public_development_contract',
    });
  });
});

describe('e-wallet linking (legacy linked account tokenisation)', () => {
  it('creates the customer as xendit-node does, then the link, and unlinks', async () => {
    net.answer({ id: 'cust-239c16f4-866d-43e8-9341-7badafbc019f', reference_id: 'M1-ref', type: 'INDIVIDUAL' });
    net.answer({
      id: 'lat-aa620619-124f-41db-995b-66a52abe036a',
      customer_id: 'cust-239c16f4-866d-43e8-9341-7badafbc019f',
      channel_code: 'ID_OVO',
      authorizer_url: 'https://link-web.xendit.co/oauth/lat-aa620619-124f-41db-995b-66a52abe036a/confirm',
      status: 'PENDING',
    });
    const link = await startWalletLink(configured, {
      reference: 'M1-ref',
      givenName: 'Rina',
      channel: 'OVO',
      returnUrl: 'https://shop.example/payment-option',
      callbackUrl: 'https://shop.example/api/payment/ewallet/callback',
    });
    expect(net.sent).toEqual([
      {
        method: 'POST',
        url: 'https://recorder.test/customers',
        headers: { authorization: AUTH, ...json, 'idempotency-key': 'M1-ref-customer' },
        body: { reference_id: 'M1-ref', type: 'INDIVIDUAL', individual_detail: { given_names: 'Rina' } },
      },
      {
        method: 'POST',
        url: 'https://recorder.test/linked_account_tokens/auth',
        headers: { authorization: AUTH, ...json, 'x-idempotency-key': 'M1-ref-link' },
        body: {
          customer_id: 'cust-239c16f4-866d-43e8-9341-7badafbc019f',
          channel_code: 'ID_OVO',
          properties: {
            success_redirect_url: 'https://shop.example/payment-option',
            failure_redirect_url: 'https://shop.example/payment-option',
            callback_url: 'https://shop.example/api/payment/ewallet/callback',
          },
        },
      },
    ]);
    expect(link).toEqual({
      tokenId: 'lat-aa620619-124f-41db-995b-66a52abe036a',
      authorizerUrl: 'https://link-web.xendit.co/oauth/lat-aa620619-124f-41db-995b-66a52abe036a/confirm',
    });

    net.answer({ id: link.tokenId, is_deleted: true });
    await endWalletLink(configured, link.tokenId);
    expect(net.sent[2]).toEqual({
      method: 'DELETE',
      url: `https://recorder.test/linked_account_tokens/${link.tokenId}`,
      headers: { authorization: AUTH },
      body: undefined,
    });
  });
});

describe("the reference's webhooks, posted to the worker", () => {
  const ORIGIN = { 'X-Forwarded-Origin': 'https://shop.example' };

  /** An unpaid order of a new shopper, and its e-wallet payment started against the recorded gateway. */
  async function startedPayment(country: CountryCode): Promise<{ shopper: Shopper; orderNo: string; payment: Record<string, unknown> }> {
    const shopper = await newShopper(country);
    const sku = await skuWhere(country, 's.stock >= 6 AND s.price > 0');
    const selection = { items: [{ sku_no: sku.sku_no, quantity: 1 }], buy_type: BUY_TYPE.buyNow, use_coins: false };
    const preview = await send(orderConfirm, selection, { token: shopper.token, country });
    const placed = await send(
      orderCreate,
      { ...selection, expected_total: preview.body.data.amounts.total, idempotency_key: `key-${crypto.randomUUID()}` },
      { token: shopper.token, country },
    );
    expect(placed.body.code).toBe(0);
    // The example answer, with an id of its own: payment requests are unique.
    const gatewayId = `pr-${crypto.randomUUID()}`;
    net.answer({ ...PAY_EWALLET_SHOPEEPAY, payment_request_id: gatewayId }, 201);
    // Paid with the gateway configured: the commerce API of the configured worker.
    const sendConfigured = sendThrough((path, request) => Promise.resolve(commerce.request(`/${path}`, request, configured)));
    const { body: started } = await sendConfigured(
      payOrder,
      { order_no: placed.body.data.order_no, method: 'ewallet', channel: 'OVO' },
      { token: shopper.token, country, headers: ORIGIN },
    );
    expect(started.code).toBe(0);
    expect(started.data.action_url).toBe('https://redirect.partner.com/shopeepay-auth-xyz');
    const payment = (await DB[country].prepare('SELECT * FROM payments WHERE payment_no = ?').bind(started.data.payment_no).first())!;
    expect(payment.gateway_id).toBe(gatewayId);
    return { shopper, orderNo: placed.body.data.order_no, payment };
  }

  async function post(path: string, body: unknown, token: string | null): Promise<number> {
    const ctx = createExecutionContext();
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (token !== null) headers['x-callback-token'] = token;
    const res = await worker.fetch(
      new Request(`https://shop.example/api${path}`, { method: 'POST', headers, body: JSON.stringify(body) }),
      configured,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return res.status;
  }

  /** The reference's example, about our payment: its ids, reference and amount replaced by ours, all else as published. */
  function about(example: typeof PAYMENT_CAPTURE, payment: Record<string, unknown>) {
    return {
      ...example,
      data: {
        ...example.data,
        payment_request_id: payment.gateway_id,
        reference_id: payment.payment_no,
        request_amount: String(payment.amount),
      },
    };
  }

  const orderStatus = async (orderNo: string) =>
    (await DB.ID.prepare('SELECT status FROM orders WHERE order_no = ?').bind(orderNo).first<{ status: string }>())!.status;

  it('accepts the example payment.capture with the token: the order is paid; without it or with another: 403', async () => {
    const { orderNo, payment } = await startedPayment('ID');
    const capture = about(PAYMENT_CAPTURE, payment);
    expect(await post('/payment/callback', capture, null)).toBe(403);
    expect(await post('/payment/callback', capture, 'development-callback-token')).toBe(403);
    expect(await orderStatus(orderNo)).toBe('unpaid');
    expect(await post('/payment/callback', capture, CALLBACK_TOKEN)).toBe(200);
    expect(await orderStatus(orderNo)).toBe('to_ship');
  });

  it('accepts the example payment.failure: the payment fails with its code, the order stays payable', async () => {
    const { orderNo, payment } = await startedPayment('ID');
    expect(await post('/payment/callback', about(PAYMENT_FAILURE, payment), CALLBACK_TOKEN)).toBe(200);
    const row = await DB.ID.prepare('SELECT status FROM payments WHERE payment_no = ?')
      .bind(payment.payment_no)
      .first<{ status: string }>();
    expect(row!.status).toBe('failed');
    expect(await orderStatus(orderNo)).toBe('unpaid');
  });

  it('acknowledges the examples as published (a payment that is not ours) without changing anything', async () => {
    expect(await post('/payment/callback', PAYMENT_CAPTURE, CALLBACK_TOKEN)).toBe(200);
    expect(await post('/payment/callback', PAYMENT_FAILURE, CALLBACK_TOKEN)).toBe(200);
  });

  it('guards the e-wallet link callback with the same token', async () => {
    const event = { event: 'linked_account_token.successful', id: 'lat-unknown', accounts: [{ account_details: '+62 •••• 1111' }] };
    expect(await post('/payment/ewallet/callback', event, 'wrong-token')).toBe(403);
    expect(await post('/payment/ewallet/callback', event, CALLBACK_TOKEN)).toBe(200);
    expect(await isGatewayCallback(configured, CALLBACK_TOKEN)).toBe(true);
  });
});
