/** The country's QR payment: the checkout draws the code and waits while the shopper pays in their own app. */
import type { PayMethod } from './method';

export const qr: PayMethod<'qr'> = {
  method: 'qr',
  names: { order: 'orders.method.qr', paid: 'paid.methodQr' },
  choices: () => ['qr'],
  call: (orderNo, choice) => (choice === 'qr' ? { input: { order_no: orderNo, method: 'qr' } } : null),
  collectedOnDelivery: false,
  approvedOnGatewayPage: false,
};
