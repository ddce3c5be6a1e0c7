/**
 * The after-sales state machine (spec §4), every status change of an application in one place:
 *   refund only:        1 → 3 (approved; before shipment or once delivered) | 1 → 2 (approved on a shipped, undelivered
 *                       order: interception requested) → 3 (intercepted) | 5 (interception failed)
 *   return and refund:  1 → 6 (approved: awaiting the return) → 7 (the shopper sent it: pending inspection) → 3 | 5
 *   then                3 → 4 (the money is back) | 5 (the refund failed); 1 → 5 rejected; 1, 2, 6 → 5 cancelled.
 * Each change is one statement guarded by the status it leaves (and a trigger of migration 0018 refuses any other
 * pair), so of two racing moves one changes the application and the other is 1103006. Entering 3 records the refund
 * in the same batch; the money itself goes through ./money.ts, whose settlement ends in settleStatements here.
 */
import { and, desc, eq, exists, gt, inArray, isNotNull, isNull, notExists, type SQL, sql } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { alias, type SQLiteUpdateSetSource } from 'drizzle-orm/sqlite-core';
import { AFTER_SALE_STATUS, type AfterSaleEndReason, type AfterSaleStatus, ORDER_STATUS } from '../../../src/shared/contract/constants';
import type { CountryCode } from '../../../src/shared/countries';
import { ApiError, ERR } from '../../../src/shared/errors';
import type { BatchStatement } from '../../platform/db';
import {
  afterSaleRefunds,
  afterSales,
  coinLedger,
  memberVouchers,
  orderLines,
  orders,
  payments,
  refundCards,
  skus,
} from '../../platform/schema';
import { randomToken } from '../../platform/tokens';
import { COLLECTED_ON_DELIVERY } from '../payment/methods';
import { ledgerEntry } from '../points/entries';

const S = AFTER_SALE_STATUS;

const one = sql`1`;

/** An application where its order stands: what every move is decided on. */
function stateWhere(db: DrizzleD1Database, where: SQL | undefined) {
  return db
    .select({
      id: afterSales.id,
      afterSaleNo: afterSales.afterSaleNo,
      type: afterSales.type,
      status: afterSales.status,
      orderId: afterSales.orderId,
      orderStatus: orders.status,
      deliveredAt: orders.deliveredAt,
    })
    .from(afterSales)
    .innerJoin(orders, eq(orders.id, afterSales.orderId))
    .where(where)
    .get();
}

/** An application by id (the merchant's side); 1103002 when there is none. */
export async function afterSaleById(db: DrizzleD1Database, id: number) {
  const row = await stateWhere(db, eq(afterSales.id, id));
  if (!row) throw new ApiError(ERR.AFTER_SALE_NOT_FOUND);
  return row;
}

/** The member's application by number; another member's or an unknown one is 1103002. */
export async function afterSaleOfMember(db: DrizzleD1Database, memberId: number, afterSaleNo: string) {
  const row = await stateWhere(db, and(eq(afterSales.memberId, memberId), eq(afterSales.afterSaleNo, afterSaleNo)));
  if (!row) throw new ApiError(ERR.AFTER_SALE_NOT_FOUND);
  return row;
}

const mismatch = () => new ApiError(ERR.ORDER_STATUS_MISMATCH);

interface Move {
  from: readonly AfterSaleStatus[];
  to: AfterSaleStatus;
  endReason?: AfterSaleEndReason;
  endNote?: string | null;
}

function moveStatement(db: DrizzleD1Database, id: number, m: Move, now: number) {
  return db
    .update(afterSales)
    .set({ status: m.to, endReason: m.endReason ?? null, endNote: m.endNote ?? null, updatedAt: now })
    .where(and(eq(afterSales.id, id), inArray(afterSales.status, [...m.from])));
}

/** The refund's number: 'R', the country (its database, for the gateway's callback), then randomness. */
export function newRefundNo(country: CountryCode, now: number): string {
  return `R${country}${now.toString(36).toUpperCase()}${randomToken(6)
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 6)}`;
}

/**
 * The refund of an application that has just entered 3: the application's amount and coins, to the order's successful
 * payment (or, for cash on delivery, the member's default refund card as it is now). Only the batch whose move
 * entered 3 finds none recorded yet (and after_sale_id is unique besides). Drizzle's INSERT ... SELECT fills every
 * column of the table, so the select names each, in the table's order.
 */
function refundStatement(db: DrizzleD1Database, id: number, refundNo: string, now: number) {
  const paid = alias(payments, 'paid');
  const onDelivery = inArray(orders.paymentMethod, COLLECTED_ON_DELIVERY);
  const payment = db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orders.id), inArray(payments.status, ['successful', 'processing'])))
    .orderBy(sql`${payments.status} = 'successful' DESC`, desc(payments.id))
    .limit(1);
  return db.insert(afterSaleRefunds).select(
    db
      .select({
        id: sql`NULL`.as('id'),
        refundNo: sql`${refundNo}`.as('refund_no'),
        afterSaleId: afterSales.id,
        memberId: afterSales.memberId,
        orderId: afterSales.orderId,
        paymentId: paid.id,
        amount: afterSales.refundAmount,
        coins: afterSales.refundCoins,
        currency: orders.currency,
        method: sql`CASE WHEN ${onDelivery} THEN 'refund_card' ELSE 'original' END`.as('method'),
        destination: sql`CASE WHEN ${onDelivery} THEN ${refundCards.bankCode} ELSE ${paid.channel} END`.as('destination'),
        lastFour: sql`CASE WHEN ${onDelivery} THEN substr(${refundCards.accountNumber}, -4) END`.as('last_four'),
        status: sql`'pending'`.as('status'),
        gatewayRefundId: sql`NULL`.as('gateway_refund_id'),
        failureCode: sql`NULL`.as('failure_code'),
        settledBy: sql`NULL`.as('settled_by'),
        createdAt: sql`${now}`.as('created_at'),
        updatedAt: sql`${now}`.as('updated_at'),
        refundedAt: sql`NULL`.as('refunded_at'),
      })
      .from(afterSales)
      .innerJoin(orders, eq(orders.id, afterSales.orderId))
      .leftJoin(paid, eq(paid.id, payment))
      .leftJoin(refundCards, and(eq(refundCards.memberId, afterSales.memberId), eq(refundCards.isDefault, 1)))
      .where(
        and(
          eq(afterSales.id, id),
          eq(afterSales.status, S.refundPending),
          notExists(db.select({ one }).from(afterSaleRefunds).where(eq(afterSaleRefunds.afterSaleId, id))),
        ),
      ),
  );
}

type MoveStatement = ReturnType<typeof moveStatement>;

/** Runs a move with what follows it in its batch; 1103006 when the application is no longer where it was. */
async function runBatch(db: DrizzleD1Database, move: MoveStatement, then: BatchStatement[]): Promise<void> {
  let moved: D1Result;
  try {
    [moved] = await db.batch([move, ...then]);
  } catch (err) {
    if (String((err as Error)?.message ?? err).includes('after_sale_refunds.after_sale_id')) throw mismatch();
    throw err;
  }
  if (moved.meta.changes === 0) throw mismatch();
}

/** Entering 3 records the refund in the move's batch. */
const refundOnEntering = (db: DrizzleD1Database, country: CountryCode, id: number, to: AfterSaleStatus, now: number): BatchStatement[] =>
  to === S.refundPending ? [refundStatement(db, id, newRefundNo(country, now), now)] : [];

/** A move, and entering 3 its refund record. */
const run = (db: DrizzleD1Database, country: CountryCode, id: number, m: Move, now: number) =>
  runBatch(db, moveStatement(db, id, m, now), refundOnEntering(db, country, id, m.to, now));

/**
 * The reviewer approves an application awaiting review: a return is awaited; a refund only is refunded at once before
 * shipment and once delivered, and on a parcel under way an interception is asked for first. The order must still be
 * in the state this was decided on.
 */
export async function approve(db: DrizzleD1Database, country: CountryCode, id: number, now: number): Promise<void> {
  const a = await afterSaleById(db, id);
  if (a.status !== S.awaitingReview) throw mismatch();
  const underWay = a.orderStatus === ORDER_STATUS.pendingReceipt && a.deliveredAt === null;
  const to = a.type === 'return_and_refund' ? S.awaitingReturn : underWay ? S.interceptionRequested : S.refundPending;
  const orderAsDecided = db
    .select({ one })
    .from(orders)
    .where(
      and(
        eq(orders.id, a.orderId),
        eq(orders.status, a.orderStatus),
        a.deliveredAt === null ? isNull(orders.deliveredAt) : isNotNull(orders.deliveredAt),
      ),
    );
  const move = db
    .update(afterSales)
    .set({ status: to, updatedAt: now })
    .where(and(eq(afterSales.id, id), eq(afterSales.status, S.awaitingReview), exists(orderAsDecided)));
  await runBatch(db, move, refundOnEntering(db, country, id, to, now));
}

/** The reviewer refuses an application awaiting review, with their reason. */
export const reject = (db: DrizzleD1Database, country: CountryCode, id: number, note: string, now: number) =>
  run(db, country, id, { from: [S.awaitingReview], to: S.failure, endReason: 'rejected', endNote: note }, now);

/** The courier stopped the parcel (→ 3) or could not (→ 5; the shopper may apply again once it is delivered). */
export const interception = (db: DrizzleD1Database, country: CountryCode, id: number, ok: boolean, now: number) =>
  run(
    db,
    country,
    id,
    ok
      ? { from: [S.interceptionRequested], to: S.refundPending }
      : { from: [S.interceptionRequested], to: S.failure, endReason: 'interception_failed' },
    now,
  );

/** The returned goods were inspected: accepted (→ 3) or not (→ 5 with the reason). */
export const inspection = (db: DrizzleD1Database, country: CountryCode, id: number, ok: boolean, note: string | null, now: number) =>
  run(
    db,
    country,
    id,
    ok
      ? { from: [S.pendingInspection], to: S.refundPending }
      : { from: [S.pendingInspection], to: S.failure, endReason: 'inspection_failed', endNote: note },
    now,
  );

/** The shopper cancels while the application is awaiting review, interception or the return. */
export async function cancel(
  db: DrizzleD1Database,
  country: CountryCode,
  memberId: number,
  afterSaleNo: string,
  now: number,
): Promise<void> {
  const a = await afterSaleOfMember(db, memberId, afterSaleNo);
  await run(
    db,
    country,
    a.id,
    { from: [S.awaitingReview, S.interceptionRequested, S.awaitingReturn], to: S.failure, endReason: 'cancelled' },
    now,
  );
}

/** The shopper sent the return (6 → 7) with its courier and tracking number. */
export async function submitReturn(
  db: DrizzleD1Database,
  memberId: number,
  afterSaleNo: string,
  shipment: { company: string; trackingNo: string },
  now: number,
): Promise<void> {
  const a = await afterSaleOfMember(db, memberId, afterSaleNo);
  const { meta } = await db
    .update(afterSales)
    .set({ status: S.pendingInspection, returnCompany: shipment.company.trim(), returnTrackingNo: shipment.trackingNo, updatedAt: now })
    .where(and(eq(afterSales.id, a.id), eq(afterSales.status, S.awaitingReturn)))
    .run();
  if (meta.changes === 0) throw mismatch();
}

/** The settlement's own write: a pending refund ends, marked with the settlement's token. */
const settleRefund = (db: DrizzleD1Database, refundId: number, set: SQLiteUpdateSetSource<typeof afterSaleRefunds>) =>
  db
    .update(afterSaleRefunds)
    .set(set)
    .where(and(eq(afterSaleRefunds.id, refundId), eq(afterSaleRefunds.status, 'pending')));

export type SettleStatements = [ReturnType<typeof settleRefund>, ...BatchStatement[]];

/**
 * The end of a refund (3 → 4 or 5), as one batch. Every statement after the first acts only where the first left this
 * settlement's token, so a replayed or raced settlement changes nothing. On success the coins go back (the ledger's
 * unique after_sale_id and its trigger make a second return impossible); once every unit of the order is refunded,
 * its still-valid vouchers return to the wallet (an expired one stays expired; first-order free shipping stays spent,
 * spec §9), its payment becomes refunded, and an order that never reached the shopper closes with its stock back in
 * the warehouse.
 */
export function settleStatements(
  db: DrizzleD1Database,
  refundId: number,
  outcome: { ok: true; gatewayRefundId: string | null } | { ok: false; failureCode: string },
  now: number,
): SettleStatements {
  const token = randomToken(12);
  const thisRefund = eq(afterSaleRefunds.id, refundId);
  const here = exists(
    db
      .select({ one })
      .from(afterSaleRefunds)
      .where(and(thisRefund, eq(afterSaleRefunds.settledBy, token))),
  );
  const afterSale = db.select({ id: afterSaleRefunds.afterSaleId }).from(afterSaleRefunds).where(thisRefund);
  if (!outcome.ok) {
    return [
      settleRefund(db, refundId, { status: 'failed', failureCode: outcome.failureCode.slice(0, 64), settledBy: token, updatedAt: now }),
      db
        .update(afterSales)
        .set({ status: S.failure, endReason: 'refund_failed', updatedAt: now })
        .where(and(eq(afterSales.id, afterSale), eq(afterSales.status, S.refundPending), here)),
    ];
  }
  const order = db.select({ id: afterSaleRefunds.orderId }).from(afterSaleRefunds).where(thisRefund);
  const refundedOfLine = db
    .select({ units: sql`coalesce(sum(${afterSales.quantity}), 0)` })
    .from(afterSales)
    .where(and(eq(afterSales.lineId, orderLines.id), eq(afterSales.status, S.success)));
  const whollyRefunded = notExists(
    db
      .select({ one })
      .from(orderLines)
      .where(and(eq(orderLines.orderId, order), gt(orderLines.quantity, refundedOfLine))),
  );
  const closedHere = exists(
    db
      .select({ one })
      .from(orders)
      .where(and(eq(orders.id, order), eq(orders.status, ORDER_STATUS.closed), eq(orders.releasedAt, now), eq(orders.closedAt, now))),
  );
  const lineOfSku = db
    .select({ quantity: orderLines.quantity })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, order), eq(orderLines.skuId, skus.id)));
  return [
    settleRefund(db, refundId, {
      status: 'succeeded',
      refundedAt: now,
      gatewayRefundId: sql`coalesce(${outcome.gatewayRefundId}, ${afterSaleRefunds.gatewayRefundId})`,
      settledBy: token,
      updatedAt: now,
    }),
    db
      .update(afterSales)
      .set({ status: S.success, updatedAt: now })
      .where(and(eq(afterSales.id, afterSale), eq(afterSales.status, S.refundPending), here)),
    db.insert(coinLedger).select(
      db
        .select(
          ledgerEntry('refund', now, {
            memberId: afterSaleRefunds.memberId,
            delta: afterSaleRefunds.coins,
            orderId: afterSaleRefunds.orderId,
            afterSaleId: afterSaleRefunds.afterSaleId,
          }),
        )
        .from(afterSaleRefunds)
        .where(and(thisRefund, gt(afterSaleRefunds.coins, 0), eq(afterSaleRefunds.settledBy, token))),
    ),
    db
      .update(memberVouchers)
      .set({ uses: 0, orderId: null })
      .where(and(eq(memberVouchers.orderId, order), gt(memberVouchers.validUntil, now), here, whollyRefunded)),
    // The payment given back whole: refunded (spec §4 payment message, 1104008; the order's timeline and message follow
    // by 0017's trigger), with a refund id, so the orders' refund retry (order/transitions.ts) never sends it again.
    db
      .update(payments)
      .set({
        status: 'refunded',
        refundId: sql`coalesce(${payments.refundId}, ${outcome.gatewayRefundId}, ${db
          .select({ refundNo: afterSaleRefunds.refundNo })
          .from(afterSaleRefunds)
          .where(thisRefund)})`,
        updatedAt: now,
      })
      .where(and(eq(payments.orderId, order), eq(payments.status, 'successful'), here, whollyRefunded)),
    db
      .update(orders)
      .set({ status: ORDER_STATUS.closed, closedAt: now, closeReason: 'cancelled', releasedAt: now })
      .where(
        and(
          eq(orders.id, order),
          inArray(orders.status, [ORDER_STATUS.pendingShipment, ORDER_STATUS.pendingReceipt]),
          isNull(orders.deliveredAt),
          here,
          whollyRefunded,
        ),
      ),
    db
      .update(skus)
      .set({ stock: sql`${skus.stock} + ${lineOfSku}` })
      .where(
        and(inArray(skus.id, db.select({ id: orderLines.skuId }).from(orderLines).where(eq(orderLines.orderId, order))), here, closedHere),
      ),
  ];
}
