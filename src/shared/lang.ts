/** Language codes and URL rules: no dictionaries here, so islands can import it for free. */
export const LANGS = ['en', 'id', 'zh-CN'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

/** URL prefix per language; astro-i18n-aut keys locales by two-letter prefix, so Chinese is /zh. */
export const LANG_PREFIX: Record<Lang, string> = { en: '', id: '/id', 'zh-CN': '/zh' };
export const LANG_COOKIE = 'lang';

export function toLang(value: unknown): Lang {
  const v = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (v.startsWith('zh')) return 'zh-CN';
  if (v === 'id' || v === 'in' || v.startsWith('id-')) return 'id';
  return 'en';
}

export function langFromPath(pathname: string): Lang {
  const first = pathname.split('/')[1] ?? '';
  if (first === 'id') return 'id';
  if (first === 'zh') return 'zh-CN';
  return 'en';
}

/** The path without its language prefix: '/zh/cate' → '/cate'. */
export function stripLangPrefix(pathname: string): string {
  const m = pathname.match(/^\/(id|zh)(?=\/|$)/);
  const rest = m ? pathname.slice(m[0].length) : pathname;
  return rest === '' ? '/' : rest;
}

export function localizePath(path: string, lang: Lang): string {
  const bare = stripLangPrefix(path);
  const prefix = LANG_PREFIX[lang];
  if (!prefix) return bare;
  return bare === '/' ? prefix : prefix + bare;
}
