/** Order rows and quotes as the API answers them (one reshape point for the order domain). */
import type { Address } from '../../../src/shared/contract/address';
import {
  ORDER_STATUS,
  type OrderAction,
  type OrderEvent,
  type OrderStatus,
  type PaymentStatus,
} from '../../../src/shared/contract/constants';
import type {
  OrderAmounts,
  OrderDetail,
  OrderLine,
  OrderListItem,
  OrderPayInfo,
  OrderPlaced,
  OrderPreview,
} from '../../../src/shared/contract/order';
import type { PurchaseShortfall } from '../../../src/shared/contract/promotion';
import type { CurrencyCode } from '../../../src/shared/countries';
import type { CheckoutSettings } from '../../platform/settings';
import type { orderLines, orders, products, skus } from '../../platform/schema';
import { isCollectedOnDelivery } from '../payment/methods';
import { memberVoucherView, type UsableVoucher } from '../promotion/views';
import type { Pricing, PricingInput } from './pricing';

type Order = typeof orders.$inferSelect;

/** The order's money columns: as stored, and as a computed breakdown (amountColumns). */
type AmountColumns = Pick<
  Order,
  | 'currency'
  | 'retailTotal'
  | 'productDiscount'
  | 'subtotal'
  | 'voucherDiscount'
  | 'shippingFee'
  | 'shippingDiscount'
  | 'coinsUsed'
  | 'coinsValue'
  | 'total'
  | 'coinsEarned'
>;

/** What placing an order answers. */
export type PlacedOrder = AmountColumns & Pick<Order, 'orderNo' | 'status' | 'payDeadline'>;

/** An order line as the shopper sees it (the after-sales screens show it too). */
export type OrderLineRow = Pick<
  typeof orderLines.$inferSelect,
  'skuNo' | 'productNo' | 'productName' | 'specValue' | 'imageUrl' | 'quantity' | 'unitPrice' | 'unitRetail'
>;

/** The order for the checkout's payment page, with its latest payment's state. */
export type PayInfoOrder = PlacedOrder &
  Pick<Order, 'address' | 'inCity' | 'note' | 'createdAt' | 'paidAt' | 'paymentMethod' | 'closeReason'> & {
    paymentStatus: PaymentStatus | null;
  };

/** An order of the member's list. */
export type ListedOrder = PlacedOrder & Pick<Order, 'createdAt' | 'closeReason' | 'paymentMethod' | 'deliveredAt'>;

/** An order with all it shows on its own page. */
export type DetailedOrder = ListedOrder &
  Pick<
    Order,
    'address' | 'inCity' | 'note' | 'paidAt' | 'logisticsProvider' | 'trackingNo' | 'shippedAt' | 'completedAt' | 'closedAt' | 'cancelNote'
  >;

/** A SKU of a selection as the checkout prices and shows it: its catalog rows, the texts in the request's language. */
export type SkuFacts = Pick<typeof skus.$inferSelect, 'skuNo' | 'price' | 'scribingPrice' | 'stock'> &
  Pick<typeof products.$inferSelect, 'productNo' | 'imageUrl' | 'status'> & {
    skuId: number;
    productId: number;
    productName: string;
    specValue: string;
    grossWeightG: number;
  };

export interface SelectedLine {
  sku: SkuFacts;
  quantity: number;
}

/** An item of the selection that cannot be bought as asked. */
export type Unavailable = OrderPreview['unavailable'][number];

/** The figures of a selection for the member, now: what the confirmation shows and what an order would be. */
export interface Quote {
  address: Address | null;
  lines: SelectedLine[];
  unavailable: Unavailable[];
  vouchers: UsableVoucher[];
  coinBalance: number;
  /** Whether the address is in the warehouse's city; null without an address. */
  inCity: boolean | null;
  pricing: Pricing;
  /** What it was priced with: a refused order prices it again to say what changed (checkout.ts staleCode). */
  priced: PricingInput;
}

/** The cart's summary of a selection: its pricing, and the voucher a little more would unlock. */
export interface Shortfall {
  pricing: Pricing;
  next: { voucher: UsableVoucher; amountMore: number; saving: number } | null;
}

export function amountsView(row: AmountColumns): OrderAmounts {
  return {
    currency_code: row.currency,
    retail_price: row.retailTotal,
    product_discount: row.productDiscount,
    subtotal: row.subtotal,
    voucher_discount: row.voucherDiscount,
    shipping_fee: row.shippingFee,
    shipping_discount: row.shippingDiscount,
    coins_used: row.coinsUsed,
    coins_value: row.coinsValue,
    total: row.total,
    coins_earned: row.coinsEarned,
  };
}

/** What placing an order answers; `intake` while a flash sale's order is on its way to the database. */
export function placedView(order: PlacedOrder, intake: string | null = null): OrderPlaced {
  return { order_no: order.orderNo, status: order.status, amounts: amountsView(order), pay_deadline: order.payDeadline ?? 0, intake };
}

export function previewView(q: Quote, settings: CheckoutSettings): OrderPreview {
  const p = q.pricing;
  const optionOf = new Map(p.options.map((o) => [o.couponNo, o]));
  return {
    address: q.address,
    lines: q.lines.map(({ sku, quantity }) => ({
      sku_no: sku.skuNo,
      product_no: sku.productNo,
      product_name: sku.productName,
      spec_value: sku.specValue,
      thumb_image_url: sku.imageUrl,
      quantity,
      price: sku.price,
      retail_price: sku.scribingPrice ?? sku.price,
    })),
    unavailable: q.unavailable,
    delivery: { method: 'standard', in_city: q.inCity ?? true, weight_g: p.weightG, first_order_free: p.firstOrderFree },
    vouchers: q.vouchers.map((voucher) => {
      const o = optionOf.get(voucher.couponNo);
      return { ...memberVoucherView(voucher), saving: o?.saving ?? 0, block: o?.block ?? null, shortfall: o?.shortfall ?? 0 };
    }),
    applied_coupon_nos: p.applied,
    coins: {
      balance: q.coinBalance,
      usable: p.coinsUsable,
      step: settings.coins.step,
      step_value: settings.coins.stepValue,
      cap_percent: settings.coins.capPercent,
    },
    amounts: amountsView(amountColumns(p, settings.currency)),
  };
}

/** A computed breakdown in the shape of the order row's money columns (what placing the order stores). */
export function amountColumns(p: Pricing, currency: CurrencyCode): AmountColumns {
  return {
    currency,
    retailTotal: p.retailTotal,
    productDiscount: p.productDiscount,
    subtotal: p.subtotal,
    voucherDiscount: p.voucherDiscount,
    shippingFee: p.shippingFee,
    shippingDiscount: p.shippingDiscount,
    coinsUsed: p.coinsUsed,
    coinsValue: p.coinsValue,
    total: p.total,
    coinsEarned: p.coinsEarned,
  };
}

export function orderLineView(line: OrderLineRow): OrderLine {
  return {
    sku_no: line.skuNo,
    product_no: line.productNo,
    product_name: line.productName,
    spec_value: line.specValue,
    thumb_image_url: line.imageUrl,
    quantity: line.quantity,
    price: line.unitPrice,
    retail_price: line.unitRetail,
  };
}

export function payInfoView(order: PayInfoOrder, lines: OrderLineRow[]): OrderPayInfo {
  return {
    order_no: order.orderNo,
    status: order.status,
    amounts: amountsView(order),
    lines: lines.map(orderLineView),
    address: JSON.parse(order.address) as Address,
    in_city: order.inCity === 1,
    note: order.note,
    created_at: order.createdAt,
    pay_deadline: order.payDeadline ?? 0,
    paid_at: order.paidAt,
    payment_method: order.paymentMethod,
    payment_status: order.paymentStatus,
    close_reason: order.closeReason,
  };
}

/** What the shopper may do with an order in each status (spec §4); after-sales once it is received. */
const ACTIONS: Record<OrderStatus, OrderAction[]> = {
  [ORDER_STATUS.pendingPayment]: ['pay', 'cancel'],
  [ORDER_STATUS.pendingShipment]: ['cancel'],
  [ORDER_STATUS.pendingReceipt]: ['confirm_receipt'],
  [ORDER_STATUS.complete]: ['buy_again', 'after_sale'],
  [ORDER_STATUS.closed]: ['buy_again'],
};

/**
 * The status's actions, and after-sales before completion where the after-sales API takes it (aftersale/applications.ts
 * allowedTypes): a refund of a paid order not delivered yet (not cash on delivery: nothing was collected), and a
 * return once delivered.
 */
function actionsOf(order: ListedOrder): OrderAction[] {
  const paidOnline = order.paymentMethod !== null && !isCollectedOnDelivery(order.paymentMethod);
  const early =
    (order.status === ORDER_STATUS.pendingShipment && paidOnline) ||
    (order.status === ORDER_STATUS.pendingReceipt && (paidOnline || order.deliveredAt !== null));
  return early ? [...ACTIONS[order.status], 'after_sale'] : ACTIONS[order.status];
}

export function listItemView(order: ListedOrder, lines: OrderLineRow[]): OrderListItem {
  return {
    order_no: order.orderNo,
    status: order.status,
    amounts: amountsView(order),
    lines: lines.map(orderLineView),
    created_at: order.createdAt,
    pay_deadline: order.status === ORDER_STATUS.pendingPayment ? order.payDeadline : null,
    close_reason: order.closeReason,
    actions: actionsOf(order),
  };
}

export function detailView(
  order: DetailedOrder,
  lines: OrderLineRow[],
  couponNos: string[],
  events: { kind: OrderEvent; at: number }[],
): OrderDetail {
  return {
    ...listItemView(order, lines),
    logistics_provider: order.logisticsProvider,
    tracking_no: order.trackingNo,
    paid_at: order.paidAt,
    shipped_at: order.shippedAt,
    delivered_at: order.deliveredAt,
    completed_at: order.completedAt,
    closed_at: order.closedAt,
    payment_method: order.paymentMethod,
    delivery_method: 'standard',
    in_city: order.inCity === 1,
    coupon_nos: couponNos,
    note: order.note,
    cancel_note: order.cancelNote,
    address: JSON.parse(order.address) as Address,
    timeline: events.map((e) => ({ event: e.kind, at: e.at })),
  };
}

/**
 * An archived order (order/archived.ts) offers only buying its lines again: that asks nothing of the order on the
 * server (cart/add per line), while after-sales, long past its time, would find no order in D1.
 */
const archivedActions = (): OrderAction[] => ['buy_again'];

export function archivedListItemView(order: ListedOrder, lines: OrderLineRow[]): OrderListItem {
  return { ...listItemView(order, lines), actions: archivedActions() };
}

export function archivedDetailView(
  order: DetailedOrder,
  lines: OrderLineRow[],
  couponNos: string[],
  events: { kind: OrderEvent; at: number }[],
): OrderDetail {
  return { ...detailView(order, lines, couponNos, events), actions: archivedActions() };
}

export function shortfallView({ pricing, next }: Shortfall, currency: CurrencyCode): PurchaseShortfall {
  return {
    currency_code: currency,
    subtotal: pricing.subtotal,
    best_saving: pricing.voucherDiscount + pricing.shippingDiscount,
    best_coupon_nos: pricing.applied,
    next: next && { coupon_no: next.voucher.couponNo, title: next.voucher.title, amount_more: next.amountMore, saving: next.saving },
    coins_earned: pricing.coinsEarned,
  };
}
