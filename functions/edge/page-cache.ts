/**
 * The edge HTML cache of the catalog pages (issue 4: home, categories, lists, search results, product detail).
 * Those pages are rendered per language (the path) and country (the `country` cookie) and carry no member data,
 * so one cached copy per (country, path, query) serves every shopper. Member-specific parts load in islands.
 */
import { COUNTRY_COOKIE, toCountry } from '../../src/shared/countries';
import { stripLangPrefix } from '../../src/shared/lang';
import { cookieValue } from './cookies';

/** Bare paths (no language prefix) whose HTML is cached. */
export const CACHED_PAGES = new Set(['/', '/cate', '/commodityList', '/commodDetail', '/commodDetailEmpty', '/fragments/recommend']);

/** How long a cached page lives. Prices and stock on it may be this old; cart and checkout re-check both. */
export const PAGE_TTL_SECONDS = 60;

export const CACHE_STATUS_HEADER = 'X-Edge-Cache';

/** Query parameters that do not change the page (campaign tags): dropped from the key so they share one copy. */
const IGNORED_PARAMS = /^(utm_|fbclid$|gclid$|ref$)/;

/** The cache key of a cacheable page request, or null when the request must go to the renderer. */
export function pageCacheKey(request: Request): Request | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (!CACHED_PAGES.has(stripLangPrefix(url.pathname))) return null;
  const country = toCountry(cookieValue(request.headers.get('Cookie'), COUNTRY_COOKIE));
  const params = [...url.searchParams].filter(([k]) => !IGNORED_PARAMS.test(k)).sort(([a], [b]) => a.localeCompare(b));
  const key = new URL(url.origin);
  key.pathname = `/__page/${country}${url.pathname}`;
  key.search = new URLSearchParams(params).toString();
  return new Request(key.href, { method: 'GET' });
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
): Promise<Response> {
  const key = pageCacheKey(request);
  if (!key) return render();
  const hit = await cache.match(key);
  if (hit) return forBrowser(hit, 'HIT');
  const response = await render();
  if (!isShareable(response)) return response;
  const stored = new Response(response.clone().body, response);
  stored.headers.set('Cache-Control', `public, max-age=${PAGE_TTL_SECONDS}`);
  ctx.waitUntil(cache.put(key, stored));
  return forBrowser(response, 'MISS');
}
