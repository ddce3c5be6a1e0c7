import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAKE_MEMBER, fakeApi, refuse } from '../../../tests/unit/fake-api';
import { messagesFor } from '../../shared/i18n';
import { goToLogin } from '../api';
import { $messages } from '../i18n';
import { $userInfo } from '../state';
import { createAccountChange } from './account-change';

vi.mock('../api', async (actual) => ({ ...(await actual<typeof import('../api')>()), goToLogin: vi.fn() }));

const en = messagesFor('en');
let location: { assign: ReturnType<typeof vi.fn>; replace: ReturnType<typeof vi.fn> };

beforeEach(() => {
  $messages.set(en);
  $userInfo.setKey('userInfo', null);
  location = { assign: vi.fn(), replace: vi.fn() };
  vi.stubGlobal('location', location);
  vi.stubGlobal('sessionStorage', { getItem: () => null, setItem: () => undefined, removeItem: () => undefined });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(goToLogin).mockClear();
});

describe('changing the phone or e-mail', () => {
  it('starts from the member, whose current account the verify step sends its code to', async () => {
    fakeApi(() => ({ data: FAKE_MEMBER }));
    const change = createAccountChange('phone', 'verify');
    await change.load('en');
    expect(change.$member.get()).toEqual(FAKE_MEMBER);
    expect($userInfo.get().userInfo).toEqual(FAKE_MEMBER);
    expect(change.target(change.form.$form.get(), FAKE_MEMBER)).toEqual({ type: 2, dial: '62', number: '81234567890' });
  });

  it('binds at once for a member without a current one, and sends a guest to log in', async () => {
    fakeApi(() => ({ data: { ...FAKE_MEMBER, email: '' } }));
    await createAccountChange('email', 'verify').load('id');
    expect(location.replace).toHaveBeenCalledWith('/id/bindEmail');
    fakeApi(() => refuse(401));
    await createAccountChange('email', 'verify').load('en');
    expect(goToLogin).toHaveBeenCalledOnce();
  });

  it('goes on to the bind step once the current account is proven', async () => {
    const calls = fakeApi((call) => (call.path === '/member/user/info' ? { data: FAKE_MEMBER } : undefined));
    const change = createAccountChange('email', 'verify');
    await change.load('en');
    change.form.set('code', '123456');
    await change.confirm('en');
    expect(calls.at(-1)).toMatchObject({ path: '/member/user/check_email', body: { check_code: '123456' } });
    expect(location.assign).toHaveBeenCalledWith('/bindEmail');
  });

  it('binds the new phone with its code, keeps the member it answers and goes back to the settings', async () => {
    const changed = { ...FAKE_MEMBER, phone: '6281299998888' };
    const calls = fakeApi((call) => ({ data: call.path === '/member/user/update_mobile' ? changed : FAKE_MEMBER }));
    const change = createAccountChange('phone', 'bind');
    await change.load('en');
    const f = change.form;
    f.set('code', '123456');
    expect(change.ready(f.$form.get())).toBe(false);
    f.set('number', '81299998888');
    expect(change.ready(f.$form.get())).toBe(true);
    await change.confirm('en');
    expect(calls.at(-1)).toMatchObject({ body: { country_code: '62', phone: '81299998888', check_code: '123456' } });
    expect($userInfo.get().userInfo).toEqual(changed);
    expect(location.assign).toHaveBeenCalledWith('/setting');
  });

  it('says a refused code in the form and stays', async () => {
    fakeApi((call) => (call.path === '/member/user/info' ? { data: FAKE_MEMBER } : refuse(1101002)));
    const change = createAccountChange('email', 'bind');
    await change.load('en');
    change.form.set('email', 'new@example.com');
    change.form.set('code', '123456');
    await change.confirm('en');
    expect(change.form.$form.get()).toMatchObject({ error: en['error.1101002'], busy: false });
    expect(location.assign).not.toHaveBeenCalled();
  });
});
