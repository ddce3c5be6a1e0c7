import { Hono } from 'hono';
import { COUNTRIES } from '../../../src/shared/countries';
import { RECOMMEND_PAGE_SIZE } from '../../../src/shared/constants';
import type { CommerceContext, CommerceEnv } from '../context';
import { ok, readBody, readQuery } from '../http';
import { searchProducts } from '../search/engine';
import { buildNavTree } from './nav-tree';
import { toProductCard, type CardRow } from './product-card';
import { SORTS, allCategories, decorationRows, listProducts, recommendedProducts, type Sort } from './queries';

/** Catalog calls of spec §7 (nav/type/list, cms/api/decoration, consumer/product/*). */
export const catalogRoutes = new Hono<CommerceEnv>();

const MAX_PAGE_SIZE = 50;
/** Deep pages cost a long OFFSET scan; no shopper scrolls past 10,000 pages. */
const MAX_PAGE_NUM = 10_000;
const KEYWORD = { type: 'string', max: 100, optional: true } as const;
const PAGE = {
  page_num: { type: 'integer', min: 1, max: MAX_PAGE_NUM, optional: true },
  page_size: { type: 'integer', min: 1, max: MAX_PAGE_SIZE, optional: true },
} as const;

function cardsOf(c: CommerceContext, rows: CardRow[]) {
  const currency = COUNTRIES[c.get('country')].currency;
  return rows.map((row) => toProductCard(row, currency));
}

catalogRoutes.get('/nav/type/list', async (c) => {
  const q = readQuery(c, { keyword: KEYWORD });
  const rows = await allCategories(c.get('db'), c.get('lang'));
  return ok(c, buildNavTree(rows, q.keyword));
});

catalogRoutes.get('/cms/api/decoration', async (c) => {
  const { bannerRows, sectionRows, sectionProductRows } = await decorationRows(c.get('db'), c.get('lang'));
  return ok(c, {
    banners: bannerRows.map((b) => ({
      banner_id: b.id,
      title: b.title,
      subtitle: b.subtitle,
      image_url: b.imageUrl,
      link_url: b.linkUrl,
    })),
    sections: sectionRows.map((s) => ({
      section_type: s.type,
      title: s.title,
      list: cardsOf(
        c,
        sectionProductRows.filter((row) => row.sectionId === s.id),
      ),
    })),
  });
});

catalogRoutes.post('/consumer/product/product_recommend', async (c) => {
  const body = await readBody(c, PAGE);
  const page = { pageNum: body.page_num ?? 1, pageSize: body.page_size ?? RECOMMEND_PAGE_SIZE };
  const { total, rows } = await recommendedProducts(c.get('db'), c.get('lang'), page);
  return ok(c, { total, list: cardsOf(c, rows) });
});

/** The request of a product list page: consumer/product/list and search/search take the same. */
export const LIST_REQUEST = {
  ...PAGE,
  type_id: { type: 'integer', min: 1, optional: true },
  keyword: KEYWORD,
  sort: { type: 'integer', oneOf: Object.values(SORTS), optional: true },
  /** Ours: true searches the keyword as typed, never a correction ("Search instead for miilk"). */
  exact_keyword: { type: 'boolean', optional: true },
} as const;

/** One page of a category, of search results (ranked by the search engine), or of both, in one of the four sorts. */
export async function productListPage(
  c: CommerceContext,
  body: { page_num?: number; page_size?: number; type_id?: number; keyword?: string; sort?: number; exact_keyword?: boolean },
) {
  const keyword = body.keyword?.trim();
  const found = keyword ? await searchProducts(c.get('d1'), keyword, { correct: !body.exact_keyword }) : undefined;
  const { total, rows } = await listProducts(c.get('db'), c.get('lang'), {
    pageNum: body.page_num ?? 1,
    pageSize: body.page_size ?? RECOMMEND_PAGE_SIZE,
    typeId: body.type_id,
    rankedIds: found?.ids,
    sort: (body.sort ?? SORTS.default) as Sort,
  });
  // With a keyword, corrected_keyword (ours) says the results are for corrected words ('miilk' → 'milk'), else null.
  return { total, list: cardsOf(c, rows), ...(found ? { corrected_keyword: found.corrected } : {}) };
}

catalogRoutes.post('/consumer/product/list', async (c) => ok(c, await productListPage(c, await readBody(c, LIST_REQUEST))));

/** Cards of products by id, in that order (similar products). */
export async function productCardsInOrder(c: CommerceContext, ids: number[]) {
  const { rows } = await listProducts(c.get('db'), c.get('lang'), {
    pageNum: 1,
    pageSize: Math.max(ids.length, 1),
    rankedIds: ids,
    sort: SORTS.default,
  });
  return cardsOf(c, rows);
}
