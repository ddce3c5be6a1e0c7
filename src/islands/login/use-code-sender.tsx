/**
 * Sending a one-time code (spec §4 steps 2–3, and every resend): the captcha popup first, then the code of this type
 * to the account, then the 60 s countdown before the next send. Views render `dialog` and call `send(account)`.
 */
import { useState, type ReactNode } from 'react';
import { CODE_PURPOSE, type CodeType } from '../../shared/contract/constants';
import { sendCode, type LoginAccount } from '../../stores/login-flow';
import { useT } from '../locale';
import CaptchaDialog from './CaptchaDialog';
import { useCountdown } from './hooks';
import { failureText } from './failure';

interface Options {
  codeType: CodeType;
  onSent: (account: LoginAccount) => void;
  onError: (message: string) => void;
}

export interface CodeSender {
  /** Seconds before the next send is allowed. */
  left: number;
  send: (account: LoginAccount) => void;
  /** Starts the countdown for a code sent elsewhere (the code view after the phone or e-mail view). */
  startCountdown: () => void;
  dialog: ReactNode;
}

export function useCodeSender({ codeType, onSent, onError }: Options): CodeSender {
  const t = useT();
  const [left, startCountdown] = useCountdown();
  const [account, setAccount] = useState<LoginAccount | null>(null);
  const dialog = account && (
    <CaptchaDialog
      account={account}
      purpose={CODE_PURPOSE[codeType]}
      onClose={() => setAccount(null)}
      onSolved={async (nonce) => {
        try {
          await sendCode(account, codeType, nonce);
          startCountdown();
          onSent(account);
        } catch (err) {
          onError(failureText(err, t));
        }
        setAccount(null);
      }}
    />
  );
  return { left, send: setAccount, startCountdown, dialog };
}

/** The button next to a code field that sends the code to `account` (null: nothing to send to yet), or counts down. */
export function SendCodeButton({ sender, account, ready = true }: { sender: CodeSender; account: LoginAccount | null; ready?: boolean }) {
  const t = useT();
  return (
    <button
      type="button"
      className="btn btn-secondary"
      disabled={!account || !ready || sender.left > 0}
      onClick={() => account && sender.send(account)}
    >
      {sender.left > 0 ? t('login.resendIn', { seconds: sender.left }) : t('login.sendCode')}
    </button>
  );
}
