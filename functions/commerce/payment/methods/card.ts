/**
 * A credit or debit card: a saved card's token or one the browser has just tokenised, charged and captured at once, so
 * the charge's answer settles the payment as a success callback would; its money goes back against the charge. A new
 * card the shopper asked to save ("Save this card for next time") joins their cards once the charge is captured, as
 * payment options saves one, with this charge as the proof the verification charge gives there.
 */
import type { CardToSave } from '../../../../src/shared/contract/payment';
import { COUNTRIES } from '../../../../src/shared/countries';
import { ApiError, ERR } from '../../../../src/shared/errors';
import { chargeCard, declineOf } from '../../../providers/payment-gateway/charges';
import { refundPayment } from '../../../providers/payment-gateway/refunds';
import { chargedAsDescribed, checkCardToSave, insertCard } from '../cards';
import { cardToken, FAILURE, markFailed, paymentOfMember } from '../payments';
import { paymentStateView } from '../views';
import type { PayChoice, PayContext, PaymentMethodImpl } from './method';
import { startPayment } from './start';

export const card: PaymentMethodImpl<'card'> = {
  method: 'card',
  collectedOnDelivery: false,

  async start(ctx, order, choice) {
    const { env, db, country, memberId, now } = ctx;
    const source = 'card_id' in choice ? await cardToken(db, memberId, choice.card_id) : { token: choice.token_id, brand: '' };
    const keep = await cardToKeep(ctx, choice);
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
    if (keep && chargedAsDescribed(charge, keep.card)) {
      await insertCard(db, memberId, { token_id: source.token, ...keep.card }, keep.phone).catch((err: unknown) => {
        // Paid all the same: a card another save kept first is already the member's, or its token someone else's.
        if (!(err instanceof ApiError)) throw err;
      });
    }
    return paymentStateView(await paymentOfMember(db, memberId, payment.paymentNo));
  },

  refund: (env, chargeId, refund) => refundPayment(env, { chargeId, ...refund }),
};

/**
 * The new card to save after the payment, checked before anything is charged (a wrong phone or expiry refuses the
 * payment, as payment options would refuse the card); null when nothing is to be saved, also for a card the member
 * already saved or cannot save (too many, the token another member's): the payment goes on. Saved cards are kept
 * where the country offers them (Indonesia, spec §2); elsewhere asking is 1104001.
 */
async function cardToKeep(ctx: PayContext, choice: PayChoice<'card'>): Promise<{ card: CardToSave; phone: string } | null> {
  if (!('save_card' in choice) || !choice.save_card) return null;
  if (!COUNTRIES[ctx.country].savedPaymentMethods) throw new ApiError(ERR.PAYMENT_INVALID, 'cards are saved in Indonesia only');
  const { phone, refusal } = await checkCardToSave(ctx.db, ctx.memberId, choice.token_id, choice.save_card);
  return refusal ? null : { card: choice.save_card, phone };
}
