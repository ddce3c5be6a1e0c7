/**
 * Addresses no page of ours has, answered with the not-found page before Astro sees them. A path that is not a plain
 * site path (isSitePath: '//', a backslash or a control character, as written or percent-decoded) is one a redirect
 * could turn into another host's address: astro-i18n-aut's /en/… redirect made '/en//evil.example' into
 * 'Location: //evil.example'. A query with a malformed escape is not an address of ours either: pages rendered its
 * garbage as a search term.
 */
import { LANG_PREFIX, langFromPath } from '../../src/shared/lang';
import { isSitePath, percentDecoded } from '../../src/shared/site-path';

const isWellFormedQuery = (search: string) => !search.includes('%') || percentDecoded(search) !== null;

/** The request for the not-found page in the path's language (/404, /id/404, /zh/404), or null for a good address. */
export function notFoundInstead(request: Request, url: URL): Request | null {
  if (isSitePath(url.pathname) && isWellFormedQuery(url.search)) return null;
  return new Request(new URL(`${LANG_PREFIX[langFromPath(url.pathname)]}/404`, url), request);
}
