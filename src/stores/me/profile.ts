/**
 * Changes to the member's profile on /setting (spec §2 profile, §5, §9): the name, the birth date, the avatar and the
 * password. Each saves through its call; the member's answered info goes to $userInfo, so the page and the header show
 * the change at once. A refusal has been shown by the API client, and leaves the dialog open.
 */
import type { CallInput } from '../../shared/contract/call';
import type { MemberInfo } from '../../shared/contract/member';
import type { changePassword as ChangePasswordCall } from '../../shared/contract/profile';
import { changePassword, updateAvatar, updateBirthday, updateName } from '../../shared/contract/refs/profile';
import { api } from '../api';
import { tr } from '../i18n';
import { createMutatorStore } from '../query';
import { $userInfo } from '../state';
import { showToast } from '../toast';

export interface ProfileChange {
  field: 'user_name' | 'birthday';
  value: string;
}

/** Answers the member's info once saved (undefined after a refusal). */
export const $profileSave = createMutatorStore<ProfileChange, MemberInfo, unknown>(async ({ data: { field, value } }) => {
  const info =
    field === 'user_name' ? await api.request(updateName, { user_name: value }) : await api.request(updateBirthday, { birthday: value });
  $userInfo.setKey('userInfo', info);
  showToast(tr('profile.saved'));
  return info;
});

export interface AvatarPick {
  picture: Blob;
  /** The picture's centred square, scaled (a canvas's work: the island's, as stores have no DOM). */
  square: (picture: Blob) => Promise<Blob>;
}

/** A picture the browser cannot read is said at once and not sent. */
export const $avatarUpload = createMutatorStore<AvatarPick, void, unknown>(async ({ data: { picture, square } }) => {
  let file: Blob;
  try {
    file = await square(picture);
  } catch {
    showToast(tr('profile.avatarUnreadable'));
    return;
  }
  const info = await api.request(updateAvatar, { file: new File([file], 'avatar.png', { type: 'image/png' }) });
  $userInfo.setKey('userInfo', info);
  showToast(tr('profile.avatarSaved'));
});

/** Answers true once changed; the member's other sessions end, this one lives on. */
export const $passwordChange = createMutatorStore<CallInput<typeof ChangePasswordCall>, true, unknown>(async ({ data }) => {
  await api.request(changePassword, data);
  showToast(tr('profile.passwordChanged'));
  return true;
});
