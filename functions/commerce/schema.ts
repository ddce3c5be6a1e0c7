/** Drizzle view of migrations/*.sql: the one place where table rows get TypeScript types. */
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const devices = sqliteTable('devices', {
  deviceId: text('device_id').primaryKey(),
  language: text('language').notNull(),
  visitCount: integer('visit_count').notNull(),
  firstSeenAt: integer('first_seen_at').notNull(),
  lastSeenAt: integer('last_seen_at').notNull(),
});

export const members = sqliteTable('members', {
  id: integer('id').primaryKey(),
  memberNo: text('member_no').notNull(),
  phone: text('phone'),
  email: text('email'),
  userName: text('user_name'),
  avatarUrl: text('avatar_url'),
  points: integer('points').notNull(),
  status: integer('status').notNull(),
  createdAt: integer('created_at').notNull(),
  countryCode: text('country_code'),
  passwordHash: text('password_hash'),
  googleSub: text('google_sub'),
  phoneCheckedAt: integer('phone_checked_at'),
  emailCheckedAt: integer('email_checked_at'),
  birthday: text('birthday'),
  birthdayChangedAt: integer('birthday_changed_at'),
  avatarKey: text('avatar_key'),
});

export const sessions = sqliteTable('sessions', {
  tokenHash: text('token_hash').primaryKey(),
  memberId: integer('member_id').notNull(),
  deviceId: text('device_id'),
  createdAt: integer('created_at').notNull(),
  expiresAt: integer('expires_at').notNull(),
});

/**
 * Wrong passwords per account key (migrations/0003_identity.sql). Here because clearing them is part of a sign-in's
 * and a reset's batch, and Drizzle's D1 batch cannot take raw `sql` statements (drizzle-orm#2277).
 */
export const passwordFailures = sqliteTable('password_failures', {
  accountKey: text('account_key').primaryKey(),
  failures: integer('failures').notNull(),
  firstFailureAt: integer('first_failure_at').notNull(),
});

/** Messages handed to the messaging Queue (migrations/0022_message_sends.sql, functions/providers/messaging/delivery.ts). */
export const messageSends = sqliteTable('message_sends', {
  id: text('id').primaryKey(),
  channel: text('channel', { enum: ['whatsapp', 'sms', 'email'] }).notNull(),
  recipient: text('recipient').notNull(),
  status: text('status', { enum: ['queued', 'sent', 'delivered', 'failed', 'dead'] }).notNull(),
  providerId: text('provider_id'),
  fallbackOf: text('fallback_of'),
  payload: text('payload'),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
});

/** What the development messaging stand-ins received (migrations/0003_identity.sql; functions/dev/messaging.ts). */
export const outbox = sqliteTable('outbox', {
  id: integer('id').primaryKey(),
  channel: text('channel', { enum: ['whatsapp', 'sms', 'email'] }).notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: integer('created_at').notNull(),
});
