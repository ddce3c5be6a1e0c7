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

/** The order list's tabs (spec §4 keys), in their order on the page. */
export const ORDER_TAB = {
  all: 'all',
  toPay: 'to_pay',
  toShip: 'to_ship',
  toReceive: 'to_receive',
  complete: 'transaction_complete',
  closed: 'transaction_closed',
} as const;
export type OrderTab = (typeof ORDER_TAB)[keyof typeof ORDER_TAB];

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
