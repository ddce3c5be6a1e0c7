import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAKE_MEMBER, fakeApi, refuse } from '../../../tests/unit/fake-api';
import { messagesFor } from '../../shared/i18n';
import { $messages } from '../i18n';
import { $userInfo } from '../state';
import { createGoogleReturn, createGoogleStart } from './google';

const en = messagesFor('en');

/** A browser at `search` on /login, as wide as `desktop` says. */
function browserAt(search: string, desktop: boolean) {
  const location = { search, pathname: '/login', assign: vi.fn(), replace: vi.fn() };
  const history = { state: null, replaceState: vi.fn() };
  vi.stubGlobal('location', location);
  vi.stubGlobal('history', history);
  vi.stubGlobal('matchMedia', () => ({ matches: desktop }));
  vi.stubGlobal('window', {});
  vi.stubGlobal('sessionStorage', { getItem: () => null, setItem: () => undefined, removeItem: () => undefined });
  return { location, history };
}

beforeEach(() => {
  $messages.set(en);
  $userInfo.setKey('userInfo', null);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('starting Google sign-in', () => {
  it("goes to Google's page, or says why it cannot", async () => {
    const { location } = browserAt('', true);
    fakeApi(() => ({ data: { url: 'https://accounts.example/auth' } }));
    const google = createGoogleStart();
    await google.start(true);
    expect(location.assign).toHaveBeenCalledWith('https://accounts.example/auth');
    fakeApi(() => refuse(1103026));
    await google.start(true);
    expect(google.$error.get()).toBe(en['error.1103026']);
  });
});

describe('the return from Google', () => {
  it('signs in once with the code, takes it out of the address, and says so on desktop', async () => {
    const { history } = browserAt('?code=c1&state=s1', true);
    const calls = fakeApi(() => ({ data: { user_info: FAKE_MEMBER } }));
    const google = createGoogleReturn(true);
    expect(google.$status.get()).toBe('google');
    await Promise.all([google.finish(), google.finish()]);
    expect(history.replaceState).toHaveBeenCalledWith(null, '', '/login');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({ login_type: 5, code: 'c1', state: 's1', device: 'pc' });
    expect(google.$status.get()).toBe('signedIn');
    expect($userInfo.get().userInfo).toEqual(FAKE_MEMBER);
  });

  it('says so on phones too, leaving the way back to the login flow (a new member is asked for a name first)', async () => {
    const { location } = browserAt('?code=c1&state=s1', false);
    const calls = fakeApi(() => ({ data: { user_info: FAKE_MEMBER, is_new: true } }));
    const google = createGoogleReturn(true);
    await google.finish();
    expect(calls[0]?.body).toMatchObject({ login_type: 5, code: 'c1', state: 's1' });
    expect(calls[0]?.body).not.toMatchObject({ device: 'pc' });
    expect(google.$status.get()).toBe('signedIn');
    expect(location.replace).not.toHaveBeenCalled();
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('leaves the login screen as it was when the address has no code, or the sign-in fails (logged only)', async () => {
    browserAt('', false);
    const calls = fakeApi(() => refuse(1101006));
    const empty = createGoogleReturn(true);
    await empty.finish();
    expect(empty.$status.get()).toBe('idle');
    expect(calls).toEqual([]);
    browserAt('?code=c1&state=s1', false);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = createGoogleReturn(true);
    await failed.finish();
    expect(failed.$status.get()).toBe('idle');
    expect(logged).toHaveBeenCalledOnce();
  });

  it('does nothing on a login page that is no return', async () => {
    const calls = fakeApi(() => undefined);
    const google = createGoogleReturn(false);
    await google.finish();
    expect(google.$status.get()).toBe('idle');
    expect(calls).toEqual([]);
  });
});
