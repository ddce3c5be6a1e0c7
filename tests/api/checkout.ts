// Helpers of the checkout's API tests (functions/commerce/order/*.api.test.ts): vouchers handed to a test shopper,
// the state a test sets directly, confirm-then-place, and what a member holds, read straight from D1.
import type { CallInput } from '../../src/shared/contract/call';
import { BUY_TYPE } from '../../src/shared/contract/constants';
import type * as order from '../../src/shared/contract/order';
import { orderConfirm, orderCreate } from '../../src/shared/contract/refs/order';
import type { CountryCode } from '../../src/shared/countries';
import { DB, send, type Shopper } from './shopper';

const DAY_MS = 24 * 3600 * 1000;
let coupons = 0;

export interface TestSku {
  sku_no: string;
  sku_id: number;
  product_id: number;
  price: number;
  stock: number;
  gross_weight_g: number;
}

/**
 * `n` SKUs on sale matching `where` (SQL over skus s and products p), skipping the first `skip`: each test of a file
 * takes its own, since the tests of one file share the database.
 */
export async function skusWhere(country: CountryCode, where: string, n: number, skip = 0): Promise<TestSku[]> {
  const { results } = await DB[country]
    .prepare(
      `SELECT s.sku_no, s.id AS sku_id, p.id AS product_id, s.price, s.stock, coalesce(p.gross_weight_g, p.net_weight_g, 0) AS gross_weight_g
       FROM skus s JOIN products p ON p.id = s.product_id WHERE p.status = 1 AND ${where} ORDER BY p.id, s.id LIMIT ? OFFSET ?`,
    )
    .bind(n, skip)
    .all<TestSku>();
  if (results.length < n) throw new Error(`only ${results.length} SKUs where ${where}`);
  return results;
}

export async function setStock(country: CountryCode, skuId: number, stock: number): Promise<void> {
  await DB[country].prepare('UPDATE skus SET stock = ? WHERE id = ?').bind(stock, skuId).run();
}

export async function stockOf(country: CountryCode, skuId: number): Promise<number> {
  return (await DB[country].prepare('SELECT stock FROM skus WHERE id = ?').bind(skuId).first<{ stock: number }>())!.stock;
}

/** Gives the shopper a voucher of the seeded campaign `voucherNo` (scripts/seed/vouchers.mjs); answers its coupon number. */
export async function giveVoucher(s: Shopper, voucherNo: string, validUntil = Date.now() + 30 * DAY_MS): Promise<string> {
  const couponNo = `T${s.memberId}-${++coupons}`;
  await DB[s.country]
    .prepare(
      `INSERT INTO member_vouchers (coupon_no, member_id, voucher_id, claimed_at, valid_until)
       SELECT ?, ?, id, ?, ? FROM vouchers WHERE voucher_no = ?`,
    )
    .bind(couponNo, s.memberId, Date.now() - DAY_MS, validUntil, voucherNo)
    .run();
  return couponNo;
}

/** A completed order two days ago: the shopper's first-order free shipping is spent, today's orders are not counted. */
export async function pastOrder(s: Shopper): Promise<void> {
  await DB[s.country]
    .prepare(`INSERT INTO orders (order_no, member_id, status, created_at, first_order_free, paid_at) VALUES (?, ?, 'completed', ?, 1, ?)`)
    .bind(`SO-PAST-${s.memberId}-${crypto.randomUUID().slice(0, 8)}`, s.memberId, Date.now() - 2 * DAY_MS, Date.now() - 2 * DAY_MS)
    .run();
}

export const newKey = () => `key-${crypto.randomUUID()}`;

type ConfirmInput = CallInput<typeof order.orderConfirm>;
/** What the shopper selects: the confirmation's input, bought now and without coins unless it says. */
export type Selection = Omit<ConfirmInput, 'buy_type' | 'use_coins'> & Partial<Pick<ConfirmInput, 'buy_type' | 'use_coins'>>;

const withDefaults = (sel: Selection): ConfirmInput => ({ buy_type: BUY_TYPE.buyNow, use_coins: false, ...sel });

export async function confirm(s: Shopper, sel: Selection) {
  return send(orderConfirm, withDefaults(sel), { token: s.token, country: s.country });
}

/** Places the selection with the total `expected_total` (the confirmation's when not given). */
export async function create(s: Shopper, sel: Selection, extra: { expected_total?: number; idempotency_key?: string; note?: string } = {}) {
  const expected = extra.expected_total ?? (await confirm(s, sel)).body.data.amounts.total;
  return send(
    orderCreate,
    { ...withDefaults(sel), note: '', idempotency_key: newKey(), ...extra, expected_total: expected },
    { token: s.token, country: s.country },
  );
}

export interface OrderState {
  id: number;
  status: string;
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
  first_order_free: number;
  in_city: number;
  weight_g: number;
  close_reason: string | null;
  released_at: number | null;
  pay_deadline: number;
}

export async function orderRow(country: CountryCode, orderNo: string): Promise<OrderState> {
  return (await DB[country].prepare('SELECT * FROM orders WHERE order_no = ?').bind(orderNo).first<OrderState>())!;
}

/** The order's lines: quantities and the sums of their shares. */
export async function lineSums(country: CountryCode, orderNo: string) {
  return (await DB[country]
    .prepare(
      `SELECT count(*) AS lines, coalesce(sum(voucher_share), 0) AS voucher, coalesce(sum(coins_share), 0) AS coins
       FROM order_lines WHERE order_id = (SELECT id FROM orders WHERE order_no = ?)`,
    )
    .bind(orderNo)
    .first<{ lines: number; voucher: number; coins: number }>())!;
}

/** What the member holds now: orders, coins (balance and the ledger's sum), vouchers locked and free, cart lines. */
export async function holdings(s: Shopper) {
  return (await DB[s.country]
    .prepare(
      `SELECT (SELECT count(*) FROM orders WHERE member_id = ?1 AND idempotency_key IS NOT NULL) AS orders,
         (SELECT count(*) FROM order_lines WHERE order_id IN (SELECT id FROM orders WHERE member_id = ?1)) AS lines,
         points, (SELECT coalesce(sum(delta), 0) FROM coin_ledger WHERE member_id = ?1) AS ledger,
         (SELECT count(*) FROM member_vouchers WHERE member_id = ?1 AND uses = 1) AS vouchers_locked,
         (SELECT count(*) FROM member_vouchers WHERE member_id = ?1 AND uses = 0) AS vouchers_free,
         (SELECT count(*) FROM cart_items WHERE member_id = ?1) AS cart_lines
       FROM members WHERE id = ?1`,
    )
    .bind(s.memberId)
    .first<{
      orders: number;
      lines: number;
      points: number;
      ledger: number;
      vouchers_locked: number;
      vouchers_free: number;
      cart_lines: number;
    }>())!;
}

/** Puts units of SKUs in the shopper's cart, as cart/add leaves them. */
export async function fillCart(s: Shopper, items: { sku_id: number; quantity: number; price: number }[]): Promise<void> {
  const db = DB[s.country];
  await db.batch(
    items.map((i) =>
      db
        .prepare('INSERT INTO cart_items (member_id, sku_id, quantity, added_at, price_at_add) VALUES (?, ?, ?, ?, ?)')
        .bind(s.memberId, i.sku_id, i.quantity, Date.now(), i.price),
    ),
  );
}
