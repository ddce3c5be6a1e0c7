import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERR } from '../../shared/errors';
import { FAKE_MEMBER as BUDI, fakeApi, fakeDocument, refuse } from '../../../tests/unit/fake-api';
import { $userInfo } from '../state';
import { $memberKey, $memberState, loadMember } from './member';

afterEach(() => {
  cleanStores($memberState, $memberKey);
  vi.unstubAllGlobals();
  $memberState.set('loading');
  $userInfo.setKey('userInfo', null);
});

describe('the member store', () => {
  it('is a guest at once without the signed-in marker, and asks nothing', async () => {
    fakeDocument(false);
    const calls = fakeApi(() => undefined);
    await loadMember();
    expect($memberState.get()).toBe('guest');
    expect($memberKey.get()).toBeNull();
    expect(calls).toEqual([]);
  });

  it('loads the member into the user slice, and gives the member key', async () => {
    fakeDocument(true);
    fakeApi(({ path }) => (path === '/member/user/info' ? { data: BUDI } : undefined));
    const loading = loadMember();
    expect($memberState.get()).toBe('loading');
    await loading;
    expect($memberState.get()).toBe('member');
    expect($userInfo.get().userInfo).toEqual(BUDI);
    expect($memberKey.get()).not.toBeNull();
  });

  it('is a guest when the session has ended, and forgets the member', async () => {
    fakeDocument(true);
    $userInfo.setKey('userInfo', BUDI);
    fakeApi(() => refuse(ERR.UNAUTHORIZED));
    await loadMember();
    expect($memberState.get()).toBe('guest');
    expect($userInfo.get().userInfo).toBeNull();
  });

  it('keeps only the latest answer', async () => {
    fakeDocument(true);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let first = true;
    fakeApi(async () => {
      if (!first) return refuse(ERR.UNAUTHORIZED);
      first = false;
      await held;
      return { data: BUDI };
    });
    const older = loadMember();
    await vi.waitFor(() => expect(first).toBe(false));
    await loadMember();
    release();
    await older;
    expect($memberState.get()).toBe('guest');
  });

  it('loads once mounted, then follows a login and a logout on the page', async () => {
    fakeDocument(true);
    let signedIn = false;
    const calls = fakeApi(() => (signedIn ? { data: BUDI } : refuse(ERR.UNAUTHORIZED)));
    const stop = $memberState.listen(() => {});
    await vi.waitFor(() => expect($memberState.get()).toBe('guest'));
    signedIn = true;
    // The login modal puts the member in the user slice.
    $userInfo.setKey('userInfo', BUDI);
    await vi.waitFor(() => expect($memberState.get()).toBe('member'));
    // A logout: the session's marker goes with it.
    fakeDocument(false);
    $userInfo.setKey('userInfo', null);
    await vi.waitFor(() => expect($memberState.get()).toBe('guest'));
    expect(calls.filter((c) => c.path === '/member/user/info')).toHaveLength(2);
    stop();
  });

  it('asks nothing where there is no page: islands render on the server too', async () => {
    const calls = fakeApi(() => ({ data: BUDI }));
    const stop = $memberState.listen(() => {});
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect($memberState.get()).toBe('loading');
    expect(calls).toEqual([]);
    stop();
  });
});
