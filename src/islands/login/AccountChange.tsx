/**
 * Changing a signed-in member's phone or e-mail (spec §2: /verifyPhone → /bindPhone, /verifyEmail → /bindEmail):
 * prove the current one with a code, then enter the new one and its code. Every code send passes the captcha first.
 * A member without a current one binds straight away; a guest is sent to log in.
 */
import { useEffect, useId, useState } from 'react';
import { localizePath } from '../../shared/lang';
import { maskAccount } from '../../shared/mask';
import { checkEmail, checkPhone, updateEmail, updateMobile } from '../../shared/contract/refs/identity';
import type { MemberInfo } from '../../shared/contract/member';
import { ACCOUNT_TYPE, CODE_TYPE } from '../../shared/contract/constants';
import { memberInfo } from '../../shared/contract/refs/member';
import { DIAL_CODES, isValidCode, isValidEmail, isValidPhone, type DialCode } from '../../shared/contract/rules';
import { api, goToLogin } from '../../stores/api';
import { accountText, type LoginAccount, memberAccount } from '../../stores/login-flow';
import { $userInfo } from '../../stores/state';
import { flashToast, showToast } from '../../stores/toast';
import { island, useLocale, useT } from '../locale';
import CodeInput from './CodeInput';
import { failureText } from './failure';
import { EmailField, PhoneField } from './fields';
import { SendCodeButton, useCodeSender } from './use-code-sender';
import './login.css';

interface Props {
  kind: 'phone' | 'email';
  step: 'verify' | 'bind';
}

const quiet = { silent: true } as const;

function AccountChange({ kind, step }: Props) {
  const t = useT();
  const { lang } = useLocale();
  const codeId = useId();
  const [member, setMember] = useState<MemberInfo | null>(null);
  const [dial, setDial] = useState<DialCode>(DIAL_CODES[0]);
  const [number, setNumber] = useState('');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const sender = useCodeSender({
    codeType: step === 'verify' ? CODE_TYPE.verifyCurrent : CODE_TYPE.bindNew,
    onError: setError,
    onSent: () => showToast(t('Login.SentSuccessfully')),
  });

  useEffect(() => {
    api
      .request(memberInfo, {}, { noAuth: true, silent: true })
      .then((info) => {
        $userInfo.setKey('userInfo', info);
        // Nothing to prove yet: a member without a current one binds at once.
        if (step === 'verify' && !memberAccount(kind, info))
          location.replace(localizePath(kind === 'phone' ? '/bindPhone' : '/bindEmail', lang));
        else setMember(info);
      })
      .catch(() => goToLogin());
  }, [kind, step, lang]);

  if (!member) return <div className="me-skeleton" aria-hidden="true" />;
  const current = memberAccount(kind, member);
  const target: LoginAccount | null =
    step === 'verify'
      ? current
      : kind === 'phone'
        ? { type: ACCOUNT_TYPE.phone, dial, number }
        : { type: ACCOUNT_TYPE.email, email: email.trim() };
  const targetValid = step === 'verify' || (kind === 'phone' ? isValidPhone(dial, number) : isValidEmail(email.trim()));

  const confirm = async () => {
    setError('');
    try {
      if (step === 'verify') {
        await api.request(kind === 'phone' ? checkPhone : checkEmail, { check_code: code }, quiet);
        location.assign(localizePath(kind === 'phone' ? '/bindPhone' : '/bindEmail', lang));
        return;
      }
      const info =
        kind === 'phone'
          ? await api.request(updateMobile, { country_code: dial, phone: number, check_code: code }, quiet)
          : await api.request(updateEmail, { email: email.trim(), check_code: code }, quiet);
      $userInfo.setKey('userInfo', info);
      flashToast(t('login.modified'));
      location.assign(localizePath('/setting', lang));
    } catch (err) {
      setError(failureText(err, t));
    }
  };

  return (
    <>
      <form
        className="login-form change-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (targetValid && isValidCode(code)) void confirm();
        }}
      >
        {step === 'verify' && current ? (
          <p className="code-sent">
            {t(kind === 'phone' ? 'change.verifyPhoneText' : 'change.verifyEmailText', { account: maskAccount(accountText(current)) })}
          </p>
        ) : kind === 'phone' ? (
          <PhoneField dial={dial} number={number} onDial={setDial} onNumber={setNumber} label={t('change.newPhone')} />
        ) : (
          <EmailField value={email} onChange={setEmail} label={t('change.newEmail')} />
        )}
        <div className="field-block">
          <label className="field-label" htmlFor={codeId}>
            {t('login.codeLabel')}
          </label>
          <div className="code-row">
            <CodeInput id={codeId} value={code} onChange={setCode} boxes={false} invalid={!!error} />
            <SendCodeButton sender={sender} account={target} ready={targetValid} />
          </div>
        </div>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={!targetValid || !isValidCode(code)}>
          {step === 'verify' ? t('change.next') : t('login.confirm')}
        </button>
      </form>
      {sender.dialog}
    </>
  );
}

export default island(AccountChange);
