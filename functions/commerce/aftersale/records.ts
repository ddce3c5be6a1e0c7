/** The member's applications and refunds as the pages read them: every query names the member. */
import { and, count, desc, eq, gt, inArray, notExists, notInArray, type SQL, sql } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { alias, QueryBuilder, type SelectedFields } from 'drizzle-orm/sqlite-core';
import {
  AFTER_SALE_PAGE_SIZE,
  AFTER_SALE_TAB,
  type AfterSaleDetail,
  type AfterSaleListItem,
  type RefundRecord,
} from '../../../src/shared/contract/aftersale';
import { AFTER_SALE_STATUS } from '../../../src/shared/contract/constants';
import type { CountryCode } from '../../../src/shared/countries';
import { ApiError, ERR } from '../../../src/shared/errors';
import {
  afterSaleEvents,
  afterSalePhotos,
  afterSaleRefunds,
  afterSales,
  orderLines,
  orders,
  payments,
  refundCards,
} from '../../platform/schema';
import { AFTER_SALE_SETTINGS } from '../../platform/settings';
import { lineColumns } from '../order/orders';
import { detailView, listItemView, type RefundTo, refundView } from './views';

const S = AFTER_SALE_STATUS;
const ended = [S.success, S.failure];

/** Other applications of the same line, for the columns below (no database needed to build a subquery). */
const sibling = alias(afterSales, 'sibling');
const siblings = <T extends SelectedFields>(what: T, where?: SQL) =>
  new QueryBuilder()
    .select(what)
    .from(sibling)
    .where(and(eq(sibling.lineId, afterSales.lineId), where));

/**
 * An application with its order and line, as the list and the detail read it. Drizzle reads a batch's rows by column
 * name, so no two columns share one (the application's quantity is renamed).
 */
const listColumns = {
  afterSaleNo: afterSales.afterSaleNo,
  orderNo: orders.orderNo,
  type: afterSales.type,
  status: afterSales.status,
  endReason: afterSales.endReason,
  afterSaleQuantity: sql<number>`${afterSales.quantity}`.as('after_sale_quantity'),
  currency: orders.currency,
  refundAmount: afterSales.refundAmount,
  refundCoins: afterSales.refundCoins,
  createdAt: afterSales.createdAt,
  ...lineColumns,
  latest: sql<number>`${notExists(siblings({ one: sql`1` }, gt(sibling.id, afterSales.id)))}`.as('latest'),
  applications: sql<number>`${siblings({ n: count() })}`.as('applications'),
  refunded: sql<number>`${siblings({ units: sql`coalesce(sum(${sibling.quantity}), 0)` }, eq(sibling.status, S.success))}`.as('refunded'),
};

const detailColumns = {
  ...listColumns,
  reason: afterSales.reason,
  description: afterSales.description,
  endNote: afterSales.endNote,
  returnCompany: afterSales.returnCompany,
  returnTrackingNo: afterSales.returnTrackingNo,
  updatedAt: afterSales.updatedAt,
};

const onOrder = eq(orders.id, afterSales.orderId);
const onLine = eq(orderLines.id, afterSales.lineId);

const listRows = (db: DrizzleD1Database, where: SQL | undefined) =>
  db.select(listColumns).from(afterSales).innerJoin(orders, onOrder).innerJoin(orderLines, onLine).where(where);

const detailRows = (db: DrizzleD1Database, where: SQL | undefined) =>
  db.select(detailColumns).from(afterSales).innerJoin(orders, onOrder).innerJoin(orderLines, onLine).where(where);

const TAB_WHERE: Record<string, SQL | undefined> = {
  [AFTER_SALE_TAB.all]: undefined,
  [AFTER_SALE_TAB.open]: notInArray(afterSales.status, ended),
  [AFTER_SALE_TAB.ended]: inArray(afterSales.status, ended),
};

const pageOf = (q: { page_num?: number | undefined; page_size?: number | undefined }) => {
  const size = q.page_size ?? AFTER_SALE_PAGE_SIZE;
  return { limit: size, offset: ((q.page_num ?? 1) - 1) * size };
};

export async function afterSalePageOf(
  db: DrizzleD1Database,
  country: CountryCode,
  memberId: number,
  q: { tab: string; page_num?: number | undefined; page_size?: number | undefined },
): Promise<{ total: number; list: AfterSaleListItem[] }> {
  const page = pageOf(q);
  const where = and(eq(afterSales.memberId, memberId), TAB_WHERE[q.tab]);
  const [[counted], rows] = await db.batch([
    db.select({ total: count() }).from(afterSales).where(where),
    listRows(db, where).orderBy(desc(afterSales.createdAt), desc(afterSales.id)).limit(page.limit).offset(page.offset),
  ]);
  const settings = AFTER_SALE_SETTINGS[country];
  return { total: counted?.total ?? 0, list: rows.map((r) => listItemView(r, settings)) };
}

/** A refund with the numbers of its application and order (no two columns of one name, as a batch needs). */
const refunds = (db: DrizzleD1Database, where: SQL | undefined) =>
  db
    .select({
      refundNo: afterSaleRefunds.refundNo,
      afterSaleNo: afterSales.afterSaleNo,
      orderNo: orders.orderNo,
      currency: afterSaleRefunds.currency,
      amount: afterSaleRefunds.amount,
      coins: afterSaleRefunds.coins,
      method: afterSaleRefunds.method,
      destination: afterSaleRefunds.destination,
      lastFour: afterSaleRefunds.lastFour,
      status: afterSaleRefunds.status,
      createdAt: afterSaleRefunds.createdAt,
      refundedAt: afterSaleRefunds.refundedAt,
    })
    .from(afterSaleRefunds)
    .innerJoin(afterSales, eq(afterSales.id, afterSaleRefunds.afterSaleId))
    .innerJoin(orders, eq(orders.id, afterSaleRefunds.orderId))
    .where(where);

export async function afterSaleDetailOf(
  db: DrizzleD1Database,
  country: CountryCode,
  memberId: number,
  afterSaleNo: string,
): Promise<AfterSaleDetail> {
  const mine = db
    .select({ id: afterSales.id })
    .from(afterSales)
    .where(and(eq(afterSales.memberId, memberId), eq(afterSales.afterSaleNo, afterSaleNo)));
  const [[detail], photos, events, [refund]] = await db.batch([
    detailRows(db, and(eq(afterSales.memberId, memberId), eq(afterSales.afterSaleNo, afterSaleNo))),
    db
      .select({ photoNo: afterSalePhotos.photoNo })
      .from(afterSalePhotos)
      .where(and(eq(afterSalePhotos.memberId, memberId), eq(afterSalePhotos.afterSaleId, mine)))
      .orderBy(afterSalePhotos.id),
    db
      .select({ event: afterSaleEvents.event, at: afterSaleEvents.at })
      .from(afterSaleEvents)
      .where(eq(afterSaleEvents.afterSaleId, mine))
      .orderBy(afterSaleEvents.at, afterSaleEvents.id),
    refunds(db, and(eq(afterSaleRefunds.memberId, memberId), eq(afterSaleRefunds.afterSaleId, mine))),
  ]);
  if (!detail) throw new ApiError(ERR.AFTER_SALE_NOT_FOUND);
  return detailView(
    country,
    detail,
    AFTER_SALE_SETTINGS[country],
    photos.map((p) => p.photoNo),
    events,
    refund ?? null,
  );
}

export async function refundPageOf(
  db: DrizzleD1Database,
  country: CountryCode,
  memberId: number,
  q: { page_num?: number | undefined; page_size?: number | undefined },
): Promise<{ total: number; list: RefundRecord[] }> {
  const page = pageOf(q);
  const [[counted], rows] = await db.batch([
    db.select({ total: count() }).from(afterSaleRefunds).where(eq(afterSaleRefunds.memberId, memberId)),
    refunds(db, eq(afterSaleRefunds.memberId, memberId))
      .orderBy(desc(afterSaleRefunds.createdAt), desc(afterSaleRefunds.id))
      .limit(page.limit)
      .offset(page.offset),
  ]);
  return { total: counted?.total ?? 0, list: rows.map((r) => refundView(country, r)) };
}

/** Where a refund of the order would go now: its successful payment's channel, or the member's default refund card. */
export async function refundDestinationOf(db: DrizzleD1Database, memberId: number, orderId: number, cod: boolean): Promise<RefundTo> {
  if (cod) {
    const card = await db
      .select({ bankCode: refundCards.bankCode, lastFour: sql<string>`substr(${refundCards.accountNumber}, -4)` })
      .from(refundCards)
      .where(and(eq(refundCards.memberId, memberId), eq(refundCards.isDefault, 1)))
      .get();
    return { method: 'refund_card', destination: card?.bankCode ?? null, lastFour: card?.lastFour ?? null };
  }
  const paid = await db
    .select({ channel: payments.channel })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.memberId, memberId), eq(payments.status, 'successful')))
    .get();
  return { method: 'original', destination: paid?.channel || null, lastFour: null };
}
