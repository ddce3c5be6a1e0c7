import { useStore } from '@nanostores/react';
import { $memberState, type MemberState } from '../../stores/me/member';

export type { MemberState };

/**
 * The member as the server knows them (src/stores/me/member.ts): a guest is a state, not a redirect. The page says
 * whether the request carried the signed-in marker, so a guest's page renders as a guest's from the first byte (and
 * asks nothing), and the server's markup is what hydration starts from.
 */
export function useMember(signedIn: boolean): MemberState {
  return useStore($memberState, { ssr: () => (signedIn ? 'loading' : 'guest') });
}
