import { maskAccount } from '../../shared/mask';
import type { MemberInfo } from '../../shared/contract/member';

/** A name to greet the member by: the user name, else the masked phone or e-mail. */
export function displayName(m: MemberInfo): string {
  if (m.user_name) return m.user_name;
  return maskAccount(m.phone || m.email);
}
