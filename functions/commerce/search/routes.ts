/**
 * Search calls (spec §7): the product list (a category's page too: the list answers both), search, suggestions, the
 * member's history, hot and recommended rankings, recommended keywords and click tracking (the data behind them:
 * product-list.ts, keywords.ts).
 */
import { Hono } from 'hono';
import { RANK_LIST_SIZE } from '../../../src/shared/constants';
import { productList } from '../../../src/shared/contract/catalog';
import {
  rankList,
  search,
  searchClick,
  searchRecommend,
  searchRecords,
  searchRecordsDelete,
  suggest,
} from '../../../src/shared/contract/search';
import { ERR } from '../../../src/shared/errors';
import type { CommerceEnv } from '../../platform/context';
import { type RouteCodes, route } from '../../platform/http';
import { currentMember, requireMember } from '../../platform/session';
import { normalize, searchProductIds } from './engine';
import { countClick, deleteHistory, historyOf, productNames, ranking, recommendedKeywords, record, tidy } from './keywords';
import { productListPage } from './product-list';

export const searchRoutes = new Hono<CommerceEnv>();

const SUGGESTIONS = 10;

/**
 * The search faults of §8 (numbered in docs/decisions/error-codes.md) instead of the generic codes: a keyword that is
 * empty or too long is 1106002, a call whose data cannot be read or written answers its own fault. The storefront
 * swallows most of them (§8); they tell the logs and a caller which search call failed.
 */
const KEYWORD = { keyword: ERR.SEARCH_KEYWORD_INVALID };
const SEARCH: RouteCodes = { invalid: KEYWORD, fault: ERR.SEARCH_FAILED };
const HISTORY: RouteCodes = { invalid: KEYWORD, fault: ERR.SEARCH_HISTORY_FAILED };
const SUGGEST: RouteCodes = { invalid: KEYWORD, fault: ERR.SEARCH_SUGGEST_FAILED };
const RANKS: RouteCodes = { fault: ERR.SEARCH_RANK_FAILED };

route(searchRoutes, productList, (c, body) => productListPage(c.get('db'), c.get('lang'), c.get('country'), body), SEARCH);

route(
  searchRoutes,
  search,
  async (c, body) => {
    const keyword = tidy(body.keyword);
    const page = await productListPage(c.get('db'), c.get('lang'), c.get('country'), { ...body, keyword });
    if (normalize(keyword)) {
      const member = await currentMember(c);
      await record(
        c.get('db'),
        { lang: c.get('lang'), deviceId: c.get('deviceId'), memberId: member?.id ?? null },
        keyword,
        page.total > 0,
      );
    }
    return page;
  },
  SEARCH,
);

route(
  searchRoutes,
  suggest,
  async (c, { keyword }) => {
    const ids = (await searchProductIds(c.get('db'), c.get('country'), keyword)).slice(0, SUGGESTIONS);
    return { list: ids.length === 0 ? [] : await productNames(c.get('db'), c.get('lang'), ids) };
  },
  SUGGEST,
);

route(searchRoutes, searchRecords, async (c) => ({ list: await historyOf(c.get('db'), (await requireMember(c)).id) }), HISTORY);

route(
  searchRoutes,
  searchRecordsDelete,
  async (c, body) => {
    await deleteHistory(c.get('db'), (await requireMember(c)).id, body.keyword);
    return null;
  },
  HISTORY,
);

route(
  searchRoutes,
  rankList,
  async (c, body) => {
    const size = body.page_size ?? RANK_LIST_SIZE;
    return { list: await ranking(c.get('db'), c.get('lang'), body.search_type, size, ((body.page_num ?? 1) - 1) * size) };
  },
  RANKS,
);

// The rotating keywords are the recommended ranking's.
route(searchRoutes, searchRecommend, async (c) => ({ keyword: await recommendedKeywords(c.get('db'), c.get('lang')) }), RANKS);

route(
  searchRoutes,
  searchClick,
  async (c, body) => {
    // The device the body names (spec §3 driver_id), else the request's Deviceid header.
    await countClick(c.get('db'), c.get('lang'), body.keyword, body.product_no, body.driver_id || c.get('deviceId'));
    return null;
  },
  SEARCH,
);
