/**
 * Desktop header account area (spec §2): the member's name linking to /me, else a log-in prompt. A LOGIN
 * window message (the host asking for a login, or our own log-out) also leads to the login screen.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { localizePath } from '../shared/lang';
import { goToLogin } from '../stores/api';
import { LOGGED_OUT_MESSAGE } from '../stores/logout';
import { $lang, tr } from '../stores/i18n';
import { $userInfo } from '../stores/state';
import './islands.css';


function isLoginRequest(event: MessageEvent): boolean {
  const data: unknown = event.data;
  if (event.origin !== location.origin || typeof data !== 'object' || data === null) return false;
  const { type, message } = data as { type?: unknown; message?: unknown };
  // Our own log-out posts a LOGIN message too (spec §4); it must not open the login again.
  return type === 'LOGIN' && message !== LOGGED_OUT_MESSAGE;
}

export default function AccountArea() {
  const { userInfo } = useStore($userInfo);
  const lang = useStore($lang);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (isLoginRequest(event)) goToLogin();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  if (userInfo) {
    return (
      <a className="account-link" href={localizePath('/me', lang)}>
        <span className="account-name">{userInfo.user_name || tr('account.myAccount')}</span>
      </a>
    );
  }
  return (
    <button type="button" className="account-login" onClick={() => goToLogin()}>
      {tr('account.login')}
    </button>
  );
}
