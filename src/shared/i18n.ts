/** Server-side dictionaries. Islands get their strings from the page (see clientMessages), never from here. */
import en from '../../locales/en.json';
import id from '../../locales/id.json';
import zh from '../../locales/zh-CN.json';
import { LANGS, type Lang } from './lang';
import { translate, type Messages, type MessageKey, type ParamsOf } from './messages';

export * from './lang';
export * from './messages';

const BASE: Messages = en;
/** Each language's own texts (its locale file), without English under them. */
export const OWN_MESSAGES: Record<Lang, Messages> = { en: BASE, id, 'zh-CN': zh };
const DICTS = Object.fromEntries(LANGS.map((lang) => [lang, { ...BASE, ...OWN_MESSAGES[lang] }])) as Record<Lang, Messages>;

export function t<K extends MessageKey>(lang: Lang, key: K, ...params: ParamsOf<K>): string {
  return translate(lang, DICTS[lang], key, ...params);
}

/**
 * A key's own text in a language, or undefined: for keys built at run time (a message centre message's
 * message.<kind>.<event>.*), whose reader must not get English when their language lacks the text.
 */
export function ownText(lang: Lang, key: string): string | undefined {
  return Object.hasOwn(OWN_MESSAGES[lang], key) ? OWN_MESSAGES[lang][key] : undefined;
}

export function messagesFor(lang: Lang): Messages {
  return DICTS[lang];
}

/** The keys islands need, embedded once per page as JSON so no dictionary ships inside the JavaScript. */
const messagesJsonMemo = new Map<string, string>();

/**
 * clientMessages as the JSON a page embeds, '<' escaped so no string can close the script element. The same few
 * (language, prefixes) pairs repeat on every request, so each is built once per isolate.
 */
export function clientMessagesJson(lang: Lang, prefixes: readonly string[]): string {
  const key = `${lang}|${prefixes.join(',')}`;
  let json = messagesJsonMemo.get(key);
  if (json === undefined) {
    json = JSON.stringify(clientMessages(lang, prefixes)).replace(/</g, '\\u003c');
    messagesJsonMemo.set(key, json);
  }
  return json;
}

export function clientMessages(lang: Lang, prefixes: readonly string[]): Messages {
  const out: Messages = {};
  for (const [k, v] of Object.entries(DICTS[lang])) {
    if (prefixes.some((p) => k.startsWith(p))) out[k] = v;
  }
  return out;
}
