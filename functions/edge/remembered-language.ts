/**
 * A shopper who chose a language (the `lang` cookie, written by the language screens and the native bridge) and
 * types the bare address gets the home page in that language. Only the bare `/`: every other URL names its language.
 */
import { parse } from 'hono/utils/cookie';
import { DEFAULT_LANG, LANG_COOKIE, localizePath, toLang } from '../../src/shared/lang';

export function rememberedLanguageRedirect(request: Request, url = new URL(request.url)): Response | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (url.pathname !== '/') return null;
  const chosen = parse(request.headers.get('Cookie') ?? '', LANG_COOKIE)[LANG_COOKIE];
  if (!chosen) return null;
  const lang = toLang(chosen);
  if (lang === DEFAULT_LANG) return null;
  return new Response(null, {
    status: 302,
    headers: { Location: localizePath('/', lang) + url.search, 'Cache-Control': 'private, no-store' },
  });
}
