/** An e-wallet the country offers: the shopper approves on the e-wallet's page, which the checkout leaves for. */
import type { PayMethod } from './method';

const PREFIX = 'ewallet:';

export const ewallet: PayMethod<'ewallet'> = {
  method: 'ewallet',
  names: { order: 'orders.method.ewallet', paid: 'paid.methodEwallet' },
  choices: (options) => options.ewallets.map((channel) => `${PREFIX}${channel}`),
  call(orderNo, choice, options) {
    const channel = options.ewallets.find((c) => choice === `${PREFIX}${c}`);
    return channel ? { input: { order_no: orderNo, method: 'ewallet', channel } } : null;
  },
  collectedOnDelivery: false,
  approvedOnGatewayPage: true,
};
