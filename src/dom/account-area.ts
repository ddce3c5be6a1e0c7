/**
 * The desktop header's account area (components/AccountArea.astro): the member's name linking to /me, else the
 * log-in prompt. A LOGIN message (the host asking for a login: login-request.ts) also leads to the login screen.
 */
import { LOGIN_MODAL_WAKE_EVENT } from '../shared/constants';
import { goToLogin } from '../stores/api';
import { tr } from '../stores/i18n';
import { $userInfo } from '../stores/state';
import { listenForLoginRequests } from './login-request';
import { wakeOnIntent } from './wake-island';

export function showAccountIn(area: HTMLElement | null): void {
  const link = area?.querySelector<HTMLAnchorElement>('[data-account-link]');
  const name = area?.querySelector<HTMLElement>('[data-account-name]');
  const login = area?.querySelector<HTMLButtonElement>('[data-account-login]');
  if (!link || !name || !login) return;
  login.addEventListener('click', () => goToLogin());
  wakeOnIntent(login, LOGIN_MODAL_WAKE_EVENT);
  listenForLoginRequests(goToLogin);
  $userInfo.subscribe(({ userInfo }) => {
    link.hidden = !userInfo;
    login.hidden = !!userInfo;
    name.textContent = userInfo ? userInfo.user_name || tr('account.myAccount') : '';
  });
}
