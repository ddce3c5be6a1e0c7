import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { SHIPMENT_STATUSES, TRACKING_CODES } from '../../../src/shared/contract/constants';

/** shipments (0016_shipments.sql). */
export const shipments = sqliteTable('shipments', {
  id: integer('id').primaryKey(),
  orderId: integer('order_id').notNull(),
  provider: text('provider').notNull(),
  providerRef: text('provider_ref').notNull(),
  courier: text('courier').notNull(),
  trackingNo: text('tracking_no').notNull(),
  status: text('status', { enum: SHIPMENT_STATUSES }).notNull().default('booked'),
  bookedAt: integer('booked_at').notNull(),
  deliveredAt: integer('delivered_at'),
});

/** shipment_events (0016_shipments.sql). */
export const shipmentEvents = sqliteTable('shipment_events', {
  id: integer('id').primaryKey(),
  shipmentId: integer('shipment_id').notNull(),
  code: text('code', { enum: TRACKING_CODES }).notNull(),
  description: text('description').notNull().default(''),
  location: text('location').notNull().default(''),
  at: integer('at').notNull(),
});
