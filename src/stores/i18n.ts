/**
 * Strings for islands: the page embeds the keys they need as JSON (#i18n-messages), so no dictionary
 * ships inside the JavaScript bundle.
 */
import { atom } from 'nanostores';
import { langFromPath, translate, type Lang, type Messages } from '../shared/lang';

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

export function tr(key: string, params?: Record<string, string | number>): string {
  return translate($messages.get(), key, params);
}
