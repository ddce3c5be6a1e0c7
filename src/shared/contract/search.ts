/** Search calls of spec §7: search, suggestions, the member's history, rankings, recommended keywords, clicks. */
import * as v from 'valibot';
import { defineCall } from './call';
import { SEARCH_TYPE } from './constants';
import { LIST_REQUEST, ProductPage } from './catalog';
import { Keyword, NoInput, NoOutput, ProductNo, integer, text } from './common';

/** The device's id as the search calls name it. */
const DRIVER = { driver_id: v.optional(v.pipe(v.string(), v.maxLength(128))) };

export const Suggestion = v.object({ product_no: v.string(), product_name: v.string() });
export type Suggestion = v.InferOutput<typeof Suggestion>;

export const RankEntry = v.object({ keyword: v.string(), search_count: v.number() });
export type RankEntry = v.InferOutput<typeof RankEntry>;

export const search = defineCall({
  method: 'POST',
  path: '/search/search',
  summary: 'A page of products for a keyword (a typo is corrected unless exact_keyword); counts the search.',
  access: 'optional',
  input: v.object({ ...LIST_REQUEST, ...DRIVER, keyword: text(1, 100) }),
  output: ProductPage,
});

export const suggest = defineCall({
  method: 'POST',
  path: '/search/suggest',
  summary: 'Products whose names match what is being typed.',
  access: 'public',
  input: v.object({ keyword: Keyword }),
  output: v.object({ list: v.array(Suggestion) }),
});

export const searchRecords = defineCall({
  method: 'POST',
  path: '/search/records',
  summary: "The member's recent searches, newest first.",
  access: 'member',
  input: v.object(DRIVER),
  output: v.object({ list: v.array(v.string()) }),
});

export const searchRecordsDelete = defineCall({
  method: 'POST',
  path: '/search/records/del',
  summary: "Deletes one of the member's searches, or all of them without a keyword.",
  access: 'member',
  input: v.object({ ...DRIVER, keyword: v.optional(Keyword) }),
  output: NoOutput,
});

export const rankList = defineCall({
  method: 'POST',
  path: '/search/rank/list',
  summary: 'The recommended or the hot keywords of the request language.',
  access: 'public',
  input: v.object({
    search_type: v.picklist(Object.values(SEARCH_TYPE)),
    page_num: v.optional(integer(1, 100)),
    page_size: v.optional(integer(1, 50)),
  }),
  output: v.object({ list: v.array(RankEntry) }),
});

export const searchRecommend = defineCall({
  method: 'GET',
  path: '/search/recommend',
  summary: 'Keywords to suggest in the empty search box.',
  access: 'public',
  input: NoInput,
  output: v.object({ keyword: v.array(v.string()) }),
});

export const searchClick = defineCall({
  method: 'POST',
  path: '/search/manager/click/update',
  summary: 'Counts a click on a search result, once per device (driver_id, else the Deviceid header), keyword and product.',
  access: 'public',
  input: v.object({ keyword: text(1, 100), product_no: ProductNo, ...DRIVER }),
  output: NoOutput,
});
