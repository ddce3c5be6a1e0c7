import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { CoinKind } from '../../../src/shared/contract/constants';

/** coin_ledger (0013_checkout.sql, then 0018_after_sales.sql, 0020_coin_expiry.sql). */
export const coinLedger = sqliteTable('coin_ledger', {
  id: integer('id').primaryKey(),
  memberId: integer('member_id').notNull(),
  delta: integer('delta').notNull(),
  kind: text('kind').$type<CoinKind>().notNull(),
  orderId: integer('order_id'),
  createdAt: integer('created_at').notNull(),
  afterSaleId: integer('after_sale_id'),
  expiryAt: integer('expiry_at'),
});
