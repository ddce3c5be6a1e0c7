/**
 * Sending a one-time code (spec §4 steps 2–3, and every resend): the captcha popup first, then the code of this type
 * to the account, then the 60 s countdown before the next send (stores/login/code-sender.ts). Views render `dialog`
 * and call `send(account)`.
 */
import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect, useState } from 'react';
import { CODE_PURPOSE, type CodeType } from '../../shared/contract/constants';
import { failureText, type LoginAccount } from '../../stores/login-flow';
import { createCodeSender } from '../../stores/login/code-sender';
import { useT } from '../locale';
import CaptchaDialog from './CaptchaDialog';

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
  const [sender] = useState(() => createCodeSender(codeType));
  useEffect(() => sender.stop, [sender]);
  const left = useStore(sender.$left);
  const account = useStore(sender.$asking);
  const dialog = account && (
    <CaptchaDialog
      account={account}
      purpose={CODE_PURPOSE[codeType]}
      onClose={sender.cancel}
      onSolved={async (nonce) => {
        try {
          onSent(await sender.send(nonce));
        } catch (err) {
          onError(failureText(err));
        }
      }}
    />
  );
  return { left, send: sender.ask, startCountdown: sender.startCountdown, dialog };
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
