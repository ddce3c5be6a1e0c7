/**
 * Message keys and the lookup every side shares (server t, store tr, island useT). No dictionary here: en.json is
 * imported for its type alone, so the key union costs the browser nothing.
 *
 * A message that depends on a number is a plural family of flat keys, one per CLDR category the language uses:
 * `cart.itemCount.one`, `cart.itemCount.other` (`other` required; Indonesian and Chinese have only `other`). Code
 * addresses the family by its base key and passes the number as `count`.
 */
import type en from '../../locales/en.json';
import type { Lang } from './lang';

export type Messages = Record<string, string>;

type StoredKey = keyof typeof en;
type PluralCategory = Intl.LDMLPluralRule;

/** The family a stored key names by its required `other` form: 'cart.itemCount.other' → 'cart.itemCount'. */
type FamilyOf<K> = K extends `${infer Base}.other` ? Base : never;

export type PluralKey = FamilyOf<StoredKey>;

/** A key code may ask for: every message of en.json, plural families by their base key. */
export type MessageKey = Exclude<StoredKey, `${PluralKey}.${PluralCategory}`> | PluralKey;

export type Params = Readonly<Record<string, string | number>>;

/** The parameters a key takes: a plural family needs its number as `count`. */
export type ParamsOf<K extends MessageKey> = K extends PluralKey ? [params: Params & { readonly count: number }] : [params?: Params];

/** One per language, built on first use: Intl objects are dear to build and the same few serve every message. */
function perLang<T>(make: (lang: Lang) => T): (lang: Lang) => T {
  const made = new Map<Lang, T>();
  return (lang) => {
    let value = made.get(lang);
    if (value === undefined) {
      value = make(lang);
      made.set(lang, value);
    }
    return value;
  };
}

const pluralRulesOf = perLang((lang) => new Intl.PluralRules(lang));
const countFormatOf = perLang((lang) => new Intl.NumberFormat(lang));

/** A number as the language groups its digits ("100,000", "100.000"), for counts in texts besides `count`. */
export function formatCount(lang: Lang, value: number): string {
  return countFormatOf(lang).format(value);
}

/**
 * A key's text with its `{name}` placeholders filled; the dictionary given already has English merged under it, else
 * the key shows. A number `count` picks the plural form (falling back to `other`) and reads with the language's digit
 * grouping ("1,234"); a string `count` is a count the caller already wrote out (compact "1.2k", capped "99+").
 */
export function translate<K extends MessageKey>(lang: Lang, messages: Messages, key: K, ...params: ParamsOf<K>): string;
export function translate(lang: Lang, messages: Messages, key: MessageKey, params?: Params): string {
  const count = params?.count;
  const form = typeof count === 'number' ? messages[`${key}.${pluralRulesOf(lang).select(count)}`] : undefined;
  const text = form ?? messages[key] ?? messages[`${key}.other`] ?? key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return name === 'count' && typeof value === 'number' ? countFormatOf(lang).format(value) : String(value);
  });
}
