import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** messages (0003_identity.sql). */
export const messages = sqliteTable('messages', {
  id: integer('id').primaryKey(),
  msgNo: text('msg_no').notNull(),
  memberId: integer('member_id').notNull(),
  kind: text('kind').notNull(),
  params: text('params').notNull().default('{}'),
  readAt: integer('read_at'),
  createdAt: integer('created_at').notNull(),
});

/** message_sends (0022_message_sends.sql). */
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

/** outbox (0003_identity.sql). */
export const outbox = sqliteTable('outbox', {
  id: integer('id').primaryKey(),
  channel: text('channel', { enum: ['whatsapp', 'sms', 'email'] }).notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: integer('created_at').notNull(),
});
