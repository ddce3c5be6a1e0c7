/** An e-wallet the country offers (its settings): the shopper approves the request on the e-wallet's page. */
import { ApiError, ERR } from '../../../../src/shared/errors';
import { paymentRequestMethod } from './payment-request';

export const ewallet = paymentRequestMethod({
  method: 'ewallet',
  channel: ({ settings }, choice) => {
    if (!settings.ewallets.includes(choice.channel)) throw new ApiError(ERR.PAYMENT_INVALID, 'e-wallet not offered in this country');
    return choice.channel;
  },
  request: (choice) => ({ method: { type: 'EWALLET', channel: choice.channel } }),
  standInPage: () => null,
});
