/**
 * Order calls: the personal centre's counters, the confirmation of a selection and placing the order (issue 14).
 * Every figure is the server's (functions/commerce/order/pricing.ts); the browser sends what it chose and the total
 * it showed, and is told to refresh when that total is no longer right (1103014).
 */
import * as v from 'valibot';
import { Address } from './address';
import { SelectedItems } from './cart';
import { defineCall } from './call';
import { CurrencyCode, Money, NoInput, NoOutput, PageRequest, text } from './common';
import { BUY_TYPE, ORDER_ACTIONS, ORDER_EVENTS, ORDER_STATUS, ORDER_TAB, PAYMENT_METHODS, PAYMENT_STATUSES } from './constants';
import { MemberVoucher } from './promotion';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const OrderStatusSummary = v.object({
  unpaid: count,
  to_ship: count,
  shipped: count,
  completed: count,
  after_sale: count,
});
export type OrderStatusSummary = v.InferOutput<typeof OrderStatusSummary>;

export const orderStatusSummary = defineCall({
  method: 'GET',
  path: '/order/trade/order-status-summary',
  summary: "How many of the member's orders are in each status, and how many have an after-sales request.",
  access: 'member',
  input: NoInput,
  output: OrderStatusSummary,
});

/** A customer note (spec §5: free text). */
export const ORDER_NOTE_MAX = 200;
const CouponNos = v.pipe(v.array(text(1, 32)), v.maxLength(2));

/** What the shopper chose on the confirmation: the items, where to, which vouchers, whether to pay with coins. */
const Selection = {
  items: SelectedItems,
  buy_type: v.picklist(Object.values(BUY_TYPE)),
  /** The address to deliver to; the member's default when absent. */
  address_id: v.optional(text(1, 32)),
  /** The vouchers to apply; absent: the best combination, picked by the server. */
  coupon_nos: v.optional(CouponNos),
  use_coins: v.boolean(),
};

export const OrderLine = v.object({
  sku_no: v.string(),
  product_no: v.string(),
  product_name: v.string(),
  spec_value: v.string(),
  thumb_image_url: v.string(),
  quantity: count,
  price: Money,
  /** The struck-through price, or the price when there is none. */
  retail_price: Money,
});
export type OrderLine = v.InferOutput<typeof OrderLine>;

/** The breakdown of spec §3, minor units of `currency_code`. total = subtotal − vouchers + shipping − shipping discount − coins. */
export const OrderAmounts = v.object({
  currency_code: CurrencyCode,
  retail_price: Money,
  product_discount: Money,
  subtotal: Money,
  voucher_discount: Money,
  shipping_fee: Money,
  shipping_discount: Money,
  coins_used: count,
  coins_value: Money,
  total: Money,
  coins_earned: count,
});
export type OrderAmounts = v.InferOutput<typeof OrderAmounts>;

/** Why a voucher of the member does not apply to this selection. */
export const VOUCHER_BLOCKS = ['min_spend', 'no_products', 'no_shipping_fee', 'not_stackable'] as const;

export const OrderPreview = v.object({
  /** The delivery address; null when the member has none yet ('Add a shipping address'). */
  address: v.nullable(Address),
  lines: v.array(OrderLine),
  /** Items of the selection that cannot be bought now (sold out, removed, fewer in stock): left out of the figures. */
  unavailable: v.array(v.object({ sku_no: v.string(), product_name: v.string(), available: count })),
  delivery: v.object({
    method: v.literal('standard'),
    /** True within the warehouse's city: 1–2 days; otherwise 4–7 (spec §9). */
    in_city: v.boolean(),
    weight_g: count,
    first_order_free: v.boolean(),
  }),
  vouchers: v.array(
    v.object({
      ...MemberVoucher.entries,
      saving: Money,
      block: v.nullable(v.picklist(VOUCHER_BLOCKS)),
      /** For min_spend: how much more would unlock it. */
      shortfall: Money,
    }),
  ),
  applied_coupon_nos: v.array(v.string()),
  coins: v.object({
    balance: count,
    /** The most this order can take (balance, the cap and whole steps). */
    usable: count,
    /** Coins are redeemed in steps of `step` coins, each worth `step_value`; at most `cap_percent` of the payment. */
    step: count,
    step_value: Money,
    cap_percent: count,
  }),
  amounts: OrderAmounts,
});
export type OrderPreview = v.InferOutput<typeof OrderPreview>;

export const orderConfirm = defineCall({
  method: 'POST',
  path: '/order/confirm',
  summary:
    'The order confirmation of a selection: address, lines, delivery, the vouchers with what each saves, coins and the breakdown, all computed here. 1103011 for nothing buyable.',
  access: 'member',
  input: v.object(Selection),
  output: OrderPreview,
  ours: true,
});

export const OrderPlaced = v.object({
  order_no: v.string(),
  status: v.picklist(Object.values(ORDER_STATUS)),
  amounts: OrderAmounts,
  /** When an unpaid order closes (ms since the epoch). */
  pay_deadline: v.number(),
  /**
   * Set while a flash sale's order is still being placed (its stock is reserved, the order is on its way to the
   * database): pass it to order/intake until that answers without it. Null once the order is in.
   */
  intake: v.nullable(v.string()),
});
export type OrderPlaced = v.InferOutput<typeof OrderPlaced>;

export const orderCreate = defineCall({
  method: 'POST',
  path: '/order/create',
  summary:
    'Places the order in one step: lines, stock reserved, vouchers locked, coins held. The same idempotency key answers the same order. 1103014 when the total is no longer the one shown; 1103012 when stock ran out (refresh the confirmation); 1103045, 1103046, 1103056 for the limits; 1101021 without an address; 1103019 for a disabled account.',
  access: 'member',
  input: v.object({
    ...Selection,
    /** The total the confirmation showed: never charged, only compared (1103014 when it changed). */
    expected_total: Money,
    note: v.optional(v.pipe(v.string(), v.maxLength(ORDER_NOTE_MAX)), ''),
    idempotency_key: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/)),
  }),
  output: OrderPlaced,
  ours: true,
});

export const orderIntake = defineCall({
  method: 'GET',
  path: '/order/intake',
  summary:
    "Where a flash sale's order placed with order/create stands: the order, with `intake` still set while it is being placed and null once it is in; the error that stopped it (1103012, 1103045, 1103014, …) when it could not be placed.",
  access: 'member',
  input: v.object({ order_no: text(1, 32), intake: text(1, 64) }),
  output: OrderPlaced,
  ours: true,
});

/** An order as the checkout and payment success pages need it. */
export const OrderPayInfo = v.object({
  order_no: v.string(),
  status: v.picklist(Object.values(ORDER_STATUS)),
  amounts: OrderAmounts,
  lines: v.array(OrderLine),
  address: Address,
  in_city: v.boolean(),
  note: v.string(),
  created_at: v.number(),
  pay_deadline: v.number(),
  paid_at: v.nullable(v.number()),
  payment_method: v.nullable(v.picklist(PAYMENT_METHODS)),
  /** The latest payment attempt's state, null before the first (spec §4 payment messages). */
  payment_status: v.nullable(v.picklist(PAYMENT_STATUSES)),
  /** Why the order closed: 'timeout' when its payment time ran out. */
  close_reason: v.nullable(v.picklist(['timeout', 'cancelled'])),
});
export type OrderPayInfo = v.InferOutput<typeof OrderPayInfo>;

export const orderPayInfo = defineCall({
  method: 'GET',
  path: '/order/pay_info',
  summary: "One of the member's orders for the checkout and payment success pages; 1103001 for an order that is not theirs.",
  access: 'member',
  input: v.object({ order_no: text(1, 32) }),
  output: OrderPayInfo,
  ours: true,
});

/** Close reasons (spec §4): the payment time ran out, or the shopper cancelled. */
const CloseReason = v.nullable(v.picklist(['timeout', 'cancelled']));

/** An order in the member's list: its lines, money, status, payment deadline and what the shopper may do. */
export const OrderListItem = v.object({
  order_no: v.string(),
  status: v.picklist(Object.values(ORDER_STATUS)),
  amounts: OrderAmounts,
  lines: v.array(OrderLine),
  created_at: v.number(),
  /** When an unpaid order closes (ms since the epoch); null once it is no longer unpaid. */
  pay_deadline: v.nullable(v.number()),
  close_reason: CloseReason,
  actions: v.array(v.picklist(ORDER_ACTIONS)),
});
export type OrderListItem = v.InferOutput<typeof OrderListItem>;

export const OrderPage = v.object({ total: count, list: v.array(OrderListItem) });
export type OrderPage = v.InferOutput<typeof OrderPage>;

/** The list's page size when the call names none. */
export const ORDER_PAGE_SIZE = 10;

export const orderTradePage = defineCall({
  method: 'POST',
  path: '/order/trade/page',
  summary: "A page of the member's orders in one tab (spec §4 keys), newest first, each with the actions its status allows.",
  access: 'member',
  input: v.object({ tab: v.optional(v.picklist(Object.values(ORDER_TAB)), ORDER_TAB.all), ...PageRequest }),
  output: OrderPage,
  ours: true,
});

/** Every field of spec §3 Order, the delivery address as it was at the order, and the status timeline. */
export const OrderDetail = v.object({
  ...OrderListItem.entries,
  /** Null until the shipment is booked. */
  logistics_provider: v.nullable(v.string()),
  tracking_no: v.nullable(v.string()),
  paid_at: v.nullable(v.number()),
  shipped_at: v.nullable(v.number()),
  delivered_at: v.nullable(v.number()),
  completed_at: v.nullable(v.number()),
  closed_at: v.nullable(v.number()),
  payment_method: v.nullable(v.picklist(PAYMENT_METHODS)),
  delivery_method: v.literal('standard'),
  /** True within the warehouse's city: 1–2 days; otherwise 4–7 (spec §9). */
  in_city: v.boolean(),
  /** Vouchers the order used. */
  coupon_nos: v.array(v.string()),
  note: v.string(),
  /** What the shopper wrote when cancelling, if anything. */
  cancel_note: v.nullable(v.string()),
  address: Address,
  /** Oldest first. */
  timeline: v.array(v.object({ event: v.picklist(ORDER_EVENTS), at: v.number() })),
});
export type OrderDetail = v.InferOutput<typeof OrderDetail>;

export const orderTradeDetail = defineCall({
  method: 'GET',
  path: '/order/trade/detail/{order_no}',
  summary: "One of the member's orders with every field of spec §3 and its status timeline; 1103001 for an order that is not theirs.",
  access: 'member',
  input: v.object({ order_no: text(1, 32) }),
  output: OrderDetail,
  ours: true,
});

export const orderTradeCancel = defineCall({
  method: 'POST',
  path: '/order/trade/cancel',
  summary:
    'Cancels an unpaid order, or a paid one not shipped yet (its payment is refunded through the gateway); stock, vouchers still valid and coins go back. 1103006 in any other status; 1103001 for an order that is not theirs.',
  access: 'member',
  input: v.object({ order_no: text(1, 32), reason: v.optional(v.pipe(v.string(), v.maxLength(200))) }),
  output: NoOutput,
  ours: true,
});

export const orderTradeConfirmReceipt = defineCall({
  method: 'POST',
  path: '/order/trade/confirm_receipt',
  summary:
    'Confirms receipt of a shipped order: it completes and its coins are credited once. 1103006 in any other status; 1103001 for an order that is not theirs.',
  access: 'member',
  input: v.object({ order_no: text(1, 32) }),
  output: NoOutput,
  ours: true,
});
