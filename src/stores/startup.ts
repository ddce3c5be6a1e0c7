/**
 * Start-up (spec §4), run once per page by the layout's script: rehydrate state, device id, native
 * handshake, app config, visit. Pages stay usable throughout; only islands that need it wait for $appReady.
 */
import { APP_MESSAGE_TIMEOUT_MS, SIGNED_IN_COOKIE } from '../shared/constants';
import { cartCount } from '../shared/contract/refs/cart';
import { deviceLanguageSave, memberInfo, visit } from '../shared/contract/refs/member';
import { messageCount } from '../shared/contract/refs/message';
import { appLoad } from '../shared/contract/refs/support';
import { COUNTRY_COOKIE, toCountry } from '../shared/country-code';
import { LANG_COOKIE, localizePath, toLang } from '../shared/lang';
import { detectPlatform } from '../shared/platform';
import { api } from './api';
import { refreshCartCount } from './cart';
import { nextAppMessage, postToHost, type AppMessage } from './bridge';
import { $lang } from './i18n';
import { rehydrate } from './persist';
import { rememberSourceChannel } from './session-keys';
import { $appInfo, $appReady, $localeInfo, $userInfo } from './state';
import { showPendingFlash } from './toast';
import { refreshUnreadCount } from './unread';

const COOKIE_MAX_AGE_S = 31_536_000;

/**
 * Writes a site-wide cookie; the promise settles once the browser has stored it. A navigation that the server must
 * answer with this cookie waits for it: Chromium stores a `document.cookie` write later, in its network process, and
 * a navigation started at once can leave without it (the country switch opened home in the old country's prices).
 * The Cookie Store API's set() resolves after the cookie is stored; where the API is missing (Safari before 18.4,
 * plain http) or refuses, `document.cookie` (docs/decisions/cookie-before-navigation.md).
 */
export async function setCookie(name: string, value: string): Promise<void> {
  const encoded = encodeURIComponent(value);
  try {
    await cookieStore.set({ name, value: encoded, path: '/', expires: Date.now() + COOKIE_MAX_AGE_S * 1000, sameSite: 'lax' });
  } catch {
    // biome-ignore lint/suspicious/noDocumentCookie: the fallback where the Cookie Store API is missing or refuses.
    document.cookie = `${name}=${encoded}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
  }
}

/**
 * Country from the app config list; anything unknown falls back to Indonesia. The promise settles once the country
 * cookie is stored: a caller that navigates next waits for it.
 */
export function applyCountry(code: unknown): Promise<void> {
  const country = toCountry(code);
  const info = $localeInfo.get().countryList.find((c) => c.country_code === country) ?? null;
  $localeInfo.set({
    ...$localeInfo.get(),
    xlocale: country,
    currentCountry: info,
    timeZone: info?.timezone ?? $localeInfo.get().timeZone,
  });
  return setCookie(COUNTRY_COOKIE, country);
}

export async function loadAppConfig(): Promise<void> {
  try {
    const data = await api.request(appLoad, {}, { silent: true });
    $localeInfo.set({
      ...$localeInfo.get(),
      appConfig: data,
      countryList: data.countrys,
      serverTime: data.server_time,
      serverTimeOffset: data.server_time - Date.now(),
      configTimestamp: Date.now(),
    });
    void applyCountry($localeInfo.get().xlocale);
  } catch {
    console.warn('Failed to fetch app config');
  }
}

/** The country cookie as the request carried it: the country the server rendered this page for. */
function cookieCountry(): string | undefined {
  return document.cookie.match(/(?:^|;\s*)country=([^;]+)/)?.[1];
}

/**
 * The host's message: its extra fields kept, its token proved, its country and language followed. A page rendered for
 * another country or language is opened again for the host's, once both cookies are stored (the server renders with
 * them): one navigation for both.
 */
async function handleAppMessage(message: AppMessage): Promise<void> {
  const { Token, Language, Locale, ...extra } = message;
  $appInfo.setKey('extra', { ...$appInfo.get().extra, ...extra });
  const moved = Locale && toCountry(Locale) !== toCountry(cookieCountry());
  const country = Locale && applyCountry(Locale);
  if (Token) {
    try {
      const info = await api.request(memberInfo, {}, { headers: { Authorization: `Bearer ${Token}` }, noAuth: true, silent: true });
      $userInfo.setKey('userInfo', info);
    } catch {
      $userInfo.setKey('userInfo', null);
    }
  }
  const lang = Language ? toLang(Language) : $lang.get();
  if (lang !== $lang.get()) {
    await setCookie(LANG_COOKIE, lang);
    // The server learns the app's language too (spec §7 device_language); keepalive lets it finish after the redirect.
    const body = { language: lang, device_id: $userInfo.get().deviceId };
    void api.request(deviceLanguageSave, body, { keepalive: true, silent: true, noAuth: true }).catch(() => {});
  } else if (!moved) return;
  await country;
  location.replace(localizePath(location.pathname, lang) + location.search);
}

/**
 * Keeps the stored member in step with the session cookie (the BFF's `signed_in` marker): a login in another tab
 * loads the member here, a session that ended drops it. A member's cart and unread counts load on every page (the
 * header's badges).
 */
async function syncMember(): Promise<void> {
  const signedIn = hasSignedInMarker();
  const { userInfo } = $userInfo.get();
  if (!signedIn) {
    if (userInfo) $userInfo.setKey('userInfo', null);
    if ($userInfo.get().messageNumber) $userInfo.setKey('messageNumber', 0);
    return;
  }
  try {
    if (!userInfo) $userInfo.setKey('userInfo', await api.request(memberInfo, {}, { noAuth: true, silent: true }));
    await Promise.all([
      refreshCartCount(async () => (await api.request(cartCount, {}, { noAuth: true, silent: true })).count),
      refreshUnreadCount(async () => (await api.request(messageCount, {}, { noAuth: true, silent: true })).count),
    ]);
  } catch {
    // The session is gone after all: stay a guest.
  }
}

/** Whether the BFF's marker says a session exists (a guest who never signed in has none). */
export function hasSignedInMarker(): boolean {
  return document.cookie.split(/;\s*/).includes(`${SIGNED_IN_COOKIE}=1`);
}

export async function startApp(): Promise<void> {
  rehydrate();
  showPendingFlash();
  rememberSourceChannel(location.search);
  if (!$userInfo.get().deviceId) $userInfo.setKey('deviceId', crypto.randomUUID());
  // The server renders with the country cookie; keep the store and the cookie in step.
  const rendered = cookieCountry();
  if (rendered && rendered !== $localeInfo.get().xlocale) void applyCountry(rendered);

  const platform = detectPlatform(navigator.userAgent, window.innerWidth);
  if (platform.isWebview) {
    const message = nextAppMessage();
    postToHost({ type: 'webViewReady' });
    postToHost({ type: 'pageTitle', title: document.title });
    // A host that never answers must not leave the shopper behind the spinner.
    const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), APP_MESSAGE_TIMEOUT_MS));
    const received = await Promise.race([message, timeout]);
    if (received) await handleAppMessage(received);
    else console.warn('No appMessage from the host; starting without it');
  }
  $appReady.setKey('ready', true);
  // Lets the native host and end-to-end tests see that start-up finished.
  document.documentElement.dataset.appReady = 'true';

  void syncMember();
  const { appConfig, configTimestamp } = $localeInfo.get();
  if (!appConfig || !configTimestamp) await loadAppConfig();
  const deviceId = $userInfo.get().deviceId;
  void api.request(visit, { device_id: deviceId }, { silent: true, noAuth: true }).catch(() => {});
}
