/**
 * Search data: the keyword statistics behind the rankings (per language: the rankings show what shoppers of that
 * language search), the member's history, and suggestion names. Every shopper sees the hot ranking, so a keyword
 * enters it only when it found products, passed the text filter (hot-filter.ts) and was searched from
 * HOT_MIN_SHOPPERS different devices.
 */
import { and, asc, count, desc, eq, gte, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { SEARCH_HISTORY_MAX } from '../../../src/shared/constants';
import type { RankEntry } from '../../../src/shared/contract/search';
import { SEARCH_TYPE } from '../../../src/shared/contract/constants';
import type { Lang } from '../../../src/shared/lang';
import type { BatchStatement } from '../../platform/db';
import {
  products,
  productTexts,
  searchClicks,
  searchHistory,
  searchKeywords,
  searchKeywordShoppers,
  searchRecommended,
} from '../../platform/schema';
import { textIn } from '../catalog/texts';
import { isRankable } from './hot-filter';

type Db = DrizzleD1Database;

/** Different devices that must have searched a keyword before the hot ranking shows it. */
export const HOT_MIN_SHOPPERS = 3;

/** What is counted and kept in history: the keyword as typed, trimmed, spaces collapsed (not the index's form). */
export const tidy = (keyword: string) => keyword.trim().replace(/\s+/g, ' ').slice(0, 100);

/** Who searched: the request's language and device, and the member when signed in. */
export interface Searcher {
  lang: Lang;
  deviceId: string;
  memberId: number | null;
}

/** Counts a search for the hot ranking: one more search, and the device among the keyword's shoppers. */
function countForRanking(db: Db, { lang, deviceId }: Searcher, keyword: string, now: number): BatchStatement[] {
  const ofKeyword = and(eq(searchKeywordShoppers.lang, lang), eq(searchKeywordShoppers.keyword, keyword));
  // Up to the threshold only: beyond it the number no longer matters.
  const counted = db.$with('counted').as(
    db
      .select({ shoppers: count().as('shoppers') })
      .from(searchKeywordShoppers)
      .where(ofKeyword),
  );
  const shopper = deviceId
    ? [
        db
          .insert(searchKeywordShoppers)
          .select(
            db
              .with(counted)
              .select({
                lang: sql<Lang>`${lang}`.as('lang'),
                keyword: sql<string>`${keyword}`.as('keyword'),
                deviceId: sql<string>`${deviceId}`.as('device_id'),
              })
              .from(counted)
              .where(lt(counted.shoppers, HOT_MIN_SHOPPERS)),
          )
          .onConflictDoNothing(),
      ]
    : [];
  return [
    ...shopper,
    db
      .insert(searchKeywords)
      .values({
        lang,
        keyword,
        searchCount: 1,
        shoppers: sql`${db.select({ shoppers: count() }).from(searchKeywordShoppers).where(ofKeyword)}`,
        lastSearchedAt: now,
      })
      .onConflictDoUpdate({
        target: [searchKeywords.lang, searchKeywords.keyword],
        set: {
          searchCount: sql`${searchKeywords.searchCount} + 1`,
          shoppers: sql`max(${searchKeywords.shoppers}, excluded.shoppers)`,
          lastSearchedAt: sql`excluded.last_searched_at`,
        },
      }),
  ];
}

/** Counts a search (rankings) and keeps it in a signed-in member's history, in one batch. */
export async function record(db: Db, searcher: Searcher, keyword: string, found: boolean): Promise<void> {
  const now = Date.now();
  const statements = found && isRankable(keyword) ? countForRanking(db, searcher, keyword.toLowerCase(), now) : [];
  const { memberId } = searcher;
  if (memberId !== null) {
    const newest = db
      .select({ keyword: searchHistory.keyword })
      .from(searchHistory)
      .where(eq(searchHistory.memberId, memberId))
      .orderBy(desc(searchHistory.searchedAt))
      .limit(SEARCH_HISTORY_MAX);
    // History: de-duplicated (a repeat moves to the top), the newest 10 kept.
    statements.push(
      db
        .insert(searchHistory)
        .values({ memberId, keyword, searchedAt: now })
        .onConflictDoUpdate({ target: [searchHistory.memberId, searchHistory.keyword], set: { searchedAt: now } }),
      db.delete(searchHistory).where(and(eq(searchHistory.memberId, memberId), notInArray(searchHistory.keyword, newest))),
    );
  }
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}

/** Names of products by id, in that order, in the language (English when missing). */
export async function productNames(db: Db, lang: Lang, ids: number[]): Promise<{ product_no: string; product_name: string }[]> {
  const rows = await db
    .select({
      id: products.id,
      productNo: products.productNo,
      productName: textIn(lang, productTexts, productTexts.name, productTexts.productId, products.id),
    })
    .from(products)
    .where(inArray(products.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ product_no: row.productNo, product_name: row.productName }] : [];
  });
}

export async function historyOf(db: Db, memberId: number): Promise<string[]> {
  const rows = await db
    .select({ keyword: searchHistory.keyword })
    .from(searchHistory)
    .where(eq(searchHistory.memberId, memberId))
    .orderBy(desc(searchHistory.searchedAt))
    .limit(SEARCH_HISTORY_MAX);
  return rows.map((r) => r.keyword);
}

/** Deletes one keyword of the member's history, or all of it. */
export async function deleteHistory(db: Db, memberId: number, keyword?: string): Promise<void> {
  await db
    .delete(searchHistory)
    .where(and(eq(searchHistory.memberId, memberId), keyword === undefined ? undefined : eq(searchHistory.keyword, tidy(keyword))))
    .run();
}

export async function ranking(
  db: Db,
  lang: Lang,
  type: (typeof SEARCH_TYPE)[keyof typeof SEARCH_TYPE],
  size: number,
  offset: number,
): Promise<RankEntry[]> {
  if (type === SEARCH_TYPE.hot) {
    return db
      .select({ keyword: searchKeywords.keyword, search_count: searchKeywords.searchCount })
      .from(searchKeywords)
      .where(and(eq(searchKeywords.lang, lang), gte(searchKeywords.shoppers, HOT_MIN_SHOPPERS)))
      .orderBy(desc(searchKeywords.searchCount), asc(searchKeywords.keyword))
      .limit(size)
      .offset(offset);
  }
  return db
    .select({ keyword: searchRecommended.keyword, search_count: sql<number>`coalesce(${searchKeywords.searchCount}, 0)` })
    .from(searchRecommended)
    .leftJoin(searchKeywords, and(eq(searchKeywords.lang, searchRecommended.lang), eq(searchKeywords.keyword, searchRecommended.keyword)))
    .where(eq(searchRecommended.lang, lang))
    .orderBy(asc(searchRecommended.sort))
    .limit(size)
    .offset(offset);
}

export async function recommendedKeywords(db: Db, lang: Lang): Promise<string[]> {
  const rows = await db
    .select({ keyword: searchRecommended.keyword })
    .from(searchRecommended)
    .where(eq(searchRecommended.lang, lang))
    .orderBy(asc(searchRecommended.sort));
  return rows.map((r) => r.keyword);
}

/**
 * Counts a click on a search result: once per device, keyword and product (the search_clicks trigger counts it), so a
 * device tapping the same result again adds nothing; a click without a device is counted as it comes.
 */
export async function countClick(db: Db, lang: Lang, keyword: string, productNo: string, deviceId: string): Promise<void> {
  const key = tidy(keyword).toLowerCase();
  const now = Date.now();
  if (deviceId) {
    await db.insert(searchClicks).values({ lang, keyword: key, productNo, deviceId, clickedAt: now }).onConflictDoNothing().run();
    return;
  }
  await db
    .insert(searchKeywords)
    .values({ lang, keyword: key, clickCount: 1, lastSearchedAt: now })
    .onConflictDoUpdate({
      target: [searchKeywords.lang, searchKeywords.keyword],
      set: { clickCount: sql`${searchKeywords.clickCount} + 1` },
    })
    .run();
}
