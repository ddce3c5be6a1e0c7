/**
 * Paying an order (issue 14): the ways an order can be paid, and starting a payment with one of them. The amount is
 * always the order's total as its row holds it (startStatements reads it there), never a figure from the request.
 */
import type { CallParsed } from '../../../src/shared/contract/call';
import type { COD_REFUSALS, PaymentOptions, PaymentState, payOrder } from '../../../src/shared/contract/payment';
import { ORDER_STATUS } from '../../../src/shared/contract/constants';
import type { Address } from '../../../src/shared/contract/address';
import { ApiError, ERR } from '../../../src/shared/errors';
import { localizePath } from '../../../src/shared/lang';
import { chargeCard } from '../../providers/payment-gateway/charges';
import { createPaymentRequest, standInPaymentPage } from '../../providers/payment-gateway/payment-requests';
import type { CommerceContext } from '../../platform/context';
import { publicOrigin } from '../../platform/http';
import { CHECKOUT_SETTINGS, type CheckoutSettings, stateKey } from '../../platform/settings';
import { cardsOf } from './cards';
import {
  cardToken,
  FAILURE,
  markFailed,
  newPaymentNo,
  type PayableOrder,
  type PaymentRow,
  paymentOfMember,
  payableOrder,
  refusalFor,
  setGatewayId,
  startRefusal,
  startStatements,
} from './payments';
import { applyEvent } from './settle';
import { paymentStateView } from './views';

type CodRefusal = (typeof COD_REFUSALS)[number];

/** Why cash on delivery is not offered for the order, or null when it is (spec §9; the settings of its country). */
export function codRefusal(settings: CheckoutSettings, order: PayableOrder): CodRefusal | null {
  if (settings.cod.states.length === 0) return 'country';
  const state = stateKey((JSON.parse(order.address) as Partial<Address>).state ?? '');
  if (!settings.cod.states.some((s) => stateKey(s) === state)) return 'area';
  if (order.total > settings.cod.maxTotal) return 'order_value';
  if (order.online_only === 1) return 'online_only_voucher';
  return null;
}

/** The member's unpaid order, refused as refusalFor says when it can no longer be paid. */
async function unpaidOrder(c: CommerceContext, memberId: number, orderNo: string, now: number): Promise<PayableOrder> {
  const order = await payableOrder(c.get('d1'), memberId, orderNo);
  if (order.status !== ORDER_STATUS.pendingPayment || (order.pay_deadline ?? 0) <= now) {
    throw refusalFor(order.status, order.pay_deadline, now, false);
  }
  return order;
}

export async function paymentOptionsFor(c: CommerceContext, memberId: number, orderNo: string): Promise<PaymentOptions> {
  const order = await unpaidOrder(c, memberId, orderNo, Date.now());
  const settings = CHECKOUT_SETTINGS[c.get('country')];
  const refusal = codRefusal(settings, order);
  return {
    ewallets: [...settings.ewallets],
    qr: settings.qr,
    // Saved cards are kept in Indonesia only (spec §2 payment options); elsewhere a new card is used each time.
    cards: c.get('country') === 'ID' ? await cardsOf(c, memberId) : [],
    cod: { available: refusal === null, reason: refusal },
  };
}

/**
 * Inserts the processing payment, with `then` in the same batch (guarded by the payment's row), or says why the order
 * cannot take one now.
 */
async function startPayment(
  c: CommerceContext,
  memberId: number,
  order: PayableOrder,
  method: PaymentRow['method'],
  channel: string,
  now: number,
  then: (paymentNo: string) => D1PreparedStatement[] = () => [],
) {
  const d1 = c.get('d1');
  const paymentNo = newPaymentNo(c.get('country'), now);
  const start = startStatements(d1, { paymentNo, order, memberId, method, channel, status: 'processing', now });
  const [, inserted] = await d1.batch([...start, ...then(paymentNo)]);
  if (!inserted?.meta.changes) throw await startRefusal(d1, order, now);
  return paymentOfMember(d1, memberId, paymentNo);
}

export async function pay(c: CommerceContext, memberId: number, input: CallParsed<typeof payOrder>): Promise<PaymentState> {
  const now = Date.now();
  const d1 = c.get('d1');
  const country = c.get('country');
  const settings = CHECKOUT_SETTINGS[country];
  const order = await unpaidOrder(c, memberId, input.order_no, now);

  if (input.method === 'cod') {
    const refusal = codRefusal(settings, order);
    if (refusal === 'online_only_voucher') throw new ApiError(ERR.UNSUPPORTED_VOUCHER_PAYMENT, 'online-only voucher', { reason: refusal });
    if (refusal) throw new ApiError(ERR.PAYMENT_INVALID, `cash on delivery not offered: ${refusal}`, { reason: refusal });
    // No gateway: the courier collects the total, so the payment stays processing until then, and the order is
    // confirmed for shipping in the same batch.
    const payment = await startPayment(c, memberId, order, 'cod', '', now, (paymentNo) => [
      d1
        .prepare(
          `UPDATE orders SET status = ?, payment_method = 'cod'
           WHERE id = ? AND status = ? AND EXISTS (SELECT 1 FROM payments WHERE payment_no = ?)`,
        )
        .bind(ORDER_STATUS.pendingShipment, order.id, ORDER_STATUS.pendingPayment, paymentNo),
    ]);
    return paymentStateView(payment);
  }

  if (input.method === 'card') {
    const saved = 'card_id' in input ? await cardToken(d1, memberId, input.card_id) : null;
    const payment = await startPayment(c, memberId, order, 'card', saved?.brand ?? '', now);
    let charge: Awaited<ReturnType<typeof chargeCard>>;
    try {
      charge = await chargeCard(c.env, {
        tokenId: saved?.token ?? (input as { token_id: string }).token_id,
        referenceId: payment.payment_no,
        amount: payment.amount,
        currency: payment.currency,
      });
    } catch (err) {
      await markFailed(d1, payment.id, FAILURE.gateway, Date.now());
      throw err;
    }
    if (charge.status === 'FAILED') {
      await markFailed(d1, payment.id, charge.failureReason ?? 'FAILED', Date.now(), charge.id);
      throw new ApiError(ERR.PAYMENT_FAILED, charge.failureReason);
    }
    // Captured at once: the same transition as a success callback (a refund when the order closed meanwhile).
    await applyEvent(
      c.env,
      d1,
      payment,
      { eventId: `charge:${charge.id}`, kind: 'succeeded', gatewayId: charge.id, amount: payment.amount, currency: payment.currency },
      Date.now(),
    );
    return paymentStateView(await paymentOfMember(d1, memberId, payment.payment_no));
  }

  if (input.method === 'ewallet' && !settings.ewallets.includes(input.channel)) {
    throw new ApiError(ERR.PAYMENT_INVALID, 'e-wallet not offered in this country');
  }
  const channel = input.method === 'ewallet' ? input.channel : settings.qr;
  const payment = await startPayment(c, memberId, order, input.method, channel, now);
  const origin = publicOrigin(c);
  const lang = c.get('lang');
  const query = `?order_no=${encodeURIComponent(order.order_no)}`;
  const checkoutUrl = `${origin}${localizePath('/checkout', lang)}${query}&payment_no=${payment.payment_no}`;
  let request: Awaited<ReturnType<typeof createPaymentRequest>>;
  try {
    request = await createPaymentRequest(c.env, {
      referenceId: payment.payment_no,
      country,
      amount: payment.amount,
      method: input.method === 'ewallet' ? { type: 'EWALLET', channel: input.channel } : { type: 'QR_CODE' },
      successReturnUrl: `${origin}${localizePath('/paymentSuccess', lang)}${query}`,
      failureReturnUrl: checkoutUrl,
      // A QR code stops taking payment when the order's time to pay runs out.
      ...(input.method === 'qr' && order.pay_deadline ? { expiresAt: order.pay_deadline } : {}),
      description: order.order_no,
    });
  } catch (err) {
    await markFailed(d1, payment.id, FAILURE.gateway, Date.now());
    throw err;
  }
  await setGatewayId(d1, payment.id, request.id, Date.now());
  // QR payers pay in their own app; in development the stand-in's page plays that app.
  const actionUrl = request.actionUrl ?? (input.method === 'qr' ? standInPaymentPage(c.env, request.id, checkoutUrl) : null);
  return paymentStateView(payment, { actionUrl, qrString: request.qrString ?? null });
}
