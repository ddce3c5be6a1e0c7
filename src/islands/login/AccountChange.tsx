/**
 * Changing a signed-in member's phone or e-mail (spec §2: /verifyPhone → /bindPhone, /verifyEmail → /bindEmail):
 * prove the current one with a code, then enter the new one and its code. A member without a current one binds
 * straight away; a guest is sent to log in.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { useUniqueId } from '../use-unique-id';
import { ApiError } from '../../shared/errors';
import { localizePath } from '../../shared/lang';
import { maskAccount } from '../../shared/mask';
import { ACCOUNT_TYPE, DIAL_CODES, digitsOnly, isValidCode, isValidEmail, isValidPhone, phoneMaxLength, type DialCode } from '../../shared/validation';
import { api, errorText, goToLogin } from '../../stores/api';
import { $lang, tr } from '../../stores/i18n';
import { CODE_TYPE, sendCode, type LoginAccount } from '../../stores/login-flow';
import { $userInfo, type MemberInfo } from '../../stores/state';
import { flashToast, showToast } from '../../stores/toast';
import CodeInput from './CodeInput';
import DialPicker from './DialPicker';
import { useCountdown } from './hooks';
import './login.css';

interface Props {
  kind: 'phone' | 'email';
  step: 'verify' | 'bind';
}

const quiet = { silent: true } as const;

/** The member's current phone ('62812…') as the login account shape. */
function currentAccount(kind: 'phone' | 'email', m: MemberInfo): LoginAccount | null {
  if (kind === 'email') return m.email ? { type: ACCOUNT_TYPE.email, email: m.email } : null;
  if (!m.phone) return null;
  const dial = (DIAL_CODES.find((d) => m.phone.startsWith(d)) ?? DIAL_CODES[0]) as DialCode;
  return { type: ACCOUNT_TYPE.phone, dial, number: m.phone.slice(dial.length) };
}

export default function AccountChange({ kind, step }: Props) {
  const lang = useStore($lang);
  const codeId = useUniqueId();
  const [member, setMember] = useState<MemberInfo | null>(null);
  const [dial, setDial] = useState<DialCode>(DIAL_CODES[0]);
  const [number, setNumber] = useState('');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [left, startCountdown] = useCountdown();

  useEffect(() => {
    api
      .call<MemberInfo>('member/user/info', { noAuth: true, silent: true })
      .then((info) => {
        $userInfo.setKey('userInfo', info);
        // Nothing to prove yet: a member without a current one binds at once.
        if (step === 'verify' && !currentAccount(kind, info)) location.replace(localizePath(kind === 'phone' ? '/bindPhone' : '/bindEmail', lang));
        else setMember(info);
      })
      .catch(() => goToLogin());
  }, [kind, step, lang]);

  if (!member) return <div className="me-skeleton" aria-hidden="true" />;
  const current = currentAccount(kind, member);
  const target: LoginAccount | null =
    step === 'verify' ? current : kind === 'phone' ? { type: ACCOUNT_TYPE.phone, dial, number } : { type: ACCOUNT_TYPE.email, email: email.trim() };
  const targetValid = step === 'verify' || (kind === 'phone' ? isValidPhone(dial, number) : isValidEmail(email.trim()));
  const fail = (err: unknown) => setError(err instanceof ApiError ? errorText(err) : tr('login.failed'));

  const send = async () => {
    if (!target || !targetValid) return;
    setError('');
    try {
      await sendCode(target, step === 'verify' ? CODE_TYPE.verifyCurrent : CODE_TYPE.bindNew);
      showToast(tr('Login.SentSuccessfully'));
      startCountdown();
    } catch (err) {
      fail(err);
    }
  };

  const confirm = async () => {
    setError('');
    try {
      if (step === 'verify') {
        await api.call(kind === 'phone' ? 'member/user/check_phone' : 'member/user/check_email', { body: { check_code: code }, ...quiet });
        location.assign(localizePath(kind === 'phone' ? '/bindPhone' : '/bindEmail', lang));
        return;
      }
      const body = kind === 'phone' ? { country_code: dial, phone: number, check_code: code } : { email: email.trim(), check_code: code };
      const info = await api.call<MemberInfo>(kind === 'phone' ? 'member/user/update_mobile' : 'member/user/update_email', { method: 'PUT', body, ...quiet });
      $userInfo.setKey('userInfo', info);
      flashToast(tr('login.modified'));
      location.assign(localizePath('/setting', lang));
    } catch (err) {
      fail(err);
    }
  };

  return (
    <form
      className="login-form change-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (targetValid && isValidCode(code)) void confirm();
      }}
    >
      {step === 'verify' && current ? (
        <p className="code-sent">{tr(kind === 'phone' ? 'change.verifyPhoneText' : 'change.verifyEmailText', { account: maskAccount(kind === 'phone' ? current.type === ACCOUNT_TYPE.phone ? current.number : '' : member.email) })}</p>
      ) : kind === 'phone' ? (
        <div className="field-block">
          <label className="field-label" htmlFor={`${codeId}-phone`}>
            {tr('change.newPhone')}
          </label>
          <div className="phone-field">
            <DialPicker
              value={dial}
              onChange={(d) => {
                setDial(d);
                setNumber('');
              }}
            />
            <input
              id={`${codeId}-phone`}
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={phoneMaxLength(dial)}
              value={number}
              onInput={(e) => setNumber(digitsOnly(e.currentTarget.value, phoneMaxLength(dial)))}
            />
          </div>
        </div>
      ) : (
        <div className="field-block">
          <label className="field-label" htmlFor={`${codeId}-email`}>
            {tr('change.newEmail')}
          </label>
          <input id={`${codeId}-email`} className="field" type="email" autoComplete="email" maxLength={64} value={email} onInput={(e) => setEmail(e.currentTarget.value)} />
        </div>
      )}
      <div className="field-block">
        <label className="field-label" htmlFor={codeId}>
          {tr('login.codeLabel')}
        </label>
        <div className="code-row">
          <CodeInput id={codeId} value={code} onChange={setCode} boxes={false} invalid={!!error} />
          <button type="button" className="btn btn-secondary" disabled={!targetValid || left > 0} onClick={() => void send()}>
            {left > 0 ? tr('login.resendIn', { seconds: left }) : tr('login.sendCode')}
          </button>
        </div>
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={!targetValid || !isValidCode(code)}>
        {step === 'verify' ? tr('change.next') : tr('login.confirm')}
      </button>
    </form>
  );
}
