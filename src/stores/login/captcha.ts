/**
 * The captcha popup's flow (spec §4 step 2), one per opening: a picture for the account and what its nonce will
 * unlock, the answer typed (6 characters enable Confirm), and the check; a wrong answer is said as what it is, the
 * characters not matching the picture (not the code catalogue's "invalid verification code"), and a new picture
 * loads. A shopper who cannot see the picture has the device prove itself instead (stores/login-flow.ts
 * solveProofOfWork), with its progress and about how long it has left to show. The nonce goes to `onSolved`, the call
 * that spends it; what that call throws is said in the popup too.
 */
import { map } from 'nanostores';
import type { CaptchaPurpose } from '../../shared/contract/constants';
import { CAPTCHA_LENGTH, isCaptchaAnswer } from '../../shared/contract/rules';
import { ApiError, ERR } from '../../shared/errors';
import { tr } from '../i18n';
import { failureText, type LoginAccount, loadCaptcha, type ProofProgress, solveCaptcha, solveProofOfWork } from '../login-flow';

export interface CaptchaState {
  /** The picture: its id and an object URL, revoked when replaced or closed. */
  image: { id: string; src: string } | null;
  answer: string;
  error: string;
  /** The error is the answer not matching the picture: said beside the picture, the field marked invalid. */
  mismatch: boolean;
  busy: boolean;
  /** The accessible alternative's progress while the device proves itself. */
  proof: ProofProgress | null;
}

export type OnSolved = (nonce: string) => void | Promise<void>;

/** The share of the expected work shown done: never full before the answer, as the work may run past its average. */
const MAX_SHOWN_PERCENT = 95;

/**
 * What the progress says: the percent of the expected work done, and about how many seconds are left at this device's
 * speed (null once the work runs past its average, or before the device's speed is known).
 */
export function proofView(p: ProofProgress): { percent: number; secondsLeft: number | null } {
  if (p.phase === 'asking') return { percent: 0, secondsLeft: null };
  if (p.phase === 'checking') return { percent: 100, secondsLeft: null };
  const percent = Math.min(MAX_SHOWN_PERCENT, Math.floor((100 * p.tried) / p.expected));
  const left = p.expected - p.tried;
  return { percent, secondsLeft: p.perSecond > 0 && left > 0 ? Math.max(1, Math.ceil(left / p.perSecond)) : null };
}

export function createCaptchaFlow(account: LoginAccount, purpose: CaptchaPurpose) {
  const $captcha = map<CaptchaState>({ image: null, answer: '', error: '', mismatch: false, busy: false, proof: null });
  let open = new AbortController();

  const showImage = (image: CaptchaState['image']) => {
    const old = $captcha.get().image;
    if (old) URL.revokeObjectURL(old.src);
    $captcha.setKey('image', image);
  };

  async function refresh(): Promise<void> {
    const { signal } = open;
    $captcha.setKey('answer', '');
    try {
      const image = await loadCaptcha(account, purpose);
      if (signal.aborted) URL.revokeObjectURL(image.src);
      else showImage(image);
    } catch (err) {
      if (!signal.aborted) $captcha.set({ ...$captcha.get(), error: failureText(err), mismatch: false });
    }
  }

  /**
   * Solves, then spends the nonce. `typed`: the answer was the shopper's reading of the picture, so the check's
   * refusal (1101002) means the characters did not match it; the device's proof and the call that spends the nonce
   * say what their own refusals mean.
   */
  async function finish(solve: (signal: AbortSignal) => Promise<string>, onSolved: OnSolved, typed: boolean): Promise<void> {
    const { signal } = open;
    $captcha.set({ ...$captcha.get(), busy: true, error: '', mismatch: false });
    let solving = true;
    try {
      const nonce = await solve(signal);
      solving = false;
      await onSolved(nonce);
    } catch (err) {
      if (signal.aborted) return;
      const mismatch = typed && solving && err instanceof ApiError && err.code === ERR.INVALID_CODE;
      $captcha.set({ ...$captcha.get(), error: mismatch ? tr('login.captchaMismatch') : failureText(err), mismatch });
      await refresh();
    } finally {
      $captcha.set({ ...$captcha.get(), busy: false, proof: null });
    }
  }

  return {
    $captcha,
    /** The popup opened: its first picture. */
    start(): void {
      open = new AbortController();
      void refresh();
    },
    /** The popup closed: the work stops, answers still on their way are dropped, the picture is let go. */
    stop(): void {
      open.abort();
      showImage(null);
    },
    refresh,
    type(value: string): void {
      $captcha.setKey('answer', value.toUpperCase().slice(0, CAPTCHA_LENGTH));
    },
    confirm(onSolved: OnSolved): Promise<void> {
      const { image, answer, busy } = $captcha.get();
      if (!image || !isCaptchaAnswer(answer) || busy) return Promise.resolve();
      return finish(() => solveCaptcha(account, image.id, answer), onSolved, true);
    },
    proveDevice(onSolved: OnSolved): Promise<void> {
      if ($captcha.get().busy) return Promise.resolve();
      return finish((signal) => solveProofOfWork(account, purpose, (p) => $captcha.setKey('proof', p), signal), onSolved, false);
    },
  };
}

export type CaptchaFlow = ReturnType<typeof createCaptchaFlow>;
