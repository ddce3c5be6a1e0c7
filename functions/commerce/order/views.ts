/** Order rows and quotes as the API answers them (one reshape point for the order domain). */
import type { Address } from '../../../src/shared/contract/address';
import {
  ORDER_STATUS,
  type OrderAction,
  type OrderEvent,
  type OrderStatus,
  type PaymentMethod,
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
import { memberVoucherView } from '../promotion/views';
import type { CurrencyCode } from '../../../src/shared/countries';
import type { OrderRow, Quote } from './checkout';
import type { Pricing } from './pricing';
import type { CheckoutSettings } from '../../platform/settings';

type AmountColumns = Omit<OrderRow, 'order_no' | 'status' | 'pay_deadline'>;

export function amountsView(row: AmountColumns): OrderAmounts {
  return {
    currency_code: row.currency,
    retail_price: row.retail_total,
    product_discount: row.product_discount,
    subtotal: row.subtotal,
    voucher_discount: row.voucher_discount,
    shipping_fee: row.shipping_fee,
    shipping_discount: row.shipping_discount,
    coins_used: row.coins_used,
    coins_value: row.coins_value,
    total: row.total,
    coins_earned: row.coins_earned,
  };
}

export function placedView(row: OrderRow): OrderPlaced {
  return { order_no: row.order_no, status: row.status, amounts: amountsView(row), pay_deadline: row.pay_deadline ?? 0 };
}

export function previewView(q: Quote, settings: CheckoutSettings): OrderPreview {
  const p = q.pricing;
  const optionOf = new Map(p.options.map((o) => [o.couponNo, o]));
  return {
    address: q.address,
    lines: q.lines.map(({ sku, quantity }) => ({
      sku_no: sku.sku_no,
      product_no: sku.product_no,
      product_name: sku.product_name,
      spec_value: sku.spec_value,
      thumb_image_url: sku.image_url,
      quantity,
      price: sku.price,
      retail_price: sku.scribing_price ?? sku.price,
    })),
    unavailable: q.unavailable,
    delivery: { method: 'standard', in_city: q.inCity ?? true, weight_g: p.weightG, first_order_free: p.firstOrderFree },
    vouchers: q.vouchers.map((row) => {
      const o = optionOf.get(row.coupon_no);
      return { ...memberVoucherView(row), saving: o?.saving ?? 0, block: o?.block ?? null, shortfall: o?.shortfall ?? 0 };
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
    retail_total: p.retailTotal,
    product_discount: p.productDiscount,
    subtotal: p.subtotal,
    voucher_discount: p.voucherDiscount,
    shipping_fee: p.shippingFee,
    shipping_discount: p.shippingDiscount,
    coins_used: p.coinsUsed,
    coins_value: p.coinsValue,
    total: p.total,
    coins_earned: p.coinsEarned,
  };
}

export interface OrderLineRow {
  sku_no: string;
  product_no: string;
  product_name: string;
  spec_value: string;
  image_url: string;
  quantity: number;
  unit_price: number;
  unit_retail: number;
}

export function orderLineView(row: OrderLineRow): OrderLine {
  return {
    sku_no: row.sku_no,
    product_no: row.product_no,
    product_name: row.product_name,
    spec_value: row.spec_value,
    thumb_image_url: row.image_url,
    quantity: row.quantity,
    price: row.unit_price,
    retail_price: row.unit_retail,
  };
}

export interface PayInfoRow extends OrderRow {
  address: string;
  in_city: number;
  note: string;
  created_at: number;
  paid_at: number | null;
  payment_method: PaymentMethod | null;
  close_reason: 'timeout' | 'cancelled' | null;
  payment_status: PaymentStatus | null;
}

export function payInfoView(row: PayInfoRow, lines: OrderLineRow[]): OrderPayInfo {
  return {
    order_no: row.order_no,
    status: row.status,
    amounts: amountsView(row),
    lines: lines.map(orderLineView),
    address: JSON.parse(row.address) as Address,
    in_city: row.in_city === 1,
    note: row.note,
    created_at: row.created_at,
    pay_deadline: row.pay_deadline ?? 0,
    paid_at: row.paid_at,
    payment_method: row.payment_method,
    payment_status: row.payment_status,
    close_reason: row.close_reason,
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

export interface ListRow extends PayInfoRow {
  id: number;
  delivered_at: number | null;
}

/**
 * The status's actions, and after-sales before completion where the after-sales API takes it (aftersale/applications.ts
 * allowedTypes): a refund of a paid order not delivered yet (not cash on delivery: nothing was collected), and a
 * return once delivered.
 */
function actionsOf(row: ListRow): OrderAction[] {
  const paidOnline = row.payment_method !== null && row.payment_method !== 'cod';
  const early =
    (row.status === ORDER_STATUS.pendingShipment && paidOnline) ||
    (row.status === ORDER_STATUS.pendingReceipt && (paidOnline || row.delivered_at !== null));
  return early ? [...ACTIONS[row.status], 'after_sale'] : ACTIONS[row.status];
}

export interface ListLineRow extends OrderLineRow {
  order_id: number;
}

export function listItemView(row: ListRow, lines: OrderLineRow[]): OrderListItem {
  return {
    order_no: row.order_no,
    status: row.status,
    amounts: amountsView(row),
    lines: lines.map(orderLineView),
    created_at: row.created_at,
    pay_deadline: row.status === ORDER_STATUS.pendingPayment ? row.pay_deadline : null,
    close_reason: row.close_reason,
    actions: actionsOf(row),
  };
}

export interface DetailRow extends ListRow {
  logistics_provider: string | null;
  tracking_no: string | null;
  shipped_at: number | null;
  completed_at: number | null;
  closed_at: number | null;
  cancel_note: string | null;
}

export function detailView(
  row: DetailRow,
  lines: OrderLineRow[],
  couponNos: string[],
  events: { kind: OrderEvent; at: number }[],
): OrderDetail {
  return {
    ...listItemView(row, lines),
    logistics_provider: row.logistics_provider,
    tracking_no: row.tracking_no,
    paid_at: row.paid_at,
    shipped_at: row.shipped_at,
    delivered_at: row.delivered_at,
    completed_at: row.completed_at,
    closed_at: row.closed_at,
    payment_method: row.payment_method,
    delivery_method: 'standard',
    in_city: row.in_city === 1,
    coupon_nos: couponNos,
    note: row.note,
    cancel_note: row.cancel_note,
    address: JSON.parse(row.address) as Address,
    timeline: events.map((e) => ({ event: e.kind, at: e.at })),
  };
}
