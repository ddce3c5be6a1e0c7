/** The member's cart rows: every query names the member, so one member never reads another's cart. */
import { MAX_CART_QUANTITY } from '../../../src/shared/constants';
import { ApiError, ERR } from '../../../src/shared/errors';

const countOf = (d1: D1Database, memberId: number) =>
  d1.prepare('SELECT coalesce(sum(quantity), 0) AS count FROM cart_items WHERE member_id = ?').bind(memberId);

/** Units in the member's cart (the badge). */
export async function cartCount(d1: D1Database, memberId: number): Promise<number> {
  return (await countOf(d1, memberId).first<{ count: number }>())?.count ?? 0;
}

/**
 * Adds units of a SKU on sale, within its stock and the per-item limit (1105004, 1125101, 1105008, 1105007); answers
 * the cart's count as this add left it.
 */
export async function addToCart(d1: D1Database, memberId: number, skuNo: string, quantity: number): Promise<number> {
  const sku = await d1
    .prepare(
      `SELECT s.id, s.stock, p.status, coalesce((SELECT quantity FROM cart_items WHERE member_id = ? AND sku_id = s.id), 0) AS in_cart
       FROM skus s JOIN products p ON p.id = s.product_id WHERE s.sku_no = ?`,
    )
    .bind(memberId, skuNo)
    .first<{ id: number; stock: number; status: number; in_cart: number }>();
  if (!sku) throw new ApiError(ERR.SKU_NOT_FOUND);
  if (sku.status !== 1) throw new ApiError(ERR.PRODUCT_DOES_NOT_EXIST);
  const wanted = sku.in_cart + quantity;
  if (wanted > MAX_CART_QUANTITY) throw new ApiError(ERR.MAX_PURCHASE_EXCEEDED);
  if (wanted > sku.stock) throw new ApiError(ERR.INSUFFICIENT_STOCK);
  // The count in the same batch: the badge shows the cart as this add left it.
  const [, counted] = await d1.batch<{ count: number }>([
    d1
      .prepare(
        'INSERT INTO cart_items (member_id, sku_id, quantity, added_at) VALUES (?, ?, ?, ?) ON CONFLICT (member_id, sku_id) DO UPDATE SET quantity = quantity + excluded.quantity, added_at = excluded.added_at',
      )
      .bind(memberId, sku.id, quantity, Date.now()),
    countOf(d1, memberId),
  ]);
  return counted?.results[0]?.count ?? 0;
}
