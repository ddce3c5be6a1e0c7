/**
 * Data access of order payments (one payments row per attempt). A member's reads name the member; only the gateway's
 * callback, which proves itself with the callback token, finds a payment by its number alone.
 */
import { and, eq, exists, gt, inArray, isNotNull, lte, notExists, type SQL, sql } from 'drizzle-orm';
import type { DrizzleD1Database as Db } from 'drizzle-orm/d1';
import { ORDER_STATUS, type OrderStatus, type PaymentMethod } from '../../../src/shared/contract/constants';
import type { CountryCode } from '../../../src/shared/countries';
import { ApiError, ERR } from '../../../src/shared/errors';
import { memberVouchers, orders, paymentCards, payments, vouchers } from '../../platform/schema';
import { randomDigits } from '../../platform/tokens';

/** A processing payment younger than this blocks a new one (1104004); an older one may be replaced, as its request expires. */
export const PROCESSING_HOLD_MS = 5 * 60_000;

/** The failure codes we set ourselves (the gateway's own, e.g. CARD_DECLINED, are stored as it sends them). */
export const FAILURE = {
  amountWrong: 'AMOUNT_MISMATCH',
  expired: 'EXPIRED',
  replaced: 'REPLACED',
  gateway: 'GATEWAY_ERROR',
  /** The shopper changed the way to pay: the request was cancelled at the gateway. */
  changed: 'METHOD_CHANGED',
} as const;

/** One of the member's orders as paying it needs it; another member's or an unknown one is 1103001. */
export async function payableOrder(db: Db, memberId: number, orderNo: string) {
  const row = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      status: orders.status,
      total: orders.total,
      currency: orders.currency,
      payDeadline: orders.payDeadline,
      address: orders.address,
      closeReason: orders.closeReason,
      /** 1 when the order holds a voucher that is not for cash on delivery. */
      onlineOnly: exists(
        db
          .select({ one: sql`1` })
          .from(memberVouchers)
          .innerJoin(vouchers, eq(vouchers.id, memberVouchers.voucherId))
          .where(and(eq(memberVouchers.orderId, orders.id), eq(vouchers.onlineOnly, 1))),
      ).mapWith(Number),
    })
    .from(orders)
    .where(and(eq(orders.memberId, memberId), eq(orders.orderNo, orderNo)))
    .get();
  if (!row) throw new ApiError(ERR.ORDER_NOT_FOUND);
  return row;
}

export type PayableOrder = Awaited<ReturnType<typeof payableOrder>>;

/** A payment with its order's number and state. */
const paymentColumns = {
  id: payments.id,
  paymentNo: payments.paymentNo,
  orderId: payments.orderId,
  orderNo: orders.orderNo,
  orderStatus: orders.status,
  method: payments.method,
  channel: payments.channel,
  amount: payments.amount,
  currency: payments.currency,
  gatewayId: payments.gatewayId,
  status: payments.status,
  failureCode: payments.failureCode,
  createdAt: payments.createdAt,
};

const paymentMatching = (db: Db, where: SQL | undefined) =>
  db.select(paymentColumns).from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).where(where).get();

export type PaymentRow = NonNullable<Awaited<ReturnType<typeof paymentMatching>>>;

/** The member's payment; another member's or an unknown one is 1104002. */
export async function paymentOfMember(db: Db, memberId: number, paymentNo: string): Promise<PaymentRow> {
  const row = await paymentMatching(db, and(eq(payments.paymentNo, paymentNo), eq(payments.memberId, memberId)));
  if (!row) throw new ApiError(ERR.PAYMENT_NOT_FOUND);
  return row;
}

/**
 * The order's payment still waiting for the shopper at the gateway, if any, of the `methods` approved there (QR,
 * e-wallet): the one processing payment of the order (startStatements lets no second one start) whose request the
 * gateway has answered.
 */
export async function openPaymentOf(db: Db, orderId: number, methods: readonly PaymentMethod[]): Promise<PaymentRow | null> {
  const row = await paymentMatching(
    db,
    and(
      eq(payments.orderId, orderId),
      eq(payments.status, 'processing'),
      inArray(payments.method, [...methods]),
      isNotNull(payments.gatewayId),
    ),
  );
  return row ?? null;
}

/** A payment by its number, for the gateway's callback only. */
export async function paymentByNo(db: Db, paymentNo: string): Promise<PaymentRow | null> {
  return (await paymentMatching(db, eq(payments.paymentNo, paymentNo))) ?? null;
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

/** A processing payment of the order the outer statement reads, for an EXISTS. */
const processingOfOrder = (db: Db) =>
  db
    .select({ one: sql`1` })
    .from(payments)
    .where(and(eq(payments.orderId, orders.id), eq(payments.status, 'processing')));

/**
 * The statements that start a payment, only while the order is unpaid, before its deadline, and no other payment of
 * it is processing since less than PROCESSING_HOLD_MS (an older one is set aside as replaced). Always the order's
 * total, read from the orders row in the statement itself. Of two racing starts one inserts nothing.
 */
export function startStatements(db: Db, p: NewPayment) {
  const cutoff = p.now - PROCESSING_HOLD_MS;
  return [
    db
      .update(payments)
      .set({ status: 'cancelled', failureCode: FAILURE.replaced, updatedAt: p.now })
      .where(and(eq(payments.orderId, p.order.id), eq(payments.status, 'processing'), lte(payments.createdAt, cutoff))),
    db.insert(payments).select(
      db
        .select({
          id: sql`null`.as('id'),
          paymentNo: sql`${p.paymentNo}`.as('payment_no'),
          orderId: orders.id,
          memberId: orders.memberId,
          method: sql`${p.method}`.as('method'),
          channel: sql`${p.channel}`.as('channel'),
          amount: orders.total,
          currency: orders.currency,
          gatewayId: sql`null`.as('gateway_id'),
          status: sql`${p.status}`.as('status'),
          failureCode: sql`null`.as('failure_code'),
          refundId: sql`null`.as('refund_id'),
          createdAt: sql`${p.now}`.as('created_at'),
          updatedAt: sql`${p.now}`.as('updated_at'),
        })
        .from(orders)
        .where(
          and(
            eq(orders.id, p.order.id),
            eq(orders.memberId, p.memberId),
            eq(orders.status, ORDER_STATUS.pendingPayment),
            gt(orders.payDeadline, p.now),
            notExists(processingOfOrder(db)),
          ),
        ),
    ),
  ] as const;
}

/** Why a payment could not start: the order's state now, as the error the shopper gets. */
export async function startRefusal(db: Db, order: PayableOrder, now: number): Promise<ApiError> {
  const row = await db
    .select({ status: orders.status, payDeadline: orders.payDeadline, busy: exists(processingOfOrder(db)).mapWith(Number) })
    .from(orders)
    .where(eq(orders.id, order.id))
    .get();
  return refusalFor(row?.status ?? order.status, row?.payDeadline ?? order.payDeadline, now, row?.busy === 1);
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

export async function setGatewayId(db: Db, paymentId: number, gatewayId: string, now: number): Promise<void> {
  await db.update(payments).set({ gatewayId, updatedAt: now }).where(eq(payments.id, paymentId));
}

/** A payment the gateway refused or declined, or could not be reached for: failed, the order stays unpaid. */
export async function markFailed(db: Db, paymentId: number, code: string, now: number, gatewayId?: string): Promise<void> {
  await db
    .update(payments)
    .set({
      status: 'failed',
      failureCode: code.slice(0, 64),
      gatewayId: sql`coalesce(${gatewayId ?? null}, ${payments.gatewayId})`,
      updatedAt: now,
    })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'processing')));
}

/**
 * A payment whose request can take no payment any more (the shopper changed the way to pay, or it expired unseen):
 * cancelled, only while it is processing, so a success that landed first stays.
 */
export async function markCancelled(db: Db, paymentId: number, code: string, now: number): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'cancelled', failureCode: code, updatedAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'processing')));
}

/** A saved card's gateway token; a card that is not the member's is 1104002. */
export async function cardToken(db: Db, memberId: number, cardId: string): Promise<{ token: string; brand: string }> {
  const row = await db
    .select({ token: paymentCards.gatewayToken, brand: paymentCards.brand })
    .from(paymentCards)
    .where(and(eq(paymentCards.cardId, cardId), eq(paymentCards.memberId, memberId)))
    .get();
  if (!row) throw new ApiError(ERR.PAYMENT_NOT_FOUND);
  return row;
}
