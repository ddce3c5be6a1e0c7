import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TYPE, CAPTCHA_PURPOSE } from '../../shared/contract/constants';
import { ApiError, ERR } from '../../shared/errors';
import { messagesFor } from '../../shared/i18n';
import { $messages } from '../i18n';
import type { LoginAccount, ProofProgress } from '../login-flow';
import { createCaptchaFlow, proofView } from './captcha';
import { fakeApi, ok, refuse } from '../../../tests/unit/fake-api';

const ACCOUNT: LoginAccount = { type: ACCOUNT_TYPE.email, email: 'budi@example.com' };
const en = messagesFor('en');

interface Api {
  /** Paths asked for, in order, without their query. */
  calls: string[];
  /** Answers captcha_pow_check only when released (the proof's last step), if `holdCheck`. */
  releaseCheck: () => void;
}

/**
 * The identity API: pictures img-1, img-2, …; the answer ABC123 is right, any other wrong (1101002); a challenge of
 * `difficulty` bits, whose check answers a nonce.
 */
function stubApi({ difficulty = 12, holdCheck = false } = {}): Api {
  const calls: string[] = [];
  let images = 0;
  let releaseCheck: () => void = () => undefined;
  const checked = new Promise<void>((resolve) => (releaseCheck = resolve));
  fakeApi(async ({ path, body }) => {
    calls.push(path);
    if (path.endsWith('/random_code')) {
      return new Response(new Blob([Uint8Array.of(137, 80, 78, 71)], { type: 'image/png' }), {
        headers: { 'x-image-id': `img-${++images}` },
      });
    }
    if (path.endsWith('/random_code_check')) return body.check_code === 'ABC123' ? ok('nonce-image') : refuse(1101002);
    if (path.endsWith('/captcha_pow')) return ok({ challenge: 'challenge-0123456789abcdef0123456', difficulty });
    if (path.endsWith('/captcha_pow_check')) {
      if (holdCheck) await checked;
      return ok('nonce-work');
    }
    return undefined;
  });
  return { calls, releaseCheck };
}

const flows: ReturnType<typeof createCaptchaFlow>[] = [];
function open() {
  const flow = createCaptchaFlow(ACCOUNT, CAPTCHA_PURPOSE.login);
  flows.push(flow);
  flow.start();
  return flow;
}

beforeEach(() => $messages.set(en));
afterEach(() => {
  for (const flow of flows.splice(0)) flow.stop();
  vi.unstubAllGlobals();
});

describe('the captcha popup', () => {
  it('shows a picture for the account and purpose, takes 6 characters in capitals, and hands the nonce on', async () => {
    const api = stubApi();
    const flow = open();
    await vi.waitFor(() => expect(flow.$captcha.get().image?.id).toBe('img-1'));
    expect(flow.$captcha.get().image?.src).toMatch(/^blob:/);
    flow.type('abc123xyz');
    expect(flow.$captcha.get().answer).toBe('ABC123');
    const solved = vi.fn();
    const confirming = flow.confirm(solved);
    expect(flow.$captcha.get().busy).toBe(true);
    await confirming;
    expect(solved).toHaveBeenCalledWith('nonce-image');
    expect(flow.$captcha.get()).toMatchObject({ busy: false, error: '' });
    expect(api.calls).toEqual(['/member/user/random_code', '/member/user/random_code_check']);
  });

  it('checks nothing before 6 characters, nor twice at once', async () => {
    const api = stubApi();
    const flow = open();
    await vi.waitFor(() => expect(flow.$captcha.get().image).not.toBeNull());
    flow.type('abc');
    await flow.confirm(vi.fn());
    flow.type('abc123');
    await Promise.all([flow.confirm(vi.fn()), flow.confirm(vi.fn())]);
    expect(api.calls.filter((c) => c.endsWith('/random_code_check'))).toHaveLength(1);
  });

  it("says a wrong answer as the characters not matching (not 'invalid verification code'), with a new picture", async () => {
    stubApi();
    const flow = open();
    await vi.waitFor(() => expect(flow.$captcha.get().image).not.toBeNull());
    flow.type('zzz999');
    const solved = vi.fn();
    await flow.confirm(solved);
    expect(solved).not.toHaveBeenCalled();
    expect(flow.$captcha.get()).toMatchObject({ error: en['login.captchaMismatch'], mismatch: true, answer: '', busy: false });
    expect(flow.$captcha.get().error).not.toBe(en['error.1101002']);
    expect(flow.$captcha.get().image?.id).toBe('img-2');
  });

  it('says it in the page language', async () => {
    $messages.set(messagesFor('zh-CN'));
    stubApi();
    const flow = open();
    await vi.waitFor(() => expect(flow.$captcha.get().image).not.toBeNull());
    flow.type('zzz999');
    await flow.confirm(vi.fn());
    expect(flow.$captcha.get().error).toBe(messagesFor('zh-CN')['login.captchaMismatch']);
  });

  it('clears the mismatch when the next answer is checked, and keeps the code catalogue for the call that spends the nonce', async () => {
    stubApi();
    const flow = open();
    await vi.waitFor(() => expect(flow.$captcha.get().image).not.toBeNull());
    flow.type('zzz999');
    await flow.confirm(vi.fn());
    flow.type('ABC123');
    const confirming = flow.confirm(() => Promise.reject(new ApiError(ERR.INVALID_CODE, 'refused')));
    expect(flow.$captcha.get()).toMatchObject({ error: '', mismatch: false });
    await confirming;
    // The picture was right: what failed was the send, whose 1101002 is the catalogue's.
    expect(flow.$captcha.get()).toMatchObject({ error: en['error.1101002'], mismatch: false });
  });

  it('says what the call that spends the nonce failed with, and shows a new picture', async () => {
    stubApi();
    const flow = open();
    await vi.waitFor(() => expect(flow.$captcha.get().image).not.toBeNull());
    flow.type('ABC123');
    await flow.confirm(() => Promise.reject(new Error('offline')));
    expect(flow.$captcha.get()).toMatchObject({ error: en['login.failed'], mismatch: false });
    expect(flow.$captcha.get().image?.id).toBe('img-2');
  });

  it('lets the device prove itself instead, saying where it is: asking, working (with its progress), checking', async () => {
    const api = stubApi({ difficulty: 14, holdCheck: true });
    const flow = open();
    const seen: ProofProgress[] = [];
    const unlisten = flow.$captcha.listen(({ proof }) => {
      if (proof && proof !== seen.at(-1)) seen.push(proof);
    });
    const solved = vi.fn();
    const proving = flow.proveDevice(solved);
    expect(flow.$captcha.get().proof?.phase).toBe('asking');
    await vi.waitFor(() => expect(flow.$captcha.get().proof?.phase).toBe('checking'));
    api.releaseCheck();
    await proving;
    unlisten();
    expect(solved).toHaveBeenCalledWith('nonce-work');
    expect(flow.$captcha.get()).toMatchObject({ proof: null, busy: false, error: '' });
    const phases = seen.map((p) => p.phase);
    expect(phases[0]).toBe('asking');
    expect(phases.at(-1)).toBe('checking');
    expect(phases).toContain('working');
    expect(seen.filter((p) => p.phase === 'working').every((p) => p.expected === 2 ** 14)).toBe(true);
    expect(api.calls).toEqual(['/member/user/random_code', '/member/user/captcha_pow', '/member/user/captcha_pow_check']);
  });

  it('stops the work when the popup closes, and says nothing more', async () => {
    const api = stubApi({ difficulty: 40 });
    const flow = open();
    const solved = vi.fn();
    const proving = flow.proveDevice(solved);
    await vi.waitFor(() => expect(flow.$captcha.get().proof?.phase).toBe('working'));
    flow.stop();
    await proving;
    expect(solved).not.toHaveBeenCalled();
    expect(flow.$captcha.get()).toMatchObject({ error: '', image: null });
    expect(api.calls).not.toContain('/member/user/captcha_pow_check');
  });
});

describe('proofView', () => {
  const working = (tried: number, perSecond: number): ProofProgress => ({ phase: 'working', tried, expected: 1_000_000, perSecond });

  it('is empty while the challenge is asked for, and full while the answer is checked', () => {
    expect(proofView({ phase: 'asking', tried: 0, expected: 0, perSecond: 0 })).toEqual({ percent: 0, secondsLeft: null });
    expect(proofView({ phase: 'checking', tried: 10, expected: 1_000_000, perSecond: 0 })).toEqual({ percent: 100, secondsLeft: null });
  });

  it('gives the share of the expected work done and the seconds left at the speed measured, rounded up', () => {
    expect(proofView(working(250_000, 500_000))).toEqual({ percent: 25, secondsLeft: 2 });
    expect(proofView(working(990_000, 500_000))).toEqual({ percent: 95, secondsLeft: 1 });
  });

  it('knows no time left before the speed is known or once the work runs past its average, and never shows it done', () => {
    expect(proofView(working(0, 0))).toEqual({ percent: 0, secondsLeft: null });
    expect(proofView(working(3_000_000, 500_000))).toEqual({ percent: 95, secondsLeft: null });
  });
});
