/**
 * The signed-in member's profile (spec §2 profile and settings, §5, §7 member/user update_*, §9): name, birth date and
 * avatar. Phone, e-mail and password are proven with codes and live in ./identity.ts.
 */
import * as v from 'valibot';
import { defineCall } from './call';
import { NoOutput, text } from './common';
import { ACCOUNT_TYPE } from './constants';
import { EncryptedPassword } from './identity';
import { MemberInfo } from './member';
import { AVATAR_MAX_BYTES, IMAGE_MAX_PIXELS, IsoDate, UserName } from './rules';

export const updateName = defineCall({
  method: 'PUT',
  path: '/member/user/update_name',
  summary: "Renames the member; 1101001 when another member has the name. Answers the member's info.",
  access: 'member',
  input: v.object({ user_name: UserName }),
  output: MemberInfo,
});

export const updateBirthday = defineCall({
  method: 'PUT',
  path: '/member/user/update_birthday',
  summary: "Sets the birth date (YYYY-MM-DD, past); once a year, else 1101011. Answers the member's info.",
  access: 'member',
  input: v.object({ birthday: IsoDate }),
  output: MemberInfo,
});

export const updateInfo = defineCall({
  method: 'PUT',
  path: '/member/user/update_info',
  summary:
    'Changes the name and/or the birth date at once, under the rules of update_name and update_birthday; all or ' +
    "nothing (1101001, 1101011), 1101020 with neither. Answers the member's info.",
  access: 'member',
  input: v.object({ user_name: v.optional(UserName), birthday: v.optional(IsoDate) }),
  output: MemberInfo,
});

export const updateAvatar = defineCall({
  method: 'PUT',
  path: '/member/user/update_avatar',
  summary:
    `Replaces the avatar (multipart field file): PNG, JPEG or WebP by its bytes, at most ${AVATAR_MAX_BYTES} bytes and ` +
    `${IMAGE_MAX_PIXELS} pixels, else 1101028; kept re-encoded from its pixels (PNG, or JPEG), never as sent. ` +
    "Answers the member's info; avatar_url points at the avatar call.",
  access: 'member',
  multipart: true,
  input: v.object({ file: v.file() }),
  output: MemberInfo,
});

export const changePassword = defineCall({
  method: 'PUT',
  path: '/member/user/change_password',
  summary:
    'Changes the password of a signed-in member who proves the current one (both RSA-encrypted at the edge) and a ' +
    "password captcha of their phone or e-mail (type_id); a wrong one is 1101008 and counts as a failed login. Ends the member's " +
    'other sessions. Without a password, update_password with a reset code sets one.',
  access: 'member',
  input: v.object({
    old_password: EncryptedPassword,
    password: EncryptedPassword,
    type_id: v.picklist(Object.values(ACCOUNT_TYPE)),
    image_nonce: text(1, 128),
  }),
  output: NoOutput,
  ours: true,
});

export const avatar = defineCall({
  method: 'GET',
  path: '/member/user/avatar/{key}',
  summary: 'An avatar by its key (random, from avatar_url), cached for a year: a new avatar gets a new key.',
  access: 'public',
  input: v.object({ key: v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/)) }),
  output: 'image',
  ours: true,
});
