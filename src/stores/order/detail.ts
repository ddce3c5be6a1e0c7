/**
 * One order (/orderDetail/{no}, spec §2, §3), asked for while its page is open. An order that is not the member's, or
 * does not exist, is a state of the page (missing), not an error page; another failure offers a retry. Asked again
 * after an action changed it and when its time to pay runs out (the scheduled job closes it), with the order shown
 * meanwhile.
 */
import { atom, computed } from 'nanostores';
import type { OrderDetail } from '../../shared/contract/order';
import { orderTradeDetail } from '../../shared/contract/refs/order';
import { ApiError, ERR } from '../../shared/errors';
import { api } from '../api';
import { createFetcherStore, invalidateKeys, revalidateKeys } from '../query';

const DETAIL_KEY = 'order/detail/';

/** Answers that mean "no such order of yours": a number that is not theirs, unknown, or not a number at all. */
const NOT_FOUND: readonly number[] = [ERR.ORDER_NOT_FOUND, ERR.ORDER_UNAUTHORIZED, ERR.INVALID_PARAMETER];

/** The order number of the open page; null while none is open (or its member is not known yet). */
const $orderNo = atom<string | null>(null);

export const $orderDetailQuery = createFetcherStore<OrderDetail>([DETAIL_KEY, $orderNo], {
  // Silent: the page says what went wrong itself.
  fetcher: (_key, orderNo) => api.request(orderTradeDetail, { order_no: String(orderNo) }, { silent: true }),
});

export type DetailOutcome = 'loading' | 'missing' | 'failed' | 'ok';

/** The page's order and what became of asking for it; nothing while no page is open (the query store empties a tick later). */
export const $orderDetail = computed(
  [$orderNo, $orderDetailQuery],
  (orderNo, { data, error }): { order: OrderDetail | null; outcome: DetailOutcome } => {
    if (orderNo === null) return { order: null, outcome: 'loading' };
    if (error) return { order: data ?? null, outcome: error instanceof ApiError && NOT_FOUND.includes(error.code) ? 'missing' : 'failed' };
    return { order: data ?? null, outcome: data ? 'ok' : 'loading' };
  },
);

const isOpenOrder = (key: string) => key === `${DETAIL_KEY}${$orderNo.get()}`;

/** Opens an order's page for its member, asking afresh; answers the closing. */
export function openOrder(orderNo: string): () => void {
  invalidateKeys((key) => key === `${DETAIL_KEY}${orderNo}`);
  $orderNo.set(orderNo);
  return () => $orderNo.set(null);
}

/** Asks again with the order still shown: an action changed it, or its time to pay ran out. */
export function refreshOrder(): void {
  revalidateKeys(isOpenOrder);
}

/** After a failure: asks again from nothing. */
export function retryOrder(): void {
  invalidateKeys(isOpenOrder);
}
