/**
 * The member's cart rows: every query names the member, so one member never reads or changes another's cart. Each
 * change that depends on the stock carries the stock check in the statement itself, so two requests at the same
 * moment cannot both pass a check made before they write.
 */
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { MAX_CART_QUANTITY } from '../../../src/shared/constants';
import { ApiError, ERR } from '../../../src/shared/errors';
import type { Lang } from '../../../src/shared/lang';
import { inList } from '../../platform/in-list';
import { cartItems, products, productTexts, skus, skuTexts } from '../../platform/schema';
import { textIn } from '../catalog/texts';
import type { CartLine } from './views';

type Db = DrizzleD1Database;

const countOf = (db: Db, memberId: number) =>
  db.select({ count: sql<number>`count(*)` }).from(cartItems).where(eq(cartItems.memberId, memberId));

/** Lines in the member's cart (the badge), as the cart page counts them (issue 29): not units. */
export async function cartCount(db: Db, memberId: number): Promise<number> {
  return (await countOf(db, memberId).get())?.count ?? 0;
}

/** The SKU with its product's status and the member's line of it; `inCart` is null when the SKU is not in the cart. */
function skuInCart(db: Db, memberId: number, skuNo: string) {
  return db
    .select({ id: skus.id, stock: skus.stock, status: products.status, inCart: cartItems.quantity })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .leftJoin(cartItems, and(eq(cartItems.memberId, memberId), eq(cartItems.skuId, skus.id)))
    .where(eq(skus.skuNo, skuNo))
    .get();
}

/** Why `wanted` units of the SKU cannot be in the cart, or null when they can. */
function limitBroken(sku: { stock: number }, wanted: number): ApiError | null {
  if (wanted > MAX_CART_QUANTITY) return new ApiError(ERR.MAX_PURCHASE_EXCEEDED);
  if (wanted > sku.stock) return new ApiError(ERR.INSUFFICIENT_STOCK);
  return null;
}

/**
 * Adds units of a SKU on sale, within its stock and the per-item limit (1105004, 1125101, 1105008, 1105007), at its
 * price now (the line's price_at_add, renewed by each add); answers the cart's count as this add left it.
 */
export async function addToCart(db: Db, memberId: number, skuNo: string, quantity: number): Promise<number> {
  const sku = await skuInCart(db, memberId, skuNo);
  if (!sku) throw new ApiError(ERR.SKU_NOT_FOUND);
  if (sku.status !== 1) throw new ApiError(ERR.PRODUCT_DOES_NOT_EXIST);
  const refused = limitBroken(sku, (sku.inCart ?? 0) + quantity);
  if (refused) throw refused;
  // The check above answers the usual case with the right code; the statement's own conditions are what hold when
  // another add of the same member lands between the two: the row is written only while stock and cap allow it.
  const line = db
    .select({
      memberId: sql`${memberId}`.as('member_id'),
      skuId: skus.id,
      quantity: sql`${quantity}`.as('quantity'),
      addedAt: sql`${Date.now()}`.as('added_at'),
      priceAtAdd: skus.price,
    })
    .from(skus)
    .where(and(eq(skus.id, sku.id), gte(skus.stock, quantity), sql`${quantity} <= ${MAX_CART_QUANTITY}`));
  const [added, counted] = await db.batch([
    db
      .insert(cartItems)
      .select(line)
      .onConflictDoUpdate({
        target: [cartItems.memberId, cartItems.skuId],
        set: {
          quantity: sql`${cartItems.quantity} + excluded.quantity`,
          addedAt: sql`excluded.added_at`,
          priceAtAdd: sql`excluded.price_at_add`,
        },
        setWhere: sql`${cartItems.quantity} + excluded.quantity <= min(${MAX_CART_QUANTITY}, (select ${skus.stock} from ${skus} where ${skus.id} = excluded.sku_id))`,
      }),
    countOf(db, memberId),
  ]);
  if (added.meta.changes === 0) throw await refusal(db, memberId, skuNo, quantity);
  return counted[0]?.count ?? 0;
}

/** The error for an add the statement refused: read again, as the line now stands. */
async function refusal(db: Db, memberId: number, skuNo: string, quantity: number): Promise<ApiError> {
  const now = await skuInCart(db, memberId, skuNo);
  return (now && limitBroken(now, (now.inCart ?? 0) + quantity)) ?? new ApiError(ERR.INSUFFICIENT_STOCK);
}

/**
 * Sets the quantity of a line of the cart (1105005 when the SKU is not in it, 1105006 when its product was removed,
 * 1105008 above the per-item limit, 1105007 above the stock); answers the new count. The price at add is kept: the
 * shopper changed how many, not when they chose it.
 */
export async function updateCartLine(db: Db, memberId: number, skuNo: string, quantity: number): Promise<number> {
  const sku = await skuInCart(db, memberId, skuNo);
  if (!sku || sku.inCart === null) throw new ApiError(ERR.CART_ITEM_NOT_FOUND);
  if (sku.status !== 1) throw new ApiError(ERR.PRODUCT_REMOVED);
  const refused = limitBroken(sku, quantity);
  if (refused) throw refused;
  const [updated, counted] = await db.batch([
    db
      .update(cartItems)
      .set({ quantity })
      .where(
        and(
          eq(cartItems.memberId, memberId),
          eq(cartItems.skuId, sku.id),
          sql`${quantity} <= (select ${skus.stock} from ${skus} where ${skus.id} = ${sku.id})`,
        ),
      ),
    countOf(db, memberId),
  ]);
  if (updated.meta.changes === 0) throw new ApiError(ERR.INSUFFICIENT_STOCK);
  return counted[0]?.count ?? 0;
}

/** Removes the member's lines of these SKUs in one statement (numbers not in the cart are ignored); the new count. */
export async function deleteCartLines(db: Db, memberId: number, skuNos: readonly string[]): Promise<number> {
  const [, counted] = await db.batch([
    db
      .delete(cartItems)
      .where(
        and(
          eq(cartItems.memberId, memberId),
          inArray(cartItems.skuId, db.select({ id: skus.id }).from(skus).where(inList(skus.skuNo, skuNos))),
        ),
      ),
    countOf(db, memberId),
  ]);
  return counted[0]?.count ?? 0;
}

/** The member's lines, the most recently added first, with the texts in `lang`. */
export function cartLines(db: Db, lang: Lang, memberId: number): Promise<CartLine[]> {
  return db
    .select({
      skuNo: skus.skuNo,
      productNo: products.productNo,
      imageUrl: products.imageUrl,
      price: skus.price,
      scribingPrice: skus.scribingPrice,
      priceAtAdd: cartItems.priceAtAdd,
      quantity: cartItems.quantity,
      stock: skus.stock,
      status: products.status,
      productName: textIn(lang, productTexts, productTexts.name, productTexts.productId, products.id),
      specValue: textIn(lang, skuTexts, skuTexts.specValue, skuTexts.skuId, skus.id),
    })
    .from(cartItems)
    .innerJoin(skus, eq(skus.id, cartItems.skuId))
    .innerJoin(products, eq(products.id, skus.productId))
    .where(eq(cartItems.memberId, memberId))
    .orderBy(desc(cartItems.addedAt), desc(skus.id));
}
