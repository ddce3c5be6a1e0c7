/** The member's orders: every query names the member. */
import type { OrderPayInfo, OrderStatusSummary } from '../../../src/shared/contract/order';
import { ORDER_STATUS } from '../../../src/shared/contract/constants';
import { ApiError, ERR } from '../../../src/shared/errors';
import { type OrderLineRow, type PayInfoRow, payInfoView } from './views';

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

/** One of the member's orders with its lines and latest payment state; another member's or an unknown one is 1103001. */
export async function payInfo(d1: D1Database, memberId: number, orderNo: string): Promise<OrderPayInfo> {
  const [order, lines] = await d1.batch([
    d1
      .prepare(
        `SELECT o.*, (SELECT status FROM payments WHERE order_id = o.id ORDER BY created_at DESC, id DESC LIMIT 1) AS payment_status
         FROM orders o WHERE o.member_id = ? AND o.order_no = ?`,
      )
      .bind(memberId, orderNo),
    d1
      .prepare(
        `SELECT l.sku_no, l.product_no, l.product_name, l.spec_value, l.image_url, l.quantity, l.unit_price, l.unit_retail
         FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.member_id = ? AND o.order_no = ? ORDER BY l.id`,
      )
      .bind(memberId, orderNo),
  ]);
  const row = order!.results[0] as PayInfoRow | undefined;
  if (!row) throw new ApiError(ERR.ORDER_NOT_FOUND);
  return payInfoView(row, lines!.results as OrderLineRow[]);
}
