import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { MemberInfo } from '../../shared/contract/member';
import { memberInfo } from '../../shared/contract/refs/member';
import { api } from '../../stores/api';
import { $isLoggedIn, $userInfo } from '../../stores/state';
import { hasSignedInMarker } from '../../stores/startup';

export type MemberState = 'loading' | 'guest' | 'member';

/**
 * The member as the server knows them (member/user/info, no-auth and silent): a guest is a state, not a redirect.
 * The page says whether the request carried the signed-in marker, so a guest's page renders as a guest's from the
 * first byte (and asks nothing). Loads again when the member logs in or out on this page (the desktop login modal).
 */
export function useMember(signedIn: boolean, onMember?: (info: MemberInfo) => void): MemberState {
  const [state, setState] = useState<MemberState>(signedIn ? 'loading' : 'guest');
  const loggedIn = useStore($isLoggedIn, { ssr: () => false });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the load follows the login state only (loggedIn is its trigger, not an input); onMember is a fresh closure each render.
  useEffect(() => {
    if (!hasSignedInMarker()) {
      setState('guest');
      return;
    }
    api
      .request(memberInfo, {}, { noAuth: true, silent: true })
      .then((info) => {
        $userInfo.setKey('userInfo', info);
        setState('member');
        onMember?.(info);
      })
      .catch(() => {
        $userInfo.setKey('userInfo', null);
        setState('guest');
      });
  }, [loggedIn]);
  return state;
}
