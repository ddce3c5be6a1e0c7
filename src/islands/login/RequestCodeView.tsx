/** Phone (WhatsApp) or e-mail login (spec §4 steps 1–3): the account and terms, then the captcha, then a code is sent. */
import { useState } from 'react';
import { ACCOUNT_TYPE, CODE_TYPE } from '../../shared/contract/constants';
import { DIAL_CODES, isValidEmail, isValidPhone, type DialCode } from '../../shared/contract/rules';
import type { LoginAccount } from '../../stores/login-flow';
import { flashToast, showToast } from '../../stores/toast';
import { useT } from '../locale';
import { EmailField, PhoneField, Terms } from './fields';
import { useCodeSender } from './use-code-sender';
import type { ViewProps } from './views';

export default function RequestCodeView({ kind, go, setAccount, pageNavigation }: ViewProps & { kind: 'phone' | 'email' }) {
  const t = useT();
  const [dial, setDial] = useState<DialCode>(DIAL_CODES[0]);
  const [number, setNumber] = useState('');
  const [email, setEmail] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState('');
  const account: LoginAccount =
    kind === 'phone' ? { type: ACCOUNT_TYPE.phone, dial, number } : { type: ACCOUNT_TYPE.email, email: email.trim() };
  const valid = kind === 'phone' ? isValidPhone(dial, number) : isValidEmail(email.trim());
  const sender = useCodeSender({
    codeType: CODE_TYPE.login,
    onError: setError,
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
          if (valid && agreed) sender.send(account);
        }}
      >
        {kind === 'phone' ? (
          <PhoneField dial={dial} number={number} onDial={setDial} onNumber={setNumber} label={t('login.whatsappNumber')} />
        ) : (
          <EmailField value={email} onChange={setEmail} />
        )}
        <Terms checked={agreed} onChange={setAgreed} />
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={!valid || !agreed}>
          {t('login.getCode')}
        </button>
      </form>
      {sender.dialog}
    </>
  );
}
