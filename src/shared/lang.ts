/**
 * The languages the shop speaks, as data (README "Adding a language"): URL prefixes, routing (astro.config.mjs),
 * the switchers and date formats read it; each language's texts are its locale file (locales/<code>.json, loaded by
 * ./i18n.ts). No dictionaries here, so islands import it for free.
 */
export interface LanguageEntry {
  /** The URLs' first segment ('/zh'); the default language's URLs have none. */
  prefix: string;
  /** Its own name, and the switcher's short label: the same in every language. */
  name: string;
  short: string;
  /** The Intl locale its dates are written in. */
  dateLocale: string;
  /** The other ways a browser, the app or a cookie names it (lower case); whatever no language claims is the default. */
  matches?: RegExp;
  /** Its shops write compact thousands with a small k ("1.2k sold") where CLDR has K. */
  smallK?: boolean;
}

export const LANGUAGES = {
  en: { prefix: '', name: 'English', short: 'EN', dateLocale: 'en-GB', smallK: true },
  id: { prefix: '/id', name: 'Bahasa Indonesia', short: 'ID', dateLocale: 'id-ID', matches: /^(?:id(?:-|$)|in$)/ },
  // astro-i18n-aut keys locales by two-letter path prefix, so Chinese is /zh.
  'zh-CN': { prefix: '/zh', name: '简体中文', short: '中文', dateLocale: 'zh-CN', matches: /^zh/ },
} as const satisfies Record<string, LanguageEntry>;

export type Lang = keyof typeof LANGUAGES;
export const LANGS = Object.keys(LANGUAGES) as Lang[];
export const DEFAULT_LANG: Lang = 'en';
export const LANG_COOKIE = 'lang';

/** A language's entry with its optional fields. */
export const languageOf = (lang: Lang): LanguageEntry => LANGUAGES[lang];

/** URL prefix per language. */
export const LANG_PREFIX = Object.fromEntries(LANGS.map((lang) => [lang, languageOf(lang).prefix])) as Record<Lang, string>;

export function toLang(value: unknown): Lang {
  const v = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return LANGS.find((lang) => languageOf(lang).matches?.test(v)) ?? DEFAULT_LANG;
}

export function langFromPath(pathname: string): Lang {
  const first = `/${pathname.split('/')[1] ?? ''}`;
  return LANGS.find((lang) => languageOf(lang).prefix === first) ?? DEFAULT_LANG;
}

const PREFIXED = new RegExp(
  `^(?:${LANGS.map((lang) => languageOf(lang).prefix)
    .filter((prefix) => prefix !== '')
    .join('|')})(?=/|$)`,
);

/** The path without its language prefix: '/zh/cate' → '/cate'. */
export function stripLangPrefix(pathname: string): string {
  const m = pathname.match(PREFIXED);
  const rest = m ? pathname.slice(m[0].length) : pathname;
  return rest === '' ? '/' : rest;
}

export function localizePath(path: string, lang: Lang): string {
  const bare = stripLangPrefix(path);
  const prefix = LANG_PREFIX[lang];
  if (!prefix) return bare;
  return bare === '/' ? prefix : prefix + bare;
}

/**
 * astro-i18n-aut's locales: path prefix → language code, the default language under its own code (astro.config.mjs;
 * the config imports this module, so routing follows the list above).
 */
export const ROUTED_LOCALES = Object.fromEntries(LANGS.map((lang) => [languageOf(lang).prefix.slice(1) || lang, lang])) as Record<
  string,
  Lang
>;
