/**
 * A login route (/login, /emailLogin, /accountLogin, /verificationCode, /forgetPassword): the view full-screen on
 * phones, and on desktop the same views in the modal's card. /login?code=&state= is the return from Google (spec §2).
 */
import { useEffect, useState } from 'react';
import { tr } from '../../stores/i18n';
import { loginWithGoogle, returnAfterLogin } from '../../stores/login-flow';
import { useDesktop } from './hooks';
import LoginFlow, { type LoginView } from './LoginFlow';

function googleReturn(): { code: string; state: string } | null {
  const params = new URLSearchParams(location.search);
  const code = params.get('code');
  const state = params.get('state');
  return code && state ? { code, state } : null;
}

export default function LoginPage({ view }: { view: LoginView }) {
  const desktop = useDesktop();
  const [status, setStatus] = useState<'idle' | 'google' | 'signedIn'>(() => (googleReturn() ? 'google' : 'idle'));

  useEffect(() => {
    const back = googleReturn();
    if (!back) return;
    // The code is single use: take it out of the address whatever happens.
    history.replaceState(history.state, '', location.pathname);
    loginWithGoogle(back.code, back.state, desktop)
      .then(() => {
        if (desktop) setStatus('signedIn');
        else void returnAfterLogin();
      })
      .catch((err: unknown) => {
        // Google login failure is only logged (spec §8); the login screen stays.
        console.error('Google login failed', err);
        setStatus('idle');
      });
  }, [desktop]);

  return (
    <div className={desktop ? 'login-page login-card' : 'login-page'}>
      <LoginFlow
        key={status}
        initialView={status === 'signedIn' ? 'success' : view}
        mode="page"
        titleId="login-title"
        notice={status === 'google' ? <p role="status" className="login-notice">{tr('login.signingIn')}</p> : null}
      />
    </div>
  );
}
