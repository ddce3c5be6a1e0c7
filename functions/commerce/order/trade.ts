/** The member's orders after checkout: the list by tab and one order's detail. Every query names the member. */
import { ORDER_STATUS, ORDER_TAB, type OrderEvent, type OrderStatus, type OrderTab } from '../../../src/shared/contract/constants';
import { ORDER_PAGE_SIZE, type OrderDetail, type OrderPage } from '../../../src/shared/contract/order';
import { ApiError, ERR } from '../../../src/shared/errors';
import { type DetailRow, detailView, type ListLineRow, type ListRow, listItemView } from './views';

const TAB_STATUS: Record<OrderTab, OrderStatus | null> = {
  [ORDER_TAB.all]: null,
  [ORDER_TAB.toPay]: ORDER_STATUS.pendingPayment,
  [ORDER_TAB.toShip]: ORDER_STATUS.pendingShipment,
  [ORDER_TAB.toReceive]: ORDER_STATUS.pendingReceipt,
  [ORDER_TAB.complete]: ORDER_STATUS.complete,
  [ORDER_TAB.closed]: ORDER_STATUS.closed,
};

const LINE_COLUMNS =
  'l.order_id, l.sku_no, l.product_no, l.product_name, l.spec_value, l.image_url, l.quantity, l.unit_price, l.unit_retail';

/** A page of the member's orders in a tab, newest first, with their lines. */
export async function orderPage(
  d1: D1Database,
  memberId: number,
  q: { tab: OrderTab; page_num?: number | undefined; page_size?: number | undefined },
): Promise<OrderPage> {
  const size = q.page_size ?? ORDER_PAGE_SIZE;
  const offset = ((q.page_num ?? 1) - 1) * size;
  // ?2 IS NULL: the All tab.
  const where = 'o.member_id = ?1 AND (?2 IS NULL OR o.status = ?2)';
  const page = `SELECT o.id FROM orders o WHERE ${where} ORDER BY o.created_at DESC, o.id DESC LIMIT ?3 OFFSET ?4`;
  const status = TAB_STATUS[q.tab];
  const [count, orders, lines] = await d1.batch([
    d1.prepare(`SELECT count(*) AS total FROM orders o WHERE ${where}`).bind(memberId, status),
    d1
      .prepare(`SELECT o.* FROM orders o WHERE o.id IN (${page}) ORDER BY o.created_at DESC, o.id DESC`)
      .bind(memberId, status, size, offset),
    d1
      .prepare(`SELECT ${LINE_COLUMNS} FROM order_lines l WHERE l.order_id IN (${page}) ORDER BY l.id`)
      .bind(memberId, status, size, offset),
  ]);
  const linesOf = Map.groupBy(lines!.results as ListLineRow[], (l) => l.order_id);
  return {
    total: (count!.results[0] as { total: number }).total,
    list: (orders!.results as ListRow[]).map((o) => listItemView(o, linesOf.get(o.id) ?? [])),
  };
}

/** One of the member's orders with its lines, vouchers and timeline; another member's or an unknown one is 1103001. */
export async function orderDetail(d1: D1Database, memberId: number, orderNo: string): Promise<OrderDetail> {
  const mine = 'SELECT id FROM orders WHERE member_id = ?1 AND order_no = ?2';
  const [order, lines, vouchers, events] = await d1.batch([
    d1.prepare('SELECT o.* FROM orders o WHERE o.member_id = ?1 AND o.order_no = ?2').bind(memberId, orderNo),
    d1.prepare(`SELECT ${LINE_COLUMNS} FROM order_lines l WHERE l.order_id = (${mine}) ORDER BY l.id`).bind(memberId, orderNo),
    d1.prepare(`SELECT coupon_no FROM member_vouchers WHERE order_id = (${mine}) ORDER BY id`).bind(memberId, orderNo),
    d1.prepare(`SELECT kind, at FROM order_events WHERE order_id = (${mine}) ORDER BY at, id`).bind(memberId, orderNo),
  ]);
  const row = order!.results[0] as DetailRow | undefined;
  if (!row) throw new ApiError(ERR.ORDER_NOT_FOUND);
  return detailView(
    row,
    lines!.results as ListLineRow[],
    (vouchers!.results as { coupon_no: string }[]).map((v) => v.coupon_no),
    events!.results as { kind: OrderEvent; at: number }[],
  );
}
