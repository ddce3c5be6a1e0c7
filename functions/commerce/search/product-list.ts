/** The product list of spec §7: a page of a category, of search results (ranked by the search engine), or of both. */
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { RECOMMEND_PAGE_SIZE } from '../../../src/shared/constants';
import type { productList } from '../../../src/shared/contract/catalog';
import type { CallParsed } from '../../../src/shared/contract/call';
import { SORT } from '../../../src/shared/contract/constants';
import type { CountryCode } from '../../../src/shared/countries';
import type { Lang } from '../../../src/shared/lang';
import { listProducts } from '../catalog/queries';
import { cardsOf } from '../catalog/views';
import { searchProducts } from './engine';

/** One page in one of the four sorts. */
export async function productListPage(db: DrizzleD1Database, lang: Lang, country: CountryCode, body: CallParsed<typeof productList>) {
  const keyword = body.keyword?.trim();
  const found = keyword ? await searchProducts(db, country, keyword, { correct: !body.exact_keyword }) : undefined;
  const { total, rows } = await listProducts(db, lang, {
    pageNum: body.page_num ?? 1,
    pageSize: body.page_size ?? RECOMMEND_PAGE_SIZE,
    typeId: body.type_id,
    rankedIds: found?.ids,
    sort: body.sort ?? SORT.default,
  });
  // With a keyword, corrected_keyword (ours) says the results are for corrected words ('miilk' → 'milk'), else null.
  return { total, list: cardsOf(rows, country), ...(found ? { corrected_keyword: found.corrected } : {}) };
}
