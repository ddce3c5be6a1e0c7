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
import { AFTER_SALE_STATUS, type AfterSaleEndReason, type AfterSaleStatus, ORDER_STATUS } from '../../../src/shared/contract/constants';
import type { CountryCode } from '../../../src/shared/countries';
import { ApiError, ERR } from '../../../src/shared/errors';
import { randomToken } from '../../platform/tokens';

const S = AFTER_SALE_STATUS;

export interface AfterSaleState {
  id: number;
  after_sale_no: string;
  type: 'refund_only' | 'return_and_refund';
  status: AfterSaleStatus;
  order_id: number;
  order_status: string;
  delivered_at: number | null;
}

const STATE_COLUMNS = `a.id, a.after_sale_no, a.type, a.status, a.order_id, o.status AS order_status, o.delivered_at
  FROM after_sales a JOIN orders o ON o.id = a.order_id`;

/** An application by id (the merchant's side); 1103002 when there is none. */
export async function afterSaleById(d1: D1Database, id: number): Promise<AfterSaleState> {
  const row = await d1.prepare(`SELECT ${STATE_COLUMNS} WHERE a.id = ?`).bind(id).first<AfterSaleState>();
  if (!row) throw new ApiError(ERR.AFTER_SALE_NOT_FOUND);
  return row;
}

/** The member's application by number; another member's or an unknown one is 1103002. */
export async function afterSaleOfMember(d1: D1Database, memberId: number, afterSaleNo: string): Promise<AfterSaleState> {
  const row = await d1
    .prepare(`SELECT ${STATE_COLUMNS} WHERE a.member_id = ? AND a.after_sale_no = ?`)
    .bind(memberId, afterSaleNo)
    .first<AfterSaleState>();
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

function moveStatement(d1: D1Database, id: number, m: Move, now: number): D1PreparedStatement {
  return d1
    .prepare(
      `UPDATE after_sales SET status = ?1, end_reason = ?2, end_note = ?3, updated_at = ?4
       WHERE id = ?5 AND status IN (${m.from.map((s) => Number(s)).join(', ')})`,
    )
    .bind(m.to, m.endReason ?? null, m.endNote ?? null, now, id);
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
 * entered 3 finds none recorded yet (and after_sale_id is unique besides).
 */
function refundStatement(d1: D1Database, id: number, refundNo: string, now: number): D1PreparedStatement {
  return d1
    .prepare(
      `INSERT INTO after_sale_refunds (refund_no, after_sale_id, member_id, order_id, payment_id, amount, coins, currency, method,
         destination, last_four, created_at, updated_at)
       SELECT ?1, a.id, a.member_id, a.order_id, p.id, a.refund_amount, a.refund_coins, o.currency,
         CASE WHEN o.payment_method = 'cod' THEN 'refund_card' ELSE 'original' END,
         CASE WHEN o.payment_method = 'cod' THEN rc.bank_code ELSE p.channel END,
         CASE WHEN o.payment_method = 'cod' THEN substr(rc.account_number, -4) END,
         ?3, ?3
       FROM after_sales a JOIN orders o ON o.id = a.order_id
       LEFT JOIN payments p ON p.id = (SELECT id FROM payments WHERE order_id = o.id AND status IN ('successful', 'processing')
                                      ORDER BY status = 'successful' DESC, id DESC LIMIT 1)
       LEFT JOIN refund_cards rc ON rc.member_id = a.member_id AND rc.is_default = 1
       WHERE a.id = ?2 AND a.status = ${S.refundPending} AND NOT EXISTS (SELECT 1 FROM after_sale_refunds WHERE after_sale_id = ?2)`,
    )
    .bind(refundNo, id, now);
}

/** Runs a move's batch (its first statement the move); 1103006 when the application is no longer where it was. */
async function runBatch(d1: D1Database, statements: D1PreparedStatement[]): Promise<void> {
  let moved: D1Result | undefined;
  try {
    [moved] = await d1.batch(statements);
  } catch (err) {
    if (String((err as Error)?.message ?? err).includes('after_sale_refunds.after_sale_id')) throw mismatch();
    throw err;
  }
  if ((moved?.meta.changes ?? 0) === 0) throw mismatch();
}

/** A move, and entering 3 its refund record. */
function run(d1: D1Database, country: CountryCode, id: number, m: Move, now: number): Promise<void> {
  const statements = [moveStatement(d1, id, m, now)];
  if (m.to === S.refundPending) statements.push(refundStatement(d1, id, newRefundNo(country, now), now));
  return runBatch(d1, statements);
}

/**
 * The reviewer approves an application awaiting review: a return is awaited; a refund only is refunded at once before
 * shipment and once delivered, and on a parcel under way an interception is asked for first. The order must still be
 * in the state this was decided on.
 */
export async function approve(d1: D1Database, country: CountryCode, id: number, now: number): Promise<void> {
  const a = await afterSaleById(d1, id);
  if (a.status !== S.awaitingReview) throw mismatch();
  const underWay = a.order_status === ORDER_STATUS.pendingReceipt && a.delivered_at === null;
  const to = a.type === 'return_and_refund' ? S.awaitingReturn : underWay ? S.interceptionRequested : S.refundPending;
  const statements = [
    d1
      .prepare(
        `UPDATE after_sales SET status = ?1, updated_at = ?2 WHERE id = ?3 AND status = ${S.awaitingReview}
           AND EXISTS (SELECT 1 FROM orders WHERE id = ?4 AND status = ?5 AND (delivered_at IS NULL) = ?6)`,
      )
      .bind(to, now, id, a.order_id, a.order_status, a.delivered_at === null ? 1 : 0),
  ];
  if (to === S.refundPending) statements.push(refundStatement(d1, id, newRefundNo(country, now), now));
  await runBatch(d1, statements);
}

/** The reviewer refuses an application awaiting review, with their reason. */
export const reject = (d1: D1Database, country: CountryCode, id: number, note: string, now: number) =>
  run(d1, country, id, { from: [S.awaitingReview], to: S.failure, endReason: 'rejected', endNote: note }, now);

/** The courier stopped the parcel (→ 3) or could not (→ 5; the shopper may apply again once it is delivered). */
export const interception = (d1: D1Database, country: CountryCode, id: number, ok: boolean, now: number) =>
  run(
    d1,
    country,
    id,
    ok
      ? { from: [S.interceptionRequested], to: S.refundPending }
      : { from: [S.interceptionRequested], to: S.failure, endReason: 'interception_failed' },
    now,
  );

/** The returned goods were inspected: accepted (→ 3) or not (→ 5 with the reason). */
export const inspection = (d1: D1Database, country: CountryCode, id: number, ok: boolean, note: string | null, now: number) =>
  run(
    d1,
    country,
    id,
    ok
      ? { from: [S.pendingInspection], to: S.refundPending }
      : { from: [S.pendingInspection], to: S.failure, endReason: 'inspection_failed', endNote: note },
    now,
  );

/** The shopper cancels while the application is awaiting review, interception or the return. */
export async function cancel(d1: D1Database, country: CountryCode, memberId: number, afterSaleNo: string, now: number): Promise<void> {
  const a = await afterSaleOfMember(d1, memberId, afterSaleNo);
  await run(
    d1,
    country,
    a.id,
    { from: [S.awaitingReview, S.interceptionRequested, S.awaitingReturn], to: S.failure, endReason: 'cancelled' },
    now,
  );
}

/** The shopper sent the return (6 → 7) with its courier and tracking number. */
export async function submitReturn(
  d1: D1Database,
  memberId: number,
  afterSaleNo: string,
  shipment: { company: string; trackingNo: string },
  now: number,
): Promise<void> {
  const a = await afterSaleOfMember(d1, memberId, afterSaleNo);
  const { meta } = await d1
    .prepare(
      `UPDATE after_sales SET status = ${S.pendingInspection}, return_company = ?1, return_tracking_no = ?2, updated_at = ?3
       WHERE id = ?4 AND status = ${S.awaitingReturn}`,
    )
    .bind(shipment.company.trim(), shipment.trackingNo, now, a.id)
    .run();
  if (meta.changes === 0) throw mismatch();
}

/**
 * The end of a refund (3 → 4 or 5), as one batch. Every statement after the first acts only where the first left this
 * settlement's token, so a replayed or raced settlement changes nothing. On success the coins go back (the ledger's
 * unique after_sale_id and its trigger make a second return impossible); once every unit of the order is refunded,
 * its still-valid vouchers return to the wallet (an expired one stays expired; first-order free shipping stays spent,
 * spec §9), its payment becomes refunded, and an order that never reached the shopper closes with its stock back in
 * the warehouse.
 */
export function settleStatements(
  d1: D1Database,
  refundId: number,
  outcome: { ok: true; gatewayRefundId: string | null } | { ok: false; failureCode: string },
  now: number,
): D1PreparedStatement[] {
  const token = randomToken(12);
  const here = 'EXISTS (SELECT 1 FROM after_sale_refunds WHERE id = ?1 AND settled_by = ?2)';
  const afterSale = '(SELECT after_sale_id FROM after_sale_refunds WHERE id = ?1)';
  if (!outcome.ok) {
    return [
      d1
        .prepare(
          `UPDATE after_sale_refunds SET status = 'failed', failure_code = ?3, settled_by = ?2, updated_at = ?4 WHERE id = ?1 AND status = 'pending'`,
        )
        .bind(refundId, token, outcome.failureCode.slice(0, 64), now),
      d1
        .prepare(
          `UPDATE after_sales SET status = ${S.failure}, end_reason = 'refund_failed', updated_at = ?3
           WHERE id = ${afterSale} AND status = ${S.refundPending} AND ${here}`,
        )
        .bind(refundId, token, now),
    ];
  }
  const order = '(SELECT order_id FROM after_sale_refunds WHERE id = ?1)';
  const whollyRefunded = `NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = ${order}
    AND l.quantity > (SELECT coalesce(sum(a.quantity), 0) FROM after_sales a WHERE a.line_id = l.id AND a.status = ${S.success}))`;
  const closedHere = `EXISTS (SELECT 1 FROM orders WHERE id = ${order} AND status = '${ORDER_STATUS.closed}' AND released_at = ?3 AND closed_at = ?3)`;
  return [
    d1
      .prepare(
        `UPDATE after_sale_refunds SET status = 'succeeded', refunded_at = ?3, gateway_refund_id = coalesce(?4, gateway_refund_id),
           settled_by = ?2, updated_at = ?3 WHERE id = ?1 AND status = 'pending'`,
      )
      .bind(refundId, token, now, outcome.gatewayRefundId),
    d1
      .prepare(
        `UPDATE after_sales SET status = ${S.success}, updated_at = ?3 WHERE id = ${afterSale} AND status = ${S.refundPending} AND ${here}`,
      )
      .bind(refundId, token, now),
    d1
      .prepare(
        `INSERT INTO coin_ledger (member_id, delta, kind, order_id, after_sale_id, created_at)
         SELECT member_id, coins, 'refund', order_id, after_sale_id, ?3 FROM after_sale_refunds WHERE id = ?1 AND coins > 0 AND settled_by = ?2`,
      )
      .bind(refundId, token, now),
    d1
      .prepare(
        `UPDATE member_vouchers SET uses = 0, order_id = NULL WHERE order_id = ${order} AND valid_until > ?3 AND ${here} AND ${whollyRefunded}`,
      )
      .bind(refundId, token, now),
    // The payment given back whole: refunded (spec §4 payment message, 1104008; the order's timeline and message follow
    // by 0017's trigger), with a refund id, so the orders' refund retry (order/transitions.ts) never sends it again.
    d1
      .prepare(
        `UPDATE payments SET status = 'refunded', refund_id = coalesce(refund_id, ?4, (SELECT refund_no FROM after_sale_refunds WHERE id = ?1)),
           updated_at = ?3 WHERE order_id = ${order} AND status = 'successful' AND ${here} AND ${whollyRefunded}`,
      )
      .bind(refundId, token, now, outcome.gatewayRefundId),
    d1
      .prepare(
        `UPDATE orders SET status = '${ORDER_STATUS.closed}', closed_at = ?3, close_reason = 'cancelled', released_at = ?3
         WHERE id = ${order} AND status IN ('${ORDER_STATUS.pendingShipment}', '${ORDER_STATUS.pendingReceipt}') AND delivered_at IS NULL
           AND ${here} AND ${whollyRefunded}`,
      )
      .bind(refundId, token, now),
    d1
      .prepare(
        `UPDATE skus SET stock = stock + (SELECT quantity FROM order_lines WHERE order_id = ${order} AND sku_id = skus.id)
         WHERE id IN (SELECT sku_id FROM order_lines WHERE order_id = ${order}) AND ${here} AND ${closedHere}`,
      )
      .bind(refundId, token, now),
  ];
}
