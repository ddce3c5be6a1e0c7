/**
 * The personal centre's counters (/me, spec §2): the order counts by the order tabs and after-sales, and the bell's
 * unread count, both asked (no-auth and silent: a failure leaves them as they were) once the member is known.
 */
import { onMount } from 'nanostores';
import type { OrderStatusSummary } from '../../shared/contract/order';
import { messageCount } from '../../shared/contract/refs/message';
import { orderStatusSummary } from '../../shared/contract/refs/order';
import { api } from '../api';
import { createFetcherStore } from '../query';
import { refreshUnreadCount } from '../unread';
import { $memberKey } from './member';

const quiet = { noAuth: true, silent: true } as const;

export const $orderSummary = createFetcherStore<OrderStatusSummary, unknown>([$memberKey, 'order/status_summary'], {
  fetcher: () => api.request(orderStatusSummary, {}, quiet),
});

// While /me shows its counters, the bell's count is asked again each time the member becomes known.
onMount($orderSummary, () =>
  $memberKey.subscribe((member) => {
    if (member) void refreshUnreadCount(async () => (await api.request(messageCount, {}, quiet)).count).catch(() => {});
  }),
);
