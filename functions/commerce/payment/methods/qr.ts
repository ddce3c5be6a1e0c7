/**
 * The country's QR payment (its settings: QRIS, PayNow, DuitNow): the checkout draws the code, the shopper pays in
 * their own app before the order's time to pay runs out.
 */
import { standInPaymentPage } from '../../../providers/payment-gateway/payment-requests';
import { paymentRequestMethod } from './payment-request';

export const qr = paymentRequestMethod({
  method: 'qr',
  channel: ({ settings }) => settings.qr,
  // A QR code stops taking payment when the order's time to pay runs out.
  request: (_choice, order) => ({ method: { type: 'QR_CODE' }, ...(order.payDeadline ? { expiresAt: order.payDeadline } : {}) }),
  // QR payers pay in their own app; in development the stand-in's page plays that app.
  standInPage: (env, request, back) => standInPaymentPage(env, request.id, back().checkout),
});
