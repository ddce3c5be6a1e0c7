/**
 * Applying for after-sales (spec §4): what a line of the member's order allows now, what it would give back, and the
 * application itself. Every query names the member. The money comes from order/pricing.ts lineRefund; the guards of
 * migration 0018 hold when two requests race past these checks.
 */
import { and, count, eq, inArray, isNotNull, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/sqlite-core';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { AFTER_SALE_STATUS, type AfterSaleReason, type AfterSaleType, ORDER_STATUS } from '../../../src/shared/contract/constants';
import type { CountryCode } from '../../../src/shared/countries';
import { ApiError, ERR } from '../../../src/shared/errors';
import { afterSalePhotos, afterSales, orderLines, orders } from '../../platform/schema';
import { randomToken } from '../../platform/tokens';
import { lineColumns } from '../order/orders';
import { isCollectedOnDelivery } from '../payment/methods';
import { coinsByLine, lineRefund } from '../order/pricing';
import { AFTER_SALE_SETTINGS, type AfterSaleSettings } from '../../platform/settings';

const DAY_MS = 24 * 3600 * 1000;
const S = AFTER_SALE_STATUS;

/** `what` of the applications of the line the enclosing query reads (those matching `where`). */
const ofLine = (what: SQL, where?: SQL) =>
  sql<number>`${new QueryBuilder()
    .select({ what })
    .from(afterSales)
    .where(and(eq(afterSales.lineId, orderLines.id), where))}`;

function lineQueries(db: DrizzleD1Database, memberId: number, orderNo: string, skuNo: string) {
  const ofOrder = and(eq(orders.memberId, memberId), eq(orders.orderNo, orderNo));
  return [
    db
      .select({
        orderId: orders.id,
        orderNo: orders.orderNo,
        orderStatus: orders.status,
        deliveredAt: orders.deliveredAt,
        completedAt: orders.completedAt,
        paymentMethod: orders.paymentMethod,
        currency: orders.currency,
        coinsUsed: orders.coinsUsed,
        shippingPaid: sql<number>`max(${orders.shippingFee} - ${orders.shippingDiscount}, 0)`.as('shipping_paid'),
        /** Units of the whole order neither refunded nor asked for by an open application. */
        unclaimed: sql<number>`(${new QueryBuilder()
          .select({ n: sql`coalesce(sum(${orderLines.quantity}), 0)` })
          .from(orderLines)
          .where(eq(orderLines.orderId, orders.id))}) - (${new QueryBuilder()
          .select({ n: sql`coalesce(sum(${afterSales.quantity}), 0)` })
          .from(afterSales)
          .where(and(eq(afterSales.orderId, orders.id), sql`${afterSales.status} <> ${S.failure}`))})`.as('unclaimed'),
      })
      .from(orders)
      .where(ofOrder),
    db
      .select({
        lineId: orderLines.id,
        ...lineColumns,
        voucherShare: orderLines.voucherShare,
        coinsShare: orderLines.coinsShare,
        /** Units of the line refunded by successful applications. */
        refunded: ofLine(sql`coalesce(sum(${afterSales.quantity}), 0)`, eq(afterSales.status, S.success)).as('refunded'),
        /** Its applications still open (0 or 1). */
        open: ofLine(count(), notInArray(afterSales.status, [S.success, S.failure])).as('open'),
        /** All its applications, whatever became of them. */
        applications: ofLine(count()).as('applications'),
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(ofOrder, eq(orderLines.skuNo, skuNo))),
    db
      .select({ id: orderLines.id, coinsShare: orderLines.coinsShare })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(ofOrder)
      .orderBy(orderLines.id),
  ] as const;
}

type Row<Q> = Q extends PromiseLike<(infer R)[]> ? R : never;
type LineQueries = ReturnType<typeof lineQueries>;

/** The member's order line with its order and what after-sales has done with it; lineCoins is the coins it took. */
export type LineFacts = Row<LineQueries[0]> & Row<LineQueries[1]> & { lineCoins: number };

/** The member's order line by order and SKU number, with what after-sales has done with it; 1103001 / 1103003 otherwise. */
export async function lineFacts(db: DrizzleD1Database, memberId: number, orderNo: string, skuNo: string): Promise<LineFacts> {
  const [[order], [line], shares] = await db.batch(lineQueries(db, memberId, orderNo, skuNo));
  if (!order) throw new ApiError(ERR.ORDER_NOT_FOUND);
  if (!line) throw new ApiError(ERR.ORDER_ITEM_NOT_FOUND);
  const coins = coinsByLine(
    order.coinsUsed,
    shares.map((l) => l.coinsShare),
  );
  return { ...order, ...line, lineCoins: coins[shares.findIndex((l) => l.id === line.lineId)] ?? 0 };
}

/** Delivered (the courier said so, or the shopper confirmed receipt). */
const isDelivered = (f: LineFacts) =>
  f.orderStatus === ORDER_STATUS.complete || (f.orderStatus === ORDER_STATUS.pendingReceipt && f.deliveredAt !== null);

/**
 * The types the order allows now: refund only while it has not arrived (before shipment, or with an interception of
 * the parcel); return and refund too once delivered. Cash on delivery has nothing to refund until the courier has
 * collected it: cancelling the order is the way before that.
 */
export function allowedTypes(f: LineFacts): AfterSaleType[] {
  if (isDelivered(f)) return ['refund_only', 'return_and_refund'];
  const onItsWay = f.orderStatus === ORDER_STATUS.pendingShipment || f.orderStatus === ORDER_STATUS.pendingReceipt;
  return onItsWay && !isCollectedOnDelivery(f.paymentMethod) ? ['refund_only'] : [];
}

/** The end of the after-sales period: days after delivery, or after completion when no delivery was recorded. */
export function deadlineOf(f: LineFacts, settings: AfterSaleSettings): number | null {
  const from = f.deliveredAt ?? (f.orderStatus === ORDER_STATUS.complete ? f.completedAt : null);
  return from === null ? null : from + settings.timeLimitDays * DAY_MS;
}

export interface Eligibility {
  types: AfterSaleType[];
  deadline: number | null;
  maxQuantity: number;
  quantity: number;
  /** The money back, `shipping` included. */
  amount: number;
  /** The shipping fee given back with the goods (0 but for the last units of an order that never shipped). */
  shipping: number;
  coins: number;
}

/**
 * The shopper paid the shipping fee for a delivery: when nothing of the order ever left the warehouse and this
 * application asks for every unit still unclaimed, the delivery will never happen, so the fee goes back with it
 * (docs/decisions/refund-shipping-fee.md). An application that fails later gives its units back to the unclaimed ones,
 * so the one that finally takes the last units carries the fee.
 */
export function shippingBack(f: LineFacts, quantity: number): number {
  return f.orderStatus === ORDER_STATUS.pendingShipment && quantity === f.unclaimed ? f.shippingPaid : 0;
}

/** What the line allows for `quantity` units (all that is left when absent), or the code saying why not. */
export function eligibility(f: LineFacts, settings: AfterSaleSettings, now: number, quantity?: number): Eligibility {
  const maxQuantity = f.quantity - f.refunded;
  if (f.open > 0) throw new ApiError(ERR.AFTER_SALE_IN_PROGRESS);
  if (maxQuantity <= 0) throw new ApiError(ERR.AFTER_SALE_EXISTS);
  const types = allowedTypes(f);
  if (types.length === 0) throw new ApiError(ERR.ORDER_STATUS_MISMATCH);
  const deadline = deadlineOf(f, settings);
  if (deadline !== null && now > deadline) throw new ApiError(ERR.AFTER_SALE_TIME_LIMIT);
  if (f.applications >= settings.maxApplicationsPerLine) throw new ApiError(ERR.AFTER_SALE_MAXIMUM);
  const q = quantity ?? maxQuantity;
  if (q > maxQuantity) throw new ApiError(ERR.AFTER_SALE_MAXIMUM_QUANTITY);
  const money = lineRefund(
    { quantity: f.quantity, unitPrice: f.unitPrice, voucherShare: f.voucherShare, coinsShare: f.coinsShare, coins: f.lineCoins },
    f.refunded,
    q,
  );
  const shipping = shippingBack(f, q);
  return { types, deadline, maxQuantity, quantity: q, amount: money.amount + shipping, shipping, coins: money.coins };
}

export const settingsOf = (country: CountryCode) => AFTER_SALE_SETTINGS[country];

/** A new application's number: 'AS', the country (its database), then time and randomness. */
export function newAfterSaleNo(country: CountryCode, now: number): string {
  return `AS${country}${now.toString(36).toUpperCase()}${randomToken(6)
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 6)}`;
}

export interface Application {
  type: AfterSaleType;
  reason: AfterSaleReason;
  quantity: number;
  description: string;
  photoNos: string[];
  expectedAmount?: number | undefined;
}

/** Which failure of the application's batch a constraint of migration 0018 reported, as the spec's code. */
function raceCode(err: unknown): ApiError | null {
  const message = String((err as Error)?.message ?? err);
  if (message.includes('after_sales.line_id')) return new ApiError(ERR.AFTER_SALE_IN_PROGRESS);
  if (message.includes('quantity beyond')) return new ApiError(ERR.AFTER_SALE_MAXIMUM_QUANTITY);
  return null;
}

/**
 * Applies (or applies again after a cancel or a failure): checks as the preview does, then one batch inserts the
 * application while the order is still in the state checked and attaches the member's unattached photos.
 */
export async function apply(
  db: DrizzleD1Database,
  country: CountryCode,
  memberId: number,
  orderNo: string,
  skuNo: string,
  a: Application,
  now: number,
): Promise<string> {
  const settings = settingsOf(country);
  const f = await lineFacts(db, memberId, orderNo, skuNo);
  const e = eligibility(f, settings, now, a.quantity);
  if (!e.types.includes(a.type)) throw new ApiError(ERR.ORDER_INVALID_PARAMETERS, 'invalid parameter: type');
  if (a.expectedAmount !== undefined && a.expectedAmount !== e.amount) throw new ApiError(ERR.PRICE_CHANGED);
  const photos = [...new Set(a.photoNos)];
  if (photos.length > settings.photoLimit) throw new ApiError(ERR.ORDER_INVALID_PARAMETERS, 'invalid parameter: photo_nos');
  if (photos.length > 0) {
    const owned = await db
      .select({ n: count() })
      .from(afterSalePhotos)
      .where(and(eq(afterSalePhotos.memberId, memberId), isNull(afterSalePhotos.afterSaleId), inArray(afterSalePhotos.photoNo, photos)))
      .get();
    if (owned?.n !== photos.length) throw new ApiError(ERR.ORDER_INVALID_PARAMETERS, 'invalid parameter: photo_nos');
  }
  const afterSaleNo = newAfterSaleNo(country, now);
  // An INSERT ... SELECT names every column of the table in its order: the application only while the order is as checked.
  const insert = db.insert(afterSales).select(
    db
      .select({
        id: sql`NULL`.as('id'),
        afterSaleNo: sql`${afterSaleNo}`.as('after_sale_no'),
        memberId: orders.memberId,
        orderId: orders.id,
        lineId: sql`${f.lineId}`.as('line_id'),
        type: sql`${a.type}`.as('type'),
        status: sql`${S.awaitingReview}`.as('status'),
        reason: sql`${a.reason}`.as('reason'),
        quantity: sql`${e.quantity}`.as('quantity'),
        refundAmount: sql`${e.amount}`.as('refund_amount'),
        refundCoins: sql`${e.coins}`.as('refund_coins'),
        description: sql`${a.description}`.as('description'),
        endReason: sql`NULL`.as('end_reason'),
        endNote: sql`NULL`.as('end_note'),
        returnCompany: sql`NULL`.as('return_company'),
        returnTrackingNo: sql`NULL`.as('return_tracking_no'),
        createdAt: sql`${now}`.as('created_at'),
        updatedAt: sql`${now}`.as('updated_at'),
      })
      .from(orders)
      .where(
        and(
          eq(orders.id, f.orderId),
          eq(orders.memberId, memberId),
          eq(orders.status, f.orderStatus),
          f.deliveredAt === null ? isNull(orders.deliveredAt) : isNotNull(orders.deliveredAt),
        ),
      ),
  );
  const application = db.select({ id: afterSales.id }).from(afterSales).where(eq(afterSales.afterSaleNo, afterSaleNo));
  const attach = db
    .update(afterSalePhotos)
    .set({ afterSaleId: sql`${application}` })
    .where(and(eq(afterSalePhotos.memberId, memberId), isNull(afterSalePhotos.afterSaleId), inArray(afterSalePhotos.photoNo, photos)));
  let inserted: D1Result;
  try {
    [inserted] = await db.batch([insert, ...(photos.length > 0 ? [attach] : [])]);
  } catch (err) {
    throw raceCode(err) ?? err;
  }
  // The order moved on between the check and the insert (shipped, delivered, cancelled): ask again.
  if (inserted.meta.changes === 0) throw new ApiError(ERR.ORDER_STATUS_MISMATCH);
  return afterSaleNo;
}
