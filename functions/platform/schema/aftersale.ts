import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** after_sales (0018_after_sales.sql). */
export const afterSales = sqliteTable('after_sales', {
  id: integer('id').primaryKey(),
  afterSaleNo: text('after_sale_no').notNull(),
  memberId: integer('member_id').notNull(),
  orderId: integer('order_id').notNull(),
  lineId: integer('line_id').notNull(),
  type: text('type').notNull(),
  status: integer('status').notNull().default(1),
  reason: text('reason').notNull(),
  quantity: integer('quantity').notNull(),
  refundAmount: integer('refund_amount').notNull(),
  refundCoins: integer('refund_coins').notNull(),
  description: text('description').notNull().default(''),
  endReason: text('end_reason'),
  endNote: text('end_note'),
  returnCompany: text('return_company'),
  returnTrackingNo: text('return_tracking_no'),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
});

/** after_sale_photos (0018_after_sales.sql). */
export const afterSalePhotos = sqliteTable('after_sale_photos', {
  id: integer('id').primaryKey(),
  photoNo: text('photo_no').notNull(),
  memberId: integer('member_id').notNull(),
  afterSaleId: integer('after_sale_id'),
  createdAt: integer('created_at').notNull(),
});

/** after_sale_events (0018_after_sales.sql). */
export const afterSaleEvents = sqliteTable('after_sale_events', {
  id: integer('id').primaryKey(),
  afterSaleId: integer('after_sale_id').notNull(),
  event: text('event').notNull(),
  at: integer('at').notNull(),
});

/** after_sale_refunds (0018_after_sales.sql). */
export const afterSaleRefunds = sqliteTable('after_sale_refunds', {
  id: integer('id').primaryKey(),
  refundNo: text('refund_no').notNull(),
  afterSaleId: integer('after_sale_id').notNull(),
  memberId: integer('member_id').notNull(),
  orderId: integer('order_id').notNull(),
  paymentId: integer('payment_id'),
  amount: integer('amount').notNull(),
  coins: integer('coins').notNull(),
  currency: text('currency').notNull(),
  method: text('method').notNull(),
  destination: text('destination'),
  lastFour: text('last_four'),
  status: text('status').notNull().default('pending'),
  gatewayRefundId: text('gateway_refund_id'),
  failureCode: text('failure_code'),
  settledBy: text('settled_by'),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
  refundedAt: integer('refunded_at'),
});
