/**
 * Where to send the shopper back to (?from=, the jump-back path): only a path on this site is accepted, so a
 * crafted link cannot bounce the shopper to another host. The language prefix is dropped; the caller adds the
 * one of the language being shown. The check runs on what is returned, after the prefix is dropped: '/id//x'
 * looks like a path here but is '//x' (another host) once the prefix goes.
 */
import { stripLangPrefix } from './lang';
import { isSitePath } from './site-path';

const BASE = 'http://return.invalid';

export interface ReturnPath {
  pathname: string;
  /** '' or '?…' */
  search: string;
}

export function toReturnPath(value: string | null | undefined, fallback = '/'): ReturnPath {
  const home: ReturnPath = { pathname: fallback, search: '' };
  // Checked as written too: the URL parser would turn '\' into '/' and drop tabs before the second check.
  if (!value || !isSitePath(value.split(/[?#]/)[0]!)) return home;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return home;
  }
  if (url.origin !== BASE) return home;
  const pathname = stripLangPrefix(url.pathname);
  return isSitePath(pathname) ? { pathname, search: url.search } : home;
}
