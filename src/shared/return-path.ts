/**
 * Where to send the shopper back to (?from=, the jump-back path): only a path on this site is accepted, so a
 * crafted link cannot bounce the shopper to another host. The language prefix is dropped; the caller adds the
 * one of the language being shown.
 */
import { stripLangPrefix } from './lang';

const BASE = 'http://return.invalid';

export interface ReturnPath {
  pathname: string;
  /** '' or '?…' */
  search: string;
}

export function toReturnPath(value: string | null | undefined, fallback = '/'): ReturnPath {
  const home: ReturnPath = { pathname: fallback, search: '' };
  if (!value || !value.startsWith('/')) return home;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return home;
  }
  if (url.origin !== BASE) return home;
  return { pathname: stripLangPrefix(url.pathname), search: url.search };
}
