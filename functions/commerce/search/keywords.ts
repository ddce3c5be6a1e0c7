/**
 * Search data: the keyword statistics behind the rankings (per language: the rankings show what shoppers of that
 * language search), the member's history, and suggestion names. Every shopper sees the hot ranking, so a keyword
 * enters it only when it found products, passed the text filter (hot-filter.ts) and was searched from
 * HOT_MIN_SHOPPERS different devices.
 */
import { SEARCH_HISTORY_MAX } from '../../../src/shared/constants';
import type { RankEntry } from '../../../src/shared/contract/search';
import { SEARCH_TYPE } from '../../../src/shared/contract/constants';
import type { Lang } from '../../../src/shared/lang';
import type { CommerceContext } from '../../platform/context';
import { currentMember } from '../../platform/session';
import { isRankable } from './hot-filter';

/** Different devices that must have searched a keyword before the hot ranking shows it. */
export const HOT_MIN_SHOPPERS = 3;

/** What is counted and kept in history: the keyword as typed, trimmed, spaces collapsed (not the index's form). */
export const tidy = (keyword: string) => keyword.trim().replace(/\s+/g, ' ').slice(0, 100);

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

/** Counts a search (rankings) and keeps it in a signed-in member's history, in one batch. */
export async function record(c: CommerceContext, keyword: string, found: boolean): Promise<void> {
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

/** Names of products by id, in that order, in the language (English when missing). */
export async function productNames(d1: D1Database, lang: Lang, ids: number[]): Promise<{ product_no: string; product_name: string }[]> {
  const { results } = await d1
    .prepare(
      `SELECT p.id AS id, p.product_no AS product_no,
         coalesce((SELECT name FROM product_texts WHERE product_id = p.id AND lang = ?), (SELECT name FROM product_texts WHERE product_id = p.id AND lang = 'en')) AS product_name
       FROM products p WHERE p.id IN (SELECT value FROM json_each(?))`,
    )
    .bind(lang, JSON.stringify(ids))
    .all<{ id: number; product_no: string; product_name: string }>();
  const byId = new Map(results.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ product_no: row.product_no, product_name: row.product_name }] : [];
  });
}

export async function historyOf(d1: D1Database, memberId: number): Promise<string[]> {
  const { results } = await d1
    .prepare('SELECT keyword FROM search_history WHERE member_id = ? ORDER BY searched_at DESC LIMIT ?')
    .bind(memberId, SEARCH_HISTORY_MAX)
    .all<{ keyword: string }>();
  return results.map((r) => r.keyword);
}

/** Deletes one keyword of the member's history, or all of it. */
export async function deleteHistory(d1: D1Database, memberId: number, keyword?: string): Promise<void> {
  await (keyword === undefined
    ? d1.prepare('DELETE FROM search_history WHERE member_id = ?').bind(memberId)
    : d1.prepare('DELETE FROM search_history WHERE member_id = ? AND keyword = ?').bind(memberId, tidy(keyword))
  ).run();
}

export async function ranking(
  d1: D1Database,
  lang: Lang,
  type: (typeof SEARCH_TYPE)[keyof typeof SEARCH_TYPE],
  size: number,
  offset: number,
): Promise<RankEntry[]> {
  const { results } =
    type === SEARCH_TYPE.hot
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
  return results;
}

export async function recommendedKeywords(d1: D1Database, lang: Lang): Promise<string[]> {
  const { results } = await d1
    .prepare('SELECT keyword FROM search_recommended WHERE lang = ? ORDER BY sort')
    .bind(lang)
    .all<{ keyword: string }>();
  return results.map((r) => r.keyword);
}

export async function countClick(d1: D1Database, lang: Lang, keyword: string): Promise<void> {
  await d1
    .prepare(
      `INSERT INTO search_keywords (lang, keyword, click_count, last_searched_at) VALUES (?, ?, 1, ?)
       ON CONFLICT (lang, keyword) DO UPDATE SET click_count = click_count + 1`,
    )
    .bind(lang, tidy(keyword).toLowerCase(), Date.now())
    .run();
}
