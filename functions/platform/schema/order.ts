import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { OrderEvent, OrderStatus, PaymentMethod } from '../../../src/shared/contract/constants';
import type { CurrencyCode } from '../../../src/shared/countries';
import type { Lang } from '../../../src/shared/lang';

/** orders (0003_identity.sql, then 0013_checkout.sql, 0017_order_states.sql). */
export const orders = sqliteTable('orders', {
  id: integer('id').primaryKey(),
  orderNo: text('order_no').notNull(),
  memberId: integer('member_id').notNull(),
  status: text('status').$type<OrderStatus>().notNull(),
  afterSale: integer('after_sale').notNull().default(0),
  createdAt: integer('created_at').notNull(),
  idempotencyKey: text('idempotency_key'),
  currency: text('currency').$type<CurrencyCode>().notNull().default('IDR'),
  retailTotal: integer('retail_total').notNull().default(0),
  productDiscount: integer('product_discount').notNull().default(0),
  subtotal: integer('subtotal').notNull().default(0),
  voucherDiscount: integer('voucher_discount').notNull().default(0),
  shippingFee: integer('shipping_fee').notNull().default(0),
  shippingDiscount: integer('shipping_discount').notNull().default(0),
  coinsUsed: integer('coins_used').notNull().default(0),
  coinsValue: integer('coins_value').notNull().default(0),
  total: integer('total').notNull().default(0),
  coinsEarned: integer('coins_earned').notNull().default(0),
  firstOrderFree: integer('first_order_free').notNull().default(0),
  deliveryMethod: text('delivery_method').$type<'standard'>().notNull().default('standard'),
  inCity: integer('in_city').notNull().default(1),
  weightG: integer('weight_g').notNull().default(0),
  /** The address as it was when the order was placed (JSON of the contract's Address). */
  address: text('address').notNull().default('{}'),
  note: text('note').notNull().default(''),
  language: text('language').$type<Lang>().notNull().default('en'),
  paymentMethod: text('payment_method').$type<PaymentMethod>(),
  payDeadline: integer('pay_deadline'),
  paidAt: integer('paid_at'),
  closedAt: integer('closed_at'),
  closeReason: text('close_reason').$type<'timeout' | 'cancelled'>(),
  releasedAt: integer('released_at'),
  shippedAt: integer('shipped_at'),
  deliveredAt: integer('delivered_at'),
  completedAt: integer('completed_at'),
  logisticsProvider: text('logistics_provider'),
  trackingNo: text('tracking_no'),
  cancelNote: text('cancel_note'),
});

/** order_lines (0013_checkout.sql). */
export const orderLines = sqliteTable('order_lines', {
  id: integer('id').primaryKey(),
  orderId: integer('order_id').notNull(),
  skuId: integer('sku_id').notNull(),
  productNo: text('product_no').notNull(),
  skuNo: text('sku_no').notNull(),
  productName: text('product_name').notNull(),
  specValue: text('spec_value').notNull().default(''),
  imageUrl: text('image_url').notNull(),
  quantity: integer('quantity').notNull(),
  unitPrice: integer('unit_price').notNull(),
  unitRetail: integer('unit_retail').notNull(),
  voucherShare: integer('voucher_share').notNull().default(0),
  coinsShare: integer('coins_share').notNull().default(0),
});

/** order_events (0017_order_states.sql). */
export const orderEvents = sqliteTable('order_events', {
  id: integer('id').primaryKey(),
  orderId: integer('order_id').notNull(),
  kind: text('kind').$type<OrderEvent>().notNull(),
  at: integer('at').notNull(),
});

/** order_archive_members (0028_order_archive.sql): what the archive in R2 holds per member (order/archive.ts). */
export const orderArchiveMembers = sqliteTable('order_archive_members', {
  memberId: integer('member_id').primaryKey(),
  completed: integer('completed').notNull().default(0),
  closed: integer('closed').notNull().default(0),
  purchases: integer('purchases').notNull().default(0),
  erasedAt: integer('erased_at'),
});

/** order_archive_cursor (0028_order_archive.sql): how far the archive job's scan got, one row or none. */
export const orderArchiveCursor = sqliteTable('order_archive_cursor', {
  id: integer('id').primaryKey(),
  finalAt: integer('final_at').notNull(),
  orderId: integer('order_id').notNull(),
});
