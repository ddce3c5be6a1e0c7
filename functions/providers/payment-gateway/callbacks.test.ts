// readPaymentCallback against the Payments API's published webhook examples (docs.xendit.co/apidocs/
// payment-webhook-notification, refund-webhook-notification; payment_request.expiry carries a payment request,
// apidocs/create-payment-request), amounts in the currency's main unit, as numbers or as the examples' strings, read
// back as our minor units.
import { describe, expect, it } from 'vitest';
import { ApiError, ERR } from '../../../src/shared/errors';
import { readPaymentCallback } from './callbacks';
import { PAYMENT_CAPTURE } from './xendit-examples';

const PR = 'pr-1fdaf346-dd2e-4b6c-b938-124c7167a822';

describe('readPaymentCallback', () => {
  it('reads payment.capture: the event id is the payment, the ids and amount ours', () => {
    expect(readPaymentCallback(PAYMENT_CAPTURE)).toEqual({
      eventId: 'payment.capture:py-1fdaf346-dd2e-4b6c-b938-124c7167a822',
      kind: 'succeeded',
      paymentRequestId: PR,
      referenceId: 'example_reference_id',
      amount: 10000,
      currency: 'IDR',
    });
  });

  it('reads payment.failure with its code, and an SGD amount in cents', () => {
    const body = {
      ...PAYMENT_CAPTURE,
      event: 'payment.failure',
      data: {
        ...PAYMENT_CAPTURE.data,
        request_amount: 12.5,
        currency: 'SGD',
        country: 'SG',
        status: 'FAILED',
        failure_code: 'INSUFFICIENT_BALANCE',
      },
    };
    expect(readPaymentCallback(body)).toMatchObject({ kind: 'failed', amount: 1250, currency: 'SGD', failureCode: 'INSUFFICIENT_BALANCE' });
  });

  it('reads payment_request.expiry: the event id is the request', () => {
    const body = {
      event: 'payment_request.expiry',
      business_id: '5f27a14a9bf05c73dd040bc8',
      created: '2025-01-15T13:00:00Z',
      data: {
        business_id: '5f27a14a9bf05c73dd040bc8',
        reference_id: 'qr_th_321654',
        payment_request_id: PR,
        type: 'PAY',
        country: 'MY',
        currency: 'MYR',
        request_amount: 49.9,
        capture_method: 'AUTOMATIC',
        channel_code: 'DUITNOW',
        channel_properties: { expires_at: '2025-01-15T12:59:59Z' },
        actions: [],
        status: 'EXPIRED',
        created: '2025-01-15T12:37:50Z',
        updated: '2025-01-15T13:00:00Z',
      },
    };
    expect(readPaymentCallback(body)).toEqual({
      eventId: `payment_request.expiry:${PR}`,
      kind: 'expired',
      paymentRequestId: PR,
      referenceId: 'qr_th_321654',
      amount: 4990,
      currency: 'MYR',
    });
  });

  it('reads refund.succeeded and refund.failed: the refund id and the refund reference', () => {
    // The reference's refundSucceeded example nests a whole event in data, against its own schema (data is a
    // RefundSchema): this is that schema, with the example's ids, in rupiah, and the payment_request_id it carries.
    const refund = {
      event: 'refund.succeeded',
      business_id: '5f27a14a9bf05c73dd040bc8',
      created: '2020-08-29T09:12:33.001Z',
      data: {
        id: 'rfd-6f4a377d-a201-437f-9119-f8b00cbbe857',
        payment_request_id: PR,
        payment_id: 'ddpy-3cd658ae-25b9-4659-aa36-596ae41a809f',
        invoice_id: null,
        amount: '10000',
        payment_method_type: 'EWALLET',
        channel_code: 'OVO',
        currency: 'IDR',
        status: 'SUCCEEDED',
        reason: 'CANCELLATION',
        reference_id: 'b2756a1e-e6cd-4352-9a68-0483aa2b6a2',
        failure_code: null,
        refund_fee_amount: null,
        created: '2020-08-30T09:12:33.001Z',
        updated: '2020-08-30T09:12:33.001Z',
        metadata: null,
      },
    };
    expect(readPaymentCallback(refund)).toEqual({
      eventId: 'refund.succeeded:rfd-6f4a377d-a201-437f-9119-f8b00cbbe857',
      kind: 'refunded',
      paymentRequestId: PR,
      referenceId: 'b2756a1e-e6cd-4352-9a68-0483aa2b6a2',
      amount: 10000,
      currency: 'IDR',
    });
    const failed = { ...refund, event: 'refund.failed', data: { ...refund.data, status: 'FAILED', failure_code: 'DUPLICATE_ERROR' } };
    expect(readPaymentCallback(failed)).toMatchObject({ kind: 'refund_failed', failureCode: 'DUPLICATE_ERROR' });
  });

  it.each([
    ['payment.authorization', { ...PAYMENT_CAPTURE, event: 'payment.authorization' }],
    ['payment.expiry', { ...PAYMENT_CAPTURE, event: 'payment.expiry' }],
    ['payment_token.activation', { event: 'payment_token.activation', data: { payment_token_id: 'pt-1' } }],
    ['linked_account_token.successful', { event: 'linked_account_token.successful', id: 'lat-1', accounts: [] }],
    ['the v2 name payment.succeeded', { ...PAYMENT_CAPTURE, event: 'payment.succeeded' }],
    ['no event', { data: PAYMENT_CAPTURE.data }],
    ['not an object', 'payment.capture'],
    ['null', null],
  ])('answers null for an event it does not act on: %s', (_name, body) => {
    expect(readPaymentCallback(body)).toBeNull();
  });

  it.each([
    ['no reference', { ...PAYMENT_CAPTURE, data: { ...PAYMENT_CAPTURE.data, reference_id: undefined } }],
    ['no payment request', { ...PAYMENT_CAPTURE, data: { ...PAYMENT_CAPTURE.data, payment_request_id: undefined } }],
    ['no payment id', { ...PAYMENT_CAPTURE, data: { ...PAYMENT_CAPTURE.data, payment_id: undefined } }],
    ['an amount that is no number', { ...PAYMENT_CAPTURE, data: { ...PAYMENT_CAPTURE.data, request_amount: '10,000' } }],
    ['a negative amount', { ...PAYMENT_CAPTURE, data: { ...PAYMENT_CAPTURE.data, request_amount: -1 } }],
    ['another currency', { ...PAYMENT_CAPTURE, data: { ...PAYMENT_CAPTURE.data, currency: 'PHP' } }],
    ['no data', { event: 'payment.capture' }],
  ])('refuses a handled event without its fields as 1101020: %s', (_name, body) => {
    let thrown: unknown;
    try {
      readPaymentCallback(body);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect((thrown as ApiError).code).toBe(ERR.INVALID_PARAMETER);
  });
});
