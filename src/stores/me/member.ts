/**
 * The member as the server knows them, for the member pages (member/user/info, no-auth and silent): a guest is a
 * state, not a redirect. Asked once while a page shows a member screen, and again when the member logs in or out on
 * the page (the desktop login modal). A plain store, not a query: it mirrors the persisted $userInfo and follows the
 * session, where a cached answer under a key would outlive a logout.
 */
import { atom, computed, onMount } from 'nanostores';
import { memberInfo } from '../../shared/contract/refs/member';
import { api } from '../api';
import { hasSignedInMarker } from '../startup';
import { $isLoggedIn, $userInfo } from '../state';

export type MemberState = 'loading' | 'guest' | 'member';

export const $memberState = atom<MemberState>('loading');

/**
 * A key part for the member's own queries: null (no call) until the member is known, so a guest's page asks nothing
 * and is never sent to log in by a list it did not ask for.
 */
export const $memberKey = computed($memberState, (state) => (state === 'member' ? 'member:' : null));

// Only the latest question's answer counts: a login and a logout in quick succession end as the logout.
let asked = 0;

export async function loadMember(): Promise<void> {
  const ticket = ++asked;
  if (!hasSignedInMarker()) {
    $memberState.set('guest');
    return;
  }
  try {
    const info = await api.request(memberInfo, {}, { noAuth: true, silent: true });
    if (ticket !== asked) return;
    $userInfo.setKey('userInfo', info);
    $memberState.set('member');
  } catch {
    if (ticket !== asked) return;
    $userInfo.setKey('userInfo', null);
    $memberState.set('guest');
  }
}

onMount($memberState, () => {
  // Islands render on the server too, where reading this store mounts it: only a page has a session to ask about.
  if (typeof document === 'undefined') return;
  void loadMember();
  return $isLoggedIn.listen((loggedIn) => {
    const state = $memberState.get();
    // The first answer sets the info itself; afterwards a login or logout this store did not see asks again.
    if (state !== 'loading' && loggedIn !== (state === 'member')) void loadMember();
  });
});
