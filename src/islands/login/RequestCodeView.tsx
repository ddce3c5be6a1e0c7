/** Phone (WhatsApp) or e-mail login (spec §4 steps 1–3): the account and terms, then the captcha, then a code is sent. */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { CODE_TYPE } from '../../shared/contract/constants';
import { accountValid, createLoginForm, formAccount } from '../../stores/login/form';
import { flashToast, showToast } from '../../stores/toast';
import { useT } from '../locale';
import { EmailField, PhoneField } from './fields';
import { Terms } from './Terms';
import { useCodeSender } from './use-code-sender';
import type { ViewProps } from './views';

export default function RequestCodeView({ kind, go, setAccount, pageNavigation }: ViewProps & { kind: 'phone' | 'email' }) {
  const t = useT();
  const [form] = useState(() => createLoginForm(kind));
  const f = useStore(form.$form);
  const valid = accountValid(f);
  const sender = useCodeSender({
    codeType: CODE_TYPE.login,
    onError: form.fail,
    onSent: (sentTo) => {
      // On phones the code screen is another route: the message goes with it.
      if (pageNavigation) flashToast(t('Login.SentSuccessfully'));
      else showToast(t('Login.SentSuccessfully'));
      setAccount(sentTo);
      go('code');
    },
  });

  return (
    <>
      <form
        className="login-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (valid && f.agreed) sender.send(formAccount(f));
        }}
      >
        {kind === 'phone' ? (
          <PhoneField
            dial={f.dial}
            number={f.number}
            onDial={(d) => form.set('dial', d)}
            onNumber={(n) => form.set('number', n)}
            label={t('login.whatsappNumber')}
          />
        ) : (
          <EmailField value={f.email} onChange={(e) => form.set('email', e)} />
        )}
        <Terms checked={f.agreed} onChange={(v) => form.set('agreed', v)} />
        {f.error && (
          <p className="field-error" role="alert">
            {f.error}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={!valid || !f.agreed}>
          {t('login.getCode')}
        </button>
      </form>
      {sender.dialog}
    </>
  );
}
