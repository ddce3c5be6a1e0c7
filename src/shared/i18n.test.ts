import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import id from '../../locales/id.json';
import zh from '../../locales/zh-CN.json';
import { ALL_ERROR_CODES } from './errors';
import { clientMessages, clientMessagesJson, localizePath, langFromPath, stripLangPrefix, t, toLang } from './i18n';

const DICTS: Record<string, Record<string, string>> = { en, id, 'zh-CN': zh };

describe('locales', () => {
  const enKeys = Object.keys(en).sort();

  it.each(['id', 'zh-CN'])('%s holds exactly the keys of en', (lang) => {
    expect(Object.keys(DICTS[lang]!).sort()).toEqual(enKeys);
  });

  it.each(Object.keys(DICTS))('%s has no empty text', (lang) => {
    const empty = Object.entries(DICTS[lang]!).filter(([, v]) => typeof v !== 'string' || v.trim() === '');
    expect(empty).toEqual([]);
  });

  it.each(Object.keys(DICTS))('%s has a message for every error code of the catalogue', (lang) => {
    const missing = ALL_ERROR_CODES.filter((code) => !(`error.${code}` in DICTS[lang]!));
    expect(missing).toEqual([]);
  });

  it('keeps placeholders identical across languages', () => {
    const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of enKeys) {
      for (const lang of ['id', 'zh-CN']) {
        expect([key, lang, names(DICTS[lang]![key] ?? '')]).toEqual([key, lang, names(en[key as keyof typeof en])]);
      }
    }
  });

  it("says 'Kode verifikasi salah' for an invalid code in Indonesian", () => {
    expect(t('id', 'error.1101002')).toBe('Kode verifikasi salah');
  });
});

describe('language helpers', () => {
  it('maps paths to languages and back', () => {
    expect(langFromPath('/')).toBe('en');
    expect(langFromPath('/id/cate')).toBe('id');
    expect(langFromPath('/zh')).toBe('zh-CN');
    expect(langFromPath('/identity')).toBe('en');
    expect(stripLangPrefix('/zh/cate')).toBe('/cate');
    expect(stripLangPrefix('/id')).toBe('/');
    expect(localizePath('/cate', 'zh-CN')).toBe('/zh/cate');
    expect(localizePath('/id/cate', 'en')).toBe('/cate');
    expect(localizePath('/', 'id')).toBe('/id');
  });

  it('normalises language codes, falling back to English', () => {
    expect(toLang('zh')).toBe('zh-CN');
    expect(toLang('ZH-cn')).toBe('zh-CN');
    expect(toLang('in')).toBe('id');
    expect(toLang('fr')).toBe('en');
    expect(toLang(undefined)).toBe('en');
  });

  it('falls back to English for a key a language lacks, and to the key itself', () => {
    expect(t('en', 'no.such.key')).toBe('no.such.key');
  });

  it('gives islands only the prefixes they ask for', () => {
    const subset = clientMessages('id', ['error.']);
    expect(Object.keys(subset).length).toBeGreaterThan(0);
    expect(Object.keys(subset).every((k) => k.startsWith('error.'))).toBe(true);
  });
});

describe('clientMessagesJson', () => {
  it('is the prefixed messages as JSON that cannot close a script element', () => {
    const json = clientMessagesJson('en', ['common.']);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(clientMessages('en', ['common.']));
    expect(clientMessagesJson('en', ['common.'])).toBe(json);
  });
});
