/**
 * The member domain's named values (account, code and login types) and its calls about the member and the device:
 * device language, visits, the member's info, logout. Proving who one is (captchas, codes, login, password reset,
 * changing the phone or e-mail) is ./identity.ts: every page starts with these calls, only the login islands need those.
 */
import * as v from 'valibot';
import { LANGS } from '../lang';
import { defineCall } from './call';
import { NoInput, NoOutput, text } from './common';

/** Account kinds of the captcha, code and reset calls (spec §7 type_id, update_type). */
export const ACCOUNT_TYPE = { email: 1, phone: 2 } as const;
export type AccountType = (typeof ACCOUNT_TYPE)[keyof typeof ACCOUNT_TYPE];

/** What a one-time code is for (code_type): spec §7 login and reset; ours, prove the current account and bind a new one. */
export const CODE_TYPE = { login: 1, verifyCurrent: 3, bindNew: 4, reset: 5 } as const;
export type CodeType = (typeof CODE_TYPE)[keyof typeof CODE_TYPE];

/** How a member proves who they are (login_type): the password tabs (spec §4: phone 1, e-mail 2), codes, Google, the app. */
export const LOGIN_TYPE = { phonePassword: 1, emailPassword: 2, phoneCode: 3, emailCode: 4, google: 5, nativeToken: 6 } as const;
export type LoginType = (typeof LOGIN_TYPE)[keyof typeof LOGIN_TYPE];

/** Where Google sends the shopper back to (google_auth's device): the desktop modal, or the mobile login route. */
export const GOOGLE_DEVICE = { desktop: 'pc', mobile: '' } as const;

/** The messaging channels a phone's code goes by; WhatsApp unless the shopper asks for SMS. */
export const PHONE_CHANNELS = ['whatsapp', 'sms'] as const;

/** The member fields the client keeps (spec §3 userInfo): never the token, never the password hash. */
export const MemberInfo = v.object({
  member_no: v.string(),
  user_name: v.string(),
  avatar_url: v.string(),
  points: v.pipe(v.number(), v.integer()),
  /** Account key form: dial code and national number ('6281234567890'); empty without a phone. */
  phone: v.string(),
  email: v.string(),
  /** The phone's dial code; empty without a phone. */
  country_code: v.string(),
  has_password: v.boolean(),
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
