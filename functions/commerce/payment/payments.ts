/**
 * Data access of order payments (one payments row per attempt). A member's reads name the member; only the gateway's
 * callback, which proves itself with the callback token, finds a payment by its number alone.
 */
import { ORDER_STATUS, type OrderStatus, type PaymentMethod, type PaymentStatus } from '../../../src/shared/contract/constants';
import type { CountryCode, CurrencyCode } from '../../../src/shared/countries';
import { ApiError, ERR } from '../../../src/shared/errors';
import { randomDigits } from '../../platform/tokens';

/** A processing payment younger than this blocks a new one (1104004); an older one may be replaced, as its request expires. */
export const PROCESSING_HOLD_MS = 5 * 60_000;

/** The failure codes we set ourselves (the gateway's own, e.g. CARD_DECLINED, are stored as it sends them). */
export const FAILURE = { amountWrong: 'AMOUNT_MISMATCH', expired: 'EXPIRED', replaced: 'REPLACED', gateway: 'GATEWAY_ERROR' } as const;

export interface PayableOrder {
  id: number;
  order_no: string;
  status: OrderStatus;
  total: number;
  currency: CurrencyCode;
  pay_deadline: number | null;
  address: string;
  close_reason: 'timeout' | 'cancelled' | null;
  /** 1 when the order holds a voucher that is not for cash on delivery. */
  online_only: number;
}

/** One of the member's orders as paying it needs it; another member's or an unknown one is 1103001. */
export async function payableOrder(d1: D1Database, memberId: number, orderNo: string): Promise<PayableOrder> {
  const row = await d1
    .prepare(
      `SELECT o.id, o.order_no, o.status, o.total, o.currency, o.pay_deadline, o.address, o.close_reason,
         EXISTS (SELECT 1 FROM member_vouchers mv JOIN vouchers v ON v.id = mv.voucher_id WHERE mv.order_id = o.id AND v.online_only = 1) AS online_only
       FROM orders o WHERE o.member_id = ? AND o.order_no = ?`,
    )
    .bind(memberId, orderNo)
    .first<PayableOrder>();
  if (!row) throw new ApiError(ERR.ORDER_NOT_FOUND);
  return row;
}

export interface PaymentRow {
  id: number;
  payment_no: string;
  order_id: number;
  order_no: string;
  order_status: OrderStatus;
  method: PaymentMethod;
  channel: string;
  amount: number;
  currency: CurrencyCode;
  gateway_id: string | null;
  status: PaymentStatus;
  failure_code: string | null;
  created_at: number;
}

const PAYMENT_COLUMNS = `p.id, p.payment_no, p.order_id, o.order_no, o.status AS order_status, p.method, p.channel, p.amount,
  p.currency, p.gateway_id, p.status, p.failure_code, p.created_at`;

/** The member's payment; another member's or an unknown one is 1104002. */
export async function paymentOfMember(d1: D1Database, memberId: number, paymentNo: string): Promise<PaymentRow> {
  const row = await d1
    .prepare(`SELECT ${PAYMENT_COLUMNS} FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.payment_no = ? AND p.member_id = ?`)
    .bind(paymentNo, memberId)
    .first<PaymentRow>();
  if (!row) throw new ApiError(ERR.PAYMENT_NOT_FOUND);
  return row;
}

/** A payment by its number, for the gateway's callback only. */
export async function paymentByNo(d1: D1Database, paymentNo: string): Promise<PaymentRow | null> {
  return d1
    .prepare(`SELECT ${PAYMENT_COLUMNS} FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.payment_no = ?`)
    .bind(paymentNo)
    .first<PaymentRow>();
}

/**
 * A new payment number: P, the country (the callback finds the country's database by it, as the gateway sends no
 * locale), the date, random digits.
 */
export function newPaymentNo(country: CountryCode, now: number): string {
  return `P${country}${new Date(now).toISOString().slice(2, 10).replaceAll('-', '')}${randomDigits(12)}`;
}

/** The country a payment number names, or null for one that is not ours. */
export function countryOfPaymentNo(paymentNo: string): CountryCode | null {
  const country = paymentNo.slice(1, 3);
  return paymentNo.startsWith('P') && (country === 'ID' || country === 'SG' || country === 'MY') ? country : null;
}

export interface NewPayment {
  paymentNo: string;
  order: PayableOrder;
  memberId: number;
  method: PaymentMethod;
  channel: string;
  status: 'processing';
  now: number;
}

/**
 * The statements that start a payment, only while the order is unpaid, before its deadline, and no other payment of
 * it is processing since less than PROCESSING_HOLD_MS (an older one is set aside as replaced). Always the order's
 * total, read from the orders row in the statement itself. Of two racing starts one inserts nothing.
 */
export function startStatements(d1: D1Database, p: NewPayment): D1PreparedStatement[] {
  const cutoff = p.now - PROCESSING_HOLD_MS;
  return [
    d1
      .prepare(
        `UPDATE payments SET status = 'cancelled', failure_code = ?, updated_at = ?
         WHERE order_id = ? AND status = 'processing' AND created_at <= ?`,
      )
      .bind(FAILURE.replaced, p.now, p.order.id, cutoff),
    d1
      .prepare(
        `INSERT INTO payments (payment_no, order_id, member_id, method, channel, amount, currency, status, created_at, updated_at)
         SELECT ?1, o.id, o.member_id, ?2, ?3, o.total, o.currency, ?4, ?5, ?5 FROM orders o
         WHERE o.id = ?6 AND o.member_id = ?7 AND o.status = ?8 AND o.pay_deadline > ?5
           AND NOT EXISTS (SELECT 1 FROM payments WHERE order_id = o.id AND status = 'processing')`,
      )
      .bind(p.paymentNo, p.method, p.channel, p.status, p.now, p.order.id, p.memberId, ORDER_STATUS.pendingPayment),
  ];
}

/** Why a payment could not start: the order's state now, as the error the shopper gets. */
export async function startRefusal(d1: D1Database, order: PayableOrder, now: number): Promise<ApiError> {
  const row = await d1
    .prepare(
      `SELECT o.status, o.pay_deadline, EXISTS (SELECT 1 FROM payments WHERE order_id = o.id AND status = 'processing') AS busy
       FROM orders o WHERE o.id = ?`,
    )
    .bind(order.id)
    .first<{ status: OrderStatus; pay_deadline: number | null; busy: number }>();
  return refusalFor(row?.status ?? order.status, row?.pay_deadline ?? order.pay_deadline, now, row?.busy === 1);
}

/**
 * The order's state as a refusal to pay it: paid (1104006), closed or past its deadline (1104007, whose message is
 * spec §8's 'Payment timed out, try later'), a payment processing (1104004), otherwise 1103006.
 */
export function refusalFor(status: OrderStatus, deadline: number | null, now: number, busy: boolean): ApiError {
  if (status === ORDER_STATUS.pendingPayment && (deadline ?? 0) <= now) return new ApiError(ERR.PAYMENT_CANCELLED, 'payment timed out');
  if (status === ORDER_STATUS.closed) return new ApiError(ERR.PAYMENT_CANCELLED, 'order closed');
  if (status !== ORDER_STATUS.pendingPayment) return new ApiError(ERR.PAYMENT_SUCCESSFUL, 'order already paid');
  if (busy) return new ApiError(ERR.PAYMENT_PROCESSING);
  return new ApiError(ERR.ORDER_STATUS_MISMATCH);
}

export async function setGatewayId(d1: D1Database, paymentId: number, gatewayId: string, now: number): Promise<void> {
  await d1.prepare('UPDATE payments SET gateway_id = ?, updated_at = ? WHERE id = ?').bind(gatewayId, now, paymentId).run();
}

/** A payment the gateway refused or declined, or could not be reached for: failed, the order stays unpaid. */
export async function markFailed(d1: D1Database, paymentId: number, code: string, now: number, gatewayId?: string): Promise<void> {
  await d1
    .prepare(
      "UPDATE payments SET status = 'failed', failure_code = ?, gateway_id = coalesce(?, gateway_id), updated_at = ? WHERE id = ? AND status = 'processing'",
    )
    .bind(code.slice(0, 64), gatewayId ?? null, now, paymentId)
    .run();
}

/** A saved card's gateway token; a card that is not the member's is 1104002. */
export async function cardToken(d1: D1Database, memberId: number, cardId: string): Promise<{ token: string; brand: string }> {
  const row = await d1
    .prepare('SELECT gateway_token AS token, brand FROM payment_cards WHERE card_id = ? AND member_id = ?')
    .bind(cardId, memberId)
    .first<{ token: string; brand: string }>();
  if (!row) throw new ApiError(ERR.PAYMENT_NOT_FOUND);
  return row;
}
