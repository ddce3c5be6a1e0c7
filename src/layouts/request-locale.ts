/** Language from the URL, country from the cookie: the two things every page is rendered (and cached) by. */
import type { AstroCookies } from 'astro';
import { COUNTRY_COOKIE, toCountry, type CountryCode } from '../shared/countries';
import { SIGNED_IN_COOKIE } from '../shared/constants';
import { langFromPath, type Lang } from '../shared/lang';

export interface RequestLocale {
  lang: Lang;
  country: CountryCode;
}

export function resolveLocale(url: URL, cookies: AstroCookies): RequestLocale {
  return { lang: langFromPath(url.pathname), country: toCountry(cookies.get(COUNTRY_COOKIE)?.value) };
}

/**
 * The middleware fills locals; the error page can be rendered without it having run (a failure inside the
 * middleware itself), so fall back to reading the request again.
 */
export function pageLocale(astro: { locals: Partial<App.Locals>; url: URL; cookies: AstroCookies }): RequestLocale {
  const { lang, country } = astro.locals;
  return lang && country ? { lang, country } : resolveLocale(astro.url, astro.cookies);
}

/**
 * Whether the request carries the BFF's signed-in marker: member pages render a guest's view from the first byte
 * without it (the session itself is in an HttpOnly cookie the page cannot read).
 */
export function requestSignedIn(astro: { cookies: AstroCookies }): boolean {
  return astro.cookies.get(SIGNED_IN_COOKIE)?.value === '1';
}
