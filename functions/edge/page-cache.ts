/**
 * The edge HTML cache of the catalog pages (issue 4: home, categories, lists, search results, product detail).
 * Those pages are rendered per language (the path) and country (the `country` cookie) and carry no member data,
 * so one cached copy per (country, path, query) serves every shopper. Member-specific parts load in islands.
 */
import { parse } from 'hono/utils/cookie';
import { COUNTRY_COOKIE, toCountry } from '../../src/shared/countries';
import { stripLangPrefix } from '../../src/shared/lang';

/** Bare paths (no language prefix) whose HTML is cached. */
export const CACHED_PAGES = new Set([
  '/',
  '/cate',
  '/commodityList',
  '/commodDetail',
  '/commodDetailEmpty',
  '/fragments/recommend',
  '/fragments/products',
  '/fragments/similar',
]);

/** How long a cached page lives. Prices and stock on it may be this old; cart and checkout re-check both. */
export const PAGE_TTL_SECONDS = 60;

export const CACHE_STATUS_HEADER = 'X-Edge-Cache';

/** Query parameters that do not change the page (campaign tags): dropped from the key so they share one copy. */
const IGNORED_PARAM = /^(utm_[^=]*|fbclid|gclid|ref)(=|$)/;

/**
 * The cache key (a URL) of a cacheable page request, or null when the request must go to the renderer. Built from
 * the raw query pairs in sorted order: this runs on every page request, and a parse-and-reserialise of the query was
 * a visible share of a cache hit's CPU. Two spellings of one query (`%20` and `+`) only cost a second copy.
 */
export function pageCacheKey(request: Request, url = new URL(request.url)): string | null {
  if (request.method !== 'GET') return null;
  if (!CACHED_PAGES.has(stripLangPrefix(url.pathname))) return null;
  const country = toCountry(parse(request.headers.get('Cookie') ?? '', COUNTRY_COOKIE)[COUNTRY_COOKIE]);
  const pairs =
    url.search.length > 1
      ? url.search
          .slice(1)
          .split('&')
          .filter((p) => p && !IGNORED_PARAM.test(p))
          .sort()
      : [];
  return `${url.origin}/__page/${country}${url.pathname}${pairs.length ? `?${pairs.join('&')}` : ''}`;
}

/** Only a complete, shareable HTML answer is kept: nothing that sets a cookie or asks not to be stored. */
function isShareable(response: Response): boolean {
  return (
    response.status === 200 &&
    !response.headers.has('Set-Cookie') &&
    (response.headers.get('Content-Type') ?? '').startsWith('text/html') &&
    !/no-store|private/.test(response.headers.get('Cache-Control') ?? '')
  );
}

/** Browsers revalidate every time: the same URL shows other prices after a country change (the cookie). */
function forBrowser(response: Response, status: 'HIT' | 'MISS'): Response {
  const out = new Response(response.body, response);
  out.headers.set('Cache-Control', 'no-cache');
  out.headers.set(CACHE_STATUS_HEADER, status);
  return out;
}

/** Workers' `caches.default`; the DOM typings that share this program do not know the property. */
const defaultCache = (): Cache => (caches as unknown as { default: Cache }).default;

export async function servePage(
  request: Request,
  ctx: ExecutionContext,
  render: () => Promise<Response>,
  cache: Cache = defaultCache(),
  url?: URL,
): Promise<Response> {
  const key = pageCacheKey(request, url);
  if (!key) return render();
  // The cache only saves work: when it fails (or a runtime has none, as bare workerd), the shopper still gets the page.
  const hit = await cache.match(key).catch(() => undefined);
  if (hit) return forBrowser(hit, 'HIT');
  const response = await render();
  if (!isShareable(response)) return response;
  const stored = new Response(response.clone().body, response);
  stored.headers.set('Cache-Control', `public, max-age=${PAGE_TTL_SECONDS}`);
  ctx.waitUntil(cache.put(key, stored).catch(() => undefined));
  return forBrowser(response, 'MISS');
}
