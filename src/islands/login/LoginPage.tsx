/**
 * A login route (/login, /emailLogin, /accountLogin, /verificationCode, /forgetPassword): the view full-screen on
 * phones, and on desktop the same views in the modal's card. /login?code=&state= is the return from Google (spec §2);
 * the page tells the island (`googleReturn`) so the server already renders the "signing in" notice.
 */
import { useEffect, useState } from 'react';
import { loginWithGoogle, returnAfterLogin } from '../../stores/login-flow';
import { isDesktop } from '../../stores/login-modal';
import { island, useT } from '../locale';
import { useDesktop } from './hooks';
import LoginFlow from './LoginFlow';
import type { LoginView } from './views';

function LoginPage({ view, googleReturn = false }: { view: LoginView; googleReturn?: boolean }) {
  const t = useT();
  const desktop = useDesktop();
  const [status, setStatus] = useState<'idle' | 'google' | 'signedIn'>(googleReturn ? 'google' : 'idle');

  useEffect(() => {
    if (!googleReturn) return;
    const params = new URLSearchParams(location.search);
    const code = params.get('code');
    const state = params.get('state');
    // The code is single use: take it out of the address whatever happens.
    history.replaceState(history.state, '', location.pathname);
    if (!code || !state) {
      setStatus('idle');
      return;
    }
    // Read now: the first render after hydration still has the server's (phone) layout.
    const wide = isDesktop();
    loginWithGoogle(code, state, wide)
      .then(() => {
        if (wide) setStatus('signedIn');
        else void returnAfterLogin();
      })
      .catch((err: unknown) => {
        // Google login failure is only logged (spec §8); the login screen stays.
        console.error('Google login failed', err);
        setStatus('idle');
      });
    // Once per page (googleReturn is fixed for it): the code in the address is spent by the first attempt.
  }, [googleReturn]);

  return (
    <div className={desktop ? 'login-page login-card' : 'login-page'}>
      <LoginFlow
        key={status}
        initialView={status === 'signedIn' ? 'success' : view}
        mode="page"
        titleId="login-title"
        notice={
          status === 'google' ? (
            <p role="status" className="login-notice">
              {t('login.signingIn')}
            </p>
          ) : null
        }
      />
    </div>
  );
}

export default island(LoginPage);
