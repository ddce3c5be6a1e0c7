/**
 * The name a member is greeted by (issue 29, docs/decisions/member-display-name.md): theirs once they have chosen one;
 * until then the header and the account greet them neutrally, never by the name the shop made at their first login
 * ("KedaiKita0784", the e-mail's local part).
 */
import type { MemberInfo } from './contract/member';

/**
 * The member's own name, or null while they have not chosen one. Without name_chosen (a member kept in the browser from
 * before the API said it, or an upstream backend that does not) the member is greeted by the name, as before.
 */
export function chosenName(m: Pick<MemberInfo, 'user_name' | 'name_chosen'>): string | null {
  if (!m.user_name || m.name_chosen === false) return null;
  return m.user_name;
}
