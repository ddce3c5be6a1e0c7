/** Catalog calls of spec §7 (nav/type/list, cms/api/decoration, consumer/product/*). */
import { Hono } from 'hono';
import { RECOMMEND_PAGE_SIZE } from '../../../src/shared/constants';
import { decoration, navTypeList, productList, productRecommend, sitemap } from '../../../src/shared/contract/catalog';
import { SORT } from '../../../src/shared/contract/constants';
import type { CallParsed } from '../../../src/shared/contract/call';
import type { CommerceContext, CommerceEnv } from '../../platform/context';
import { route } from '../../platform/http';
import { searchProducts } from '../search/engine';
import { buildNavTree } from './nav-tree';
import { allCategories, decorationRows, listProducts, recommendedProducts, sitemapRows } from './queries';
import { cardsOf, decorationView, sitemapView } from './views';

export const catalogRoutes = new Hono<CommerceEnv>();

route(catalogRoutes, navTypeList, async (c, q) => buildNavTree(await allCategories(c.get('db'), c.get('lang')), q.keyword));

route(catalogRoutes, decoration, async (c) => decorationView(await decorationRows(c.get('db'), c.get('lang')), c.get('country')));

route(catalogRoutes, productRecommend, async (c, body) => {
  const page = { pageNum: body.page_num ?? 1, pageSize: body.page_size ?? RECOMMEND_PAGE_SIZE };
  const { total, rows } = await recommendedProducts(c.get('db'), c.get('lang'), page);
  return { total, list: cardsOf(rows, c.get('country')) };
});

/** One page of a category, of search results (ranked by the search engine), or of both, in one of the four sorts. */
export async function productListPage(c: CommerceContext, body: CallParsed<typeof productList>) {
  const keyword = body.keyword?.trim();
  const found = keyword ? await searchProducts(c.get('d1'), keyword, { correct: !body.exact_keyword }) : undefined;
  const { total, rows } = await listProducts(c.get('db'), c.get('lang'), {
    pageNum: body.page_num ?? 1,
    pageSize: body.page_size ?? RECOMMEND_PAGE_SIZE,
    typeId: body.type_id,
    rankedIds: found?.ids,
    sort: body.sort ?? SORT.default,
  });
  // With a keyword, corrected_keyword (ours) says the results are for corrected words ('miilk' → 'milk'), else null.
  return { total, list: cardsOf(rows, c.get('country')), ...(found ? { corrected_keyword: found.corrected } : {}) };
}

route(catalogRoutes, productList, productListPage);

route(catalogRoutes, sitemap, async (c) => sitemapView(await sitemapRows(c.get('d1'))));

/** Cards of products by id, in that order (similar products). */
export async function productCardsInOrder(c: CommerceContext, ids: number[]) {
  const { rows } = await listProducts(c.get('db'), c.get('lang'), {
    pageNum: 1,
    pageSize: Math.max(ids.length, 1),
    rankedIds: ids,
    sort: SORT.default,
  });
  return cardsOf(rows, c.get('country'));
}
