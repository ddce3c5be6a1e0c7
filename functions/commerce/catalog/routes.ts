/**
 * Catalog calls of spec §7 (nav/type/list, cms/api/decoration, product recommendations, the sitemap). The product list
 * (consumer/product/list) ranks by the search engine when it has a keyword, so search serves it (search/routes.ts):
 * search stands on the catalog, not the other way round.
 */
import { Hono } from 'hono';
import { RECOMMEND_PAGE_SIZE } from '../../../src/shared/constants';
import { decoration, navTypeList, productRecommend, sitemap } from '../../../src/shared/contract/catalog';
import type { CommerceEnv } from '../../platform/context';
import { route } from '../../platform/http';
import { buildNavTree } from './nav-tree';
import { allCategories, decorationRows, recommendedProducts, sitemapRows } from './queries';
import { cardsOf, decorationView, sitemapView } from './views';

export const catalogRoutes = new Hono<CommerceEnv>();

route(catalogRoutes, navTypeList, async (c, q) => buildNavTree(await allCategories(c.get('db'), c.get('lang')), q.keyword));

route(catalogRoutes, decoration, async (c) => decorationView(await decorationRows(c.get('db'), c.get('lang')), c.get('country')));

route(catalogRoutes, productRecommend, async (c, body) => {
  const page = { pageNum: body.page_num ?? 1, pageSize: body.page_size ?? RECOMMEND_PAGE_SIZE };
  const { total, rows } = await recommendedProducts(c.get('db'), c.get('lang'), page);
  return { total, list: cardsOf(rows, c.get('country')) };
});

route(catalogRoutes, sitemap, async (c) => sitemapView(await sitemapRows(c.get('db'))));
