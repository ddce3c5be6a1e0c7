import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TYPE } from '../../shared/contract/constants';
import { ERR } from '../../shared/errors';
import { FAKE_MEMBER, fakeApi, refuse } from '../../../tests/unit/fake-api';
import { $userInfo } from '../state';
import { $toast } from '../toast';
import { $avatarUpload, $passwordChange, $profileSave } from './profile';

let stops: (() => void)[] = [];
beforeEach(() => {
  $toast.set(null);
  $userInfo.setKey('userInfo', FAKE_MEMBER);
  // As the dialogs do: a mutator keeps its state while shown.
  stops = [$profileSave, $avatarUpload, $passwordChange].map((s) => s.listen(() => {}));
});
afterEach(() => {
  for (const stop of stops) stop();
  vi.unstubAllGlobals();
});

describe('the profile', () => {
  it('saves the name, puts the answer in the user slice and says so', async () => {
    const calls = fakeApi(({ body }) => ({ data: { ...FAKE_MEMBER, ...body } }));
    const saving = $profileSave.mutate({ field: 'user_name', value: 'Budi S' });
    expect($profileSave.get().loading).toBe(true);
    expect(await saving).toMatchObject({ user_name: 'Budi S' });
    expect(calls[0]).toMatchObject({ path: '/member/user/update_name', body: { user_name: 'Budi S' } });
    expect($userInfo.get().userInfo?.user_name).toBe('Budi S');
    expect($toast.get()?.text).toBe('profile.saved');
    expect($profileSave.get().loading).toBe(false);
  });

  it('saves the birth date; a refusal leaves the member as they were and answers nothing', async () => {
    const calls = fakeApi(() => refuse(ERR.INVALID_PARAMETER));
    expect(await $profileSave.mutate({ field: 'birthday', value: '1990-05-17' })).toBeUndefined();
    expect(calls[0]).toMatchObject({ path: '/member/user/update_birthday', body: { birthday: '1990-05-17' } });
    expect($userInfo.get().userInfo).toEqual(FAKE_MEMBER);
    expect($profileSave.get()).toMatchObject({ loading: false });
  });

  it('uploads the squared avatar as a PNG and shows it', async () => {
    const calls = fakeApi(() => ({ data: { ...FAKE_MEMBER, avatar_url: '/api/member/user/avatar/k1' } }));
    const square = vi.fn(async () => new Blob(['png'], { type: 'image/png' }));
    await $avatarUpload.mutate({ picture: new Blob(['jpeg']), square });
    const file = calls[0]?.form?.get('file');
    expect(file instanceof File && [file.name, file.type]).toEqual(['avatar.png', 'image/png']);
    expect($userInfo.get().userInfo?.avatar_url).toBe('/api/member/user/avatar/k1');
    expect($toast.get()?.text).toBe('profile.avatarSaved');
  });

  it('says a picture the browser cannot read, and sends nothing', async () => {
    const calls = fakeApi(() => undefined);
    await $avatarUpload.mutate({ picture: new Blob(['?']), square: () => Promise.reject(new Error('not an image')) });
    expect(calls).toEqual([]);
    expect($toast.get()?.text).toBe('profile.avatarUnreadable');
    expect($avatarUpload.get().loading).toBe(false);
  });

  it('changes the password with the captcha, answering whether it did', async () => {
    let refused = true;
    const calls = fakeApi(() => (refused ? refuse(ERR.WRONG_PASSWORD) : undefined));
    const change = { old_password: 'First123', password: 'Second456', type_id: ACCOUNT_TYPE.email, image_nonce: 'n1' };
    expect(await $passwordChange.mutate(change)).toBeUndefined();
    expect($passwordChange.get().loading).toBe(false);
    refused = false;
    expect(await $passwordChange.mutate(change)).toBe(true);
    expect(calls[1]).toMatchObject({ path: '/member/user/change_password', body: change });
    expect($toast.get()?.text).toBe('profile.passwordChanged');
  });
});
