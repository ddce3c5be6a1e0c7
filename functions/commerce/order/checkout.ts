/**
 * The order confirmation and placing the order (issue 14). One computation serves both (`quote`): the order is
 * placed only when the total the shopper saw is still the total, and in one D1 batch that reserves everything it
 * takes. Stock, a voucher and coins are each taken by a change a CHECK guards (stock >= 0, uses IN (0, 1),
 * points >= 0), so of two orders racing for the last of something one fails whole and nothing of it is kept.
 */
import { and, count, eq, gt, isNotNull, ne, notExists, or, sql } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { BUY_TYPE, ORDER_STATUS, type BuyType } from '../../../src/shared/contract/constants';
import type { OrderPlaced } from '../../../src/shared/contract/order';
import type { CountryCode } from '../../../src/shared/countries';
import { ApiError, ERR, type ErrorCode } from '../../../src/shared/errors';
import type { Lang } from '../../../src/shared/lang';
import type { BatchStatement } from '../../platform/db';
import { writeRetrying } from '../../platform/d1-retry';
import { inList } from '../../platform/in-list';
import { cartItems, coinLedger, memberVouchers, members, orderArchiveMembers, orderLines, orders, skus } from '../../platform/schema';
import { CHECKOUT_SETTINGS, isInWarehouseCity } from '../../platform/settings';
import { randomDigits } from '../../platform/tokens';
import { addressOf, defaultAddressOf } from '../address/addresses';
import { deliversTo } from '../address/areas';
import { usableVouchers, vouchersTakenSince } from '../promotion/vouchers';
import { type PricingInput, price } from './pricing';
import { pricingLines, pricingVoucher, skuFacts, splitSelection } from './selection';
import { amountColumns, type PlacedOrder, placedView, type Quote } from './views';

type Db = DrizzleD1Database;

const DAY_MS = 24 * 3600 * 1000;

export interface Selection {
  items: { sku_no: string; quantity: number }[];
  buy_type: BuyType;
  address_id?: string;
  coupon_nos?: string[];
  use_coins: boolean;
}

/**
 * True while the member has no order that counts as their first: an order closed before it was paid never happened
 * (it gives first-order free shipping back), any other does (spec §9: not restored on refund), archived ones too
 * (order/archive.ts counts those that were bought).
 */
async function memberFacts(db: Db, memberId: number): Promise<{ firstOrder: boolean; points: number }> {
  const counted = db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.memberId, memberId), or(ne(orders.status, ORDER_STATUS.closed), isNotNull(orders.paidAt))));
  const archived = db
    .select({ memberId: orderArchiveMembers.memberId })
    .from(orderArchiveMembers)
    .where(and(eq(orderArchiveMembers.memberId, memberId), gt(orderArchiveMembers.purchases, 0)));
  const row = await db
    .select({ points: members.points, firstOrder: sql<number>`${notExists(counted)} and ${notExists(archived)}` })
    .from(members)
    .where(eq(members.id, memberId))
    .get();
  return { firstOrder: row?.firstOrder === 1, points: row?.points ?? 0 };
}

/**
 * The figures of a selection for the member, now: what the confirmation shows and what an order would be. The stock
 * of SKUs in `stockElsewhere` is left to a flash sale's objects (splitSelection).
 */
export async function quote(
  db: Db,
  country: CountryCode,
  lang: Lang,
  memberId: number,
  selection: Selection,
  now = Date.now(),
  stockElsewhere?: ReadonlySet<string>,
): Promise<Quote> {
  const settings = CHECKOUT_SETTINGS[country];
  const [facts, address, vouchers, member] = await Promise.all([
    skuFacts(
      db,
      lang,
      selection.items.map((i) => i.sku_no),
    ),
    selection.address_id ? addressOf(db, memberId, selection.address_id) : defaultAddressOf(db, memberId),
    usableVouchers(db, memberId, lang, now),
    memberFacts(db, memberId),
  ]);
  const { lines, unavailable } = splitSelection(selection.items, facts, stockElsewhere);
  // An address outside the country's delivery area (another country's, a region it does not have) cannot be priced.
  if (address && !deliversTo(country, address)) throw new ApiError(ERR.UNSUPPORTED_SHIPPING_ADDRESS);
  const inCity = address ? isInWarehouseCity(settings, address.state) : null;
  const priced: PricingInput = {
    lines: pricingLines(lines),
    vouchers: vouchers.map(pricingVoucher),
    chosen: selection.coupon_nos ?? null,
    useCoins: selection.use_coins,
    coinBalance: member.points,
    firstOrder: member.firstOrder,
    inCity,
    settings,
  };
  return { address, lines, unavailable, vouchers, coinBalance: member.points, inCity, pricing: price(priced), priced };
}

export interface PlaceInput extends Selection {
  expected_total: number;
  note: string;
  idempotency_key: string;
}

/** The member's order placed under this idempotency key, or of this number, as placing it answered. */
export async function placedOrderOf(db: Db, memberId: number, which: { key: string } | { orderNo: string }): Promise<OrderPlaced | null> {
  const order: PlacedOrder | undefined = await db
    .select({
      orderNo: orders.orderNo,
      status: orders.status,
      currency: orders.currency,
      retailTotal: orders.retailTotal,
      productDiscount: orders.productDiscount,
      subtotal: orders.subtotal,
      voucherDiscount: orders.voucherDiscount,
      shippingFee: orders.shippingFee,
      shippingDiscount: orders.shippingDiscount,
      coinsUsed: orders.coinsUsed,
      coinsValue: orders.coinsValue,
      total: orders.total,
      coinsEarned: orders.coinsEarned,
      payDeadline: orders.payDeadline,
    })
    .from(orders)
    .where(and(eq(orders.memberId, memberId), 'key' in which ? eq(orders.idempotencyKey, which.key) : eq(orders.orderNo, which.orderNo)))
    .get();
  return order ? placedView(order) : null;
}

/** A new order number: the date, then random digits (not guessable, not a count of our orders). */
function newOrderNo(now: number): string {
  return `SO${new Date(now).toISOString().slice(2, 10).replaceAll('-', '')}${randomDigits(10)}`;
}

/** The constraint a failed write broke, as the error code the shopper gets; null for anything else. */
export function placeFailureCode(err: unknown): ErrorCode | null {
  const message = String((err as Error)?.message ?? err);
  if (message.includes('stock >= 0')) return ERR.STOCK_LOCK_FAILED;
  if (message.includes('uses IN')) return ERR.VOUCHER_LOCK_FAILED;
  if (message.includes('points >= 0')) return ERR.COIN_APPLICATION_FAILED;
  if (message.includes('NOT NULL constraint failed: orders.member_id')) return ERR.DAILY_ORDER_LIMIT;
  // First-order free shipping was taken by another order placed at the same moment: the total is not the one shown.
  if (message.includes('UNIQUE constraint failed: orders.member_id')) return ERR.PRICE_CHANGED;
  return null;
}

/**
 * How long a confirmation may have been open when the shopper places its order: a voucher taken by an order placed
 * within it may be the one the shopper's total counted on.
 */
const CONFIRMATION_OPEN_MS = 60 * 60_000;

/**
 * Why a total is not the one the shopper saw, when another order of theirs took what it counted on (two tabs, two
 * devices): a voucher that order now holds (1103013) or coins it spent (1103020), told by pricing the selection again
 * as if they were still there; anything else is a changed price (1103014).
 */
async function staleCode(db: Db, lang: Lang, memberId: number, q: Quote, expected: number, now: number): Promise<ErrorCode> {
  // Priced with `input`, the total is the one the shopper saw, given the coins they held then (a balance that was
  // larger by whole steps).
  const seenWith = (input: PricingInput): boolean => {
    const p = price(input);
    if (p.total === expected) return true;
    const { step, stepValue } = input.settings.coins;
    const missingValue = p.total - expected;
    if (!input.useCoins || missingValue <= 0 || missingValue % stepValue !== 0) return false;
    const seenBalance = p.coinsUsed + (missingValue / stepValue) * step;
    return seenBalance > input.coinBalance && price({ ...input, coinBalance: seenBalance }).total === expected;
  };
  const taken = await vouchersTakenSince(db, memberId, lang, now, now - CONFIRMATION_OPEN_MS);
  const restored: PricingInput = { ...q.priced, vouchers: [...q.priced.vouchers, ...taken.map(pricingVoucher)] };
  if (taken.length > 0 && price(restored).total !== q.pricing.total && seenWith(restored)) return ERR.VOUCHER_LOCK_FAILED;
  if (seenWith(q.priced)) return ERR.COIN_APPLICATION_FAILED;
  return ERR.PRICE_CHANGED;
}

/** An order line as placing the order writes it (its order is found by number). */
export type LineDraft = Omit<typeof orderLines.$inferInsert, 'id' | 'orderId'>;

/**
 * Everything placing an order writes, as plain data: the synchronous path writes it at once, a flash sale's intake
 * (order/flash/intake.ts) carries it through the queue and writes many in one batch.
 */
export interface OrderDraft {
  country: CountryCode;
  memberId: number;
  order: PlacedOrder;
  createdAt: number;
  idempotencyKey: string;
  firstOrderFree: boolean;
  inCity: boolean;
  weightG: number;
  /** JSON of the contract's Address, as it was when the order was placed. */
  address: string;
  note: string;
  language: Lang;
  lines: LineDraft[];
  memberVoucherIds: number[];
  /** The SKUs to take out of the cart (an order from the cart), or none (Buy now). */
  cartSkuIds: number[];
}

/**
 * Checks a selection for an order and computes it: refused when the limits are reached, when anything of it cannot be
 * bought now (1103012: the confirmation shows what changed), or when the total is no longer the one the shopper saw
 * (1103014). The browser's figures are never used: expected_total is only compared. A flash sale's SKUs are in
 * `stockElsewhere`: their stock is its objects' to judge.
 */
export async function draftOrder(
  db: Db,
  country: CountryCode,
  lang: Lang,
  memberId: number,
  input: PlaceInput,
  now = Date.now(),
  stockElsewhere?: ReadonlySet<string>,
): Promise<OrderDraft> {
  const settings = CHECKOUT_SETTINGS[country];
  if (input.items.length > settings.maxSkusPerOrder) throw new ApiError(ERR.SKU_COUNT_LIMIT);
  if (input.items.some((i) => i.quantity > settings.maxPerItem)) throw new ApiError(ERR.PER_ITEM_PURCHASE_LIMIT);

  const q = await quote(db, country, lang, memberId, input, now, stockElsewhere);
  if (q.unavailable.length > 0) throw new ApiError(ERR.STOCK_LOCK_FAILED);
  if (q.lines.length === 0) throw new ApiError(ERR.NO_PRODUCT_SELECTED);
  if (!q.address) throw new ApiError(ERR.ADDRESS_MISSING);
  const p = q.pricing;
  if (p.total !== input.expected_total) throw new ApiError(await staleCode(db, lang, memberId, q, input.expected_total, now));

  return {
    country,
    memberId,
    order: {
      orderNo: newOrderNo(now),
      status: ORDER_STATUS.pendingPayment,
      ...amountColumns(p, settings.currency),
      payDeadline: now + settings.payMinutes * 60_000,
    },
    createdAt: now,
    idempotencyKey: input.idempotency_key,
    firstOrderFree: p.firstOrderFree,
    inCity: q.inCity === true,
    weightG: p.weightG,
    address: JSON.stringify(q.address),
    note: input.note.trim(),
    language: lang,
    lines: q.lines.map(({ sku, quantity }, i) => ({
      skuId: sku.skuId,
      productNo: sku.productNo,
      skuNo: sku.skuNo,
      productName: sku.productName,
      specValue: sku.specValue,
      imageUrl: sku.imageUrl,
      quantity,
      unitPrice: sku.price,
      unitRetail: sku.scribingPrice ?? sku.price,
      voucherShare: p.shares[i]!.voucher,
      coinsShare: p.shares[i]!.coins,
    })),
    memberVoucherIds: q.vouchers.filter((v) => p.applied.includes(v.couponNo)).map((v) => v.memberVoucherId),
    cartSkuIds: input.buy_type === BUY_TYPE.cart ? q.lines.map((l) => l.sku.skuId) : [],
  };
}

/** D1 binds at most 100 values a statement: 11 columns and the order's number a line. */
const LINES_A_STATEMENT = 8;

/**
 * The writes of one order. Stock is taken here (`takeStock`) or, for many orders at once, by one change per SKU
 * (stockWrites). Each take is a change a CHECK guards (stock >= 0, uses IN (0, 1), points >= 0), so of two orders
 * racing for the last of something one fails whole and nothing of it is kept.
 */
export function orderWrites(db: Db, draft: OrderDraft, takeStock: boolean): [BatchStatement, ...BatchStatement[]] {
  const settings = CHECKOUT_SETTINGS[draft.country];
  const { memberId } = draft;
  const orderId = sql<number>`${db.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, draft.order.orderNo))}`;
  // The daily limit, inside the batch so that orders placed at once count each other: past it the order's member is
  // NULL, which its NOT NULL refuses, and the whole batch with it.
  const ordersToday = db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.memberId, memberId), gt(orders.createdAt, draft.createdAt - DAY_MS)));
  const insertOrder = db.insert(orders).values({
    ...draft.order,
    memberId: sql<number>`case when ${ordersToday} < ${settings.dailyOrderLimit} then ${memberId} end`,
    createdAt: draft.createdAt,
    idempotencyKey: draft.idempotencyKey,
    firstOrderFree: draft.firstOrderFree ? 1 : 0,
    inCity: draft.inCity ? 1 : 0,
    weightG: draft.weightG,
    address: draft.address,
    note: draft.note,
    language: draft.language,
  });
  const statements: BatchStatement[] = [];
  for (let i = 0; i < draft.lines.length; i += LINES_A_STATEMENT) {
    statements.push(db.insert(orderLines).values(draft.lines.slice(i, i + LINES_A_STATEMENT).map((line) => ({ ...line, orderId }))));
  }
  if (takeStock) statements.push(...stockWrites(db, draft.lines));
  for (const id of draft.memberVoucherIds) {
    statements.push(
      db
        .update(memberVouchers)
        .set({ uses: sql`${memberVouchers.uses} + 1`, orderId })
        .where(and(eq(memberVouchers.id, id), eq(memberVouchers.memberId, memberId))),
    );
  }
  if (draft.order.coinsUsed > 0) {
    statements.push(
      db.insert(coinLedger).values({ memberId, delta: -draft.order.coinsUsed, kind: 'spend', orderId, createdAt: draft.createdAt }),
    );
  }
  if (draft.cartSkuIds.length > 0) {
    statements.push(db.delete(cartItems).where(and(eq(cartItems.memberId, memberId), inList(cartItems.skuId, draft.cartSkuIds))));
  }
  return [insertOrder, ...statements];
}

/** The stock the lines take, one change per SKU. No condition: the CHECK refuses a stock below zero, and the batch. */
export function stockWrites(db: Db, lines: readonly Pick<LineDraft, 'skuId' | 'quantity'>[]): BatchStatement[] {
  const taken = new Map<number, number>();
  for (const line of lines) taken.set(line.skuId, (taken.get(line.skuId) ?? 0) + line.quantity);
  return [...taken].map(([skuId, quantity]) =>
    db
      .update(skus)
      .set({ stock: sql`${skus.stock} - ${quantity}` })
      .where(eq(skus.id, skuId)),
  );
}

/**
 * Places the order in one D1 batch that reserves everything it takes. The same idempotency key answers the order it
 * made, however often it is sent; `placed` says whether this call placed it.
 */
export async function placeOrder(
  db: Db,
  country: CountryCode,
  lang: Lang,
  memberId: number,
  input: PlaceInput,
  now = Date.now(),
): Promise<{ order: OrderPlaced; placed: boolean }> {
  const existing = await placedOrderOf(db, memberId, { key: input.idempotency_key });
  if (existing) return { order: existing, placed: false };
  const draft = await draftOrder(db, country, lang, memberId, input, now);
  try {
    await writeRetrying(() => db.batch(orderWrites(db, draft, true)));
  } catch (err) {
    // The same key placed a moment ago by a request racing this one: its order is the answer.
    const raced = await placedOrderOf(db, memberId, { key: input.idempotency_key });
    if (raced) return { order: raced, placed: false };
    const code = placeFailureCode(err);
    if (code === null) throw err;
    throw new ApiError(code);
  }
  return { order: placedView(draft.order), placed: true };
}
