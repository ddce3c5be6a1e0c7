/** The member's orders after checkout: the list by tab and one order's detail. Every query names the member. */
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { ORDER_STATUS, ORDER_TAB, type OrderStatus, type OrderTab } from '../../../src/shared/contract/constants';
import { ORDER_PAGE_SIZE, type OrderDetail, type OrderPage } from '../../../src/shared/contract/order';
import { ApiError, ERR } from '../../../src/shared/errors';
import { memberVouchers, orderEvents, orderLines, orders } from '../../platform/schema';
import { lineColumns } from './orders';
import { detailView, listItemView } from './views';

type Db = DrizzleD1Database;

const TAB_STATUS: Record<OrderTab, OrderStatus | null> = {
  [ORDER_TAB.all]: null,
  [ORDER_TAB.toPay]: ORDER_STATUS.pendingPayment,
  [ORDER_TAB.toShip]: ORDER_STATUS.pendingShipment,
  [ORDER_TAB.toReceive]: ORDER_STATUS.pendingReceipt,
  [ORDER_TAB.complete]: ORDER_STATUS.complete,
  [ORDER_TAB.closed]: ORDER_STATUS.closed,
};

const newestFirst = [desc(orders.createdAt), desc(orders.id)];

/** A page of the member's orders in a tab, newest first, with their lines. */
export async function orderPage(
  db: Db,
  memberId: number,
  q: { tab: OrderTab; page_num?: number | undefined; page_size?: number | undefined },
): Promise<OrderPage> {
  const size = q.page_size ?? ORDER_PAGE_SIZE;
  const offset = ((q.page_num ?? 1) - 1) * size;
  const status = TAB_STATUS[q.tab];
  // The All tab has no status condition.
  const where = and(eq(orders.memberId, memberId), status === null ? undefined : eq(orders.status, status));
  const page = db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(...newestFirst)
    .limit(size)
    .offset(offset);
  const [counted, list, lines] = await db.batch([
    db.select({ total: count() }).from(orders).where(where),
    db
      .select()
      .from(orders)
      .where(inArray(orders.id, page))
      .orderBy(...newestFirst),
    db
      .select({ orderId: orderLines.orderId, ...lineColumns })
      .from(orderLines)
      .where(inArray(orderLines.orderId, page))
      .orderBy(asc(orderLines.id)),
  ]);
  const linesOf = Map.groupBy(lines, (l) => l.orderId);
  return {
    total: counted[0]?.total ?? 0,
    list: list.map((o) => listItemView(o, linesOf.get(o.id) ?? [])),
  };
}

/** One of the member's orders with its lines, vouchers and timeline; another member's or an unknown one is 1103001. */
export async function orderDetail(db: Db, memberId: number, orderNo: string): Promise<OrderDetail> {
  const mine = and(eq(orders.memberId, memberId), eq(orders.orderNo, orderNo));
  const id = db.select({ id: orders.id }).from(orders).where(mine);
  const [order, lines, vouchers, events] = await db.batch([
    db.select().from(orders).where(mine),
    db.select(lineColumns).from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.id)),
    db
      .select({ couponNo: memberVouchers.couponNo })
      .from(memberVouchers)
      .where(eq(memberVouchers.orderId, id))
      .orderBy(asc(memberVouchers.id)),
    db
      .select({ kind: orderEvents.kind, at: orderEvents.at })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, id))
      .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
  ]);
  const row = order[0];
  if (!row) throw new ApiError(ERR.ORDER_NOT_FOUND);
  return detailView(
    row,
    lines,
    vouchers.map((v) => v.couponNo),
    events,
  );
}
