/** Code entry (spec §4 step 4): six boxes that submit themselves on phones, a field and a button on desktop. */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { maskAccount } from '../../shared/mask';
import { CODE_LENGTH } from '../../shared/contract/rules';
import { CODE_TYPE } from '../../shared/contract/constants';
import { accountText } from '../../stores/login-flow';
import { createLoginForm } from '../../stores/login/form';
import { clearToast, showToast } from '../../stores/toast';
import { useT } from '../locale';
import CodeInput from './CodeInput';
import { useDesktop } from './hooks';
import { useCodeSender } from './use-code-sender';
import type { ViewProps } from './views';

export default function CodeView({ account, go, done }: ViewProps) {
  const t = useT();
  const desktop = useDesktop();
  const id = useId();
  // Only the code of the form is typed here: the account is the one the code was sent to.
  const [form] = useState(() => createLoginForm('phone'));
  const { code, error, busy } = useStore(form.$form);
  const sender = useCodeSender({
    codeType: CODE_TYPE.login,
    onError: form.fail,
    onSent: () => showToast(t('Login.SentSuccessfully')),
  });
  // The code was sent by the view before this one: the resend waits from now.
  const { startCountdown } = sender;
  useEffect(() => startCountdown(), [startCountdown]);

  if (account === null) {
    return (
      <div className="login-form">
        <p>{t('login.noAccount')}</p>
        <button type="button" className="btn btn-primary" onClick={() => go('phone')}>
          {t('login.backToLogin')}
        </button>
      </div>
    );
  }

  const submit = async (value: string) => {
    if (busy || !account) return;
    // Mobile shows a 'logging in' toast with no timeout while the login runs (spec §4 step 4).
    const toast = desktop ? undefined : showToast(t('login.loggingIn'), null);
    const ok = await form.loginWithCode(account, value);
    clearToast(toast);
    if (ok) done();
  };

  return (
    <>
      <form
        className="login-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit(code);
        }}
      >
        <p className="code-sent">{account ? t('login.codeSentTo', { account: maskAccount(accountText(account)) }) : ' '}</p>
        <label id={`${id}-label`} className="field-label" htmlFor={id}>
          {t('login.codeLabel')}
        </label>
        <CodeInput
          id={id}
          value={code}
          onChange={(c) => form.set('code', c)}
          onComplete={desktop ? undefined : (c) => void submit(c)}
          boxes={!desktop}
          invalid={!!error}
          describedBy={error ? `${id}-error` : undefined}
        />
        {error && (
          <p id={`${id}-error`} className="field-error" role="alert">
            {error}
          </p>
        )}
        {desktop && (
          <button type="submit" className="btn btn-primary" disabled={code.length !== CODE_LENGTH || busy}>
            {t('login.logIn')}
          </button>
        )}
        <button
          type="button"
          className="btn-link resend"
          disabled={!account || sender.left > 0}
          onClick={() => account && sender.send(account)}
        >
          {sender.left > 0 ? t('login.resendIn', { seconds: sender.left }) : t('login.resend')}
        </button>
      </form>
      {sender.dialog}
    </>
  );
}
