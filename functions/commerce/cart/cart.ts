/**
 * The member's cart rows: every query names the member, so one member never reads or changes another's cart. Each
 * change that depends on the stock carries the stock check in the statement itself, so two requests at the same
 * moment cannot both pass a check made before they write.
 */
import { MAX_CART_QUANTITY } from '../../../src/shared/constants';
import { ApiError, ERR } from '../../../src/shared/errors';
import type { Lang } from '../../../src/shared/lang';
import { langText } from '../catalog/detail';

const countOf = (d1: D1Database, memberId: number) =>
  d1.prepare('SELECT coalesce(sum(quantity), 0) AS count FROM cart_items WHERE member_id = ?').bind(memberId);

/** Units in the member's cart (the badge). */
export async function cartCount(d1: D1Database, memberId: number): Promise<number> {
  return (await countOf(d1, memberId).first<{ count: number }>())?.count ?? 0;
}

interface SkuInCart {
  id: number;
  stock: number;
  status: number;
  /** 0 when the SKU is not in the cart. */
  in_cart: number;
  in_cart_line: number;
}

function skuInCart(d1: D1Database, memberId: number, skuNo: string) {
  return d1
    .prepare(
      `SELECT s.id, s.stock, p.status, coalesce(c.quantity, 0) AS in_cart, c.sku_id IS NOT NULL AS in_cart_line
       FROM skus s JOIN products p ON p.id = s.product_id
       LEFT JOIN cart_items c ON c.member_id = ?1 AND c.sku_id = s.id
       WHERE s.sku_no = ?2`,
    )
    .bind(memberId, skuNo)
    .first<SkuInCart>();
}

/** Why `wanted` units of the SKU cannot be in the cart, or null when they can. */
function limitBroken(sku: SkuInCart, wanted: number): ApiError | null {
  if (wanted > MAX_CART_QUANTITY) return new ApiError(ERR.MAX_PURCHASE_EXCEEDED);
  if (wanted > sku.stock) return new ApiError(ERR.INSUFFICIENT_STOCK);
  return null;
}

/**
 * Adds units of a SKU on sale, within its stock and the per-item limit (1105004, 1125101, 1105008, 1105007), at its
 * price now (the line's price_at_add, renewed by each add); answers the cart's count as this add left it.
 */
export async function addToCart(d1: D1Database, memberId: number, skuNo: string, quantity: number): Promise<number> {
  const sku = await skuInCart(d1, memberId, skuNo);
  if (!sku) throw new ApiError(ERR.SKU_NOT_FOUND);
  if (sku.status !== 1) throw new ApiError(ERR.PRODUCT_DOES_NOT_EXIST);
  const refused = limitBroken(sku, sku.in_cart + quantity);
  if (refused) throw refused;
  // The check above answers the usual case with the right code; the statement's own conditions are what hold when
  // another add of the same member lands between the two: the row is written only while stock and cap allow it.
  const [added, counted] = await d1.batch<{ count: number }>([
    d1
      .prepare(
        `INSERT INTO cart_items (member_id, sku_id, quantity, added_at, price_at_add)
         SELECT ?1, s.id, ?2, ?3, s.price FROM skus s WHERE s.id = ?4 AND s.stock >= ?2 AND ?2 <= ?5
         ON CONFLICT (member_id, sku_id) DO UPDATE SET quantity = quantity + excluded.quantity, added_at = excluded.added_at,
           price_at_add = excluded.price_at_add
         WHERE quantity + excluded.quantity <= min(?5, (SELECT stock FROM skus WHERE id = excluded.sku_id))`,
      )
      .bind(memberId, quantity, Date.now(), sku.id, MAX_CART_QUANTITY),
    countOf(d1, memberId),
  ]);
  if (added?.meta.changes === 0) throw await refusal(d1, memberId, skuNo, quantity);
  return counted?.results[0]?.count ?? 0;
}

/** The error for an add the statement refused: read again, as the line now stands. */
async function refusal(d1: D1Database, memberId: number, skuNo: string, quantity: number): Promise<ApiError> {
  const now = await skuInCart(d1, memberId, skuNo);
  return (now && limitBroken(now, now.in_cart + quantity)) ?? new ApiError(ERR.INSUFFICIENT_STOCK);
}

/**
 * Sets the quantity of a line of the cart (1105005 when the SKU is not in it, 1105006 when its product was removed,
 * 1105008 above the per-item limit, 1105007 above the stock); answers the new count. The price at add is kept: the
 * shopper changed how many, not when they chose it.
 */
export async function updateCartLine(d1: D1Database, memberId: number, skuNo: string, quantity: number): Promise<number> {
  const sku = await skuInCart(d1, memberId, skuNo);
  if (sku?.in_cart_line !== 1) throw new ApiError(ERR.CART_ITEM_NOT_FOUND);
  if (sku.status !== 1) throw new ApiError(ERR.PRODUCT_REMOVED);
  const refused = limitBroken(sku, quantity);
  if (refused) throw refused;
  const [updated, counted] = await d1.batch<{ count: number }>([
    d1
      .prepare(
        `UPDATE cart_items SET quantity = ?3 WHERE member_id = ?1 AND sku_id = ?2
           AND ?3 <= (SELECT stock FROM skus WHERE id = ?2)`,
      )
      .bind(memberId, sku.id, quantity),
    countOf(d1, memberId),
  ]);
  if (updated?.meta.changes === 0) throw new ApiError(ERR.INSUFFICIENT_STOCK);
  return counted?.results[0]?.count ?? 0;
}

/** Removes the member's lines of these SKUs in one statement (numbers not in the cart are ignored); the new count. */
export async function deleteCartLines(d1: D1Database, memberId: number, skuNos: readonly string[]): Promise<number> {
  const [, counted] = await d1.batch<{ count: number }>([
    d1
      .prepare(
        `DELETE FROM cart_items WHERE member_id = ?1
           AND sku_id IN (SELECT id FROM skus WHERE sku_no IN (SELECT value FROM json_each(?2)))`,
      )
      .bind(memberId, JSON.stringify(skuNos)),
    countOf(d1, memberId),
  ]);
  return counted?.results[0]?.count ?? 0;
}

export interface CartRow {
  sku_no: string;
  product_no: string;
  product_name: string;
  spec_value: string;
  image_url: string;
  price: number;
  scribing_price: number | null;
  /** Null for a line added before prices were kept with the line. */
  price_at_add: number | null;
  quantity: number;
  stock: number;
  /** 1 on sale, 0 removed. */
  status: number;
}

/** The member's lines, the most recently added first, with the texts in `lang`. */
export async function cartRows(d1: D1Database, lang: Lang, memberId: number): Promise<CartRow[]> {
  const { results } = await d1
    .prepare(
      `SELECT s.sku_no, p.product_no, p.image_url, s.price, s.scribing_price, c.price_at_add, c.quantity, s.stock, p.status,
         ${langText('name', 'product_texts', 'product_id', 'p.id')} AS product_name,
         ${langText('spec_value', 'sku_texts', 'sku_id', 's.id')} AS spec_value
       FROM cart_items c JOIN skus s ON s.id = c.sku_id JOIN products p ON p.id = s.product_id
       WHERE c.member_id = ?2
       ORDER BY c.added_at DESC, s.id DESC`,
    )
    .bind(lang, memberId)
    .all<CartRow>();
  return results;
}
