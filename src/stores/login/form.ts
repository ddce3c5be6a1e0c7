/**
 * A login form's fields and what submitting them does (spec §4, §5): the account (phone with its dial code, or
 * e-mail), the terms, a code and passwords; a code login, a password login with a solved captcha, a password reset.
 * One store per form (the views create theirs). A failure says why in the form, inline (the calls are silent).
 * Plain nanostores, as every login store: the login dialog comes with every catalog page, and nothing here is an
 * answer to cache, so @nanostores/query's runtime would be weight for nothing.
 */
import { map } from 'nanostores';
import { ACCOUNT_TYPE } from '../../shared/contract/constants';
import { DIAL_CODES, type DialCode, isValidCode, isValidEmail, isValidPassword, isValidPhone } from '../../shared/contract/rules';
import { failureText, type LoginAccount, loginWithCode, loginWithPassword, resetPassword } from '../login-flow';

export type AccountKind = 'phone' | 'email';

export interface LoginFormState {
  kind: AccountKind;
  dial: DialCode;
  number: string;
  email: string;
  agreed: boolean;
  code: string;
  password: string;
  repeat: string;
  /** What the last send or submit failed with. */
  error: string;
  busy: boolean;
}

type Field = Exclude<keyof LoginFormState, 'kind' | 'error' | 'busy'>;

/** The account as typed, in the shape the calls take (an e-mail trimmed). */
export function formAccount(f: LoginFormState): LoginAccount {
  return f.kind === 'phone'
    ? { type: ACCOUNT_TYPE.phone, dial: f.dial, number: f.number }
    : { type: ACCOUNT_TYPE.email, email: f.email.trim() };
}

export const accountValid = (f: LoginFormState): boolean =>
  f.kind === 'phone' ? isValidPhone(f.dial, f.number) : isValidEmail(f.email.trim());

/** The repeated new password, once typed, differs from the first. */
export const repeatDiffers = (f: LoginFormState): boolean => f.repeat.length > 0 && f.repeat !== f.password;

export const resetReady = (f: LoginFormState): boolean =>
  accountValid(f) && isValidCode(f.code) && isValidPassword(f.password) && f.repeat === f.password;

export function createLoginForm(kind: AccountKind) {
  const $form = map<LoginFormState>({
    kind,
    dial: DIAL_CODES[0],
    number: '',
    email: '',
    agreed: false,
    code: '',
    password: '',
    repeat: '',
    error: '',
    busy: false,
  });

  /** Runs a submit once at a time, its failure said in the form (then `onFailure`); answers whether it went through. */
  async function submit(run: () => Promise<unknown>, onFailure?: () => void): Promise<boolean> {
    if ($form.get().busy) return false;
    $form.set({ ...$form.get(), busy: true, error: '' });
    try {
      await run();
      $form.setKey('busy', false);
      return true;
    } catch (err) {
      $form.set({ ...$form.get(), busy: false, error: failureText(err) });
      onFailure?.();
      return false;
    }
  }

  return {
    $form,
    submit,
    set<K extends Field>(field: K, value: LoginFormState[K]): void {
      $form.set({ ...$form.get(), [field]: value });
    },
    /** Switching between phone and e-mail clears the account (spec §4). */
    setKind(next: AccountKind): void {
      $form.set({ ...$form.get(), kind: next, number: '', email: '' });
    },
    /** A failure from elsewhere (a code send), said in the form. */
    fail(message: string): void {
      $form.setKey('error', message);
    },
    /** Logs in with the code typed for the account it was sent to; a wrong code is cleared for the next try. */
    loginWithCode(account: LoginAccount, code: string): Promise<boolean> {
      if (!isValidCode(code)) return Promise.resolve(false);
      return submit(
        () => loginWithCode(account, code),
        () => $form.setKey('code', ''),
      );
    },
    /** Logs in with the password typed and the nonce of the solved captcha. */
    loginWithPassword(nonce: string): Promise<boolean> {
      const f = $form.get();
      return submit(() => loginWithPassword(formAccount(f), f.password, nonce));
    },
    resetPassword(): Promise<boolean> {
      const f = $form.get();
      if (!resetReady(f)) return Promise.resolve(false);
      return submit(() => resetPassword(formAccount(f), f.code, f.password));
    },
  };
}

export type LoginForm = ReturnType<typeof createLoginForm>;
