/** The spec's §3 client state slices. loginInfo and cartState are deliberately not persisted. */
import { computed, map } from 'nanostores';
import type { MemberInfo } from '../shared/contract/member';
import type { LOGIN_TYPE, LoginType } from '../shared/contract/constants';
import type { AppConfig, CountryConfig } from '../shared/contract/support';
import { type CountryCode, DEFAULT_COUNTRY } from '../shared/country-code';
import { persistedSlice } from './persist';

/**
 * LOGIN_TYPE.phoneCode, checked against it by the type: importing the value would put every constant of the contract
 * into the start-up JavaScript of every page, which loads this module.
 */
const PHONE_CODE: typeof LOGIN_TYPE.phoneCode = 3;

export interface SelectedSku {
  sku_no: string;
  quantity: number;
  buyType: number;
}

export const $userInfo = persistedSlice('userInfo', {
  deviceId: '',
  selectSkus: [] as SelectedSku[],
  userInfo: null as MemberInfo | null,
  messageNumber: 0,
  pointsDeductionSwitch: false,
});

export const $loginInfo = map({
  account: '',
  /** The login type of the account a code was sent to (spec §3: phone code by default). */
  accountType: PHONE_CODE as LoginType,
  loginStatus: 1,
  forgetPasswordTitle: '',
  accountInfo: { phone: '', email: '' },
  searchKeyword: '',
});

export const $globalState = persistedSlice('globalState', {
  orderTab: 0,
  couponTab: 0,
  packageTab: 0,
  searchText: '',
});

export const $cartState = map({ isSelectAll: false });

/** Extra info the native app sent (appMessage), kept as-is. */
export const $appInfo = persistedSlice('appInfo', { extra: {} as Record<string, unknown> });

export const $localeInfo = persistedSlice('localeInfo', {
  xlocale: DEFAULT_COUNTRY as CountryCode,
  serverTime: 0,
  /** serverTime minus the local clock when it was read: the clock reference for the whole app. */
  serverTimeOffset: 0,
  countryList: [] as CountryConfig[],
  currentCountry: null as CountryConfig | null,
  timeZone: 'Asia/Jakarta',
  appConfig: null as AppConfig | null,
  configTimestamp: 0,
});

/** Guest or member: the token itself is in an HttpOnly cookie, so the member info stands for it. */
export const $isLoggedIn = computed($userInfo, (u) => u.userInfo !== null);

/** Loading state of spec §4 start-up: ends at once on the web, after appMessage in the native app. */
export const $appReady = map({ ready: false });
