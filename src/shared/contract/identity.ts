/**
 * Identity calls of spec §7 and ours (docs/decisions/identity-rules.md): captchas and their proof-of-work alternative, one-time
 * codes, login, Google, password reset, and changing the phone or e-mail. Their fields are the §5 form rules (./rules.ts).
 */
import * as v from 'valibot';
import { defineCall } from './call';
import { NoOutput, queryInteger, text } from './common';
import { SOURCE_CHANNEL_PATTERN } from '../source-channel';
import { ACCOUNT_TYPE, CAPTCHA_PURPOSE, CODE_TYPE, GOOGLE_DEVICE, LOGIN_TYPE, PHONE_CHANNELS } from './constants';
import { MemberInfo } from './member';
import { CaptchaAnswer, Code, DialCode } from './rules';

const ACCOUNT_TYPES = Object.values(ACCOUNT_TYPE);

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

/** A right captcha answer or proof of work: spent by the account's next code send or password check of its purpose. */
const Nonce = v.string();

export const PowChallenge = v.object({
  challenge: v.string(),
  /** Zero bits the digest of challenge + solution must start with. */
  difficulty: v.pipe(v.number(), v.integer()),
});
export type PowChallenge = v.InferOutput<typeof PowChallenge>;

/** A phone (national number) or e-mail as typed; the server keys it with `accountKey`, 1101020 when invalid. */
const Account = text(1, 64);
const ImageNonce = v.optional(v.pipe(v.string(), v.maxLength(128)));
/** Sent by the spec's client, not read: the nonce stands for the solved captcha. */
const ImageCode = v.optional(v.pipe(v.string(), v.maxLength(6)));
/** A password as the commerce API receives it: RSA-encrypted by the BFF (base64), decrypted only by the API. */
export const EncryptedPassword = text(1, 2048);

/**
 * The account a captcha is for and what its nonce will unlock, in a query string (type_id arrives as text). `purpose`
 * is ours: the spec's client does not send it, and gets the captcha of its first use, a login code's.
 */
const CAPTCHA_QUERY = {
  account: Account,
  type_id: v.pipe(queryInteger(ACCOUNT_TYPE.email, ACCOUNT_TYPE.phone), v.picklist(ACCOUNT_TYPES)),
  country_code: v.optional(DialCode),
  purpose: v.optional(v.picklist(Object.values(CAPTCHA_PURPOSE)), CAPTCHA_PURPOSE.login),
};
/** The account a captcha is for, in a JSON body. */
const CAPTCHA_ACCOUNT = { account: Account, type_id: v.picklist(ACCOUNT_TYPES), country_code: v.optional(DialCode) };

export const randomCode = defineCall({
  method: 'GET',
  path: '/member/user/random_code',
  summary:
    'A captcha image (image/png) for the account and what its nonce will unlock (purpose); its id is in the x-image-id ' +
    'header. Limited per account, device and IP.',
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
  summary:
    "The image captcha's accessible alternative: a proof-of-work challenge for the account and purpose, harder the more " +
    'challenges its address and everyone asked for lately.',
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
  summary:
    'Sends a one-time code to a phone, spending a captcha nonce of that phone solved for its code type; code types 3, ' +
    '4 and 6 need a session.',
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
  summary:
    'Sends a one-time code to an e-mail, spending a captcha nonce of that e-mail solved for its code type; code types 3, ' +
    '4 and 6 need a session.',
  access: 'optional',
  input: v.object({ code_type: v.picklist(CODE_TYPES), email: Account, image_code: ImageCode, image_nonce: ImageNonce }),
  output: NoOutput,
});

/**
 * The channel a shopper came from (spec §3 sourceChannel: a campaign's tag such as 'tiktok_ads'), as the login call's
 * `channel` carries it: the browser keeps only a value of the same pattern, so a stray one never fails a login.
 */
const SourceChannel = v.pipe(v.string(), v.regex(SOURCE_CHANNEL_PATTERN));

/**
 * What every login request may carry besides its proof: `channel` is recorded on the member a login creates
 * (docs/decisions/source-channel.md); `device` and `image_code` are the spec's client's, the API does not read them.
 */
const LOGIN_EXTRAS = {
  device: v.optional(v.pipe(v.string(), v.maxLength(16))),
  channel: v.optional(SourceChannel),
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
