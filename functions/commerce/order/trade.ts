/**
 * The member's orders after checkout: the list by tab and one order's detail, from D1 and then from the archive in R2
 * (order/archived.ts), which holds their completed and closed orders past their age. Every query names the member.
 */
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { ORDER_STATUS, ORDER_TAB, type OrderStatus, type OrderTab } from '../../../src/shared/contract/constants';
import { ORDER_PAGE_SIZE, type OrderDetail, type OrderPage } from '../../../src/shared/contract/order';
import { ApiError, ERR } from '../../../src/shared/errors';
import { memberVouchers, orderArchiveMembers, orderEvents, orderLines, orders } from '../../platform/schema';
import { type ArchivedOrder, type ArchivedStatus, archivedOrder, archivedPage, type OrderArchive } from './archived';
import { lineColumns } from './orders';
import { archivedDetailView, archivedListItemView, detailView, listItemView } from './views';

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

/** How many of the member's orders the archive holds, by status (no row: none). */
const archivedCounts = (db: Db, memberId: number) =>
  db
    .select({ completed: orderArchiveMembers.completed, closed: orderArchiveMembers.closed })
    .from(orderArchiveMembers)
    .where(eq(orderArchiveMembers.memberId, memberId));

/** The archived statuses a tab shows (the tabs of open orders show none), and how many of them the archive holds. */
function archivedInTab(
  status: OrderStatus | null,
  counts: { completed: number; closed: number } | undefined,
): { status: ArchivedStatus | null; total: number } | null {
  if (!counts) return null;
  if (status === null) return { status, total: counts.completed + counts.closed };
  if (status === ORDER_STATUS.complete) return { status, total: counts.completed };
  if (status === ORDER_STATUS.closed) return { status, total: counts.closed };
  return null;
}

const listItemOf = (doc: ArchivedOrder) => archivedListItemView(doc.order, doc.lines);

/**
 * A page of the member's orders in a tab, newest first, with their lines: those in D1, then those in the archive, so
 * a page that runs past the last D1 order goes on with the newest archived one. The total counts both.
 */
export async function orderPage(
  db: Db,
  archive: OrderArchive,
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
  const [counted, list, lines, archivedRow] = await db.batch([
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
    archivedCounts(db, memberId),
  ]);
  const linesOf = Map.groupBy(lines, (l) => l.orderId);
  const inD1 = counted[0]?.total ?? 0;
  const items = list.map((o) => listItemView(o, linesOf.get(o.id) ?? []));
  const archived = archivedInTab(status, archivedRow[0]);
  if (!archived) return { total: inD1, list: items };
  const wanted = size - items.length;
  if (wanted > 0 && offset + items.length < inD1 + archived.total) {
    const docs = await archivedPage(archive, memberId, archived.status, Math.max(0, offset - inD1), wanted);
    items.push(...docs.map(listItemOf));
  }
  return { total: inD1 + archived.total, list: items };
}

/**
 * One of the member's orders with its lines, vouchers and timeline, from D1 or else from the archive (with no action
 * that would change it); another member's or an unknown one is 1103001.
 */
export async function orderDetail(db: Db, archive: OrderArchive, memberId: number, orderNo: string): Promise<OrderDetail> {
  const mine = and(eq(orders.memberId, memberId), eq(orders.orderNo, orderNo));
  const id = db.select({ id: orders.id }).from(orders).where(mine);
  const [order, lines, vouchers, events, archivedRow] = await db.batch([
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
    archivedCounts(db, memberId),
  ]);
  const row = order[0];
  if (row) {
    return detailView(
      row,
      lines,
      vouchers.map((v) => v.couponNo),
      events,
    );
  }
  // The bucket is asked only for a member the archive holds orders of.
  const doc = archivedRow[0] ? await archivedOrder(archive, memberId, orderNo) : null;
  if (!doc) throw new ApiError(ERR.ORDER_NOT_FOUND);
  return archivedDetailView(
    doc.order,
    doc.lines,
    doc.vouchers.map((v) => v.couponNo),
    doc.events,
  );
}
