/**
 * Search calls (spec §7): search, suggestions, the member's history, hot and recommended rankings, recommended
 * keywords and click tracking. Keyword statistics are per language: the rankings show what shoppers of that language
 * search. Every shopper sees the hot ranking, so a keyword enters it only when it found products, passed the text
 * filter (hot-filter.ts) and was searched from HOT_MIN_SHOPPERS different devices.
 */
import { Hono } from 'hono';
import { RANK_LIST_SIZE, SEARCH_HISTORY_MAX } from '../../../src/shared/constants';
import type { CommerceContext, CommerceEnv } from '../context';
import { route } from '../http';
import {
  SEARCH_TYPE,
  rankList,
  search,
  searchClick,
  searchRecommend,
  searchRecords,
  searchRecordsDelete,
  suggest,
} from '../../../src/shared/contract/search';
import type { RankEntry } from '../../../src/shared/contract/search';
import { productListPage } from '../catalog/routes';
import { currentMember, requireMember } from '../member/session';
import { normalize, searchProductIds } from './engine';
import { isRankable } from './hot-filter';

export const searchRoutes = new Hono<CommerceEnv>();

const SUGGESTIONS = 10;
/** Different devices that must have searched a keyword before the hot ranking shows it. */
export const HOT_MIN_SHOPPERS = 3;

/** What is counted and kept in history: the keyword as typed, trimmed, spaces collapsed (not the index's form). */
const tidy = (keyword: string) => keyword.trim().replace(/\s+/g, ' ').slice(0, 100);

/** Counts a search for the hot ranking: one more search, and the device among the keyword's shoppers. */
function countForRanking(c: CommerceContext, keyword: string, now: number): D1PreparedStatement[] {
  const d1 = c.get('d1');
  const lang = c.get('lang');
  const device = c.get('deviceId');
  // Up to the threshold only: beyond it the number no longer matters.
  const shopper = device
    ? [
        d1
          .prepare(
            `INSERT OR IGNORE INTO search_keyword_shoppers (lang, keyword, device_id)
             SELECT ?1, ?2, ?3 WHERE (SELECT count(*) FROM search_keyword_shoppers WHERE lang = ?1 AND keyword = ?2) < ?4`,
          )
          .bind(lang, keyword, device, HOT_MIN_SHOPPERS),
      ]
    : [];
  return [
    ...shopper,
    d1
      .prepare(
        `INSERT INTO search_keywords (lang, keyword, search_count, shoppers, last_searched_at)
         VALUES (?1, ?2, 1, (SELECT count(*) FROM search_keyword_shoppers WHERE lang = ?1 AND keyword = ?2), ?3)
         ON CONFLICT (lang, keyword) DO UPDATE SET search_count = search_count + 1,
           shoppers = max(shoppers, excluded.shoppers), last_searched_at = excluded.last_searched_at`,
      )
      .bind(lang, keyword, now),
  ];
}

async function record(c: CommerceContext, keyword: string, found: boolean): Promise<void> {
  const d1 = c.get('d1');
  const now = Date.now();
  const statements = found && isRankable(keyword) ? countForRanking(c, keyword.toLowerCase(), now) : [];
  const member = await currentMember(c);
  if (member) {
    // History: de-duplicated (a repeat moves to the top), the newest 10 kept.
    statements.push(
      d1
        .prepare(
          'INSERT INTO search_history (member_id, keyword, searched_at) VALUES (?, ?, ?) ON CONFLICT (member_id, keyword) DO UPDATE SET searched_at = excluded.searched_at',
        )
        .bind(member.id, keyword, now),
      d1
        .prepare(
          'DELETE FROM search_history WHERE member_id = ? AND keyword NOT IN (SELECT keyword FROM search_history WHERE member_id = ? ORDER BY searched_at DESC LIMIT ?)',
        )
        .bind(member.id, member.id, SEARCH_HISTORY_MAX),
    );
  }
  if (statements.length > 0) await d1.batch(statements);
}

route(searchRoutes, search, async (c, body) => {
  const keyword = tidy(body.keyword);
  const page = await productListPage(c, { ...body, keyword });
  if (normalize(keyword)) await record(c, keyword, page.total > 0);
  return page;
});

route(searchRoutes, suggest, async (c, { keyword }) => {
  const ids = (await searchProductIds(c.get('d1'), keyword)).slice(0, SUGGESTIONS);
  if (ids.length === 0) return { list: [] };
  const { results } = await c
    .get('d1')
    .prepare(
      `SELECT p.id AS id, p.product_no AS product_no,
         coalesce((SELECT name FROM product_texts WHERE product_id = p.id AND lang = ?), (SELECT name FROM product_texts WHERE product_id = p.id AND lang = 'en')) AS product_name
       FROM products p WHERE p.id IN (SELECT value FROM json_each(?))`,
    )
    .bind(c.get('lang'), JSON.stringify(ids))
    .all<{ id: number; product_no: string; product_name: string }>();
  const byId = new Map(results.map((r) => [r.id, r]));
  return {
    list: ids.flatMap((id) => (byId.has(id) ? [{ product_no: byId.get(id)!.product_no, product_name: byId.get(id)!.product_name }] : [])),
  };
});

route(searchRoutes, searchRecords, async (c) => {
  const member = await requireMember(c);
  const { results } = await c
    .get('d1')
    .prepare('SELECT keyword FROM search_history WHERE member_id = ? ORDER BY searched_at DESC LIMIT ?')
    .bind(member.id, SEARCH_HISTORY_MAX)
    .all<{ keyword: string }>();
  return { list: results.map((r) => r.keyword) };
});

route(searchRoutes, searchRecordsDelete, async (c, body) => {
  const member = await requireMember(c);
  const d1 = c.get('d1');
  await (body.keyword === undefined
    ? d1.prepare('DELETE FROM search_history WHERE member_id = ?').bind(member.id)
    : d1.prepare('DELETE FROM search_history WHERE member_id = ? AND keyword = ?').bind(member.id, tidy(body.keyword))
  ).run();
  return null;
});

route(searchRoutes, rankList, async (c, body) => {
  const size = body.page_size ?? RANK_LIST_SIZE;
  const offset = ((body.page_num ?? 1) - 1) * size;
  const d1 = c.get('d1');
  const lang = c.get('lang');
  const { results } =
    body.search_type === SEARCH_TYPE.hot
      ? await d1
          .prepare(
            'SELECT keyword, search_count FROM search_keywords WHERE lang = ? AND shoppers >= ? ORDER BY search_count DESC, keyword LIMIT ? OFFSET ?',
          )
          .bind(lang, HOT_MIN_SHOPPERS, size, offset)
          .all<RankEntry>()
      : await d1
          .prepare(
            `SELECT r.keyword AS keyword, coalesce(k.search_count, 0) AS search_count FROM search_recommended r
             LEFT JOIN search_keywords k ON k.lang = r.lang AND k.keyword = r.keyword
             WHERE r.lang = ? ORDER BY r.sort LIMIT ? OFFSET ?`,
          )
          .bind(lang, size, offset)
          .all<RankEntry>();
  return { list: results };
});

route(searchRoutes, searchRecommend, async (c) => {
  const { results } = await c
    .get('d1')
    .prepare('SELECT keyword FROM search_recommended WHERE lang = ? ORDER BY sort')
    .bind(c.get('lang'))
    .all<{ keyword: string }>();
  return { keyword: results.map((r) => r.keyword) };
});

route(searchRoutes, searchClick, async (c, body) => {
  await c
    .get('d1')
    .prepare(
      `INSERT INTO search_keywords (lang, keyword, click_count, last_searched_at) VALUES (?, ?, 1, ?)
       ON CONFLICT (lang, keyword) DO UPDATE SET click_count = click_count + 1`,
    )
    .bind(c.get('lang'), tidy(body.keyword).toLowerCase(), Date.now())
    .run();
  return null;
});
