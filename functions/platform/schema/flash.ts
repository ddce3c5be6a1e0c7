import { integer, sqliteTable } from 'drizzle-orm/sqlite-core';

/** flash_sales (0027_flash_sales.sql). */
export const flashSales = sqliteTable('flash_sales', {
  id: integer('id').primaryKey(),
  skuId: integer('sku_id').notNull(),
  units: integer('units').notNull(),
  perMemberLimit: integer('per_member_limit').notNull(),
  shards: integer('shards').notNull(),
  startsAt: integer('starts_at').notNull(),
  endsAt: integer('ends_at').notNull(),
  createdAt: integer('created_at').notNull(),
});
