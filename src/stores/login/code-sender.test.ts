import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, refuse } from '../../../tests/unit/fake-api';
import { ACCOUNT_TYPE, CODE_TYPE } from '../../shared/contract/constants';
import { $codeAccount, type LoginAccount, rememberAccount, rememberedAccount } from '../login-flow';
import { $loginInfo } from '../state';
import { createCodeSender, createCountdown } from './code-sender';

const PHONE: LoginAccount = { type: ACCOUNT_TYPE.phone, dial: '62', number: '81234567890' };

beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the resend countdown', () => {
  it('counts 60 seconds down to 0 and stops there; a new start counts from 60 again', () => {
    const countdown = createCountdown();
    expect(countdown.$left.get()).toBe(0);
    countdown.start();
    expect(countdown.$left.get()).toBe(60);
    vi.advanceTimersByTime(59_000);
    expect(countdown.$left.get()).toBe(1);
    vi.advanceTimersByTime(5_000);
    expect(countdown.$left.get()).toBe(0);
    countdown.start();
    vi.advanceTimersByTime(10_000);
    expect(countdown.$left.get()).toBe(50);
    countdown.stop();
    vi.advanceTimersByTime(10_000);
    expect(countdown.$left.get()).toBe(50);
  });
});

describe('a code send', () => {
  it('opens the captcha for the account, sends the code with its nonce, closes it and starts the countdown', async () => {
    const calls = fakeApi(() => undefined);
    const sender = createCodeSender(CODE_TYPE.login);
    sender.ask(PHONE);
    expect(sender.$asking.get()).toEqual(PHONE);
    expect(await sender.send('nonce-1')).toEqual(PHONE);
    expect(sender.$asking.get()).toBeNull();
    expect(sender.$left.get()).toBe(60);
    expect(calls[0]).toMatchObject({
      path: '/member/user/send_sms_code',
      body: { code_type: CODE_TYPE.login, phone: '81234567890', country_code: '62', image_nonce: 'nonce-1', channel: 'whatsapp' },
    });
    expect($loginInfo.get().account).toBe('81234567890');
    sender.stop();
  });

  it('closes the captcha and throws what a refused send says, with no countdown', async () => {
    fakeApi(() => refuse(1101023));
    const sender = createCodeSender(CODE_TYPE.reset);
    sender.ask({ type: ACCOUNT_TYPE.email, email: 'budi@example.com' });
    await expect(sender.send('nonce-1')).rejects.toMatchObject({ code: 1101023 });
    expect(sender.$asking.get()).toBeNull();
    expect(sender.$left.get()).toBe(0);
  });

  it('closes the captcha when the shopper cancels it', () => {
    const sender = createCodeSender(CODE_TYPE.login);
    sender.ask(PHONE);
    sender.cancel();
    expect(sender.$asking.get()).toBeNull();
  });
});

describe('the account a code was sent to', () => {
  it('is read back from session storage in the browser, and kept there when a code is sent', () => {
    const stored = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => void stored.set(k, v),
      removeItem: (k: string) => void stored.delete(k),
    });
    const unlisten = $codeAccount.listen(() => undefined);
    expect($codeAccount.get()).toBeNull();
    rememberAccount(PHONE);
    expect($codeAccount.get()).toEqual(PHONE);
    unlisten();
    // Kept for the next login route.
    expect(rememberedAccount()).toEqual(PHONE);
  });
});
