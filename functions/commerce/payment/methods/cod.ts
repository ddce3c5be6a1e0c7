/**
 * Cash on delivery (spec §9): offered where the country's settings say, the courier collects the total at the door. No
 * gateway: the payment stays processing until the order is completed (order/transitions.ts), and the order is
 * confirmed for shipping when the payment starts.
 */
import { and, eq, exists, sql } from 'drizzle-orm';
import type { Address } from '../../../../src/shared/contract/address';
import { ORDER_STATUS } from '../../../../src/shared/contract/constants';
import type { COD_REFUSALS } from '../../../../src/shared/contract/payment';
import { ApiError, ERR } from '../../../../src/shared/errors';
import { orders, payments } from '../../../platform/schema';
import { type CheckoutSettings, stateKey } from '../../../platform/settings';
import type { PayableOrder } from '../payments';
import { paymentStateView } from '../views';
import type { PaymentMethodImpl } from './method';
import { startPayment } from './start';

type CodRefusal = (typeof COD_REFUSALS)[number];

/** Why cash on delivery is not offered for the order, or null when it is (spec §9; the settings of its country). */
export function codRefusal(settings: CheckoutSettings, order: PayableOrder): CodRefusal | null {
  if (settings.cod.states.length === 0) return 'country';
  const state = stateKey((JSON.parse(order.address) as Partial<Address>).state ?? '');
  if (!settings.cod.states.some((s) => stateKey(s) === state)) return 'area';
  if (order.total > settings.cod.maxTotal) return 'order_value';
  if (order.onlineOnly === 1) return 'online_only_voucher';
  return null;
}

export const cod: PaymentMethodImpl<'cod'> = {
  method: 'cod',
  collectedOnDelivery: true,

  async start({ db, country, memberId, settings, now }, order) {
    const refusal = codRefusal(settings, order);
    if (refusal === 'online_only_voucher') throw new ApiError(ERR.UNSUPPORTED_VOUCHER_PAYMENT, 'online-only voucher', { reason: refusal });
    if (refusal) throw new ApiError(ERR.PAYMENT_INVALID, `cash on delivery not offered: ${refusal}`, { reason: refusal });
    const payment = await startPayment(db, country, memberId, order, 'cod', '', now, (paymentNo) => [
      db
        .update(orders)
        .set({ status: ORDER_STATUS.pendingShipment, paymentMethod: 'cod' })
        .where(
          and(
            eq(orders.id, order.id),
            eq(orders.status, ORDER_STATUS.pendingPayment),
            exists(db.select({ one: sql`1` }).from(payments).where(eq(payments.paymentNo, paymentNo))),
          ),
        ),
    ]);
    return paymentStateView(payment);
  },
};
