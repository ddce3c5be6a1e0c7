/** Cash on delivery, where offered: the order is confirmed at once and the courier collects the total. */
import type { PayMethod } from './method';

export const cod: PayMethod<'cod'> = {
  method: 'cod',
  names: { order: 'orders.method.cod', paid: 'paid.methodCod' },
  choices: () => ['cod'],
  call: (orderNo, choice) => (choice === 'cod' ? { input: { order_no: orderNo, method: 'cod' } } : null),
  collectedOnDelivery: true,
  approvedOnGatewayPage: false,
};
