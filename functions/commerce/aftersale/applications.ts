/**
 * Applying for after-sales (spec §4): what a line of the member's order allows now, what it would give back, and the
 * application itself. Every query names the member. The money comes from order/pricing.ts lineRefund; the guards of
 * migration 0018 hold when two requests race past these checks.
 */
import {
  type AfterSaleReason,
  type AfterSaleType,
  ORDER_STATUS,
  type OrderStatus,
  type PaymentMethod,
} from '../../../src/shared/contract/constants';
import type { CountryCode, CurrencyCode } from '../../../src/shared/countries';
import { ApiError, ERR } from '../../../src/shared/errors';
import { randomToken } from '../../platform/tokens';
import { coinsByLine, lineRefund } from '../order/pricing';
import type { OrderLineRow } from '../order/views';
import { AFTER_SALE_SETTINGS, type AfterSaleSettings } from './settings';

const DAY_MS = 24 * 3600 * 1000;

export interface LineFacts extends OrderLineRow {
  order_id: number;
  order_no: string;
  order_status: OrderStatus;
  delivered_at: number | null;
  completed_at: number | null;
  payment_method: PaymentMethod | null;
  currency: CurrencyCode;
  coins_used: number;
  line_id: number;
  voucher_share: number;
  coins_share: number;
  /** Units of the line refunded by successful applications. */
  refunded: number;
  /** Its applications still open (0 or 1). */
  open: number;
  /** All its applications, whatever became of them. */
  applications: number;
  /** The coins this line took (its part of the order's). */
  line_coins: number;
}

/** The member's order line by order and SKU number, with what after-sales has done with it; 1103001 / 1103003 otherwise. */
export async function lineFacts(d1: D1Database, memberId: number, orderNo: string, skuNo: string): Promise<LineFacts> {
  const [line, shares] = await d1.batch([
    d1
      .prepare(
        `SELECT o.id AS order_id, o.order_no, o.status AS order_status, o.delivered_at, o.completed_at, o.payment_method, o.currency,
           o.coins_used, l.id AS line_id, l.sku_no, l.product_no, l.product_name, l.spec_value, l.image_url, l.quantity, l.unit_price,
           l.unit_retail, l.voucher_share, l.coins_share,
           (SELECT coalesce(sum(quantity), 0) FROM after_sales WHERE line_id = l.id AND status = 4) AS refunded,
           (SELECT count(*) FROM after_sales WHERE line_id = l.id AND status NOT IN (4, 5)) AS open,
           (SELECT count(*) FROM after_sales WHERE line_id = l.id) AS applications
         FROM orders o LEFT JOIN order_lines l ON l.order_id = o.id AND l.sku_no = ?3
         WHERE o.member_id = ?1 AND o.order_no = ?2`,
      )
      .bind(memberId, orderNo, skuNo),
    d1
      .prepare(
        'SELECT l.id, l.coins_share FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.member_id = ?1 AND o.order_no = ?2 ORDER BY l.id',
      )
      .bind(memberId, orderNo),
  ]);
  const row = line!.results[0] as Omit<LineFacts, 'line_coins'> | undefined;
  if (!row) throw new ApiError(ERR.ORDER_NOT_FOUND);
  if (row.line_id === null) throw new ApiError(ERR.ORDER_ITEM_NOT_FOUND);
  const all = shares!.results as { id: number; coins_share: number }[];
  const coins = coinsByLine(
    row.coins_used,
    all.map((l) => l.coins_share),
  );
  return { ...row, line_coins: coins[all.findIndex((l) => l.id === row.line_id)] ?? 0 };
}

/** Delivered (the courier said so, or the shopper confirmed receipt). */
const isDelivered = (f: LineFacts) =>
  f.order_status === ORDER_STATUS.complete || (f.order_status === ORDER_STATUS.pendingReceipt && f.delivered_at !== null);

/**
 * The types the order allows now: refund only while it has not arrived (before shipment, or with an interception of
 * the parcel); return and refund too once delivered. Cash on delivery has nothing to refund until the courier has
 * collected it: cancelling the order is the way before that.
 */
export function allowedTypes(f: LineFacts): AfterSaleType[] {
  if (isDelivered(f)) return ['refund_only', 'return_and_refund'];
  const onItsWay = f.order_status === ORDER_STATUS.pendingShipment || f.order_status === ORDER_STATUS.pendingReceipt;
  return onItsWay && f.payment_method !== 'cod' ? ['refund_only'] : [];
}

/** The end of the after-sales period: days after delivery, or after completion when no delivery was recorded. */
export function deadlineOf(f: LineFacts, settings: AfterSaleSettings): number | null {
  const from = f.delivered_at ?? (f.order_status === ORDER_STATUS.complete ? f.completed_at : null);
  return from === null ? null : from + settings.timeLimitDays * DAY_MS;
}

export interface Eligibility {
  types: AfterSaleType[];
  deadline: number | null;
  maxQuantity: number;
  quantity: number;
  amount: number;
  coins: number;
}

/** What the line allows for `quantity` units (all that is left when absent), or the code saying why not. */
export function eligibility(f: LineFacts, settings: AfterSaleSettings, now: number, quantity?: number): Eligibility {
  const maxQuantity = f.quantity - f.refunded;
  if (f.open > 0) throw new ApiError(ERR.AFTER_SALE_IN_PROGRESS);
  if (maxQuantity <= 0) throw new ApiError(ERR.AFTER_SALE_EXISTS);
  const types = allowedTypes(f);
  if (types.length === 0) throw new ApiError(ERR.ORDER_STATUS_MISMATCH);
  const deadline = deadlineOf(f, settings);
  if (deadline !== null && now > deadline) throw new ApiError(ERR.AFTER_SALE_TIME_LIMIT);
  if (f.applications >= settings.maxApplicationsPerLine) throw new ApiError(ERR.AFTER_SALE_MAXIMUM);
  const q = quantity ?? maxQuantity;
  if (q > maxQuantity) throw new ApiError(ERR.AFTER_SALE_MAXIMUM_QUANTITY);
  const money = lineRefund(
    { quantity: f.quantity, unitPrice: f.unit_price, voucherShare: f.voucher_share, coinsShare: f.coins_share, coins: f.line_coins },
    f.refunded,
    q,
  );
  return { types, deadline, maxQuantity, quantity: q, amount: money.amount, coins: money.coins };
}

export const settingsOf = (country: CountryCode) => AFTER_SALE_SETTINGS[country];

/** A new application's number: 'AS', the country (its database), then time and randomness. */
export function newAfterSaleNo(country: CountryCode, now: number): string {
  return `AS${country}${now.toString(36).toUpperCase()}${randomToken(6)
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 6)}`;
}

export interface Application {
  type: AfterSaleType;
  reason: AfterSaleReason;
  quantity: number;
  description: string;
  photoNos: string[];
  expectedAmount?: number | undefined;
}

/** Which failure of the application's batch a constraint of migration 0018 reported, as the spec's code. */
function raceCode(err: unknown): ApiError | null {
  const message = String((err as Error)?.message ?? err);
  if (message.includes('after_sales.line_id')) return new ApiError(ERR.AFTER_SALE_IN_PROGRESS);
  if (message.includes('quantity beyond')) return new ApiError(ERR.AFTER_SALE_MAXIMUM_QUANTITY);
  return null;
}

/**
 * Applies (or applies again after a cancel or a failure): checks as the preview does, then one batch inserts the
 * application while the order is still in the state checked and attaches the member's unattached photos.
 */
export async function apply(
  d1: D1Database,
  country: CountryCode,
  memberId: number,
  orderNo: string,
  skuNo: string,
  a: Application,
  now: number,
): Promise<string> {
  const settings = settingsOf(country);
  const f = await lineFacts(d1, memberId, orderNo, skuNo);
  const e = eligibility(f, settings, now, a.quantity);
  if (!e.types.includes(a.type)) throw new ApiError(ERR.ORDER_INVALID_PARAMETERS, 'invalid parameter: type');
  if (a.expectedAmount !== undefined && a.expectedAmount !== e.amount) throw new ApiError(ERR.PRICE_CHANGED);
  const photos = [...new Set(a.photoNos)];
  if (photos.length > settings.photoLimit) throw new ApiError(ERR.ORDER_INVALID_PARAMETERS, 'invalid parameter: photo_nos');
  if (photos.length > 0) {
    const owned = await d1
      .prepare(
        `SELECT count(*) AS n FROM after_sale_photos WHERE member_id = ? AND after_sale_id IS NULL AND photo_no IN (${photos.map(() => '?').join(', ')})`,
      )
      .bind(memberId, ...photos)
      .first<{ n: number }>();
    if (owned?.n !== photos.length) throw new ApiError(ERR.ORDER_INVALID_PARAMETERS, 'invalid parameter: photo_nos');
  }
  const afterSaleNo = newAfterSaleNo(country, now);
  const statements = [
    d1
      .prepare(
        `INSERT INTO after_sales (after_sale_no, member_id, order_id, line_id, type, reason, quantity, refund_amount, refund_coins,
           description, created_at, updated_at)
         SELECT ?1, ?2, o.id, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?10 FROM orders o
         WHERE o.id = ?11 AND o.member_id = ?2 AND o.status = ?12 AND (o.delivered_at IS NULL) = ?13`,
      )
      .bind(
        afterSaleNo,
        memberId,
        f.line_id,
        a.type,
        a.reason,
        e.quantity,
        e.amount,
        e.coins,
        a.description,
        now,
        f.order_id,
        f.order_status,
        f.delivered_at === null ? 1 : 0,
      ),
  ];
  if (photos.length > 0) {
    statements.push(
      d1
        .prepare(
          `UPDATE after_sale_photos SET after_sale_id = (SELECT id FROM after_sales WHERE after_sale_no = ?1)
           WHERE member_id = ?2 AND after_sale_id IS NULL AND photo_no IN (${photos.map((_, i) => `?${i + 3}`).join(', ')})`,
        )
        .bind(afterSaleNo, memberId, ...photos),
    );
  }
  let inserted: D1Result | undefined;
  try {
    [inserted] = await d1.batch(statements);
  } catch (err) {
    throw raceCode(err) ?? err;
  }
  // The order moved on between the check and the insert (shipped, delivered, cancelled): ask again.
  if ((inserted?.meta.changes ?? 0) === 0) throw new ApiError(ERR.ORDER_STATUS_MISMATCH);
  return afterSaleNo;
}
