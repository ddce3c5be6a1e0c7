/**
 * Sending a one-time code (spec §4 steps 2–3, and every resend): the captcha popup for the account first, then the
 * code of this type to it, then the 60 s countdown before the next send (spec §9). One sender per form.
 */
import { atom } from 'nanostores';
import { CODE_RESEND_SECONDS } from '../../shared/constants';
import type { CodeType } from '../../shared/contract/constants';
import { type LoginAccount, sendCode } from '../login-flow';

/** Seconds left before the next send, counting down from `start()`. */
export function createCountdown(seconds = CODE_RESEND_SECONDS) {
  const $left = atom(0);
  let timer: ReturnType<typeof setInterval> | undefined;
  const stop = () => {
    clearInterval(timer);
    timer = undefined;
  };
  return {
    $left,
    start(): void {
      stop();
      $left.set(seconds);
      timer = setInterval(() => {
        $left.set($left.get() - 1);
        if ($left.get() <= 0) stop();
      }, 1000);
    },
    stop,
  };
}

export function createCodeSender(codeType: CodeType) {
  const countdown = createCountdown();
  /** The account the captcha popup is open for: the code goes there once it is solved. */
  const $asking = atom<LoginAccount | null>(null);
  return {
    $asking,
    $left: countdown.$left,
    /** Starts the countdown for a code sent elsewhere (the code view after the phone or e-mail view). */
    startCountdown: countdown.start,
    /** Opens the captcha popup for a code to `account`. */
    ask(account: LoginAccount): void {
      $asking.set(account);
    },
    cancel(): void {
      $asking.set(null);
    },
    /**
     * Sends the code with the solved captcha's nonce and starts the countdown; the popup closes either way. Answers
     * the account the code went to; throws what the send threw.
     */
    async send(nonce: string): Promise<LoginAccount> {
      const account = $asking.get();
      if (!account) throw new Error('no captcha open');
      try {
        await sendCode(account, codeType, nonce);
        countdown.start();
        return account;
      } finally {
        $asking.set(null);
      }
    },
    /** The form went away: the countdown stops. */
    stop: countdown.stop,
  };
}

export type CodeSender = ReturnType<typeof createCodeSender>;
