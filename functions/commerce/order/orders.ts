/** The member's orders: every query names the member. */
import type { OrderStatusSummary } from '../../../src/shared/contract/order';
import { ORDER_STATUS } from '../../../src/shared/contract/constants';

/** How many of the member's orders are in each open status, and how many have an after-sales request. */
export async function statusSummary(d1: D1Database, memberId: number): Promise<OrderStatusSummary> {
  const row = await d1
    .prepare(
      `SELECT
         count(*) FILTER (WHERE status = ?2) AS unpaid,
         count(*) FILTER (WHERE status = ?3) AS to_ship,
         count(*) FILTER (WHERE status = ?4) AS shipped,
         count(*) FILTER (WHERE status = ?5) AS completed,
         count(*) FILTER (WHERE after_sale = 1) AS after_sale
       FROM orders WHERE member_id = ?1`,
    )
    .bind(memberId, ORDER_STATUS.pendingPayment, ORDER_STATUS.pendingShipment, ORDER_STATUS.pendingReceipt, ORDER_STATUS.complete)
    .first<OrderStatusSummary>();
  return row ?? { unpaid: 0, to_ship: 0, shipped: 0, completed: 0, after_sale: 0 };
}
