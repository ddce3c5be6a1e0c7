import { maskAccount } from '../../shared/mask';
import type { MemberInfo } from '../../stores/state';

/** A name to greet the member by: the user name, else the masked phone or e-mail. */
export function displayName(m: MemberInfo): string {
  if (m.user_name) return m.user_name;
  return maskAccount(m.phone || m.email);
}
