/**
 * Catalog reads for server-rendered pages, over the same API client the browser uses (spec §7 contract):
 * GET nav/type/list, GET cms/api/decoration, POST consumer/product/product_recommend, POST consumer/product/list and,
 * for a promotion's list, POST promotion/api/virtual/mapping.
 */
import { serverApi } from '../server/api';
import { memoize } from '../server/memo';
import { RECOMMEND_PAGE_SIZE } from '../shared/constants';
import type { Decoration, NavCategory, ProductPage } from '../shared/contract/catalog';
import { SORT, type Sort } from '../shared/contract/constants';
import { decoration, navTypeList, productList, productRecommend } from '../shared/contract/refs/catalog';
import { virtualMapping } from '../shared/contract/refs/promotion';
import type { CountryCode } from '../shared/countries';
import { ApiError, ERR } from '../shared/errors';
import type { Lang } from '../shared/lang';

export type { NavCategory } from '../shared/contract/catalog';

function logFailure(call: string, error: unknown): void {
  console.error(JSON.stringify({ at: 'page-data', call, error: String(error) }));
}

/**
 * The category tree feeds the chrome of every page: kept per isolate for a minute (src/server/memo.ts), and a failure
 * leaves the bar empty instead of failing the page.
 */
const navTrees = memoize(60_000, async (key) => {
  const [lang, country] = key.split('|') as [Lang, CountryCode];
  return serverApi(lang, country).request(navTypeList, {}, { silent: true });
});

const treeVersions = new WeakMap<NavCategory[], number>();
let treesSeen = 0;

/** A number per loaded category tree: markup rendered from a tree is kept under it (RenderOnce), a reload gets another. */
export function navTreeVersion(tree: NavCategory[]): number {
  let version = treeVersions.get(tree);
  if (version === undefined) {
    version = ++treesSeen;
    treeVersions.set(tree, version);
  }
  return version;
}

export async function loadNavTree(lang: Lang, country: CountryCode): Promise<NavCategory[]> {
  try {
    return await navTrees(`${lang}|${country}`);
  } catch (error) {
    logFailure('nav/type/list', error);
    return [];
  }
}

/** Banners and curated sections are extras on the home page: without them it still shows the recommendations. */
export async function loadDecoration(lang: Lang, country: CountryCode): Promise<Decoration> {
  try {
    return await serverApi(lang, country).request(decoration, {}, { silent: true });
  } catch (error) {
    logFailure('cms/api/decoration', error);
    return { banners: [], sections: [] };
  }
}

/** The first page of recommendations is the home page's main content: a failure here fails the page. */
export function loadRecommendations(lang: Lang, country: CountryCode, pageNum = 1): Promise<ProductPage> {
  return serverApi(lang, country).request(productRecommend, { page_num: pageNum, page_size: RECOMMEND_PAGE_SIZE }, { silent: true });
}

export interface ListQuery {
  keyword?: string;
  typeId?: number;
  /** Where a category list was opened from (spec §2: typeId with its source), kept on its links. */
  source?: string;
  sort: Sort;
  pageNum: number;
  /** The keyword as typed, never corrected ("Search instead for …"): `exact=1`. */
  exact?: boolean;
}

/** The product list's query from its address, with anything out of range replaced by the default. */
export function listQueryFrom(params: URLSearchParams): ListQuery {
  const keyword = (params.get('keyword') ?? '').trim().slice(0, 100) || undefined;
  const typeId = Number(params.get('typeId'));
  const sort = Number(params.get('sort'));
  const pageNum = Number(params.get('page'));
  return {
    keyword,
    typeId: Number.isInteger(typeId) && typeId > 0 ? typeId : undefined,
    source: params.get('source')?.slice(0, 20) || undefined,
    sort: (Object.values(SORT) as number[]).includes(sort) ? (sort as Sort) : SORT.default,
    pageNum: Number.isInteger(pageNum) && pageNum > 1 ? Math.min(pageNum, 500) : 1,
    exact: keyword !== undefined && params.get('exact') === '1' ? true : undefined,
  };
}

/** The query string of a product list (page 1 and the default sort left out), for its links and its partial. */
export function listSearch(q: ListQuery): string {
  const out = new URLSearchParams();
  if (q.keyword) out.set('keyword', q.keyword);
  if (q.typeId) out.set('typeId', String(q.typeId));
  if (q.source) out.set('source', q.source);
  if (q.sort) out.set('sort', String(q.sort));
  if (q.pageNum > 1) out.set('page', String(q.pageNum));
  if (q.exact && q.keyword) out.set('exact', '1');
  return out.toString();
}

export const LIST_PAGE_SIZE = 20;

/** The list's source when its typeId names a promotion's virtual category, not a node of the tree. */
export const VIRTUAL_SOURCE = 'promotion';

/** A product list page; a promotion's list has its title too, null when the promotion is unknown or over. */
export type ListPage = ProductPage & { virtualTitle?: string | null };

/** A page of the product list (category or search results, in one of the four sorts): the page's main content. */
export async function loadProductList(lang: Lang, country: CountryCode, q: ListQuery): Promise<ListPage> {
  if (q.typeId && q.source === VIRTUAL_SOURCE && !q.keyword) {
    const body = { virtual_id: q.typeId, page_num: q.pageNum, page_size: LIST_PAGE_SIZE, sort: q.sort };
    try {
      const { title, total, list } = await serverApi(lang, country).request(virtualMapping, body, { silent: true });
      return { virtualTitle: title, total, list };
    } catch (error) {
      if (error instanceof ApiError && error.code === ERR.CONTENT_NOT_FOUND) return { virtualTitle: null, total: 0, list: [] };
      throw error;
    }
  }
  return serverApi(lang, country).request(
    productList,
    {
      page_num: q.pageNum,
      page_size: LIST_PAGE_SIZE,
      keyword: q.keyword,
      type_id: q.typeId,
      sort: q.sort,
      exact_keyword: q.exact && q.keyword ? true : undefined,
    },
    { silent: true },
  );
}

/** A category anywhere in the tree. */
export function findCategory(tree: NavCategory[], id: number): NavCategory | null {
  for (const c of tree) {
    if (c.nav_type_id === id) return c;
    const below = findCategory(c.child_list, id);
    if (below) return below;
  }
  return null;
}
