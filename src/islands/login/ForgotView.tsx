/** Password reset (spec §4): the account, a reset code (captcha first), the new password twice. */
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { CODE_TYPE } from '../../shared/contract/constants';
import { localizePath } from '../../shared/lang';
import { accountValid, createLoginForm, formAccount, repeatDiffers, resetReady } from '../../stores/login/form';
import { flashToast, showToast } from '../../stores/toast';
import { useLocale, useT } from '../locale';
import { AccountChoice, useFirstKind } from './account-choice';
import CodeInput from './CodeInput';
import { PasswordField } from './fields';
import { useDesktop } from './hooks';
import { SendCodeButton, useCodeSender } from './use-code-sender';
import { ROUTE, type ViewProps } from './views';

export default function ForgotView({ go, mode, close }: ViewProps) {
  const t = useT();
  const { lang } = useLocale();
  const desktop = useDesktop();
  const codeId = useId();
  const firstKind = useFirstKind();
  const [form] = useState(() => createLoginForm(firstKind));
  const f = useStore(form.$form);
  const sender = useCodeSender({
    codeType: CODE_TYPE.reset,
    onError: form.fail,
    onSent: () => showToast(t('Login.SentSuccessfully')),
  });

  const submit = async () => {
    if (!(await form.resetPassword())) return;
    if (mode === 'modal') {
      // The desktop dialog closes with the message (spec §4 password reset).
      showToast(t('login.modified'));
      close?.();
    } else if (desktop) {
      showToast(t('login.modified'));
      go('password');
    } else {
      flashToast(t('login.modified'));
      location.assign(localizePath(ROUTE.phone, lang));
    }
  };

  return (
    <>
      <form
        className="login-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <AccountChoice form={form} phoneLabel={t('login.whatsappNumber')} />
        <div className="field-block">
          <label className="field-label" htmlFor={codeId}>
            {t('login.codeLabel')}
          </label>
          <div className="code-row">
            <CodeInput id={codeId} value={f.code} onChange={(c) => form.set('code', c)} boxes={false} />
            <SendCodeButton sender={sender} account={formAccount(f)} ready={accountValid(f)} />
          </div>
        </div>
        <PasswordField
          label={t('login.newPassword')}
          value={f.password}
          onChange={(v) => form.set('password', v)}
          autoComplete="new-password"
        />
        <PasswordField
          label={t('login.repeatPassword')}
          value={f.repeat}
          onChange={(v) => form.set('repeat', v)}
          autoComplete="new-password"
          error={repeatDiffers(f) ? t('login.repeatError') : undefined}
        />
        {f.error && (
          <p className="field-error" role="alert">
            {f.error}
          </p>
        )}
        <div className={mode === 'modal' ? 'dialog-actions' : ''}>
          {mode === 'modal' && (
            <button type="button" className="btn btn-secondary" onClick={() => go('password')}>
              {t('login.cancel')}
            </button>
          )}
          <button type="submit" className="btn btn-primary" disabled={!resetReady(f)}>
            {t('login.confirm')}
          </button>
        </div>
      </form>
      {sender.dialog}
    </>
  );
}
