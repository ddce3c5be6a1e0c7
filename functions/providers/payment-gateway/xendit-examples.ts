// Xendit's published examples (docs.xendit.co/apidocs/payment-webhook-notification), verbatim, for the tests that
// replay them: the reader of callbacks (callbacks.test.ts) and the callback route (xendit-contract.api.test.ts).
/** The reference's paymentCapture example, verbatim. */
export const PAYMENT_CAPTURE = {
  event: 'payment.capture',
  business_id: '6094fa76c2fd53701b8e079c',
  created: '2021-12-02T14:52:21.566Z',
  data: {
    payment_id: 'py-1fdaf346-dd2e-4b6c-b938-124c7167a822',
    business_id: '6094fa76c2fd53701b8e079c',
    status: 'SUCCEEDED',
    payment_request_id: 'pr-1fdaf346-dd2e-4b6c-b938-124c7167a822',
    request_amount: '10000',
    customer_id: 'cust-5ed61c4e-499f-49bd-9d90-f3f45028a7a3',
    channel_code: 'BRI_VIRTUAL_ACCOUNT',
    country: 'ID',
    currency: 'IDR',
    reference_id: 'example_reference_id',
    description: 'Payment description',
    channel_properties: { failure_return_url: 'https://xendit.co/failure', success_return_url: 'https://xendit.co/success' },
    type: 'SINGLE_PAYMENT',
    created: '2021-12-02T14:52:21.566Z',
    updated: '2021-12-02T14:52:21.566Z',
  },
};
