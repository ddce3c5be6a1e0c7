/**
 * Opening the login (spec §2): on desktop the login views appear in a modal over the current page, on phones they are
 * routes. The modal's dialog is server markup that dom/login-dialog.ts opens when $loginRequest asks for it; its
 * login views are an island (islands/login/LoginModal.tsx) that loads on first use.
 */
import { atom } from 'nanostores';
import { DESKTOP_MEDIA_QUERY } from '../shared/constants';
import { localizePath } from '../shared/lang';
import { $lang } from './i18n';

/** The messaging-app login switch (PUBLIC_WHATSAPP_LOGIN, on unless 'false') decides the first login screen. */
export function whatsappLoginEnabled(): boolean {
  return import.meta.env.PUBLIC_WHATSAPP_LOGIN !== 'false';
}

export type FirstView = 'phone' | 'email';

export function firstLoginView(): FirstView {
  return whatsappLoginEnabled() ? 'phone' : 'email';
}

export function isDesktop(): boolean {
  return matchMedia(DESKTOP_MEDIA_QUERY).matches;
}

/** The view the desktop login modal opens on; null while it is closed. */
export const $loginRequest = atom<FirstView | null>(null);

/** Desktop: the modal in place (once at a time). Phones: the login route. */
export function openLogin(view: FirstView = firstLoginView()): void {
  if (!isDesktop()) {
    location.assign(localizePath(view === 'phone' ? '/login' : '/emailLogin', $lang.get()));
    return;
  }
  if (!$loginRequest.get()) $loginRequest.set(view);
}

export function closeLogin(): void {
  $loginRequest.set(null);
}
