/**
 * The desktop header's account area (components/AccountArea.astro): the member's name (or a greeting) linking to /me, else the
 * log-in prompt. A LOGIN message (the host asking for a login: login-request.ts) also leads to the login screen.
 */
import { LOGIN_MODAL_WAKE_EVENT } from '../shared/constants';
import { chosenName } from '../shared/member-name';
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
    // Until the member has chosen a name, a neutral greeting: the one the shop made is not theirs.
    name.textContent = userInfo ? (chosenName(userInfo) ?? tr('account.greeting')) : '';
  });
}
