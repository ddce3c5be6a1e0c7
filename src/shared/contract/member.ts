/**
 * Member (identity) calls of spec §7 and ours (docs/api/identity.md): device language and visits, the member's info,
 * captchas, one-time codes, login, Google, password reset, and changing the phone or e-mail.
 */
import * as v from 'valibot';
import { LANGS } from '../lang';
import { defineCall } from './call';
import { NoInput, NoOutput, queryInteger, text } from './common';
import { CaptchaAnswer, Code, DialCode, isValidEmail, isValidPhone } from './rules';

/** Account kinds of the captcha, code and reset calls (spec §7 type_id, update_type). */
export const ACCOUNT_TYPE = { email: 1, phone: 2 } as const;
export type AccountType = (typeof ACCOUNT_TYPE)[keyof typeof ACCOUNT_TYPE];
const ACCOUNT_TYPES = Object.values(ACCOUNT_TYPE);

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

/**
 * The one form of an account the server keys everything by: a phone as its dial code and national number without
 * the trunk 0 ('0812…' and '812…' are the same account), an e-mail trimmed and in lower case. Null when invalid.
 */
export function accountKey(type: AccountType, account: string, dialCode = ''): string | null {
  if (type === ACCOUNT_TYPE.email) {
    const email = account.trim().toLowerCase();
    return isValidEmail(email) ? email : null;
  }
  const phone = account.trim();
  if (!/^\d+$/.test(phone) || !isValidPhone(dialCode, phone)) return null;
  return dialCode + phone.replace(/^0/, '');
}

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

/**
 * What the commerce API answers a login. `auth_token` is the new session's token, sent once: the BFF moves it into
 * the HttpOnly cookie and takes it out of the answer, so behind the BFF it is absent.
 */
export const LoginAnswer = v.object({
  auth_token: v.optional(v.string()),
  /** This login created the member (a first login by code or Google). */
  is_new: v.boolean(),
  user_info: MemberInfo,
});
export type LoginAnswer = v.InferOutput<typeof LoginAnswer>;
/** A login's answer as the browser gets it: the token is in the cookie. */
export type SignedIn = Omit<LoginAnswer, 'auth_token'>;

/** A right captcha answer or proof of work: spent by the account's next code send or password login. */
const Nonce = v.string();

export const PowChallenge = v.object({
  challenge: v.string(),
  /** Zero bits the digest of challenge + solution must start with. */
  difficulty: v.pipe(v.number(), v.integer()),
});
export type PowChallenge = v.InferOutput<typeof PowChallenge>;

const DeviceId = text(1, 128);
/** A phone (national number) or e-mail as typed; the server keys it with `accountKey`, 1101020 when invalid. */
const Account = text(1, 64);
const ImageNonce = v.optional(v.pipe(v.string(), v.maxLength(128)));
/** Sent by the spec's client, not read: the nonce stands for the solved captcha. */
const ImageCode = v.optional(v.pipe(v.string(), v.maxLength(6)));
/** A password as the commerce API receives it: RSA-encrypted by the BFF (base64), decrypted only by the API. */
const EncryptedPassword = text(1, 2048);

/** The account a captcha is for, in a query string (type_id arrives as text). */
const CAPTCHA_QUERY = {
  account: Account,
  type_id: v.pipe(queryInteger(ACCOUNT_TYPE.email, ACCOUNT_TYPE.phone), v.picklist(ACCOUNT_TYPES)),
  country_code: v.optional(DialCode),
};
/** The account a captcha is for, in a JSON body. */
const CAPTCHA_ACCOUNT = { account: Account, type_id: v.picklist(ACCOUNT_TYPES), country_code: v.optional(DialCode) };

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

export const randomCode = defineCall({
  method: 'GET',
  path: '/member/user/random_code',
  summary: 'A captcha image (image/png) for the account; its id is in the x-image-id header. Limited per account, device and IP.',
  access: 'public',
  input: v.object(CAPTCHA_QUERY),
  output: 'png',
});

export const randomCodeCheck = defineCall({
  method: 'POST',
  path: '/member/user/random_code_check',
  summary: "Checks a captcha's answer (using the image up); a right one answers the nonce, a wrong one 1101002.",
  access: 'public',
  input: v.object({
    ...CAPTCHA_ACCOUNT,
    device_id: v.optional(v.pipe(v.string(), v.maxLength(128))),
    check_code: CaptchaAnswer,
    image_id: text(1, 64),
  }),
  output: Nonce,
});

export const captchaPow = defineCall({
  method: 'GET',
  path: '/member/user/captcha_pow',
  summary: "The image captcha's accessible alternative: a proof-of-work challenge for the account.",
  access: 'public',
  input: v.object(CAPTCHA_QUERY),
  output: PowChallenge,
  ours: true,
});

export const captchaPowCheck = defineCall({
  method: 'POST',
  path: '/member/user/captcha_pow_check',
  summary: "Checks a challenge's solution (using the challenge up); a right one answers the nonce, a wrong one 1101002.",
  access: 'public',
  input: v.object({ ...CAPTCHA_ACCOUNT, challenge: text(1, 64), solution: text(1, 16) }),
  output: Nonce,
  ours: true,
});

const CODE_TYPES = Object.values(CODE_TYPE);

export const sendSmsCode = defineCall({
  method: 'POST',
  path: '/member/user/send_sms_code',
  summary: 'Sends a one-time code to a phone, spending a captcha nonce of that phone; code types 3 and 4 need a session.',
  access: 'optional',
  input: v.object({
    code_type: v.picklist(CODE_TYPES),
    phone: Account,
    country_code: DialCode,
    image_code: ImageCode,
    image_nonce: ImageNonce,
    channel: v.optional(v.picklist(PHONE_CHANNELS), 'whatsapp'),
  }),
  output: NoOutput,
});

export const sendEmailCode = defineCall({
  method: 'POST',
  path: '/member/user/send_email_code',
  summary: 'Sends a one-time code to an e-mail, spending a captcha nonce of that e-mail; code types 3 and 4 need a session.',
  access: 'optional',
  input: v.object({ code_type: v.picklist(CODE_TYPES), email: Account, image_code: ImageCode, image_nonce: ImageNonce }),
  output: NoOutput,
});

/** What every login request may carry besides its proof: the spec's client sends them, the API does not read them. */
const LOGIN_EXTRAS = {
  device: v.optional(v.pipe(v.string(), v.maxLength(16))),
  channel: v.optional(v.pipe(v.string(), v.maxLength(16))),
  image_code: ImageCode,
};

export const login = defineCall({
  method: 'POST',
  path: '/member/user/login',
  summary:
    'Signs in (a first login by code or Google creates the member) and opens a new session. Login type 6 takes the ' +
    "app's session token in the query (X-MEMBERSRV-TOKEN).",
  access: 'public',
  input: v.variant('login_type', [
    v.object({
      ...LOGIN_EXTRAS,
      login_type: v.literal(LOGIN_TYPE.phonePassword),
      account: Account,
      country_code: DialCode,
      password: EncryptedPassword,
      image_nonce: ImageNonce,
    }),
    v.object({
      ...LOGIN_EXTRAS,
      login_type: v.literal(LOGIN_TYPE.emailPassword),
      account: Account,
      password: EncryptedPassword,
      image_nonce: ImageNonce,
    }),
    v.object({ ...LOGIN_EXTRAS, login_type: v.literal(LOGIN_TYPE.phoneCode), account: Account, country_code: DialCode, check_code: Code }),
    v.object({ ...LOGIN_EXTRAS, login_type: v.literal(LOGIN_TYPE.emailCode), account: Account, check_code: Code }),
    v.object({ ...LOGIN_EXTRAS, login_type: v.literal(LOGIN_TYPE.google), code: text(1, 2048), state: text(1, 128) }),
    v.object({ ...LOGIN_EXTRAS, login_type: v.literal(LOGIN_TYPE.nativeToken) }),
  ]),
  output: LoginAnswer,
});

export const googleAuth = defineCall({
  method: 'GET',
  path: '/member/user/google_auth',
  summary: "Google's authorisation address for this sign-in (state and PKCE kept on the server).",
  access: 'public',
  input: v.object({ device: v.optional(v.picklist(Object.values(GOOGLE_DEVICE))) }),
  output: v.object({ url: v.string() }),
});

export const updatePassword = defineCall({
  method: 'PUT',
  path: '/member/user/update_password',
  summary: "Sets a new password with a reset code (code type 5) and ends the member's sessions.",
  access: 'public',
  input: v.object({
    update_type: v.picklist(ACCOUNT_TYPES),
    account: Account,
    country_code: v.optional(DialCode),
    check_code: Code,
    password: EncryptedPassword,
    image_nonce: ImageNonce,
  }),
  output: NoOutput,
});

export const checkPhone = defineCall({
  method: 'POST',
  path: '/member/user/check_phone',
  summary: "Proves the member's current phone with a code (code type 3): it may be changed for the next 10 minutes.",
  access: 'member',
  input: v.object({ check_code: Code }),
  output: NoOutput,
});

export const checkEmail = defineCall({
  method: 'POST',
  path: '/member/user/check_email',
  summary: "Proves the member's current e-mail with a code (code type 3): it may be changed for the next 10 minutes.",
  access: 'member',
  input: v.object({ check_code: Code }),
  output: NoOutput,
});

export const updateMobile = defineCall({
  method: 'PUT',
  path: '/member/user/update_mobile',
  summary: "Binds a new phone with its code (code type 4); answers the member's info.",
  access: 'member',
  input: v.object({ country_code: DialCode, phone: Account, check_code: Code }),
  output: MemberInfo,
});

export const updateEmail = defineCall({
  method: 'PUT',
  path: '/member/user/update_email',
  summary: "Binds a new e-mail with its code (code type 4); answers the member's info.",
  access: 'member',
  input: v.object({ email: Account, check_code: Code }),
  output: MemberInfo,
});
