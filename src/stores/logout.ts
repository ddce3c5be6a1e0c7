/**
 * Log out (spec §4): end the session on the server (the BFF drops the cookie), clear persisted state but keep the
 * device id, reset the member, reset the two UI state values, and tell listeners with a LOGIN window message.
 */
import { LOGGED_OUT_MESSAGE } from '../shared/constants';
import { logout } from '../shared/contract/refs/member';
import { api } from './api';
import { setCartCount } from './cart';
import { clearPersisted } from './persist';
import { $globalState, $userInfo } from './state';

export async function logOut(): Promise<void> {
  await api.request(logout, {}, { silent: true, noAuth: true }).catch(() => {});
  const { deviceId } = $userInfo.get();
  clearPersisted();
  $userInfo.setKey('userInfo', null);
  $userInfo.setKey('deviceId', deviceId);
  // The cart is the member's: a guest has none.
  setCartCount(0);
  // spec §4: "resets two UI state values (to 0 and 6)": the order tab and the coupon tab counters.
  $globalState.setKey('orderTab', 0);
  $globalState.setKey('couponTab', 6);
  window.postMessage({ type: 'LOGIN', message: LOGGED_OUT_MESSAGE }, location.origin);
}
