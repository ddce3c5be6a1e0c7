/**
 * The order confirmation and placing the order (issue 14). One computation serves both (`quote`): the order is
 * placed only when the total the shopper saw is still the total, and in one D1 batch that reserves everything it
 * takes. Stock, a voucher and coins are each taken by a change a CHECK guards (stock >= 0, uses IN (0, 1),
 * points >= 0), so of two orders racing for the last of something one fails whole and nothing of it is kept.
 */
import { count } from '../../platform/telemetry';
import type { Address } from '../../../src/shared/contract/address';
import type { CurrencyCode } from '../../../src/shared/countries';
import { BUY_TYPE, ORDER_STATUS, type BuyType } from '../../../src/shared/contract/constants';
import type { OrderPlaced } from '../../../src/shared/contract/order';
import { ApiError, ERR } from '../../../src/shared/errors';
import { addressOf, defaultAddressOf } from '../address/addresses';
import type { CommerceContext } from '../../platform/context';
import { randomDigits } from '../../platform/tokens';
import { pricingVoucher, usableVouchers, type VoucherRow } from '../promotion/vouchers';
import { price, type Pricing } from './pricing';
import { pricingLines, skuFacts, splitSelection, type SelectedLine, type Unavailable } from './selection';
import { CHECKOUT_SETTINGS, isInWarehouseCity } from '../../platform/settings';
import { amountColumns, placedView } from './views';

const DAY_MS = 24 * 3600 * 1000;

export interface Selection {
  items: { sku_no: string; quantity: number }[];
  buy_type: BuyType;
  address_id?: string;
  coupon_nos?: string[];
  use_coins: boolean;
}

export interface Quote {
  address: Address | null;
  lines: SelectedLine[];
  unavailable: Unavailable[];
  vouchers: VoucherRow[];
  coinBalance: number;
  /** Whether the address is in the warehouse's city; null without an address. */
  inCity: boolean | null;
  pricing: Pricing;
}

/**
 * True while the member has no order that counts as their first: an order closed before it was paid never happened
 * (it gives first-order free shipping back), any other does (spec §9: not restored on refund).
 */
async function memberFacts(d1: D1Database, memberId: number): Promise<{ firstOrder: boolean; points: number }> {
  const row = await d1
    .prepare(
      `SELECT points, NOT EXISTS (SELECT 1 FROM orders WHERE member_id = ?1 AND NOT (status = 'cancelled' AND paid_at IS NULL)) AS first_order
       FROM members WHERE id = ?1`,
    )
    .bind(memberId)
    .first<{ points: number; first_order: number }>();
  return { firstOrder: row?.first_order === 1, points: row?.points ?? 0 };
}

/** The figures of a selection for the member, now: what the confirmation shows and what an order would be. */
export async function quote(c: CommerceContext, memberId: number, selection: Selection, now = Date.now()): Promise<Quote> {
  const d1 = c.get('d1');
  const settings = CHECKOUT_SETTINGS[c.get('country')];
  const [facts, address, vouchers, member] = await Promise.all([
    skuFacts(
      d1,
      c.get('lang'),
      selection.items.map((i) => i.sku_no),
    ),
    selection.address_id ? addressOf(c, memberId, selection.address_id) : defaultAddressOf(c, memberId),
    usableVouchers(d1, memberId, c.get('lang'), now),
    memberFacts(d1, memberId),
  ]);
  const { lines, unavailable } = splitSelection(selection.items, facts);
  const inCity = address ? isInWarehouseCity(settings, address.state) : null;
  const pricing = price({
    lines: pricingLines(lines),
    vouchers: vouchers.map(pricingVoucher),
    chosen: selection.coupon_nos ?? null,
    useCoins: selection.use_coins,
    coinBalance: member.points,
    firstOrder: member.firstOrder,
    inCity,
    settings,
  });
  return { address, lines, unavailable, vouchers, coinBalance: member.points, inCity, pricing };
}

export interface PlaceInput extends Selection {
  expected_total: number;
  note: string;
  idempotency_key: string;
}

async function orderByKey(d1: D1Database, memberId: number, key: string): Promise<OrderPlaced | null> {
  const row = await d1
    .prepare(
      `SELECT order_no, status, currency, retail_total, product_discount, subtotal, voucher_discount, shipping_fee,
         shipping_discount, coins_used, coins_value, total, coins_earned, pay_deadline
       FROM orders WHERE member_id = ? AND idempotency_key = ?`,
    )
    .bind(memberId, key)
    .first<OrderRow>();
  return row ? placedView(row) : null;
}

export interface OrderRow {
  order_no: string;
  status: (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
  /** The column's CHECK allows only these. */
  currency: CurrencyCode;
  retail_total: number;
  product_discount: number;
  subtotal: number;
  voucher_discount: number;
  shipping_fee: number;
  shipping_discount: number;
  coins_used: number;
  coins_value: number;
  total: number;
  coins_earned: number;
  pay_deadline: number | null;
}

/** A new order number: the date, then random digits (not guessable, not a count of our orders). */
function newOrderNo(now: number): string {
  return `SO${new Date(now).toISOString().slice(2, 10).replaceAll('-', '')}${randomDigits(10)}`;
}

/** The constraint a failed batch broke, as the error the shopper gets. */
function placeFailure(err: unknown): ApiError {
  const message = String((err as Error)?.message ?? err);
  if (message.includes('stock >= 0')) return new ApiError(ERR.STOCK_LOCK_FAILED);
  if (message.includes('uses IN')) return new ApiError(ERR.VOUCHER_LOCK_FAILED);
  if (message.includes('points >= 0')) return new ApiError(ERR.COIN_APPLICATION_FAILED);
  if (message.includes('order_lines.order_id')) return new ApiError(ERR.DAILY_ORDER_LIMIT);
  // First-order free shipping was taken by another order placed at the same moment: the total is not the one shown.
  if (message.includes('UNIQUE constraint failed: orders.member_id')) return new ApiError(ERR.PRICE_CHANGED);
  throw err;
}

/**
 * Places the order: refused when the limits are reached, when anything of the selection cannot be bought now
 * (1103012: the confirmation shows what changed), or when the total is no longer the one the shopper saw (1103014).
 * The browser's figures are never used: expected_total is only compared. The same idempotency key answers the order
 * it made, however often it is sent.
 */
export async function placeOrder(c: CommerceContext, memberId: number, input: PlaceInput, now = Date.now()): Promise<OrderPlaced> {
  const d1 = c.get('d1');
  const settings = CHECKOUT_SETTINGS[c.get('country')];
  const existing = await orderByKey(d1, memberId, input.idempotency_key);
  if (existing) return existing;

  if (input.items.length > settings.maxSkusPerOrder) throw new ApiError(ERR.SKU_COUNT_LIMIT);
  if (input.items.some((i) => i.quantity > settings.maxPerItem)) throw new ApiError(ERR.PER_ITEM_PURCHASE_LIMIT);

  const q = await quote(c, memberId, input, now);
  if (q.unavailable.length > 0) throw new ApiError(ERR.STOCK_LOCK_FAILED);
  if (q.lines.length === 0) throw new ApiError(ERR.NO_PRODUCT_SELECTED);
  if (!q.address) throw new ApiError(ERR.ADDRESS_MISSING);
  const p = q.pricing;
  if (p.total !== input.expected_total) throw new ApiError(ERR.PRICE_CHANGED);

  const orderNo = newOrderNo(now);
  const order = `(SELECT id FROM orders WHERE order_no = '${orderNo}')`;
  const appliedIds = q.vouchers.filter((v) => p.applied.includes(v.coupon_no)).map((v) => v.member_voucher_id);
  const statements: D1PreparedStatement[] = [
    d1
      .prepare(
        `INSERT INTO orders (order_no, member_id, status, created_at, idempotency_key, currency, retail_total, product_discount,
           subtotal, voucher_discount, shipping_fee, shipping_discount, coins_used, coins_value, total, coins_earned,
           first_order_free, in_city, weight_g, address, note, language, pay_deadline)
         SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?
         WHERE (SELECT count(*) FROM orders WHERE member_id = ? AND created_at > ?) < ?`,
      )
      .bind(
        orderNo,
        memberId,
        ORDER_STATUS.pendingPayment,
        now,
        input.idempotency_key,
        settings.currency,
        p.retailTotal,
        p.productDiscount,
        p.subtotal,
        p.voucherDiscount,
        p.shippingFee,
        p.shippingDiscount,
        p.coinsUsed,
        p.coinsValue,
        p.total,
        p.coinsEarned,
        p.firstOrderFree ? 1 : 0,
        q.inCity ? 1 : 0,
        p.weightG,
        JSON.stringify(q.address),
        input.note.trim(),
        c.get('lang'),
        now + settings.payMinutes * 60_000,
        // The daily limit, inside the batch so that orders placed at once count each other: past it no order is
        // inserted, and its lines (whose order_id is then NULL) fail the whole batch.
        memberId,
        now - DAY_MS,
        settings.dailyOrderLimit,
      ),
    ...q.lines.flatMap(({ sku, quantity }, i) => [
      d1
        .prepare(
          `INSERT INTO order_lines (order_id, sku_id, product_no, sku_no, product_name, spec_value, image_url, quantity,
             unit_price, unit_retail, voucher_share, coins_share)
           VALUES (${order}, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(
          sku.sku_id,
          sku.product_no,
          sku.sku_no,
          sku.product_name,
          sku.spec_value,
          sku.image_url,
          quantity,
          sku.price,
          sku.scribing_price ?? sku.price,
          p.shares[i]!.voucher,
          p.shares[i]!.coins,
        ),
      // No condition on the stock: the CHECK refuses a stock below zero, and the whole batch with it.
      d1.prepare('UPDATE skus SET stock = stock - ? WHERE id = ?').bind(quantity, sku.sku_id),
    ]),
    ...appliedIds.map((id) =>
      d1.prepare(`UPDATE member_vouchers SET uses = uses + 1, order_id = ${order} WHERE id = ? AND member_id = ?`).bind(id, memberId),
    ),
  ];
  if (p.coinsUsed > 0) {
    statements.push(
      d1
        .prepare(`INSERT INTO coin_ledger (member_id, delta, kind, order_id, created_at) VALUES (?, ?, 'spend', ${order}, ?)`)
        .bind(memberId, -p.coinsUsed, now),
    );
  }
  if (input.buy_type === BUY_TYPE.cart) {
    statements.push(
      d1
        .prepare('DELETE FROM cart_items WHERE member_id = ? AND sku_id IN (SELECT value FROM json_each(?))')
        .bind(memberId, JSON.stringify(q.lines.map((l) => l.sku.sku_id))),
    );
  }
  try {
    await d1.batch(statements);
  } catch (err) {
    // The same key placed a moment ago by a request racing this one: its order is the answer.
    const raced = await orderByKey(d1, memberId, input.idempotency_key);
    if (raced) return raced;
    throw placeFailure(err);
  }
  count(c.env, 'order', { country: c.get('country'), detail: input.buy_type === BUY_TYPE.cart ? 'cart' : 'buy_now', value: p.total });
  return placedView({
    order_no: orderNo,
    status: ORDER_STATUS.pendingPayment,
    ...amountColumns(p, settings.currency),
    pay_deadline: now + settings.payMinutes * 60_000,
  });
}
