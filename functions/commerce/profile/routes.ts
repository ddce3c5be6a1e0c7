/** Profile calls (src/shared/contract/profile.ts): every one acts on the session's member only. */
import { Hono } from 'hono';
import { avatar, changePassword, updateAvatar, updateBirthday, updateInfo, updateName } from '../../../src/shared/contract/profile';
import type { CommerceEnv } from '../../platform/context';
import { route } from '../../platform/http';
import { requireMember } from '../../platform/session';
import { toMemberInfo } from '../member/views';
import { avatarResponse, replaceAvatar } from './avatar';
import { changeOwnPassword } from './password';
import { updateProfile } from './profile';

export const profileRoutes = new Hono<CommerceEnv>();

route(profileRoutes, updateName, async (c, { user_name }) =>
  toMemberInfo(await updateProfile(c.get('db'), await requireMember(c), { userName: user_name })),
);

route(profileRoutes, updateBirthday, async (c, { birthday }) =>
  toMemberInfo(await updateProfile(c.get('db'), await requireMember(c), { birthday })),
);

route(profileRoutes, updateInfo, async (c, { user_name, birthday }) =>
  toMemberInfo(await updateProfile(c.get('db'), await requireMember(c), { userName: user_name, birthday })),
);

route(profileRoutes, updateAvatar, async (c, { file }) => toMemberInfo(await replaceAvatar(c, await requireMember(c), file)));

route(profileRoutes, avatar, async (c, { key }) => avatarResponse(c, key));

route(profileRoutes, changePassword, async (c, body) => {
  await changeOwnPassword(c, await requireMember(c), {
    oldCipher: body.old_password,
    newCipher: body.password,
    captchaType: body.type_id,
    nonce: body.image_nonce,
  });
  return null;
});
