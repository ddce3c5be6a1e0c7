/** Language and country choices (spec §2 /setLanguage, /setting-country, §4). */
import { deviceLanguageSave, logout } from '../shared/contract/refs/member';
import type { CountryCode } from '../shared/countries';
import { LANG_COOKIE, localizePath, type Lang } from '../shared/lang';
import { toReturnPath } from '../shared/return-path';
import { api } from './api';
import { $lang } from './i18n';
import { clearPersisted } from './persist';
import { $localeInfo, $userInfo } from './state';
import { applyCountry, setCookie } from './startup';

/** Remember the language (cookie + device record) and open the same page in it. */
export async function chooseLanguage(lang: Lang, returnPath = '/'): Promise<void> {
  const stored = setCookie(LANG_COOKIE, lang);
  $lang.set(lang);
  await api.request(deviceLanguageSave, { language: lang, device_id: $userInfo.get().deviceId }, { silent: true }).catch(() => {});
  const { pathname, search } = toReturnPath(returnPath);
  await stored;
  location.assign(localizePath(pathname, lang) + search);
}

/** Changing country empties the cart and logs the member out (spec §4). */
export async function chooseCountry(country: CountryCode): Promise<void> {
  if (country === $localeInfo.get().xlocale) return;
  await api.request(logout, {}, { silent: true, noAuth: true }).catch(() => {});
  const { deviceId } = $userInfo.get();
  const { countryList, appConfig, configTimestamp, serverTime, serverTimeOffset } = $localeInfo.get();
  clearPersisted();
  $userInfo.setKey('deviceId', deviceId);
  $localeInfo.set({ ...$localeInfo.get(), countryList, appConfig, configTimestamp, serverTime, serverTimeOffset });
  // The home page is rendered for the country cookie: leave only once the browser has stored it.
  await applyCountry(country);
  location.assign(localizePath('/', $lang.get()));
}
