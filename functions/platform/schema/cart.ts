import { integer, primaryKey, sqliteTable } from 'drizzle-orm/sqlite-core';

/** cart_items (0005_cart.sql, then 0013_checkout.sql). */
export const cartItems = sqliteTable(
  'cart_items',
  {
    memberId: integer('member_id').notNull(),
    skuId: integer('sku_id').notNull(),
    quantity: integer('quantity').notNull(),
    addedAt: integer('added_at').notNull(),
    priceAtAdd: integer('price_at_add'),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.skuId] })],
);
