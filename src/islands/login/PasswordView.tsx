/** Password login (spec §4): account, password and terms, then the captcha, then the login. */
import { useState } from 'react';
import { CAPTCHA_PURPOSE } from '../../shared/contract/constants';
import { isValidPassword, PASSWORD_INPUT_MAX_LENGTH } from '../../shared/contract/rules';
import { loginWithPassword } from '../../stores/login-flow';
import { useT } from '../locale';
import { useAccountChoice } from './account-choice';
import CaptchaDialog from './CaptchaDialog';
import { failureText } from './failure';
import { PasswordField, Terms } from './fields';
import type { ViewProps } from './views';

export default function PasswordView({ go, done }: ViewProps) {
  const t = useT();
  const choice = useAccountChoice(t('login.phoneNumber'));
  const { account } = choice;
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [captcha, setCaptcha] = useState(false);
  const [error, setError] = useState('');
  const valid = choice.valid && isValidPassword(password) && agreed;

  return (
    <>
      <form
        className="login-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) setCaptcha(true);
        }}
      >
        {choice.fields}
        <PasswordField
          label={t('login.password')}
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          maxLength={PASSWORD_INPUT_MAX_LENGTH}
        />
        <Terms checked={agreed} onChange={setAgreed} />
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={!valid}>
          {t('login.logIn')}
        </button>
        <button type="button" className="btn-link" onClick={() => go('forgot')}>
          {t('login.forgotPassword')}
        </button>
      </form>
      {captcha && (
        <CaptchaDialog
          account={account}
          purpose={CAPTCHA_PURPOSE.password}
          onClose={() => setCaptcha(false)}
          onSolved={async (nonce) => {
            try {
              await loginWithPassword(account, password, nonce);
              setCaptcha(false);
              done();
            } catch (err) {
              setCaptcha(false);
              setError(failureText(err, t));
            }
          }}
        />
      )}
    </>
  );
}
