/**
 * The member domain's named values (account, code and login types) and its calls about the member and the device:
 * device language, visits, the member's info, logout. Proving who one is (captchas, codes, login, password reset,
 * changing the phone or e-mail) is ./identity.ts: every page starts with these calls, only the login islands need those.
 */
import * as v from 'valibot';
import { LANGS } from '../lang';
import { defineCall } from './call';
import { NoInput, NoOutput, text } from './common';

/** The member fields the client keeps (spec §3 userInfo): never the token, never the password hash. */
export const MemberInfo = v.object({
  member_no: v.string(),
  user_name: v.string(),
  /**
   * Whether user_name is one the member chose (saved it, or Google's profile name brought it): false while it is the
   * one the shop made at the first login (the store name and the phone's last digits, or the e-mail's local part),
   * which is not shown as theirs (docs/decisions/member-display-name.md). Ours: an upstream backend that does not
   * send it is taken to have members whose names are their own, as before.
   */
  name_chosen: v.optional(v.boolean()),
  avatar_url: v.string(),
  points: v.pipe(v.number(), v.integer()),
  /** Account key form: dial code and national number ('6281234567890'); empty without a phone. */
  phone: v.string(),
  email: v.string(),
  /** The phone's dial code; empty without a phone. */
  country_code: v.string(),
  has_password: v.boolean(),
  /** 'YYYY-MM-DD'; empty until given. */
  birthday: v.string(),
  /** Epoch ms from which the birth date may be changed again (spec §9: once a year); null when it may be now. */
  birthday_locked_until: v.nullable(v.number()),
});
export type MemberInfo = v.InferOutput<typeof MemberInfo>;

const DeviceId = text(1, 128);

export const deviceLanguage = defineCall({
  method: 'GET',
  path: '/member/user/device_language',
  summary: "The language a device chose, null when it never chose one (in this country's database).",
  access: 'public',
  input: v.object({ device_id: DeviceId }),
  output: v.object({ language: v.nullable(v.picklist(LANGS)) }),
});

export const deviceLanguageSave = defineCall({
  method: 'POST',
  path: '/member/user/device_language',
  summary: 'Remembers the language a device chose.',
  access: 'public',
  input: v.object({ language: v.picklist(LANGS), device_id: DeviceId }),
  output: v.object({ language: v.picklist(LANGS) }),
});

export const visit = defineCall({
  method: 'POST',
  path: '/member/user/visit',
  summary: 'Counts a visit of the device, at start-up.',
  access: 'public',
  input: v.object({ device_id: DeviceId }),
  output: NoOutput,
});

export const memberInfo = defineCall({
  method: 'GET',
  path: '/member/user/info',
  summary: 'The signed-in member.',
  access: 'member',
  input: NoInput,
  output: MemberInfo,
});

export const logout = defineCall({
  method: 'POST',
  path: '/member/user/logout',
  summary: 'Ends the session (the BFF drops its cookie); answers alike with or without one.',
  access: 'optional',
  input: NoInput,
  output: NoOutput,
});
