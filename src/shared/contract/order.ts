/** Order calls. The personal centre's counters today; the orders issue adds the rest here. */
import * as v from 'valibot';
import { defineCall } from './call';
import { NoInput } from './common';

/** An order's status as the API stores and answers it (spec §4). */
export const ORDER_STATUS = {
  pendingPayment: 'unpaid',
  pendingShipment: 'to_ship',
  pendingReceipt: 'shipped',
  complete: 'completed',
  closed: 'cancelled',
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

/** The order list's tabs (spec §4 keys), in order; `globalState.orderTab` keeps the index of the open one. */
export const ORDER_TABS = ['all', 'to_pay', 'to_ship', 'to_receive', 'transaction_complete', 'transaction_closed'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const OrderStatusSummary = v.object({
  unpaid: count,
  to_ship: count,
  shipped: count,
  completed: count,
  after_sale: count,
});
export type OrderStatusSummary = v.InferOutput<typeof OrderStatusSummary>;

export const orderStatusSummary = defineCall({
  method: 'GET',
  path: '/order/trade/order-status-summary',
  summary: "How many of the member's orders are in each status, and how many have an after-sales request.",
  access: 'member',
  input: NoInput,
  output: OrderStatusSummary,
});
