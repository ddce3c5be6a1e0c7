/**
 * Search calls (spec §7): search, suggestions, the member's history, hot and recommended rankings, recommended
 * keywords and click tracking (the data behind them: keywords.ts).
 */
import { Hono } from 'hono';
import { RANK_LIST_SIZE } from '../../../src/shared/constants';
import {
  rankList,
  search,
  searchClick,
  searchRecommend,
  searchRecords,
  searchRecordsDelete,
  suggest,
} from '../../../src/shared/contract/search';
import { productListPage } from '../catalog/routes';
import type { CommerceEnv } from '../../platform/context';
import { route } from '../../platform/http';
import { requireMember } from '../../platform/session';
import { normalize, searchProductIds } from './engine';
import { countClick, deleteHistory, historyOf, productNames, ranking, recommendedKeywords, record, tidy } from './keywords';

export const searchRoutes = new Hono<CommerceEnv>();

const SUGGESTIONS = 10;

route(searchRoutes, search, async (c, body) => {
  const keyword = tidy(body.keyword);
  const page = await productListPage(c, { ...body, keyword });
  if (normalize(keyword)) await record(c, keyword, page.total > 0);
  return page;
});

route(searchRoutes, suggest, async (c, { keyword }) => {
  const ids = (await searchProductIds(c.get('d1'), keyword)).slice(0, SUGGESTIONS);
  return { list: ids.length === 0 ? [] : await productNames(c.get('d1'), c.get('lang'), ids) };
});

route(searchRoutes, searchRecords, async (c) => ({ list: await historyOf(c.get('d1'), (await requireMember(c)).id) }));

route(searchRoutes, searchRecordsDelete, async (c, body) => {
  await deleteHistory(c.get('d1'), (await requireMember(c)).id, body.keyword);
  return null;
});

route(searchRoutes, rankList, async (c, body) => {
  const size = body.page_size ?? RANK_LIST_SIZE;
  return { list: await ranking(c.get('d1'), c.get('lang'), body.search_type, size, ((body.page_num ?? 1) - 1) * size) };
});

route(searchRoutes, searchRecommend, async (c) => ({ keyword: await recommendedKeywords(c.get('d1'), c.get('lang')) }));

route(searchRoutes, searchClick, async (c, body) => {
  await countClick(c.get('d1'), c.get('lang'), body.keyword);
  return null;
});
