/**
 * Catalog reads for server-rendered pages, over the same API client the browser uses (spec §7 contract):
 * GET nav/type/list, GET cms/api/decoration, POST consumer/product/product_recommend.
 */
import { serverApi } from '../server/api';
import { memoize } from '../server/memo';
import { childrenOf, type NavCategory } from './nav-category';
import { RECOMMEND_PAGE_SIZE } from '../shared/constants';
import { COUNTRIES, type CountryCode, type CurrencyCode } from '../shared/countries';
import type { Lang } from '../shared/lang';

export { childrenOf, type NavCategory } from './nav-category';

export interface ProductCardData {
  product_no: string;
  product_name: string;
  /** Integer minor units. */
  price: number;
  scribing_price: number | null;
  /** Percent off the scribing price. */
  discount: number | null;
  thumb_image_url: string;
  major_image_url: string;
  flag_sold_out: number;
  is_featured: number | boolean;
  /** Units sold; absent from an upstream that does not send it. */
  sales_count?: number;
  currency_code: string;
}

export interface RecommendPage {
  total: number;
  list: ProductCardData[];
  /** A list with a keyword: the corrected keyword its results are for ('miilk' → 'milk'), else null. Ours. */
  corrected_keyword?: string | null;
}

export interface DecorationBanner {
  image_url: string;
  link_url: string | null;
  title: string;
  subtitle: string;
}

export interface DecorationSection {
  section_type: string;
  title: string;
  list: ProductCardData[];
}

export interface Decoration {
  banners: DecorationBanner[];
  sections: DecorationSection[];
}

/** The card's currency when it is one of ours, else the shopping country's. */
export function cardCurrency(card: ProductCardData, country: CountryCode): CurrencyCode {
  const code = card.currency_code;
  return code === 'IDR' || code === 'SGD' || code === 'MYR' ? code : COUNTRIES[country].currency;
}

function logFailure(call: string, error: unknown): void {
  console.error(JSON.stringify({ at: 'page-data', call, error: String(error) }));
}

/**
 * The category tree feeds the chrome of every page: kept per isolate for a minute (src/server/memo.ts), and a failure
 * leaves the bar empty instead of failing the page.
 */
const navTrees = memoize(60_000, async (key) => {
  const [lang, country] = key.split('|') as [Lang, CountryCode];
  const tree = await serverApi(lang, country).call<NavCategory[]>('nav/type/list', { silent: true });
  return Array.isArray(tree) ? tree : [];
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
    const data = await serverApi(lang, country).call<Partial<Decoration>>('cms/api/decoration', { silent: true });
    return { banners: data.banners ?? [], sections: data.sections ?? [] };
  } catch (error) {
    logFailure('cms/api/decoration', error);
    return { banners: [], sections: [] };
  }
}

/** The first page of recommendations is the home page's main content: a failure here fails the page. */
export function loadRecommendations(lang: Lang, country: CountryCode, pageNum = 1): Promise<RecommendPage> {
  return serverApi(lang, country).call<RecommendPage>('consumer/product/product_recommend', {
    method: 'POST',
    body: { page_num: pageNum, page_size: RECOMMEND_PAGE_SIZE },
    silent: true,
  });
}

export interface ListQuery {
  keyword?: string;
  typeId?: number;
  /** Where a category list was opened from (spec §2: typeId with its source), kept on its links. */
  source?: string;
  sort: number;
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
    sort: [1, 2, 3].includes(sort) ? sort : 0,
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

/** A page of the product list (category or search results, in one of the four sorts): the page's main content. */
export function loadProductList(lang: Lang, country: CountryCode, q: ListQuery): Promise<RecommendPage> {
  return serverApi(lang, country).call<RecommendPage>('consumer/product/list', {
    method: 'POST',
    body: {
      page_num: q.pageNum,
      page_size: LIST_PAGE_SIZE,
      keyword: q.keyword,
      type_id: q.typeId,
      sort: q.sort,
      exact_keyword: q.exact && q.keyword ? true : undefined,
    },
    silent: true,
  });
}

/** A category anywhere in the tree. */
export function findCategory(tree: NavCategory[], id: number): NavCategory | null {
  for (const c of tree) {
    if (Number(c.nav_type_id) === id) return c;
    const below = findCategory(childrenOf(c), id);
    if (below) return below;
  }
  return null;
}
