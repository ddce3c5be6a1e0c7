/**
 * A credit or debit card: a saved card's token or one the browser has just tokenised, charged and captured at once, so
 * the charge's answer settles the payment as a success callback would; its money goes back against the charge.
 */
import { ApiError, ERR } from '../../../../src/shared/errors';
import { chargeCard, declineOf } from '../../../providers/payment-gateway/charges';
import { refundPayment } from '../../../providers/payment-gateway/refunds';
import { cardToken, FAILURE, markFailed, paymentOfMember } from '../payments';
import { paymentStateView } from '../views';
import type { PaymentMethodImpl } from './method';
import { startPayment } from './start';

export const card: PaymentMethodImpl<'card'> = {
  method: 'card',
  collectedOnDelivery: false,

  async start(ctx, order, choice) {
    const { env, db, country, memberId, now } = ctx;
    const source = 'card_id' in choice ? await cardToken(db, memberId, choice.card_id) : { token: choice.token_id, brand: '' };
    const payment = await startPayment(db, country, memberId, order, 'card', source.brand, now);
    let charge: Awaited<ReturnType<typeof chargeCard>>;
    try {
      charge = await chargeCard(env, {
        tokenId: source.token,
        referenceId: payment.paymentNo,
        amount: payment.amount,
        currency: payment.currency,
      });
    } catch (err) {
      await markFailed(db, payment.id, FAILURE.gateway, Date.now());
      throw err;
    }
    if (charge.status === 'FAILED') {
      await markFailed(db, payment.id, charge.failureReason ?? 'FAILED', Date.now(), charge.id);
      throw new ApiError(ERR.PAYMENT_FAILED, charge.failureReason, { decline: declineOf(charge.failureReason) });
    }
    // Captured at once: the same transition as a success callback (a refund when the order closed meanwhile).
    await ctx.settle(payment, {
      eventId: `charge:${charge.id}`,
      kind: 'succeeded',
      gatewayId: charge.id,
      amount: payment.amount,
      currency: payment.currency,
    });
    return paymentStateView(await paymentOfMember(db, memberId, payment.paymentNo));
  },

  refund: (env, chargeId, refund) => refundPayment(env, { chargeId, ...refund }),
};
