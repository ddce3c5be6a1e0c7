/** Product views and back-in-stock subscriptions: every subscription query names the member. */
import { ApiError, ERR } from '../../../src/shared/errors';

/** Counts a view of a product by a member or a device; an unknown product is 1125101. */
export async function recordView(d1: D1Database, productNo: string, memberId: number | null, deviceId: string): Promise<void> {
  const { meta } = await d1
    .prepare(
      'INSERT INTO product_views (product_id, member_id, device_id, viewed_at) SELECT id, ?, ?, ? FROM products WHERE product_no = ?',
    )
    .bind(memberId, deviceId || null, Date.now(), productNo)
    .run();
  if (meta.changes === 0) throw new ApiError(ERR.PRODUCT_DOES_NOT_EXIST);
}

/** The SKU's row id, or 1105004. */
async function skuId(d1: D1Database, skuNo: string): Promise<number> {
  const sku = await d1.prepare('SELECT id FROM skus WHERE sku_no = ?').bind(skuNo).first<{ id: number }>();
  if (!sku) throw new ApiError(ERR.SKU_NOT_FOUND);
  return sku.id;
}

/** Subscribes again after a notice: the member is told the next time too. */
export async function subscribe(d1: D1Database, memberId: number, skuNo: string): Promise<void> {
  await d1
    .prepare(
      'INSERT INTO stock_subscriptions (member_id, sku_id, created_at) VALUES (?, ?, ?) ON CONFLICT (member_id, sku_id) DO UPDATE SET notified_at = NULL, created_at = excluded.created_at',
    )
    .bind(memberId, await skuId(d1, skuNo), Date.now())
    .run();
}

export async function unsubscribe(d1: D1Database, memberId: number, skuNo: string): Promise<void> {
  await d1
    .prepare('DELETE FROM stock_subscriptions WHERE member_id = ? AND sku_id = ?')
    .bind(memberId, await skuId(d1, skuNo))
    .run();
}

/** The SKUs of a product the member waits for (not told yet). */
export async function awaitedSkuNos(d1: D1Database, memberId: number, productNo: string): Promise<string[]> {
  const { results } = await d1
    .prepare(
      `SELECT s.sku_no FROM stock_subscriptions ss JOIN skus s ON s.id = ss.sku_id JOIN products p ON p.id = s.product_id
       WHERE ss.member_id = ? AND p.product_no = ? AND ss.notified_at IS NULL`,
    )
    .bind(memberId, productNo)
    .all<{ sku_no: string }>();
  return results.map((r) => r.sku_no);
}
