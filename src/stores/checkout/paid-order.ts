/**
 * The order on payment success (/paymentSuccess, spec §2): asked once, then again every few seconds while the
 * gateway's word is still on its way (the order still unpaid), a limited number of times. A plain atom with its own
 * timer rather than a query store: the re-asking stops on the answer's content and after a count, which a fixed
 * revalidation interval cannot say.
 */
import { atom, onMount } from 'nanostores';
import { ORDER_STATUS } from '../../shared/contract/constants';
import type { OrderPayInfo } from '../../shared/contract/order';
import { orderPayInfo } from '../../shared/contract/refs/order';
import { api } from '../api';

/** How often, and how many times, to ask again while an online payment is being confirmed. */
export const RECHECK_MS = 3_000;
export const RECHECKS = 20;

export type PaidOrder = { step: 'loading' } | { step: 'missing' } | { step: 'shown'; order: OrderPayInfo };

export const $paidOrder = atom<PaidOrder>({ step: 'loading' });

let timer: ReturnType<typeof setTimeout> | undefined;
let watching = 0;

function stop(): void {
  clearTimeout(timer);
  watching++;
}

/** Shows the order, asking again while it is still unpaid; answers the way to stop asking. */
export function watchPaidOrder(orderNo: string): () => void {
  stop();
  const watch = watching;
  let tries = 0;
  const load = async () => {
    const order = await api.request(orderPayInfo, { order_no: orderNo }, { silent: true }).catch(() => null);
    if (watch !== watching) return;
    if (!order) return $paidOrder.set({ step: 'missing' });
    $paidOrder.set({ step: 'shown', order });
    if (order.status === ORDER_STATUS.pendingPayment && ++tries <= RECHECKS) timer = setTimeout(load, RECHECK_MS);
  };
  void load();
  return () => {
    if (watch === watching) stop();
  };
}

onMount($paidOrder, () => () => {
  stop();
  $paidOrder.set({ step: 'loading' });
});
