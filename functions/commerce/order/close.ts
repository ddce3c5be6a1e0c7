/**
 * Closing an unpaid order (spec §4): at its payment deadline (the scheduled job) or when the shopper cancels it. One
 * batch closes it and gives back what it held: stock, vouchers (a voucher past its validity stays expired, spec §9)
 * and coins. Every statement after the first acts only on an order this batch closed and has not released yet, so
 * a close racing a payment or another close gives nothing twice.
 */
import { ORDER_STATUS } from '../../../src/shared/contract/constants';

export type CloseReason = 'timeout' | 'cancelled';

/**
 * The statements that close the order `orderId` when it is still in status `from` (unpaid; to_ship for a paid order
 * the shopper cancels, whose money order/transitions.ts refunds), and release what it held.
 */
export function closeStatements(
  d1: D1Database,
  orderId: number,
  reason: CloseReason,
  now: number,
  from: typeof ORDER_STATUS.pendingPayment | typeof ORDER_STATUS.pendingShipment = ORDER_STATUS.pendingPayment,
): D1PreparedStatement[] {
  const closedHere = `EXISTS (SELECT 1 FROM orders WHERE id = ?1 AND status = '${ORDER_STATUS.closed}' AND released_at IS NULL)`;
  return [
    d1
      .prepare(
        // An order with an after-sales application open or refunded is not closed whole: its money would go back twice.
        `UPDATE orders SET status = ?2, closed_at = ?3, close_reason = ?4
         WHERE id = ?1 AND status = ?5 AND NOT EXISTS (SELECT 1 FROM after_sales WHERE order_id = ?1 AND status <> 5)`,
      )
      .bind(orderId, ORDER_STATUS.closed, now, reason, from),
    d1
      .prepare(
        `UPDATE skus SET stock = stock + (SELECT quantity FROM order_lines WHERE order_id = ?1 AND sku_id = skus.id)
         WHERE id IN (SELECT sku_id FROM order_lines WHERE order_id = ?1) AND ${closedHere}`,
      )
      .bind(orderId),
    d1.prepare(`UPDATE member_vouchers SET uses = 0, order_id = NULL WHERE order_id = ?1 AND ${closedHere}`).bind(orderId),
    d1
      .prepare(
        `INSERT INTO coin_ledger (member_id, delta, kind, order_id, created_at)
         SELECT member_id, coins_used, 'release', id, ?2 FROM orders WHERE id = ?1 AND coins_used > 0 AND ${closedHere}`,
      )
      .bind(orderId, now),
    d1
      .prepare(`UPDATE orders SET released_at = ?2 WHERE id = ?1 AND status = '${ORDER_STATUS.closed}' AND released_at IS NULL`)
      .bind(orderId, now),
  ];
}

/** How many overdue orders one run closes per country: the next run, minutes later, takes the rest. */
const CLOSE_BATCH = 200;

/** Closes the unpaid orders whose payment deadline has passed (the Cron Trigger); answers how many it closed. */
export async function closeOverdueOrders(d1: D1Database, now: number): Promise<number> {
  const { results } = await d1
    .prepare('SELECT id FROM orders WHERE status = ? AND pay_deadline <= ? ORDER BY pay_deadline LIMIT ?')
    .bind(ORDER_STATUS.pendingPayment, now, CLOSE_BATCH)
    .all<{ id: number }>();
  let closed = 0;
  for (const { id } of results) {
    // One order that cannot be closed (logged for follow-up) must not hold back the others or the jobs after this one.
    try {
      await d1.batch(closeStatements(d1, id, 'timeout', now));
      closed++;
    } catch (err) {
      console.error(JSON.stringify({ event: 'order close failed', orderId: id, error: String(err) }));
    }
  }
  return closed;
}
