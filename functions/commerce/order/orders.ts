/** The member's orders: every query names the member. */
import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { ORDER_STATUS, type OrderStatus, type PaymentStatus } from '../../../src/shared/contract/constants';
import type { OrderPayInfo, OrderStatusSummary } from '../../../src/shared/contract/order';
import { ApiError, ERR } from '../../../src/shared/errors';
import { orderArchiveMembers, orderLines, orders, payments } from '../../platform/schema';
import { payInfoView } from './views';

type Db = DrizzleD1Database;

const inStatus = (status: OrderStatus) => sql<number>`count(*) filter (where ${orders.status} = ${status})`;

/**
 * How many of the member's orders are in each status (completed ones in the archive too, order/archive.ts), and how
 * many have an after-sales request.
 */
export async function statusSummary(db: Db, memberId: number): Promise<OrderStatusSummary> {
  const archivedCompleted = db
    .select({ completed: orderArchiveMembers.completed })
    .from(orderArchiveMembers)
    .where(eq(orderArchiveMembers.memberId, memberId));
  const row = await db
    .select({
      unpaid: inStatus(ORDER_STATUS.pendingPayment),
      to_ship: inStatus(ORDER_STATUS.pendingShipment),
      shipped: inStatus(ORDER_STATUS.pendingReceipt),
      completed: sql<number>`${inStatus(ORDER_STATUS.complete)} + coalesce(${archivedCompleted}, 0)`,
      after_sale: sql<number>`count(*) filter (where ${orders.afterSale} = 1)`,
    })
    .from(orders)
    .where(eq(orders.memberId, memberId))
    .get();
  return row ?? { unpaid: 0, to_ship: 0, shipped: 0, completed: 0, after_sale: 0 };
}

/** An order line's columns as the shopper sees it (views OrderLineRow). */
export const lineColumns = {
  skuNo: orderLines.skuNo,
  productNo: orderLines.productNo,
  productName: orderLines.productName,
  specValue: orderLines.specValue,
  imageUrl: orderLines.imageUrl,
  quantity: orderLines.quantity,
  unitPrice: orderLines.unitPrice,
  unitRetail: orderLines.unitRetail,
};

/** One of the member's orders with its lines and latest payment state; another member's or an unknown one is 1103001. */
export async function payInfo(db: Db, memberId: number, orderNo: string): Promise<OrderPayInfo> {
  const mine = and(eq(orders.memberId, memberId), eq(orders.orderNo, orderNo));
  const latestPayment = db
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.orderId, orders.id))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  const [order, lines] = await db.batch([
    db
      .select({ ...getTableColumns(orders), paymentStatus: sql<PaymentStatus | null>`${latestPayment}`.as('payment_status') })
      .from(orders)
      .where(mine),
    db.select(lineColumns).from(orderLines).innerJoin(orders, eq(orders.id, orderLines.orderId)).where(mine).orderBy(asc(orderLines.id)),
  ]);
  const row = order[0];
  if (!row) throw new ApiError(ERR.ORDER_NOT_FOUND);
  return payInfoView(row, lines);
}
