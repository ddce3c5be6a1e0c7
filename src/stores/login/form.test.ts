import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TYPE } from '../../shared/contract/constants';
import { messagesFor } from '../../shared/i18n';
import { FAKE_MEMBER, fakeApi, refuse } from '../../../tests/unit/fake-api';
import { $messages } from '../i18n';
import { $userInfo } from '../state';
import { accountValid, createLoginForm, formAccount, repeatDiffers, resetReady } from './form';

const en = messagesFor('en');

beforeEach(() => {
  $messages.set(en);
  $userInfo.setKey('userInfo', null);
  vi.stubGlobal('window', {});
});
afterEach(() => vi.unstubAllGlobals());

describe('a login form', () => {
  it('is the account typed: a phone with its dial code, or an e-mail trimmed, valid by the rules of spec §5', () => {
    const form = createLoginForm('phone');
    form.set('number', '8123');
    expect(accountValid(form.$form.get())).toBe(false);
    form.set('number', '81234567890');
    expect(formAccount(form.$form.get())).toEqual({ type: ACCOUNT_TYPE.phone, dial: '62', number: '81234567890' });
    expect(accountValid(form.$form.get())).toBe(true);
    form.setKind('email');
    form.set('email', ' budi@example.com ');
    expect(formAccount(form.$form.get())).toEqual({ type: ACCOUNT_TYPE.email, email: 'budi@example.com' });
  });

  it('clears the account when switching between phone and e-mail (spec §4)', () => {
    const form = createLoginForm('phone');
    form.set('number', '81234567890');
    form.setKind('email');
    expect(form.$form.get()).toMatchObject({ kind: 'email', number: '', email: '' });
    form.set('email', 'budi@example.com');
    form.setKind('phone');
    expect(form.$form.get()).toMatchObject({ kind: 'phone', number: '', email: '' });
  });

  it('is ready for a reset with an account, a code, a valid password and the same one repeated', () => {
    const form = createLoginForm('email');
    form.set('email', 'budi@example.com');
    form.set('code', '123456');
    form.set('password', 'Abcdef12');
    form.set('repeat', 'Abcdef13');
    expect(repeatDiffers(form.$form.get())).toBe(true);
    expect(resetReady(form.$form.get())).toBe(false);
    form.set('repeat', 'Abcdef12');
    expect(resetReady(form.$form.get())).toBe(true);
  });
});

describe('a code login', () => {
  it('signs the member in with the code for the account it was sent to, busy meanwhile', async () => {
    const calls = fakeApi(() => ({ data: { user_info: FAKE_MEMBER } }));
    const form = createLoginForm('phone');
    const account = { type: ACCOUNT_TYPE.phone, dial: '62', number: '81234567890' } as const;
    const login = form.loginWithCode(account, '123456');
    expect(form.$form.get().busy).toBe(true);
    expect(await login).toBe(true);
    expect(form.$form.get()).toMatchObject({ busy: false, error: '' });
    expect($userInfo.get().userInfo).toEqual(FAKE_MEMBER);
    expect(calls[0]).toMatchObject({ path: '/member/user/login', body: { login_type: 3, account: '81234567890', check_code: '123456' } });
  });

  it('says a wrong code and clears it for the next try; asks nothing for an incomplete one', async () => {
    const calls = fakeApi(() => refuse(1101002));
    const form = createLoginForm('phone');
    const account = { type: ACCOUNT_TYPE.email, email: 'budi@example.com' } as const;
    expect(await form.loginWithCode(account, '123')).toBe(false);
    expect(calls).toEqual([]);
    form.set('code', '654321');
    expect(await form.loginWithCode(account, '654321')).toBe(false);
    expect(form.$form.get()).toMatchObject({ error: en['error.1101002'], code: '', busy: false });
  });
});

describe('a password login', () => {
  it('sends the account, the password and the captcha nonce; a refusal is said in the form', async () => {
    const calls = fakeApi((call) =>
      call.path === '/member/user/login' && calls.length === 1 ? { data: { user_info: FAKE_MEMBER } } : refuse(1101006),
    );
    const form = createLoginForm('email');
    form.set('email', 'budi@example.com');
    form.set('password', 'Abcdef12');
    expect(await form.loginWithPassword('nonce-1')).toBe(true);
    expect(calls[0]?.body).toMatchObject({ login_type: 2, account: 'budi@example.com', password: 'Abcdef12', image_nonce: 'nonce-1' });
    expect(await form.loginWithPassword('nonce-2')).toBe(false);
    expect(form.$form.get().error).toBe(en['error.1101006']);
  });
});

describe('a password reset', () => {
  it('changes the password of the account with its code, only when ready, and says a failure', async () => {
    let refuseNext = false;
    const calls = fakeApi(() => (refuseNext ? refuse(1101002) : undefined));
    const form = createLoginForm('phone');
    expect(await form.resetPassword()).toBe(false);
    expect(calls).toEqual([]);
    form.set('number', '81234567890');
    form.set('code', '123456');
    form.set('password', 'Abcdef12');
    form.set('repeat', 'Abcdef12');
    expect(await form.resetPassword()).toBe(true);
    expect(calls[0]).toMatchObject({
      path: '/member/user/update_password',
      body: { update_type: 2, account: '81234567890', country_code: '62', check_code: '123456', password: 'Abcdef12' },
    });
    refuseNext = true;
    expect(await form.resetPassword()).toBe(false);
    expect(form.$form.get().error).toBe(en['error.1101002']);
  });
});
