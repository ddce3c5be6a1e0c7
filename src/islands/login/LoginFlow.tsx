/**
 * The login views of spec §2 and §4: phone (WhatsApp), e-mail, password, code entry, password reset and success.
 * On phones each view is its own route (/login, /emailLogin, /accountLogin, /verificationCode, /forgetPassword);
 * on desktop they are the numbered steps of one modal (1 phone, 2 code, 3 password, 4 reset, 5 success, 7 e-mail).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useUniqueId } from '../use-unique-id';
import { ApiError } from '../../shared/errors';
import { localizePath } from '../../shared/lang';
import { maskAccount } from '../../shared/mask';
import {
  ACCOUNT_TYPE,
  CODE_LENGTH,
  DIAL_CODES,
  digitsOnly,
  isValidCode,
  isValidEmail,
  isValidPassword,
  isValidPhone,
  PASSWORD_INPUT_MAX_LENGTH,
  phoneMaxLength,
  type DialCode,
} from '../../shared/validation';
import { errorText } from '../../stores/api';
import { $lang, tr } from '../../stores/i18n';
import {
  accountText,
  CODE_TYPE,
  loginWithCode,
  loginWithPassword,
  rememberAccount,
  rememberedAccount,
  resetPassword,
  returnAfterLogin,
  returnTarget,
  sendCode,
  startGoogleLogin,
  type CodeType,
  type LoginAccount,
} from '../../stores/login-flow';
import { whatsappLoginEnabled } from '../../stores/login-modal';
import { $localeInfo } from '../../stores/state';
import { clearToast, flashToast, showToast } from '../../stores/toast';
import CaptchaDialog from './CaptchaDialog';
import CodeInput from './CodeInput';
import DialPicker from './DialPicker';
import { useCountdown, useDesktop } from './hooks';
import './login.css';

export type LoginView = 'phone' | 'email' | 'password' | 'code' | 'forgot' | 'success';

/** The desktop modal's step numbers (spec §2). */
export const STEP: Record<LoginView, number> = { phone: 1, code: 2, password: 3, forgot: 4, success: 5, email: 7 };
const ROUTE: Record<Exclude<LoginView, 'success'>, string> = {
  phone: '/login',
  email: '/emailLogin',
  password: '/accountLogin',
  code: '/verificationCode',
  forgot: '/forgetPassword',
};

/** The login methods this country offers: the messaging-app switch and the country's app_control_conf (spec §2). */
export function useMethods(): { whatsapp: boolean; email: boolean } {
  const { currentCountry } = useStore($localeInfo);
  const control = currentCountry?.app_control_conf?.control_list;
  return { whatsapp: whatsappLoginEnabled() && control?.whatsapp !== false, email: control?.email !== false };
}

function failure(err: unknown): string {
  return err instanceof ApiError ? errorText(err) : tr('login.failed');
}

function Terms({ id, checked, onChange }: { id: string; checked: boolean; onChange: (v: boolean) => void }) {
  const lang = useStore($lang);
  const link = (path: string, key: string) => (
    <a href={localizePath(path, lang)} target="_blank" rel="noopener">
      {tr(key)}
    </a>
  );
  return (
    <div className="terms">
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />
      <label htmlFor={id}>{tr('login.agreePrefix')}</label>{' '}
      {link('/agreement', 'login.userAgreement')}, {link('/policyTerms', 'login.termsOfService')} {tr('login.and')}{' '}
      {link('/refundPolicy', 'login.refundPolicy')}
    </div>
  );
}

function PhoneField({ dial, number, onDial, onNumber, label }: { dial: DialCode; number: string; onDial: (d: DialCode) => void; onNumber: (n: string) => void; label: string }) {
  const id = useUniqueId();
  const invalid = number.length > 0 && !isValidPhone(dial, number);
  return (
    <div className="field-block">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className={invalid ? 'phone-field invalid' : 'phone-field'}>
        <DialPicker
          value={dial}
          onChange={(d) => {
            onDial(d);
            // A number of another country's format would be wrong: changing country clears it (spec §5).
            onNumber('');
          }}
        />
        <input
          id={id}
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={phoneMaxLength(dial)}
          value={number}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onInput={(e) => onNumber(digitsOnly(e.currentTarget.value, phoneMaxLength(dial)))}
        />
      </div>
      {invalid && (
        <p id={`${id}-error`} className="field-error">
          {tr('login.phoneError')}
        </p>
      )}
    </div>
  );
}

function EmailField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const id = useUniqueId();
  const invalid = value.length > 0 && !isValidEmail(value.trim());
  return (
    <div className="field-block">
      <label className="field-label" htmlFor={id}>
        {tr('login.email')}
      </label>
      <input
        id={id}
        className={invalid ? 'field invalid' : 'field'}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={64}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onInput={(e) => onChange(e.currentTarget.value)}
      />
      {invalid && (
        <p id={`${id}-error`} className="field-error">
          {tr('login.emailError')}
        </p>
      )}
    </div>
  );
}

function PasswordField({ label, value, onChange, autoComplete, maxLength = 64 }: { label: string; value: string; onChange: (v: string) => void; autoComplete: string; maxLength?: number }) {
  const id = useUniqueId();
  const [shown, setShown] = useState(false);
  const invalid = value.length > 0 && !isValidPassword(value);
  return (
    <div className="field-block">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className={invalid ? 'password-field invalid' : 'password-field'}>
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          maxLength={maxLength}
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onInput={(e) => onChange(e.currentTarget.value)}
        />
        <button type="button" className="btn-link" aria-pressed={shown} onClick={() => setShown(!shown)}>
          {shown ? tr('login.hidePassword') : tr('login.showPassword')}
        </button>
      </div>
      {invalid && (
        <p id={`${id}-error`} className="field-error">
          {tr('Login.password_error')}
        </p>
      )}
    </div>
  );
}

function AccountTabs({ value, onChange, phoneFirst }: { value: 'phone' | 'email'; onChange: (v: 'phone' | 'email') => void; phoneFirst: boolean }) {
  const tabs: ('phone' | 'email')[] = phoneFirst ? ['phone', 'email'] : ['email', 'phone'];
  return (
    <div className="tabs" role="radiogroup" aria-label={tr('login.accountKind')}>
      {tabs.map((t) => (
        <label key={t} className={value === t ? 'tab active' : 'tab'}>
          <input type="radio" name="account-kind" className="sr-only" checked={value === t} onChange={() => onChange(t)} />
          {tr(t === 'phone' ? 'login.tabPhone' : 'login.tabEmail')}
        </label>
      ))}
    </div>
  );
}

function OtherMethods({ current, go }: { current: LoginView; go: (v: LoginView) => void }) {
  const methods = useMethods();
  const desktop = useDesktop();
  const [error, setError] = useState('');
  const items: { view: LoginView; key: string }[] = [];
  if (methods.whatsapp && current !== 'phone') items.push({ view: 'phone', key: 'login.withWhatsapp' });
  if (methods.email && current !== 'email') items.push({ view: 'email', key: 'login.withEmail' });
  if (current !== 'password') items.push({ view: 'password', key: 'login.withPassword' });
  return (
    <nav className="other-methods" aria-label={tr('login.otherMethods')}>
      <p className="other-title">{tr('login.otherMethods')}</p>
      <ul>
        {items.map((i) => (
          <li key={i.view}>
            <button type="button" className="btn-outline" onClick={() => go(i.view)}>
              {tr(i.key)}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="btn-outline"
            onClick={() => startGoogleLogin(desktop).catch((err) => setError(failure(err)))}
          >
            {tr('login.withGoogle')}
          </button>
        </li>
      </ul>
      {error && <p className="field-error">{error}</p>}
    </nav>
  );
}

/** The captcha popup, then a code of this type sent to the account (spec §4 steps 2–3, and every resend). */
function SendCodeCaptcha({ account, codeType, onClose, onSent, onError }: { account: LoginAccount; codeType: CodeType; onClose: () => void; onSent: () => void; onError: (message: string) => void }) {
  return (
    <CaptchaDialog
      account={account}
      onClose={onClose}
      onSolved={async (nonce) => {
        try {
          await sendCode(account, codeType, nonce);
          onSent();
        } catch (err) {
          onError(failure(err));
        }
        onClose();
      }}
    />
  );
}

interface ViewProps {
  go: (view: LoginView) => void;
  /** True when going to another view loads another route (phones). */
  pageNavigation: boolean;
  done: () => void;
  account: LoginAccount | null;
  setAccount: (a: LoginAccount) => void;
}

/** Phone (WhatsApp) or e-mail: the account and terms, then the captcha, then a login code is sent. */
function RequestCodeView({ kind, go, setAccount, pageNavigation }: ViewProps & { kind: 'phone' | 'email' }) {
  const termsId = useUniqueId();
  const [dial, setDial] = useState<DialCode>(DIAL_CODES[0]);
  const [number, setNumber] = useState('');
  const [email, setEmail] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [captcha, setCaptcha] = useState(false);
  const [error, setError] = useState('');
  const account: LoginAccount = kind === 'phone' ? { type: ACCOUNT_TYPE.phone, dial, number } : { type: ACCOUNT_TYPE.email, email: email.trim() };
  const valid = kind === 'phone' ? isValidPhone(dial, number) : isValidEmail(email.trim());

  return (
    <>
      <form
        className="login-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (valid && agreed) setCaptcha(true);
        }}
      >
        {kind === 'phone' ? (
          <PhoneField dial={dial} number={number} onDial={setDial} onNumber={setNumber} label={tr('login.whatsappNumber')} />
        ) : (
          <EmailField value={email} onChange={setEmail} />
        )}
        <Terms id={termsId} checked={agreed} onChange={setAgreed} />
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={!valid || !agreed}>
          {tr('login.getCode')}
        </button>
      </form>
      {captcha && (
        <SendCodeCaptcha
          account={account}
          codeType={CODE_TYPE.login}
          onClose={() => setCaptcha(false)}
          onError={setError}
          onSent={() => {
            // On phones the code screen is another route: the message goes with it.
            if (pageNavigation) flashToast(tr('Login.SentSuccessfully'));
            else showToast(tr('Login.SentSuccessfully'));
            setAccount(account);
            go('code');
          }}
        />
      )}
    </>
  );
}

function CodeView({ account, go, done }: ViewProps) {
  const desktop = useDesktop();
  const id = useUniqueId();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [left, startCountdown] = useCountdown();
  const [captcha, setCaptcha] = useState(false);
  useEffect(startCountdown, []);

  if (!account) {
    return (
      <div className="login-form">
        <p>{tr('login.noAccount')}</p>
        <button type="button" className="btn btn-primary" onClick={() => go('phone')}>
          {tr('login.backToLogin')}
        </button>
      </div>
    );
  }

  const submit = async (value: string) => {
    if (!isValidCode(value) || busy) return;
    setBusy(true);
    setError('');
    // Mobile shows a 'logging in' toast with no timeout while the login runs (spec §4 step 4).
    const toast = desktop ? undefined : showToast(tr('login.loggingIn'), null);
    try {
      await loginWithCode(account, value);
      clearToast(toast);
      done();
    } catch (err) {
      clearToast(toast);
      setError(failure(err));
      setCode('');
    } finally {
      setBusy(false);
    }
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
        <p className="code-sent">{tr('login.codeSentTo', { account: maskAccount(accountText(account)) })}</p>
        <label id={`${id}-label`} className="field-label" htmlFor={id}>
          {tr('login.codeLabel')}
        </label>
        <CodeInput
          id={id}
          value={code}
          onChange={setCode}
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
            {tr('login.logIn')}
          </button>
        )}
        <button type="button" className="btn-link resend" disabled={left > 0} onClick={() => setCaptcha(true)}>
          {left > 0 ? tr('login.resendIn', { seconds: left }) : tr('login.resend')}
        </button>
      </form>
      {captcha && (
        <SendCodeCaptcha
          account={account}
          codeType={CODE_TYPE.login}
          onClose={() => setCaptcha(false)}
          onError={setError}
          onSent={() => {
            showToast(tr('Login.SentSuccessfully'));
            startCountdown();
          }}
        />
      )}
    </>
  );
}

/** The account part of the password and reset forms: phone (1) / e-mail (2) tabs, and the field of the tab. */
function useAccountChoice(phoneLabel: string) {
  const methods = useMethods();
  const [kind, setKind] = useState<'phone' | 'email'>(methods.whatsapp ? 'phone' : 'email');
  const [dial, setDial] = useState<DialCode>(DIAL_CODES[0]);
  const [number, setNumber] = useState('');
  const [email, setEmail] = useState('');
  const account: LoginAccount = kind === 'phone' ? { type: ACCOUNT_TYPE.phone, dial, number } : { type: ACCOUNT_TYPE.email, email: email.trim() };
  const valid = kind === 'phone' ? isValidPhone(dial, number) : isValidEmail(email.trim());
  const fields = (
    <>
      <AccountTabs
        value={kind}
        phoneFirst={methods.whatsapp}
        onChange={(k) => {
          // Switching the tab clears the account (spec §4).
          setKind(k);
          setNumber('');
          setEmail('');
        }}
      />
      {kind === 'phone' ? (
        <PhoneField dial={dial} number={number} onDial={setDial} onNumber={setNumber} label={phoneLabel} />
      ) : (
        <EmailField value={email} onChange={setEmail} />
      )}
    </>
  );
  return { account, valid, fields };
}

function PasswordView({ go, done }: ViewProps) {
  const termsId = useUniqueId();
  const choice = useAccountChoice(tr('login.phoneNumber'));
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
        <PasswordField label={tr('login.password')} value={password} onChange={setPassword} autoComplete="current-password" maxLength={PASSWORD_INPUT_MAX_LENGTH} />
        <Terms id={termsId} checked={agreed} onChange={setAgreed} />
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={!valid}>
          {tr('login.logIn')}
        </button>
        <button type="button" className="btn-link" onClick={() => go('forgot')}>
          {tr('login.forgotPassword')}
        </button>
      </form>
      {captcha && (
        <CaptchaDialog
          account={account}
          onClose={() => setCaptcha(false)}
          onSolved={async (nonce) => {
            try {
              await loginWithPassword(account, password, nonce);
              setCaptcha(false);
              done();
            } catch (err) {
              setCaptcha(false);
              setError(failure(err));
            }
          }}
        />
      )}
    </>
  );
}

function ForgotView({ go, mode }: ViewProps & { mode: 'page' | 'modal' }) {
  const desktop = useDesktop();
  const codeId = useUniqueId();
  const choice = useAccountChoice(tr('login.whatsappNumber'));
  const { account, valid: accountValid } = choice;
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [captcha, setCaptcha] = useState(false);
  const [error, setError] = useState('');
  const [left, startCountdown] = useCountdown();
  const repeatInvalid = repeat.length > 0 && repeat !== password;
  const valid = accountValid && isValidCode(code) && isValidPassword(password) && repeat === password;

  const submit = async () => {
    setError('');
    try {
      await resetPassword(account, code, password);
      if (desktop) {
        showToast(tr('login.modified'));
        go('password');
      } else {
        flashToast(tr('login.modified'));
        location.assign(localizePath(ROUTE.phone, $lang.get()));
      }
    } catch (err) {
      setError(failure(err));
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
            {tr('login.codeLabel')}
          </label>
          <div className="code-row">
            <CodeInput id={codeId} value={code} onChange={setCode} boxes={false} />
            <button type="button" className="btn btn-secondary" disabled={!accountValid || left > 0} onClick={() => setCaptcha(true)}>
              {left > 0 ? tr('login.resendIn', { seconds: left }) : tr('login.sendCode')}
            </button>
          </div>
        </div>
        <PasswordField label={tr('login.newPassword')} value={password} onChange={setPassword} autoComplete="new-password" />
        <div className="field-block">
          <PasswordField label={tr('login.repeatPassword')} value={repeat} onChange={setRepeat} autoComplete="new-password" />
          {repeatInvalid && <p className="field-error">{tr('login.repeatError')}</p>}
        </div>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <div className={mode === 'modal' ? 'dialog-actions' : ''}>
          {mode === 'modal' && (
            <button type="button" className="btn btn-secondary" onClick={() => go('password')}>
              {tr('login.cancel')}
            </button>
          )}
          <button type="submit" className="btn btn-primary" disabled={!valid}>
            {tr('login.confirm')}
          </button>
        </div>
      </form>
      {captcha && (
        <SendCodeCaptcha
          account={account}
          codeType={CODE_TYPE.reset}
          onClose={() => setCaptcha(false)}
          onError={setError}
          onSent={() => {
            showToast(tr('Login.SentSuccessfully'));
            startCountdown();
          }}
        />
      )}
    </>
  );
}

const TITLES: Record<LoginView, string> = {
  phone: 'login.titlePhone',
  email: 'login.titleEmail',
  password: 'login.titlePassword',
  code: 'login.titleCode',
  forgot: 'login.titleForgot',
  success: 'login.titleSuccess',
};

interface FlowProps {
  initialView: LoginView;
  mode: 'page' | 'modal';
  /** The modal's close (step 5 closes it too). */
  onClose?: () => void;
  titleId: string;
  /** Shown above the views while the page finishes a Google return. */
  notice?: ReactNode;
}

export default function LoginFlow({ initialView, mode, onClose, titleId, notice }: FlowProps) {
  const desktop = useDesktop();
  const [view, setView] = useState<LoginView>(initialView);
  const [account, setAccountState] = useState<LoginAccount | null>(() => rememberedAccount());

  const setAccount = (a: LoginAccount) => {
    rememberAccount(a);
    setAccountState(a);
  };
  /** Phones change route (so Back works); desktop changes the modal's step. */
  const go = (next: LoginView) => {
    if (mode === 'page' && !desktop && next !== 'success') location.assign(localizePath(ROUTE[next], $lang.get()));
    else setView(next);
  };
  const done = () => {
    if (desktop) setView('success');
    else void returnAfterLogin();
  };
  const finish = () => {
    if (mode === 'modal') onClose?.();
    else location.replace(returnTarget().href);
  };

  const props: ViewProps = { go, done, account, setAccount, pageNavigation: mode === 'page' && !desktop };
  return (
    <div className="login-flow" data-step={STEP[view]}>
      <div className="login-head">
        {view === 'code' && (
          <button type="button" className="icon-button" aria-label={tr('login.back')} onClick={() => go(account?.type === ACCOUNT_TYPE.email ? 'email' : 'phone')}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M15 4.5 7.5 12l7.5 7.5" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        )}
        <h1 id={titleId} className="login-title">
          {tr(TITLES[view])}
        </h1>
        {mode === 'modal' && view !== 'success' && (
          <button type="button" className="icon-button close" aria-label={tr('login.close')} onClick={onClose}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="m6 6 12 12M18 6 6 18" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        )}
      </div>
      {notice}
      {view === 'phone' && <RequestCodeView {...props} kind="phone" />}
      {view === 'email' && <RequestCodeView {...props} kind="email" />}
      {view === 'code' && <CodeView {...props} />}
      {view === 'password' && <PasswordView {...props} />}
      {view === 'forgot' && <ForgotView {...props} mode={mode} />}
      {view === 'success' && (
        <div className="login-form success">
          <p role="status">{tr('login.success')}</p>
          <button type="button" className="btn btn-primary" onClick={finish} autoFocus>
            {tr('login.continue')}
          </button>
        </div>
      )}
      {(view === 'phone' || view === 'email' || view === 'password') && <OtherMethods current={view} go={go} />}
    </div>
  );
}
