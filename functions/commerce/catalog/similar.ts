/** Products like the one on the detail page (spec §7 similar products). */
import { and, asc, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { alias } from 'drizzle-orm/sqlite-core';
import { SORT } from '../../../src/shared/contract/constants';
import type { CountryCode } from '../../../src/shared/countries';
import { ApiError, ERR } from '../../../src/shared/errors';
import type { Lang } from '../../../src/shared/lang';
import { categories, products } from '../../platform/schema';
import { listProducts } from './queries';
import { cardsOf } from './views';

const shelf = alias(categories, 'shelf');

/**
 * Its shelf first, then its aisle; on sale only, itself excluded, best sellers first. One query from the product
 * number (the detail page asks for these on every render); unknown is 1125101.
 */
export async function similarProductIds(db: DrizzleD1Database, productNo: string, limit: number): Promise<number[]> {
  const me = db
    .$with('me')
    .as(db.select({ id: products.id, categoryId: products.categoryId }).from(products).where(eq(products.productNo, productNo)));
  const aisleOfMe = db.select({ parentId: shelf.parentId }).from(shelf).where(eq(shelf.id, me.categoryId));
  const shelvesOfAisle = db.select({ id: categories.id }).from(categories).where(eq(categories.parentId, aisleOfMe));
  const rows = await db
    .with(me)
    .select({ me: me.id, id: products.id })
    .from(me)
    .leftJoin(
      products,
      and(eq(products.status, 1), isNotNull(products.minPrice), ne(products.id, me.id), inArray(products.categoryId, shelvesOfAisle)),
    )
    .orderBy(desc(sql`${products.categoryId} = ${me.categoryId}`), desc(products.salesCount), asc(products.id))
    .limit(limit);
  if (rows.length === 0) throw new ApiError(ERR.PRODUCT_DOES_NOT_EXIST);
  return rows.flatMap((r) => (r.id === null ? [] : [r.id]));
}

/** Cards of the similar products, in that order. */
export async function similarProductCards(db: DrizzleD1Database, lang: Lang, country: CountryCode, productNo: string, limit: number) {
  const ids = await similarProductIds(db, productNo, limit);
  const { rows } = await listProducts(db, lang, {
    pageNum: 1,
    pageSize: Math.max(ids.length, 1),
    rankedIds: ids,
    sort: SORT.default,
  });
  return cardsOf(rows, country);
}
