/** The one place where member rows become the contract's responses (src/shared/contract/member.ts). */
import type { LoginAnswer } from '../../../src/shared/contract/identity';
import type { MemberInfo } from '../../../src/shared/contract/member';
import type { MemberRow } from '../../platform/session';

/** Spec §9: the birth date changes once a year. */
export const BIRTHDAY_CHANGE_INTERVAL_MS = 365 * 24 * 3600 * 1000;

/** What the client keeps of a member (spec §3 userInfo): never the token, never the password hash. */
export function toMemberInfo(m: MemberRow): MemberInfo {
  return {
    member_no: m.memberNo,
    user_name: m.userName ?? '',
    name_chosen: m.nameChosenAt !== null,
    avatar_url: m.avatarUrl ?? '',
    points: m.points,
    phone: m.phone ?? '',
    email: m.email ?? '',
    country_code: m.countryCode ?? '',
    has_password: m.passwordHash !== null,
    birthday: m.birthday ?? '',
    birthday_locked_until:
      m.birthdayChangedAt !== null && m.birthdayChangedAt + BIRTHDAY_CHANGE_INTERVAL_MS > Date.now()
        ? m.birthdayChangedAt + BIRTHDAY_CHANGE_INTERVAL_MS
        : null,
  };
}

/** A login's answer: the new session's token once (the BFF moves it into the cookie), and the member. */
export function toLoginAnswer(token: string, member: MemberRow, isNew: boolean): LoginAnswer {
  return { auth_token: token, is_new: isNew, user_info: toMemberInfo(member) };
}
