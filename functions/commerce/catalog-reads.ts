/**
 * The calls that may read from a D1 read replica (docs/decisions/d1-sessions.md): what every shopper sees alike, home,
 * categories, lists, search and product detail, which is most of the reads and what pages render. Everything else
 * (carts, orders, the member's own data, and writes) starts at the primary.
 */
import { matchedRoutes } from 'hono/route';
import {
  decoration,
  minSkuDetail,
  navTypeList,
  productList,
  productRecommend,
  similarProducts,
  sitemap,
  specOrderList,
} from '../../src/shared/contract/catalog';
import { rankList, search, searchRecommend, suggest } from '../../src/shared/contract/search';
import type { CommerceContext } from '../platform/context';
import { routePattern } from '../platform/http';

// Search writes the member's history and the ranking counts as well: writes go to the primary whatever the session.
const CATALOG_READS = [
  navTypeList,
  decoration,
  productRecommend,
  productList,
  minSkuDetail,
  specOrderList,
  similarProducts,
  sitemap,
  search,
  suggest,
  rankList,
  searchRecommend,
];

const keys = new Set(CATALOG_READS.map((call) => `${call.method} ${routePattern(call)}`));

/** True when the request is a catalog read: by the route it matched, which Hono knows before any middleware runs. */
export function readsCatalog(c: CommerceContext): boolean {
  const handler = matchedRoutes(c).at(-1);
  return handler !== undefined && keys.has(`${handler.method} ${handler.path}`);
}
