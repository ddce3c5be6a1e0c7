/**
 * Changing a signed-in member's phone or e-mail (spec §2: /verifyPhone → /bindPhone, /verifyEmail → /bindEmail):
 * prove the current one with a code, then enter the new one and its code. Every code send passes the captcha first.
 * A member without a current one binds straight away; a guest is sent to log in. The flow is the store's
 * (stores/login/account-change.ts).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { CODE_TYPE } from '../../shared/contract/constants';
import { maskAccount } from '../../shared/mask';
import { accountText } from '../../stores/login-flow';
import { type ChangeStep, createAccountChange } from '../../stores/login/account-change';
import type { AccountKind } from '../../stores/login/form';
import { showToast } from '../../stores/toast';
import { island, useLocale, useT } from '../locale';
import CodeInput from './CodeInput';
import { EmailField, PhoneField } from './fields';
import { SendCodeButton, useCodeSender } from './use-code-sender';
import './login.css';

function AccountChange({ kind, step }: { kind: AccountKind; step: ChangeStep }) {
  const t = useT();
  const { lang } = useLocale();
  const codeId = useId();
  const [change] = useState(() => createAccountChange(kind, step));
  const { form } = change;
  const member = useStore(change.$member);
  const f = useStore(form.$form);
  const sender = useCodeSender({
    codeType: step === 'verify' ? CODE_TYPE.verifyCurrent : CODE_TYPE.bindNew,
    onError: form.fail,
    onSent: () => showToast(t('Login.SentSuccessfully')),
  });
  useEffect(() => void change.load(lang), [change, lang]);

  if (!member) return <div className="me-skeleton" aria-hidden="true" />;
  const target = change.target(f, member);
  const targetValid = change.targetValid(f);

  return (
    <>
      <form
        className="login-form change-form"
        onSubmit={(e) => {
          e.preventDefault();
          void change.confirm(lang);
        }}
      >
        {step === 'verify' && target ? (
          <p className="code-sent">
            {t(kind === 'phone' ? 'change.verifyPhoneText' : 'change.verifyEmailText', { account: maskAccount(accountText(target)) })}
          </p>
        ) : kind === 'phone' ? (
          <PhoneField
            dial={f.dial}
            number={f.number}
            onDial={(d) => form.set('dial', d)}
            onNumber={(n) => form.set('number', n)}
            label={t('change.newPhone')}
          />
        ) : (
          <EmailField value={f.email} onChange={(e) => form.set('email', e)} label={t('change.newEmail')} />
        )}
        <div className="field-block">
          <label className="field-label" htmlFor={codeId}>
            {t('login.codeLabel')}
          </label>
          <div className="code-row">
            <CodeInput id={codeId} value={f.code} onChange={(c) => form.set('code', c)} boxes={false} invalid={!!f.error} />
            <SendCodeButton sender={sender} account={target} ready={targetValid} />
          </div>
        </div>
        {f.error && (
          <p className="field-error" role="alert">
            {f.error}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={!change.ready(f)}>
          {step === 'verify' ? t('change.next') : t('login.confirm')}
        </button>
      </form>
      {sender.dialog}
    </>
  );
}

export default island(AccountChange);
