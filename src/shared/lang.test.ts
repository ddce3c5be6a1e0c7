// The language registry is the one list: routing (astro.config.mjs), URL prefixes and tag matching follow it.
import { describe, expect, it } from 'vitest';
import { LANGUAGES, LANG_PREFIX, LANGS, languageOf, ROUTED_LOCALES, stripLangPrefix, toLang } from './lang';

describe('the language registry', () => {
  it('routes each language under its prefix, the default one under its code', () => {
    expect(Object.keys(ROUTED_LOCALES)).toHaveLength(LANGS.length);
    for (const lang of LANGS) expect(ROUTED_LOCALES[LANG_PREFIX[lang].slice(1) || lang]).toBe(lang);
    expect(ROUTED_LOCALES).toMatchObject({ en: 'en', id: 'id', zh: 'zh-CN' });
    expect(LANG_PREFIX).toMatchObject({ en: '', id: '/id', 'zh-CN': '/zh' });
  });

  it('strips only a whole prefix segment', () => {
    expect(stripLangPrefix('/identity')).toBe('/identity');
    expect(stripLangPrefix('/zhx')).toBe('/zhx');
    expect(stripLangPrefix('/id/')).toBe('/');
  });

  it('reads the tags browsers and apps send', () => {
    expect(toLang('zh_CN')).toBe('zh-CN');
    expect(toLang('zh-Hant-TW')).toBe('zh-CN');
    expect(toLang('id-ID')).toBe('id');
    expect(toLang('en-US')).toBe('en');
  });

  it('names every language in itself, with its own date locale', () => {
    for (const lang of LANGS) {
      expect(LANGUAGES[lang].name).not.toBe('');
      expect(() => new Intl.DateTimeFormat(languageOf(lang).dateLocale)).not.toThrow();
    }
  });
});
