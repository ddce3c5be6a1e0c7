/**
 * Google sign-in from the login views (spec §2, §4): starting it, whose failure the view says, and the return to
 * /login?code=&state=, which signs in once per page (the code in the address is single use) and is only logged when it
 * fails (spec §8): the login screen stays.
 */
import { atom } from 'nanostores';
import { failureText, loginWithGoogle, startGoogleLogin } from '../login-flow';
import { isDesktop } from '../login-modal';

/** Starting Google sign-in from a view: what it failed with, if it did. */
export function createGoogleStart() {
  const $error = atom('');
  return {
    $error,
    start(desktop: boolean): Promise<void> {
      $error.set('');
      return startGoogleLogin(desktop).catch((err: unknown) => $error.set(failureText(err)));
    },
  };
}

export type GoogleReturnStatus = 'idle' | 'google' | 'signedIn';

/**
 * The return from Google: 'google' while it signs in (the page says so from the server on), then signed in or idle.
 * Signed in, the login flow ends the login as any other: a new member's name step first, then success or the way back.
 */
export function createGoogleReturn(returning: boolean) {
  const $status = atom<GoogleReturnStatus>(returning ? 'google' : 'idle');
  let started = false;
  return {
    $status,
    async finish(): Promise<void> {
      if (!returning || started) return;
      started = true;
      const params = new URLSearchParams(location.search);
      const code = params.get('code');
      const state = params.get('state');
      // The code is single use: take it out of the address whatever happens.
      history.replaceState(history.state, '', location.pathname);
      if (!code || !state) {
        $status.set('idle');
        return;
      }
      try {
        await loginWithGoogle(code, state, isDesktop());
        $status.set('signedIn');
      } catch (err) {
        console.error('Google login failed', err);
        $status.set('idle');
      }
    },
  };
}
