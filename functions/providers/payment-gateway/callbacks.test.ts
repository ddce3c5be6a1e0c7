// readPaymentCallback against bodies shaped as Xendit documents them (payment requests API callbacks, the newer
// payments API's names, refunds), amounts in the currency's main unit read back as our minor units.
import { describe, expect, it } from 'vitest';
import { ApiError, ERR } from '../../../src/shared/errors';
import { readPaymentCallback } from './callbacks';

const PR = 'pr-1fdaf346-dd2e-4b6c-b938-124c7167a822';

const paymentSucceeded = {
  event: 'payment.succeeded',
  business_id: '5f27a14a9bf05c73dd040bc8',
  created: '2022-07-27T06:52:45.517Z',
  data: {
    id: 'py-0c5e2f5c-86f6-4a39-bd47-7bb1b4b40d27',
    business_id: '5f27a14a9bf05c73dd040bc8',
    payment_request_id: PR,
    reference_id: 'ORD-1001',
    customer_id: null,
    amount: 150000,
    currency: 'IDR',
    country: 'ID',
    status: 'SUCCEEDED',
    payment_method: {
      id: 'pm-c30d4800-afe4-4e58-ad5f-cc006d169139',
      type: 'EWALLET',
      reusability: 'ONE_TIME_USE',
      status: 'ACTIVE',
      ewallet: {
        channel_code: 'OVO',
        channel_properties: { success_return_url: 'https://shop.example/paymentSuccess' },
        account: { name: null, account_details: null, balance: null, point_balance: null },
      },
    },
    channel_properties: { success_return_url: 'https://shop.example/paymentSuccess' },
    payment_detail: null,
    failure_code: null,
    created: '2022-07-27T06:52:44.808Z',
    updated: '2022-07-27T06:52:45.327Z',
    metadata: { sku: 'example-sku-1234' },
  },
};

describe('readPaymentCallback', () => {
  it('reads payment.succeeded: the event id is the payment, the ids and amount ours', () => {
    expect(readPaymentCallback(paymentSucceeded)).toEqual({
      eventId: 'payment.succeeded:py-0c5e2f5c-86f6-4a39-bd47-7bb1b4b40d27',
      kind: 'succeeded',
      paymentRequestId: PR,
      referenceId: 'ORD-1001',
      amount: 150000,
      currency: 'IDR',
    });
  });

  it('reads payment.failed with its failure code, and an SGD amount in cents', () => {
    const body = {
      ...paymentSucceeded,
      event: 'payment.failed',
      data: {
        ...paymentSucceeded.data,
        amount: 12.5,
        currency: 'SGD',
        country: 'SG',
        status: 'FAILED',
        failure_code: 'INSUFFICIENT_BALANCE',
      },
    };
    expect(readPaymentCallback(body)).toMatchObject({ kind: 'failed', amount: 1250, currency: 'SGD', failureCode: 'INSUFFICIENT_BALANCE' });
  });

  it('reads the newer names: payment.capture and payment.failure with payment_id and request_amount', () => {
    const capture = {
      event: 'payment.capture',
      business_id: '6094fa76c2fd53701b8e079c',
      created: '2021-12-02T14:52:21.566Z',
      data: {
        payment_id: 'py-1fdaf346-dd2e-4b6c-b938-124c7167a822',
        business_id: '6094fa76c2fd53701b8e079c',
        status: 'SUCCEEDED',
        payment_request_id: PR,
        request_amount: 49.9,
        channel_code: 'TOUCHNGO',
        country: 'MY',
        currency: 'MYR',
        reference_id: 'ORD-1002',
        type: 'PAY',
        created: '2021-12-02T14:52:21.566Z',
        updated: '2021-12-02T14:52:21.566Z',
      },
    };
    expect(readPaymentCallback(capture)).toEqual({
      eventId: 'payment.capture:py-1fdaf346-dd2e-4b6c-b938-124c7167a822',
      kind: 'succeeded',
      paymentRequestId: PR,
      referenceId: 'ORD-1002',
      amount: 4990,
      currency: 'MYR',
    });
    const failure = {
      ...capture,
      event: 'payment.failure',
      data: { ...capture.data, status: 'FAILED', failure_code: 'USER_DID_NOT_AUTHORIZE_THE_PAYMENT' },
    };
    expect(readPaymentCallback(failure)).toMatchObject({ kind: 'failed', failureCode: 'USER_DID_NOT_AUTHORIZE_THE_PAYMENT' });
  });

  it('reads payment_request.expiry: the event id is the request', () => {
    const body = {
      event: 'payment_request.expiry',
      business_id: '6094fa76c2fd53701b8e079c',
      created: '2025-01-02T10:00:00.000Z',
      data: { payment_request_id: PR, reference_id: 'ORD-1003', request_amount: 25000, currency: 'IDR', country: 'ID', status: 'EXPIRED' },
    };
    expect(readPaymentCallback(body)).toEqual({
      eventId: `payment_request.expiry:${PR}`,
      kind: 'expired',
      paymentRequestId: PR,
      referenceId: 'ORD-1003',
      amount: 25000,
      currency: 'IDR',
    });
  });

  it('reads refund.succeeded and refund.failed: the refund id and the refund reference', () => {
    const refund = {
      event: 'refund.succeeded',
      business_id: '5fe2b0137b7d62542294d9b2',
      created: '2021-08-26T04:16:25.364Z',
      data: {
        id: 'rfd-6f4a377d-a201-437f-9119-f8b00cbbe857',
        payment_request_id: PR,
        payment_id: 'py-0c5e2f5c-86f6-4a39-bd47-7bb1b4b40d27',
        amount: 150000,
        channel_code: 'OVO',
        country: 'ID',
        currency: 'IDR',
        reference_id: 'RFD-ORD-1001',
        status: 'SUCCEEDED',
        reason: 'CANCELLATION',
        failure_code: null,
        refund_fee_amount: null,
        created: '2021-08-26T04:16:21.000Z',
        updated: '2021-08-26T04:16:25.000Z',
      },
    };
    expect(readPaymentCallback(refund)).toMatchObject({
      kind: 'refunded',
      paymentRequestId: PR,
      referenceId: 'RFD-ORD-1001',
      amount: 150000,
    });
    const failed = { ...refund, event: 'refund.failed', data: { ...refund.data, status: 'FAILED', failure_code: 'INSUFFICIENT_BALANCE' } };
    expect(readPaymentCallback(failed)).toMatchObject({ kind: 'refund_failed', failureCode: 'INSUFFICIENT_BALANCE' });
  });

  it.each([
    ['payment.pending', { ...paymentSucceeded, event: 'payment.pending' }],
    ['payment_method.activated', { event: 'payment_method.activated', data: { id: 'pm-1' } }],
    ['linked_account_token.successful', { event: 'linked_account_token.successful', id: 'lat-1', accounts: [] }],
    ['no event', { data: paymentSucceeded.data }],
    ['not an object', 'payment.succeeded'],
    ['null', null],
  ])('answers null for an event it does not act on: %s', (_name, body) => {
    expect(readPaymentCallback(body)).toBeNull();
  });

  it.each([
    ['no reference', { ...paymentSucceeded, data: { ...paymentSucceeded.data, reference_id: undefined } }],
    ['no payment request', { ...paymentSucceeded, data: { ...paymentSucceeded.data, payment_request_id: undefined } }],
    ['an amount as text', { ...paymentSucceeded, data: { ...paymentSucceeded.data, amount: '150000' } }],
    ['another currency', { ...paymentSucceeded, data: { ...paymentSucceeded.data, currency: 'PHP' } }],
    ['no data', { event: 'payment.succeeded' }],
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
