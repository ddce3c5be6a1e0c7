/** The browser's API client: fetch('/api/...') with the spec's headers, 401 → login, errors → toast. */
import { createApiClient, type CallOptions } from '../shared/api-client';
import { API_TIMEOUT_MS } from '../shared/constants';
import { carryingBookmarks } from '../shared/d1-bookmark';
import type { ApiError } from '../shared/api-error';
import { stripLangPrefix } from '../shared/lang';
import { $lang, tr } from './i18n';
import { openLogin } from './login-modal';
import { readSession, SESSION_KEYS, writeSession } from './session-keys';
import { $localeInfo, $userInfo } from './state';
import { showToast } from './toast';

/**
 * Remember where the shopper was, then open the login (spec §2, §6): the modal over this page on desktop, the
 * login route on phones.
 */
export function goToLogin(): void {
  writeSession(SESSION_KEYS.jumpBackPath, stripLangPrefix(location.pathname));
  writeSession(SESSION_KEYS.jumpBackParams, location.search.replace(/^\?/, ''));
  $userInfo.setKey('userInfo', null);
  openLogin();
}

export const api = createApiClient(
  // The spec's 8 s limit (§7, §9) is the browser's: in-process calls on the server have no network to wait for. The
  // D1 bookmark is kept per tab, across the site's page loads, so a catalog read sees the shopper's own writes.
  carryingBookmarks((path, init) => fetch(`/api/${path}`, { ...init, signal: AbortSignal.timeout(API_TIMEOUT_MS) }), {
    read: () => readSession(SESSION_KEYS.d1Bookmark),
    write: (bookmark) => writeSession(SESSION_KEYS.d1Bookmark, bookmark),
  }),
  () => ({ lang: $lang.get(), country: $localeInfo.get().xlocale, deviceId: $userInfo.get().deviceId }),
  {
    onUnauthorized: () => {
      // "Session expired" only for a shopper who had one; someone who never signed in is simply asked to.
      showToast(tr($userInfo.get().userInfo ? 'error.401' : 'error.loginFirst'));
      goToLogin();
    },
    onError: (err: ApiError, _options: CallOptions) => {
      // The message needs the code catalogue, loaded with the first failure (error-text.ts).
      if (err.code < 0) return;
      import('./error-text').then(
        ({ errorText }) => showToast(errorText(err)),
        () => showToast(err.message),
      );
    },
  },
);
