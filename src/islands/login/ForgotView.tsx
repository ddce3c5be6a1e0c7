/** Password reset (spec §4): the account, a reset code (captcha first), the new password twice. */
import { useId, useState } from 'react';
import { localizePath } from '../../shared/lang';
import { isValidCode, isValidPassword } from '../../shared/contract/rules';
import { CODE_TYPE } from '../../shared/contract/constants';
import { resetPassword } from '../../stores/login-flow';
import { flashToast, showToast } from '../../stores/toast';
import { useLocale, useT } from '../locale';
import { useAccountChoice } from './account-choice';
import CodeInput from './CodeInput';
import { failureText } from './failure';
import { PasswordField } from './fields';
import { useDesktop } from './hooks';
import { SendCodeButton, useCodeSender } from './use-code-sender';
import { ROUTE, type ViewProps } from './views';

export default function ForgotView({ go, mode }: ViewProps) {
  const t = useT();
  const { lang } = useLocale();
  const desktop = useDesktop();
  const codeId = useId();
  const choice = useAccountChoice(t('login.whatsappNumber'));
  const { account, valid: accountValid } = choice;
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState('');
  const sender = useCodeSender({
    codeType: CODE_TYPE.reset,
    onError: setError,
    onSent: () => showToast(t('Login.SentSuccessfully')),
  });
  const repeatInvalid = repeat.length > 0 && repeat !== password;
  const valid = accountValid && isValidCode(code) && isValidPassword(password) && repeat === password;

  const submit = async () => {
    setError('');
    try {
      await resetPassword(account, code, password);
      if (desktop) {
        showToast(t('login.modified'));
        go('password');
      } else {
        flashToast(t('login.modified'));
        location.assign(localizePath(ROUTE.phone, lang));
      }
    } catch (err) {
      setError(failureText(err, t));
    }
  };

  return (
    <>
      <form
        className="login-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) void submit();
        }}
      >
        {choice.fields}
        <div className="field-block">
          <label className="field-label" htmlFor={codeId}>
            {t('login.codeLabel')}
          </label>
          <div className="code-row">
            <CodeInput id={codeId} value={code} onChange={setCode} boxes={false} />
            <SendCodeButton sender={sender} account={account} ready={accountValid} />
          </div>
        </div>
        <PasswordField label={t('login.newPassword')} value={password} onChange={setPassword} autoComplete="new-password" />
        <PasswordField
          label={t('login.repeatPassword')}
          value={repeat}
          onChange={setRepeat}
          autoComplete="new-password"
          error={repeatInvalid ? t('login.repeatError') : undefined}
        />
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <div className={mode === 'modal' ? 'dialog-actions' : ''}>
          {mode === 'modal' && (
            <button type="button" className="btn btn-secondary" onClick={() => go('password')}>
              {t('login.cancel')}
            </button>
          )}
          <button type="submit" className="btn btn-primary" disabled={!valid}>
            {t('login.confirm')}
          </button>
        </div>
      </form>
      {sender.dialog}
    </>
  );
}
