/**
 * Opening the login: on desktop the login views appear in a modal over the current page (spec §2), loaded only
 * when first needed so pages carry none of its code; on phones they are routes.
 */
import { DESKTOP_BREAKPOINT_PX } from '../shared/constants';
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
  return matchMedia(`(min-width: ${DESKTOP_BREAKPOINT_PX}px)`).matches;
}

let open = false;

/** Desktop: the modal in place (once at a time). Phones: the login route. */
export async function openLogin(view: FirstView = firstLoginView()): Promise<void> {
  if (!isDesktop()) {
    location.assign(localizePath(view === 'phone' ? '/login' : '/emailLogin', $lang.get()));
    return;
  }
  if (open) return;
  open = true;
  const { mountLoginModal } = await import('../islands/login/modal-host');
  mountLoginModal(view, () => {
    open = false;
  });
}
