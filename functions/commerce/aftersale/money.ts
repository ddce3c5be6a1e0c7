/**
 * The money of an after-sales refund going back. An online payment's refund goes through the gateway to the original
 * method (payment-gateway/refunds.ts, idempotent by our refund number, so a retry is the same refund); its answer, or
 * the gateway's refund.succeeded / refund.failed callback when it answered PENDING, settles it (machine.ts
 * settleStatements: once, however often the word comes). A cash-on-delivery order's refund is paid out to the
 * member's refund card by the merchant's finance team: recorded as pending until they confirm the payout
 * (docs/decisions.md; the development control does so under `npm start`).
 */
import type { PaymentCallback } from '../../providers/payment-gateway/callbacks';
import { refundPayment } from '../../providers/payment-gateway/refunds';
import type { CountryCode, CurrencyCode } from '../../../src/shared/countries';
import { ApiError, ERR } from '../../../src/shared/errors';
import { d1For } from '../../platform/db';
import { coinsEarnedFor } from '../order/pricing';
import { CHECKOUT_SETTINGS } from '../../platform/settings';
import { settleStatements } from './machine';

interface RefundToSend {
  id: number;
  refund_no: string;
  status: 'pending' | 'succeeded' | 'failed';
  method: 'original' | 'refund_card';
  amount: number;
  currency: CurrencyCode;
  gateway_refund_id: string | null;
  pay_method: string | null;
  pay_gateway_id: string | null;
}

const REFUND_COLUMNS = `r.id, r.refund_no, r.status, r.method, r.amount, r.currency, r.gateway_refund_id, p.method AS pay_method,
  p.gateway_id AS pay_gateway_id FROM after_sale_refunds r LEFT JOIN payments p ON p.id = r.payment_id`;

/**
 * The coins an order earns are for what the shopper kept: while receipt is not yet confirmed (no 'earn' credit),
 * refunds lower them to what the goods still paid earn (order/pricing.ts coinsEarnedFor). Computed from the refunds
 * settled so far, so it only ever lowers, and the last settlement of an order sees every refund.
 */
async function lowerCoinsEarned(d1: D1Database, refundId: number): Promise<void> {
  const row = await d1
    .prepare(
      `SELECT o.id, o.subtotal - o.voucher_discount - o.coins_value AS goods_paid, r.refund_no,
         (SELECT coalesce(sum(amount), 0) FROM after_sale_refunds WHERE order_id = o.id AND status = 'succeeded') AS refunded
       FROM after_sale_refunds r JOIN orders o ON o.id = r.order_id WHERE r.id = ?`,
    )
    .bind(refundId)
    .first<{ id: number; goods_paid: number; refund_no: string; refunded: number }>();
  const country = row ? countryOfRefundNo(row.refund_no) : null;
  if (!row || !country) return;
  const earned = coinsEarnedFor(row.goods_paid - row.refunded, CHECKOUT_SETTINGS[country].coins.earnEvery);
  await d1
    .prepare(
      "UPDATE orders SET coins_earned = ?1 WHERE id = ?2 AND coins_earned > ?1 AND NOT EXISTS (SELECT 1 FROM coin_ledger WHERE order_id = ?2 AND kind = 'earn')",
    )
    .bind(earned, row.id)
    .run();
}

/** Settles a pending refund; false when it was settled before (a replay). */
export async function settle(
  d1: D1Database,
  refundId: number,
  outcome: { ok: true; gatewayRefundId: string | null } | { ok: false; failureCode: string },
  now: number,
): Promise<boolean> {
  const [settled] = await d1.batch(settleStatements(d1, refundId, outcome, now));
  const done = (settled?.meta.changes ?? 0) > 0;
  if (done && outcome.ok) await lowerCoinsEarned(d1, refundId);
  return done;
}

/** Sends one pending refund to the gateway and settles it by the answer; a failure to reach it is left for the job. */
async function send(env: Env, d1: D1Database, r: RefundToSend, now: number): Promise<void> {
  if (r.status !== 'pending' || r.method !== 'original') return;
  // Vouchers and coins paid for all of it: nothing goes through the gateway, the coins still come back.
  if (r.amount === 0) {
    await settle(d1, r.id, { ok: true, gatewayRefundId: null }, now);
    return;
  }
  if (!r.pay_gateway_id) {
    console.error(JSON.stringify({ event: 'after-sales refund without a gateway payment', refund: r.refund_no }));
    return;
  }
  const of = r.pay_method === 'card' ? { chargeId: r.pay_gateway_id } : { paymentRequestId: r.pay_gateway_id };
  try {
    const refund = await refundPayment(env, {
      ...of,
      referenceId: r.refund_no,
      amount: r.amount,
      currency: r.currency,
      reason: 'REQUESTED_BY_CUSTOMER',
    });
    if (refund.status === 'SUCCEEDED') await settle(d1, r.id, { ok: true, gatewayRefundId: refund.id }, now);
    else if (refund.status === 'FAILED') await settle(d1, r.id, { ok: false, failureCode: 'GATEWAY_FAILED' }, now);
    else {
      await d1
        .prepare("UPDATE after_sale_refunds SET gateway_refund_id = ?, updated_at = ? WHERE id = ? AND status = 'pending'")
        .bind(refund.id, now, r.id)
        .run();
    }
  } catch (err) {
    console.error(JSON.stringify({ event: 'after-sales refund failed', refund: r.refund_no, error: String(err) }));
  }
}

/** Sends the refund an application has just recorded (entering status 3). */
export async function sendRefundOf(env: Env, d1: D1Database, afterSaleId: number, now: number): Promise<void> {
  const r = await d1.prepare(`SELECT ${REFUND_COLUMNS} WHERE r.after_sale_id = ?`).bind(afterSaleId).first<RefundToSend>();
  if (r) await send(env, d1, r, now);
}

/** Refunds the gateway did not take (or was not reached for): sent again by the scheduled job, the same refund. */
export async function retryAfterSaleRefunds(env: Env, d1: D1Database, now: number): Promise<void> {
  const { results } = await d1
    .prepare(`SELECT ${REFUND_COLUMNS} WHERE r.status = 'pending' AND r.method = 'original' AND r.gateway_refund_id IS NULL LIMIT 50`)
    .all<RefundToSend>();
  for (const r of results) await send(env, d1, r, now);
}

/** The merchant's finance team paid a cash-on-delivery refund out to the refund card (the development control). */
export async function confirmPayout(d1: D1Database, afterSaleId: number, now: number): Promise<void> {
  const r = await d1
    .prepare("SELECT id FROM after_sale_refunds WHERE after_sale_id = ? AND method = 'refund_card' AND status = 'pending'")
    .bind(afterSaleId)
    .first<{ id: number }>();
  if (!r || !(await settle(d1, r.id, { ok: true, gatewayRefundId: null }, now))) throw new ApiError(ERR.ORDER_STATUS_MISMATCH);
}

/** The database of a refund number ('R' + country …), or null for one that is not an after-sales refund. */
export function countryOfRefundNo(refundNo: string): CountryCode | null {
  const country = refundNo.slice(1, 3);
  return refundNo.startsWith('R') && (country === 'ID' || country === 'SG' || country === 'MY') ? country : null;
}

/**
 * The gateway's refund.succeeded / refund.failed for one of our after-sales refunds. A replay, an event for a refund
 * settled already or for another payment, or an amount other than ours changes nothing (the last is logged).
 */
export async function applyRefundCallback(env: Env, ev: PaymentCallback, now: number): Promise<void> {
  const country = countryOfRefundNo(ev.referenceId);
  if (!country) return;
  const d1 = d1For(env, country);
  const r = await d1.prepare(`SELECT ${REFUND_COLUMNS} WHERE r.refund_no = ?`).bind(ev.referenceId).first<RefundToSend>();
  if (r?.status !== 'pending' || r.pay_gateway_id !== ev.paymentRequestId) return;
  if (ev.amount !== r.amount || ev.currency !== r.currency) {
    console.error(JSON.stringify({ event: 'refund callback amount mismatch', refund: r.refund_no, got: [ev.amount, ev.currency] }));
    return;
  }
  await settle(
    d1,
    r.id,
    ev.kind === 'refunded' ? { ok: true, gatewayRefundId: null } : { ok: false, failureCode: ev.failureCode ?? 'FAILED' },
    now,
  );
}
