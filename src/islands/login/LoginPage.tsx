/**
 * A login route (/login, /emailLogin, /accountLogin, /verificationCode, /forgetPassword): the view full-screen on
 * phones, and on desktop the same views in the modal's card. /login?code=&state= is the return from Google (spec §2);
 * the page tells the island (`googleReturn`) so the server already renders the "signing in" notice. The return's flow
 * is the store's (stores/login/google.ts); once it has signed in, the flow ends the login as after any other method.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { createGoogleReturn } from '../../stores/login/google';
import { island, useT } from '../locale';
import { useDesktop } from './hooks';
import LoginFlow from './LoginFlow';
import type { LoginView } from './views';

function LoginPage({ view, googleReturn = false }: { view: LoginView; googleReturn?: boolean }) {
  const t = useT();
  const desktop = useDesktop();
  const [google] = useState(() => createGoogleReturn(googleReturn));
  const status = useStore(google.$status);
  useEffect(() => void google.finish(), [google]);

  return (
    <div className={desktop ? 'login-page login-card' : 'login-page'}>
      <LoginFlow
        key={status}
        initialView={view}
        ended={status === 'signedIn'}
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
