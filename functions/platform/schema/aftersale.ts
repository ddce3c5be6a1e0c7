import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type {
  AfterSaleEndReason,
  AfterSaleEvent,
  AfterSaleReason,
  AfterSaleStatus,
  AfterSaleType,
  RefundMethod,
  RefundStatus,
} from '../../../src/shared/contract/constants';
import type { CurrencyCode } from '../../../src/shared/countries';

/** after_sales (0018_after_sales.sql); its CHECKs and triggers hold type, status, reason and the status moves. */
export const afterSales = sqliteTable('after_sales', {
  id: integer('id').primaryKey(),
  afterSaleNo: text('after_sale_no').notNull(),
  memberId: integer('member_id').notNull(),
  orderId: integer('order_id').notNull(),
  lineId: integer('line_id').notNull(),
  type: text('type').$type<AfterSaleType>().notNull(),
  status: integer('status').$type<AfterSaleStatus>().notNull().default(1),
  reason: text('reason').$type<AfterSaleReason>().notNull(),
  quantity: integer('quantity').notNull(),
  refundAmount: integer('refund_amount').notNull(),
  refundCoins: integer('refund_coins').notNull(),
  description: text('description').notNull().default(''),
  /** Set exactly when the status is 5. */
  endReason: text('end_reason').$type<AfterSaleEndReason>(),
  endNote: text('end_note'),
  returnCompany: text('return_company'),
  returnTrackingNo: text('return_tracking_no'),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
});

/** after_sale_photos (0018_after_sales.sql): uploaded before the application, attached by it (after_sale_id). */
export const afterSalePhotos = sqliteTable('after_sale_photos', {
  id: integer('id').primaryKey(),
  photoNo: text('photo_no').notNull(),
  memberId: integer('member_id').notNull(),
  afterSaleId: integer('after_sale_id'),
  createdAt: integer('created_at').notNull(),
});

/** after_sale_events (0018_after_sales.sql): the timeline, written by the triggers of after_sales only. */
export const afterSaleEvents = sqliteTable('after_sale_events', {
  id: integer('id').primaryKey(),
  afterSaleId: integer('after_sale_id').notNull(),
  event: text('event').$type<AfterSaleEvent>().notNull(),
  at: integer('at').notNull(),
});

/** after_sale_refunds (0018_after_sales.sql): one per application that reached status 3. */
export const afterSaleRefunds = sqliteTable('after_sale_refunds', {
  id: integer('id').primaryKey(),
  refundNo: text('refund_no').notNull(),
  afterSaleId: integer('after_sale_id').notNull(),
  memberId: integer('member_id').notNull(),
  orderId: integer('order_id').notNull(),
  paymentId: integer('payment_id'),
  amount: integer('amount').notNull(),
  coins: integer('coins').notNull(),
  currency: text('currency').$type<CurrencyCode>().notNull(),
  method: text('method').$type<RefundMethod>().notNull(),
  /** The payment channel or card brand, or the refund card's bank code. */
  destination: text('destination'),
  lastFour: text('last_four'),
  status: text('status').$type<RefundStatus>().notNull().default('pending'),
  gatewayRefundId: text('gateway_refund_id'),
  failureCode: text('failure_code'),
  /** The token of the one settlement that ended it (machine.ts settleStatements). */
  settledBy: text('settled_by'),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
  refundedAt: integer('refunded_at'),
});
