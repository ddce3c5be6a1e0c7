/** Password login (spec §4): account, password and terms, then the captcha, then the login. */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { CAPTCHA_PURPOSE } from '../../shared/contract/constants';
import { isValidPassword, PASSWORD_INPUT_MAX_LENGTH } from '../../shared/contract/rules';
import { accountValid, createLoginForm, formAccount } from '../../stores/login/form';
import { useT } from '../locale';
import { AccountChoice, useFirstKind } from './account-choice';
import CaptchaDialog from './CaptchaDialog';
import { PasswordField } from './fields';
import { Terms } from './Terms';
import type { ViewProps } from './views';

export default function PasswordView({ go, done }: ViewProps) {
  const t = useT();
  const firstKind = useFirstKind();
  const [form] = useState(() => createLoginForm(firstKind));
  const f = useStore(form.$form);
  // Whether the captcha popup is open: the popup's own flow is its store's.
  const [captcha, setCaptcha] = useState(false);
  const valid = accountValid(f) && isValidPassword(f.password) && f.agreed;

  return (
    <>
      <form
        className="login-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) setCaptcha(true);
        }}
      >
        <AccountChoice form={form} phoneLabel={t('login.phoneNumber')} />
        <PasswordField
          label={t('login.password')}
          value={f.password}
          onChange={(v) => form.set('password', v)}
          autoComplete="current-password"
          maxLength={PASSWORD_INPUT_MAX_LENGTH}
        />
        <Terms checked={f.agreed} onChange={(v) => form.set('agreed', v)} />
        {f.error && (
          <p className="field-error" role="alert">
            {f.error}
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
          account={formAccount(f)}
          purpose={CAPTCHA_PURPOSE.password}
          onClose={() => setCaptcha(false)}
          onSolved={async (nonce) => {
            const ok = await form.loginWithPassword(nonce);
            setCaptcha(false);
            if (ok) done();
          }}
        />
      )}
    </>
  );
}
