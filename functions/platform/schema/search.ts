import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** search_keywords (0004_search.sql, then 0008_hot_keyword_shoppers.sql). */
export const searchKeywords = sqliteTable(
  'search_keywords',
  {
    lang: text('lang').notNull(),
    keyword: text('keyword').notNull(),
    searchCount: integer('search_count').notNull().default(0),
    clickCount: integer('click_count').notNull().default(0),
    lastSearchedAt: integer('last_searched_at').notNull(),
    shoppers: integer('shoppers').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.lang, t.keyword] })],
);

/** search_recommended (0004_search.sql). */
export const searchRecommended = sqliteTable(
  'search_recommended',
  {
    lang: text('lang').notNull(),
    keyword: text('keyword').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.lang, t.keyword] })],
);

/** search_history (0004_search.sql). */
export const searchHistory = sqliteTable(
  'search_history',
  {
    memberId: integer('member_id').notNull(),
    keyword: text('keyword').notNull(),
    searchedAt: integer('searched_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.keyword] })],
);

/** search_synonyms (0004_search.sql). */
export const searchSynonyms = sqliteTable(
  'search_synonyms',
  {
    term: text('term').notNull(),
    synonym: text('synonym').notNull(),
  },
  (t) => [primaryKey({ columns: [t.term, t.synonym] })],
);

/** search_keyword_shoppers (0008_hot_keyword_shoppers.sql). */
export const searchKeywordShoppers = sqliteTable(
  'search_keyword_shoppers',
  {
    lang: text('lang').notNull(),
    keyword: text('keyword').notNull(),
    deviceId: text('device_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.lang, t.keyword, t.deviceId] })],
);

/** search_clicks (0030_attribution.sql). */
export const searchClicks = sqliteTable(
  'search_clicks',
  {
    lang: text('lang').notNull(),
    keyword: text('keyword').notNull(),
    productNo: text('product_no').notNull(),
    deviceId: text('device_id').notNull(),
    clickedAt: integer('clicked_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.lang, t.keyword, t.productNo, t.deviceId] })],
);
