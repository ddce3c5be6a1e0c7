import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** dev_oauth_codes (0003_identity.sql). */
export const devOauthCodes = sqliteTable('dev_oauth_codes', {
  code: text('code').primaryKey(),
  sub: text('sub').notNull(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  nonce: text('nonce').notNull(),
  codeChallenge: text('code_challenge').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  expiresAt: integer('expires_at').notNull(),
});

/** dev_logistics_bookings (0016_shipments.sql). */
export const devLogisticsBookings = sqliteTable('dev_logistics_bookings', {
  trackingNo: text('tracking_no').primaryKey(),
  bookingId: text('booking_id').notNull(),
  referenceId: text('reference_id').notNull(),
  courier: text('courier').notNull(),
  destination: text('destination').notNull(),
  bookedAt: integer('booked_at').notNull(),
  forced: text('forced').notNull().default('[]'),
});

/** dev_secrets (0023_dev_secrets.sql). */
export const devSecrets = sqliteTable('dev_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});
