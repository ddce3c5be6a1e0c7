/** Order calls. The personal centre's counters today; the orders issue adds the rest here. */
import * as v from 'valibot';
import { defineCall } from './call';
import { NoInput } from './common';

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
