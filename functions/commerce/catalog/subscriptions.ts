/** Product views and back-in-stock subscriptions: every subscription query names the member. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { ApiError, ERR } from '../../../src/shared/errors';
import { products, productViews, skus, stockSubscriptions } from '../../platform/schema';

type Db = DrizzleD1Database;

/** Counts a view of a product by a member or a device; an unknown product is 1125101. */
export async function recordView(db: Db, productNo: string, memberId: number | null, deviceId: string): Promise<void> {
  const { meta } = await db
    .insert(productViews)
    .select(
      db
        .select({
          // The row id is SQLite's to give.
          id: sql<number>`null`.as('id'),
          productId: products.id,
          memberId: sql<number | null>`${memberId}`.as('member_id'),
          deviceId: sql<string | null>`${deviceId || null}`.as('device_id'),
          viewedAt: sql<number>`${Date.now()}`.as('viewed_at'),
        })
        .from(products)
        .where(eq(products.productNo, productNo)),
    )
    .run();
  if (meta.changes === 0) throw new ApiError(ERR.PRODUCT_DOES_NOT_EXIST);
}

/** The SKU's row id, or 1105004. */
async function skuId(db: Db, skuNo: string): Promise<number> {
  const sku = await db.select({ id: skus.id }).from(skus).where(eq(skus.skuNo, skuNo)).get();
  if (!sku) throw new ApiError(ERR.SKU_NOT_FOUND);
  return sku.id;
}

/** Subscribes again after a notice: the member is told the next time too. */
export async function subscribe(db: Db, memberId: number, skuNo: string): Promise<void> {
  const now = Date.now();
  await db
    .insert(stockSubscriptions)
    .values({ memberId, skuId: await skuId(db, skuNo), createdAt: now })
    .onConflictDoUpdate({ target: [stockSubscriptions.memberId, stockSubscriptions.skuId], set: { notifiedAt: null, createdAt: now } })
    .run();
}

export async function unsubscribe(db: Db, memberId: number, skuNo: string): Promise<void> {
  const id = await skuId(db, skuNo);
  await db
    .delete(stockSubscriptions)
    .where(and(eq(stockSubscriptions.memberId, memberId), eq(stockSubscriptions.skuId, id)))
    .run();
}

/** The SKUs of a product the member waits for (not told yet). */
export async function awaitedSkuNos(db: Db, memberId: number, productNo: string): Promise<string[]> {
  const rows = await db
    .select({ skuNo: skus.skuNo })
    .from(stockSubscriptions)
    .innerJoin(skus, eq(skus.id, stockSubscriptions.skuId))
    .innerJoin(products, eq(products.id, skus.productId))
    .where(and(eq(stockSubscriptions.memberId, memberId), eq(products.productNo, productNo), isNull(stockSubscriptions.notifiedAt)));
  return rows.map((r) => r.skuNo);
}
