/**
 * The money of an after-sales refund going back. An online payment's refund goes through the gateway to the original
 * method (payment-gateway/refunds.ts, idempotent by our refund number, so a retry is the same refund); its answer, or
 * the gateway's refund.succeeded / refund.failed callback when it answered PENDING, settles it (machine.ts
 * settleStatements: once, however often the word comes). A cash-on-delivery order's refund is paid out to the
 * member's refund card by the merchant's finance team: recorded as pending until they confirm the payout
 * (docs/decisions/aftersale-refunds.md; the development control does so under `npm start`).
 */
import { and, eq, gt, isNull, notExists, type SQL, sql } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { alias } from 'drizzle-orm/sqlite-core';
import type { PaymentCallback } from '../../providers/payment-gateway/callbacks';
import { type CountryCode, isCountry } from '../../../src/shared/countries';
import { ApiError, ERR } from '../../../src/shared/errors';
import { dbFor } from '../../platform/db';
import { afterSaleRefunds, coinLedger, orders, payments } from '../../platform/schema';
import { coinsEarnedFor } from '../order/pricing';
import { refundThroughGateway } from '../payment/methods';
import { CHECKOUT_SETTINGS } from '../../platform/settings';
import { settleStatements } from './machine';

/** Refunds with the payment each goes back to. */
function refundsToSend(db: DrizzleD1Database, where: SQL | undefined) {
  return db
    .select({
      id: afterSaleRefunds.id,
      refundNo: afterSaleRefunds.refundNo,
      status: afterSaleRefunds.status,
      method: afterSaleRefunds.method,
      amount: afterSaleRefunds.amount,
      currency: afterSaleRefunds.currency,
      gatewayRefundId: afterSaleRefunds.gatewayRefundId,
      payMethod: payments.method,
      payGatewayId: payments.gatewayId,
    })
    .from(afterSaleRefunds)
    .leftJoin(payments, eq(payments.id, afterSaleRefunds.paymentId))
    .where(where);
}

type RefundToSend = Awaited<ReturnType<typeof refundsToSend>>[number];

/**
 * The coins an order earns are for what the shopper kept: while receipt is not yet confirmed (no 'earn' credit),
 * refunds lower them to what the goods still paid earn (order/pricing.ts coinsEarnedFor). Computed from the refunds
 * settled so far, so it only ever lowers, and the last settlement of an order sees every refund.
 */
async function lowerCoinsEarned(db: DrizzleD1Database, refundId: number): Promise<void> {
  const settled = alias(afterSaleRefunds, 'settled');
  const row = await db
    .select({
      id: orders.id,
      goodsPaid: sql<number>`${orders.subtotal} - ${orders.voucherDiscount} - ${orders.coinsValue}`,
      refundNo: afterSaleRefunds.refundNo,
      refunded: sql<number>`${db
        .select({ sum: sql`coalesce(sum(${settled.amount}), 0)` })
        .from(settled)
        .where(and(eq(settled.orderId, orders.id), eq(settled.status, 'succeeded')))}`,
    })
    .from(afterSaleRefunds)
    .innerJoin(orders, eq(orders.id, afterSaleRefunds.orderId))
    .where(eq(afterSaleRefunds.id, refundId))
    .get();
  const country = row ? countryOfRefundNo(row.refundNo) : null;
  if (!row || !country) return;
  const earned = coinsEarnedFor(row.goodsPaid - row.refunded, CHECKOUT_SETTINGS[country].coins.earnEvery);
  const credited = db
    .select({ one: sql`1` })
    .from(coinLedger)
    .where(and(eq(coinLedger.orderId, row.id), eq(coinLedger.kind, 'earn')));
  await db
    .update(orders)
    .set({ coinsEarned: earned })
    .where(and(eq(orders.id, row.id), gt(orders.coinsEarned, earned), notExists(credited)))
    .run();
}

/** Settles a pending refund; false when it was settled before (a replay). */
export async function settle(
  db: DrizzleD1Database,
  refundId: number,
  outcome: { ok: true; gatewayRefundId: string | null } | { ok: false; failureCode: string },
  now: number,
): Promise<boolean> {
  const [settled] = await db.batch(settleStatements(db, refundId, outcome, now));
  const done = settled.meta.changes > 0;
  if (done && outcome.ok) await lowerCoinsEarned(db, refundId);
  return done;
}

/** Sends one pending refund to the gateway and settles it by the answer; a failure to reach it is left for the job. */
async function send(env: Env, db: DrizzleD1Database, r: RefundToSend, now: number): Promise<void> {
  if (r.status !== 'pending' || r.method !== 'original') return;
  // Vouchers and coins paid for all of it: nothing goes through the gateway, the coins still come back.
  if (r.amount === 0) {
    await settle(db, r.id, { ok: true, gatewayRefundId: null }, now);
    return;
  }
  if (!r.payGatewayId || !r.payMethod) {
    console.error(JSON.stringify({ event: 'after-sales refund without a gateway payment', refund: r.refundNo }));
    return;
  }
  try {
    const refund = await refundThroughGateway(env, r.payMethod, r.payGatewayId, {
      referenceId: r.refundNo,
      amount: r.amount,
      currency: r.currency,
      reason: 'REQUESTED_BY_CUSTOMER',
    });
    if (refund.status === 'SUCCEEDED') await settle(db, r.id, { ok: true, gatewayRefundId: refund.id }, now);
    else if (refund.status === 'FAILED') await settle(db, r.id, { ok: false, failureCode: 'GATEWAY_FAILED' }, now);
    else {
      await db
        .update(afterSaleRefunds)
        .set({ gatewayRefundId: refund.id, updatedAt: now })
        .where(and(eq(afterSaleRefunds.id, r.id), eq(afterSaleRefunds.status, 'pending')))
        .run();
    }
  } catch (err) {
    console.error(JSON.stringify({ event: 'after-sales refund failed', refund: r.refundNo, error: String(err) }));
  }
}

/** Sends the refund an application has just recorded (entering status 3). */
export async function sendRefundOf(env: Env, db: DrizzleD1Database, afterSaleId: number, now: number): Promise<void> {
  const r = await refundsToSend(db, eq(afterSaleRefunds.afterSaleId, afterSaleId)).get();
  if (r) await send(env, db, r, now);
}

/** Refunds the gateway did not take (or was not reached for): sent again by the scheduled job, the same refund. */
export async function retryAfterSaleRefunds(env: Env, db: DrizzleD1Database, now: number): Promise<void> {
  const unsent = await refundsToSend(
    db,
    and(eq(afterSaleRefunds.status, 'pending'), eq(afterSaleRefunds.method, 'original'), isNull(afterSaleRefunds.gatewayRefundId)),
  ).limit(50);
  for (const r of unsent) await send(env, db, r, now);
}

/** The merchant's finance team paid a cash-on-delivery refund out to the refund card (the development control). */
export async function confirmPayout(db: DrizzleD1Database, afterSaleId: number, now: number): Promise<void> {
  const r = await db
    .select({ id: afterSaleRefunds.id })
    .from(afterSaleRefunds)
    .where(
      and(
        eq(afterSaleRefunds.afterSaleId, afterSaleId),
        eq(afterSaleRefunds.method, 'refund_card'),
        eq(afterSaleRefunds.status, 'pending'),
      ),
    )
    .get();
  if (!r || !(await settle(db, r.id, { ok: true, gatewayRefundId: null }, now))) throw new ApiError(ERR.ORDER_STATUS_MISMATCH);
}

/** The database of a refund number ('R' + country …), or null for one that is not an after-sales refund. */
export function countryOfRefundNo(refundNo: string): CountryCode | null {
  const country = refundNo.slice(1, 3);
  return refundNo.startsWith('R') && isCountry(country) ? country : null;
}

/**
 * The gateway's refund.succeeded / refund.failed for one of our after-sales refunds. A replay, an event for a refund
 * settled already or for another payment, or an amount other than ours changes nothing (the last is logged).
 */
export async function applyRefundCallback(env: Env, ev: PaymentCallback, now: number): Promise<void> {
  const country = countryOfRefundNo(ev.referenceId);
  if (!country) return;
  const db = dbFor(env, country);
  const r = await refundsToSend(db, eq(afterSaleRefunds.refundNo, ev.referenceId)).get();
  if (r?.status !== 'pending' || r.payGatewayId !== ev.paymentRequestId) return;
  if (ev.amount !== r.amount || ev.currency !== r.currency) {
    console.error(JSON.stringify({ event: 'refund callback amount mismatch', refund: r.refundNo, got: [ev.amount, ev.currency] }));
    return;
  }
  await settle(
    db,
    r.id,
    ev.kind === 'refunded' ? { ok: true, gatewayRefundId: null } : { ok: false, failureCode: ev.failureCode ?? 'FAILED' },
    now,
  );
}
