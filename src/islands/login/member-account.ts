import { ACCOUNT_TYPE } from '../../shared/contract/constants';
import type { MemberInfo } from '../../shared/contract/member';
import { DIAL_CODES, type DialCode } from '../../shared/contract/rules';
import type { LoginAccount } from '../../stores/login-flow';

/** The member's current phone ('62812…') or e-mail as the login account shape, for a code sent to it; null if none. */
export function memberAccount(kind: 'phone' | 'email', m: MemberInfo): LoginAccount | null {
  if (kind === 'email') return m.email ? { type: ACCOUNT_TYPE.email, email: m.email } : null;
  if (!m.phone) return null;
  const dial = (DIAL_CODES.find((d) => m.phone.startsWith(d)) ?? DIAL_CODES[0]) as DialCode;
  return { type: ACCOUNT_TYPE.phone, dial, number: m.phone.slice(dial.length) };
}
