/**
 * Strings for islands and stores: in the browser the page embeds the keys they need as JSON (#i18n-messages), so no
 * dictionary ships inside the JavaScript bundle; islands rendered on the server read the server's dictionaries, which
 * the server hands over with provideServerDictionaries (the browser bundle never imports them).
 */
import { atom } from 'nanostores';
import { langFromPath, type Lang } from '../shared/lang';
import { translate, type MessageKey, type Messages, type ParamsOf } from '../shared/messages';

export const MESSAGES_ELEMENT_ID = 'i18n-messages';

function readMessages(): Messages {
  if (typeof document === 'undefined') return {};
  try {
    return JSON.parse(document.getElementById(MESSAGES_ELEMENT_ID)?.textContent ?? '{}') as Messages;
  } catch {
    return {};
  }
}

export const $lang = atom<Lang>(typeof location === 'undefined' ? 'en' : langFromPath(location.pathname));
export const $messages = atom<Messages>(readMessages());

let serverDictionaries: ((lang: Lang) => Messages) | null = null;

export function provideServerDictionaries(dictionaryOf: (lang: Lang) => Messages): void {
  serverDictionaries = dictionaryOf;
}

/** The strings of a language: the server's dictionary while rendering there, else the page's JSON. */
export function messagesOf(lang: Lang): Messages {
  return serverDictionaries?.(lang) ?? $messages.get();
}

export function tr<K extends MessageKey>(key: K, ...params: ParamsOf<K>): string {
  return translate($lang.get(), $messages.get(), key, ...params);
}
