import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { ALL_ERROR_CODES, ERR, errorKey } from './errors';
import {
  clientMessages,
  clientMessagesJson,
  LANGS,
  localizePath,
  OWN_MESSAGES,
  langFromPath,
  stripLangPrefix,
  t,
  toLang,
  translate,
  type Lang,
  type Messages,
  type PluralKey,
} from './i18n';

const DICTS: Record<Lang, Messages> = OWN_MESSAGES;
const OTHER_LANGS = LANGS.filter((lang) => lang !== 'en');
const CATEGORIES: readonly string[] = ['zero', 'one', 'two', 'few', 'many', 'other'] satisfies Intl.LDMLPluralRule[];

/** A dictionary's plain keys, and its plural families as base key → the categories it has. */
function shapeOf(dict: Messages): { plain: string[]; families: Map<string, string[]> } {
  const plain: string[] = [];
  const families = new Map<string, string[]>();
  for (const key of Object.keys(dict)) {
    const dot = key.lastIndexOf('.');
    const base = key.slice(0, dot);
    const category = key.slice(dot + 1);
    if (CATEGORIES.includes(category)) families.set(base, [...(families.get(base) ?? []), category].sort());
    else plain.push(key);
  }
  return { plain: plain.sort(), families };
}

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const isPluralKey = (key: string): key is PluralKey => `${key}.other` in en;

/** English messages with a {count} but no word that agrees with it ("1.2k sold", "12 in stock", "3 unread"). */
const COUNT_WITHOUT_NOUN = [
  'common.soldCount',
  'confirm.noteCount',
  'confirm.onlyLeft',
  'confirm.quantity',
  'detail.inStock',
  'inbox.bellUnread',
  'me.messagesUnread',
  'orders.quantity',
];

describe('locales', () => {
  const enShape = shapeOf(en);

  it.each(OTHER_LANGS)('%s holds exactly the plain keys and plural families of en', (lang) => {
    const { plain, families } = shapeOf(DICTS[lang]);
    expect(plain).toEqual(enShape.plain);
    expect([...families.keys()].sort()).toEqual([...enShape.families.keys()].sort());
  });

  it.each(LANGS)('%s writes every plural family in exactly the categories its language uses', (lang) => {
    const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories.sort();
    const { families } = shapeOf(DICTS[lang]);
    expect(families.size).toBeGreaterThan(0);
    for (const [base, has] of families) expect([base, has]).toEqual([base, categories]);
  });

  it.each(LANGS)('%s has no empty text', (lang) => {
    const empty = Object.entries(DICTS[lang]).filter(([, v]) => typeof v !== 'string' || v.trim() === '');
    expect(empty).toEqual([]);
  });

  it.each(LANGS)('%s has a message for every error code of the catalogue', (lang) => {
    const missing = ALL_ERROR_CODES.filter((code) => !(`error.${code}` in DICTS[lang]));
    expect(missing).toEqual([]);
  });

  it('keeps placeholders identical across languages and plural forms', () => {
    const english = (key: string) => placeholders(DICTS.en[key] ?? '');
    for (const lang of OTHER_LANGS) {
      for (const key of enShape.plain) expect([key, lang, placeholders(DICTS[lang][key] ?? '')]).toEqual([key, lang, english(key)]);
    }
    for (const lang of LANGS) {
      for (const [base, forms] of shapeOf(DICTS[lang]).families) {
        for (const form of forms) {
          const key = `${base}.${form}`;
          expect([key, lang, placeholders(DICTS[lang][key] ?? '')]).toEqual([key, lang, english(`${base}.other`)]);
        }
      }
    }
  });

  it('has a plural family for every English count message whose words agree with the count', () => {
    const single = enShape.plain.filter((key) => placeholders(DICTS.en[key] ?? '').includes('count'));
    expect(single.sort()).toEqual([...COUNT_WITHOUT_NOUN].sort());
  });

  it.each([...enShape.families.keys()])('says 1 and 2 of %s in English with the one and other forms', (base) => {
    if (!isPluralKey(base)) throw new Error(`${base} is no message key`);
    const form = (category: string, count: number) => (DICTS.en[`${base}.${category}`] ?? '').replace('{count}', String(count));
    expect(t('en', base, { count: 1 })).toBe(form('one', 1));
    expect(t('en', base, { count: 2 })).toBe(form('other', 2));
  });

  it("says 'Kode verifikasi salah' for an invalid code in Indonesian", () => {
    expect(t('id', errorKey(ERR.INVALID_CODE))).toBe('Kode verifikasi salah');
  });

  it('reads a code outside the catalogue as the generic system error', () => {
    expect(errorKey(1234567)).toBe(errorKey(ERR.SYSTEM_CALL_EXCEPTION));
    expect(t('en', errorKey(1234567))).toBe(t('en', 'error.1109011'));
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

  it('shows the key itself for a key the dictionary lacks', () => {
    expect(translate('en', {}, 'common.back')).toBe('common.back');
  });

  it('gives islands every form of a plural family under its prefix', () => {
    expect(Object.keys(clientMessages('en', ['cart.itemCount']))).toEqual(['cart.itemCount.one', 'cart.itemCount.other']);
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
