/** Catalog reads on one country's D1. Texts come in the request's language, falling back to English. */
import { and, asc, desc, eq, inArray, isNotNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Lang } from '../../../src/shared/lang';
import { SORT, type Sort } from '../../../src/shared/contract/constants';
import {
  bannerTexts,
  banners,
  categories,
  categoryTexts,
  homeSectionProducts,
  homeSectionTexts,
  homeSections,
  productTexts,
  products,
} from '../../platform/schema';
import { inList, jsonList } from '../../platform/in-list';
import { preparedReads, runRead, runReads } from '../../platform/prepared';
import { textIn } from './texts';

type Db = DrizzleD1Database;

export interface Page {
  pageNum: number;
  pageSize: number;
}

/** On sale: not removed, and has at least one SKU (min_price is kept by the skus triggers). */
const onSale = and(eq(products.status, 1), isNotNull(products.minPrice));

/** The columns of a product card; only ever selected together with onSale, so price is set. */
function cardColumns(lang: Lang) {
  return {
    productNo: products.productNo,
    name: textIn(lang, productTexts, productTexts.name, productTexts.productId, products.id),
    price: sql<number>`${products.minPrice}`,
    scribingPrice: products.minPriceScribing,
    stockTotal: products.stockTotal,
    isFeatured: products.isFeatured,
    salesCount: products.salesCount,
    imageUrl: products.imageUrl,
  };
}

/** Sold-out products after those in stock, in any order the products otherwise take. */
export const soldOutLast = sql`${products.stockTotal} = 0`;

const ORDER: Record<Sort, SQL[]> = {
  // Best match: a sold-out product after every product in stock (issue 29).
  [SORT.default]: [soldOutLast, desc(products.isFeatured), desc(products.createdAt), desc(products.id)],
  [SORT.salesHighToLow]: [desc(products.salesCount), asc(products.id)],
  [SORT.priceHighToLow]: [desc(products.minPrice), asc(products.id)],
  [SORT.priceLowToHigh]: [asc(products.minPrice), asc(products.id)],
};

const aisle = alias(categories, 'aisle');

/** Products of a category at any level: its shelves' products (products hang on third-level categories). */
function inCategory(db: Db, typeId: Placeholder): SQL {
  const aislesBelow = db.select({ id: aisle.id }).from(aisle).where(eq(aisle.parentId, typeId));
  const shelves = db
    .select({ id: categories.id })
    .from(categories)
    .where(or(eq(categories.id, typeId), eq(categories.parentId, typeId), inArray(categories.parentId, aislesBelow)));
  return inArray(products.categoryId, shelves);
}

/**
 * A page of cards and the count of every product it is cut from, as one shape of prepared reads (platform/prepared.ts):
 * the language, the order and which filters apply make the SQL; the filters' values, the page size and the offset are
 * placeholders.
 */
interface PageShape {
  lang: Lang;
  order: Sort | 'recommended';
  typeId: boolean;
  rankedIds: boolean;
  within: boolean;
}

const RECOMMENDED: SQL[] = [desc(products.isFeatured), desc(products.salesCount), asc(products.id)];

function pageWhere(db: Db, shape: PageShape): SQL | undefined {
  return and(
    onSale,
    shape.typeId ? inCategory(db, sql.placeholder('typeId')) : undefined,
    shape.rankedIds ? inList(products.id, sql.placeholder('rankedIds')) : undefined,
    shape.within ? inList(products.id, sql.placeholder('within')) : undefined,
  );
}

const pageKey = (shape: PageShape) => `${shape.lang}|${shape.order}|${+shape.typeId}${+shape.rankedIds}${+shape.within}`;
const pageCounts = preparedReads(pageKey, (db, shape) =>
  db.select({ total: sql<number>`count(*)` }).from(products).where(pageWhere(db, shape)),
);
const pageCards = preparedReads(pageKey, (db, shape) =>
  db
    .select(cardColumns(shape.lang))
    .from(products)
    .where(pageWhere(db, shape))
    .orderBy(...(shape.order === 'recommended' ? RECOMMENDED : ORDER[shape.order]))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset')),
);

interface PageFilter extends Page {
  typeId?: number;
  rankedIds?: number[];
  within?: number[];
}

async function pageOf(db: Db, lang: Lang, order: PageShape['order'], filter: PageFilter) {
  const shape = { lang, order, typeId: filter.typeId !== undefined, rankedIds: !!filter.rankedIds, within: !!filter.within };
  const values = {
    typeId: filter.typeId,
    rankedIds: filter.rankedIds && jsonList(filter.rankedIds),
    within: filter.within && jsonList(filter.within),
    limit: filter.pageSize,
    offset: (filter.pageNum - 1) * filter.pageSize,
  };
  const [counted, rows] = await runReads(db, [pageCounts(shape, values), pageCards(shape, values)]);
  return { total: counted[0]?.total ?? 0, rows };
}

/** A product card's row: what cardColumns selects. */
export type CardRow = Awaited<ReturnType<typeof pageOf>>['rows'][number];

export interface ListFilter extends Page {
  typeId?: number;
  /** Search results, best first (functions/commerce/search/engine.ts): the default sort keeps their order. */
  rankedIds?: number[];
  /** Only these products (a voucher's), in the sort's order. */
  within?: number[];
  sort: Sort;
}

/** The cards of some products on sale, in no particular order. */
const cardsByIds = preparedReads(
  (lang: Lang) => lang,
  (db, lang) =>
    db
      .select({ id: products.id, ...cardColumns(lang) })
      .from(products)
      .where(and(onSale, inList(products.id, sql.placeholder('ids')))),
);

export async function listProducts(db: Db, lang: Lang, filter: ListFilter) {
  const { rankedIds } = filter;
  if (!rankedIds || filter.sort !== SORT.default || filter.typeId !== undefined) return pageOf(db, lang, filter.sort, filter);
  // Relevance: the page is cut from the ranked ids, then read and put back in their order.
  const pageIds = rankedIds.slice((filter.pageNum - 1) * filter.pageSize, filter.pageNum * filter.pageSize);
  const rows = pageIds.length ? await runRead(db, cardsByIds(lang, { ids: jsonList(pageIds) })) : [];
  const position = new Map(pageIds.map((id, i) => [id, i]));
  rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  return { total: rankedIds.length, rows: rows satisfies CardRow[] };
}

/** Home recommendations: featured first, then best sellers; stable across pages. */
export function recommendedProducts(db: Db, lang: Lang, page: Page) {
  return pageOf(db, lang, 'recommended', page);
}

/**
 * Every category in display order. A category that holds products also names the image of its best seller on sale
 * (its icon: a real product of that category, so sibling categories do not share one generic drawing).
 */
export function allCategories(db: Db, lang: Lang) {
  return db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      iconKey: categories.iconKey,
      topImageUrl: sql<string | null>`${db
        .select({ imageUrl: products.imageUrl })
        .from(products)
        .where(and(eq(products.categoryId, categories.id), eq(products.status, 1)))
        .orderBy(desc(products.salesCount), asc(products.id))
        .limit(1)}`,
      name: textIn(lang, categoryTexts, categoryTexts.name, categoryTexts.categoryId, categories.id),
    })
    .from(categories)
    .orderBy(asc(categories.level), asc(categories.sort), asc(categories.id));
}

/** A category as allCategories reads it. */
export type CategoryRow = Awaited<ReturnType<typeof allCategories>>[number];

const byLang = (lang: Lang) => lang;
const bannerList = preparedReads(byLang, (db, lang) =>
  db
    .select({
      id: banners.id,
      linkUrl: banners.linkUrl,
      title: textIn(lang, bannerTexts, bannerTexts.title, bannerTexts.bannerId, banners.id),
      subtitle: textIn(lang, bannerTexts, bannerTexts.subtitle, bannerTexts.bannerId, banners.id),
      imageUrl: textIn(lang, bannerTexts, bannerTexts.imageUrl, bannerTexts.bannerId, banners.id),
    })
    .from(banners)
    .where(eq(banners.status, 1))
    .orderBy(asc(banners.sort), asc(banners.id)),
);
const sectionList = preparedReads(byLang, (db, lang) =>
  db
    .select({
      id: homeSections.id,
      type: homeSections.sectionType,
      title: textIn(lang, homeSectionTexts, homeSectionTexts.title, homeSectionTexts.sectionId, homeSections.id),
    })
    .from(homeSections)
    .orderBy(asc(homeSections.sort), asc(homeSections.id)),
);
const sectionProductList = preparedReads(byLang, (db, lang) =>
  db
    .select({ sectionId: homeSectionProducts.sectionId, ...cardColumns(lang) })
    .from(homeSectionProducts)
    .innerJoin(products, eq(products.id, homeSectionProducts.productId))
    .where(onSale)
    .orderBy(asc(homeSectionProducts.sectionId), asc(homeSectionProducts.sort)),
);

/** Banners, home sections and the on-sale products of each section, in one round trip. */
export async function decorationRows(db: Db, lang: Lang) {
  const [bannerRows, sectionRows, sectionProductRows] = await runReads(db, [bannerList(lang), sectionList(lang), sectionProductList(lang)]);
  return { bannerRows, sectionRows, sectionProductRows };
}

/** What search engines may list: every product on sale and every category of one country's catalog. */
export async function sitemapRows(db: Db): Promise<{ productNos: string[]; categoryIds: number[] }> {
  const [productRows, categoryRows] = await db.batch([
    db.select({ productNo: products.productNo }).from(products).where(eq(products.status, 1)).orderBy(asc(products.id)),
    db.select({ id: categories.id }).from(categories).orderBy(asc(categories.level), asc(categories.sort), asc(categories.id)),
  ]);
  return { productNos: productRows.map((r) => r.productNo), categoryIds: categoryRows.map((r) => r.id) };
}
