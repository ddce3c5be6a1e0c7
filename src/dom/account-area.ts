/**
 * The desktop header's account area (components/AccountArea.astro): the member's name linking to /me, else the
 * log-in prompt. A LOGIN window message (the host asking for a login) also leads to the login screen.
 */
import { LOGGED_OUT_MESSAGE, LOGIN_MODAL_WAKE_EVENT } from '../shared/constants';
import { goToLogin } from '../stores/api';
import { tr } from '../stores/i18n';
import { $userInfo } from '../stores/state';
import { wakeOnIntent } from './wake-island';

function isLoginRequest(event: MessageEvent): boolean {
  const data: unknown = event.data;
  if (event.origin !== location.origin || typeof data !== 'object' || data === null) return false;
  const { type, message } = data as { type?: unknown; message?: unknown };
  // Our own log-out posts a LOGIN message too (spec §4); it must not open the login again.
  return type === 'LOGIN' && message !== LOGGED_OUT_MESSAGE;
}

export function showAccountIn(area: HTMLElement | null): void {
  const link = area?.querySelector<HTMLAnchorElement>('[data-account-link]');
  const name = area?.querySelector<HTMLElement>('[data-account-name]');
  const login = area?.querySelector<HTMLButtonElement>('[data-account-login]');
  if (!link || !name || !login) return;
  login.addEventListener('click', () => goToLogin());
  wakeOnIntent(login, LOGIN_MODAL_WAKE_EVENT);
  window.addEventListener('message', (event) => {
    if (isLoginRequest(event)) goToLogin();
  });
  $userInfo.subscribe(({ userInfo }) => {
    link.hidden = !userInfo;
    login.hidden = !!userInfo;
    name.textContent = userInfo ? userInfo.user_name || tr('account.myAccount') : '';
  });
}
