/**
 * The login flow of spec §4 as actions the login views call: captcha, code sending, the login types, Google, password
 * reset, and what happens after a login (the session is in the HttpOnly cookie the BFF set; the member info fills
 * userInfo). Login, code and captcha calls are silent (spec §8): the views show what went wrong inline.
 */
import { atom, onMount } from 'nanostores';
import { LOGIN_REDIRECT_DELAY_MS } from '../shared/constants';
import type { SignedIn } from '../shared/contract/identity';
import {
  captchaPow,
  captchaPowCheck,
  googleAuth,
  login,
  randomCode,
  randomCodeCheck,
  sendEmailCode,
  sendSmsCode,
  updatePassword,
} from '../shared/contract/refs/identity';
import type { MemberInfo } from '../shared/contract/member';
import {
  ACCOUNT_TYPE,
  CODE_TYPE,
  GOOGLE_DEVICE,
  LOGIN_TYPE,
  type AccountType,
  type CaptchaPurpose,
  type CodeType,
} from '../shared/contract/constants';
import { DIAL_CODES, type DialCode } from '../shared/contract/rules';
import { ApiError, ERR } from '../shared/errors';
import { localizePath } from '../shared/lang';
import { solveChallenge } from '../shared/proof-of-work';
import { toReturnPath } from '../shared/return-path';
import { track } from './analytics';
import { api } from './api';
import { errorText } from './error-text';
import { $lang, tr } from './i18n';
import { readSession, SESSION_KEYS, sourceChannel, writeSession } from './session-keys';
import { $loginInfo, $userInfo } from './state';

export type LoginAccount =
  | { type: typeof ACCOUNT_TYPE.phone; dial: DialCode; number: string }
  | { type: typeof ACCOUNT_TYPE.email; email: string };
export type LoginMethod = 'phone' | 'email' | 'password' | 'Google';

const quiet = { silent: true, noAuth: true } as const;

/** What a failed login call shows inline: the code's message (spec §8), else a generic failure. */
export function failureText(err: unknown): string {
  return err instanceof ApiError ? errorText(err) : tr('login.failed');
}

/** The member's current phone ('62812…') or e-mail as the login account shape, null when the member has none. */
export function memberAccount(kind: 'phone' | 'email', m: MemberInfo): LoginAccount | null {
  if (kind === 'email') return m.email ? { type: ACCOUNT_TYPE.email, email: m.email } : null;
  if (!m.phone) return null;
  const dial = (DIAL_CODES.find((d) => m.phone.startsWith(d)) ?? DIAL_CODES[0]) as DialCode;
  return { type: ACCOUNT_TYPE.phone, dial, number: m.phone.slice(dial.length) };
}

/** The account fields of the captcha calls. */
export function accountFields(a: LoginAccount): { account: string; type_id: AccountType; country_code?: DialCode } {
  return a.type === ACCOUNT_TYPE.phone
    ? { account: a.number, type_id: a.type, country_code: a.dial }
    : { account: a.email, type_id: a.type };
}

export function accountText(a: LoginAccount): string {
  return a.type === ACCOUNT_TYPE.phone ? a.number : a.email;
}

/**
 * A new captcha image for the account and what its nonce will unlock: its id and an object URL to show (revoke it when
 * replaced).
 */
export async function loadCaptcha(a: LoginAccount, purpose: CaptchaPurpose): Promise<{ id: string; src: string }> {
  const res = await api.request(randomCode, { ...accountFields(a), purpose }, { headers: { Accept: 'image/png' } });
  const id = res.headers.get('x-image-id');
  if (!res.ok || !id) {
    const body = (await res.json().catch(() => null)) as { code?: number; msg?: string } | null;
    throw new ApiError(body?.code ?? ERR.SYSTEM_CALL_EXCEPTION, body?.msg ?? `HTTP ${res.status}`);
  }
  return { id, src: URL.createObjectURL(await res.blob()) };
}

/** Checks the captcha answer: the nonce that the next code send or password login spends. */
export function solveCaptcha(a: LoginAccount, imageId: string, answer: string): Promise<string> {
  return api.request(
    randomCodeCheck,
    { ...accountFields(a), device_id: $userInfo.get().deviceId, check_code: answer, image_id: imageId },
    quiet,
  );
}

/** Where the accessible alternative is: asking for a challenge, working it out, having the answer checked. */
export type ProofPhase = 'asking' | 'working' | 'checking';

export interface ProofProgress {
  phase: ProofPhase;
  /** Numbers tried so far, of the `expected` (2^difficulty) a solution takes on average; 0 before the work starts. */
  tried: number;
  expected: number;
  /** Numbers tried a second on this device; 0 until the first slice of work has told. */
  perSecond: number;
}

/**
 * The captcha's accessible alternative, for shoppers who cannot see the image: the device works out a challenge for
 * the account and purpose (a fraction of a second to a few seconds of hashing, docs/decisions/pow-difficulty.md) and
 * gets the same nonce a solved image gives. Says how far it is along the way; `signal` stops the work.
 */
export async function solveProofOfWork(
  a: LoginAccount,
  purpose: CaptchaPurpose,
  progress: (p: ProofProgress) => void = () => undefined,
  signal?: AbortSignal,
): Promise<string> {
  const fields = accountFields(a);
  progress({ phase: 'asking', tried: 0, expected: 0, perSecond: 0 });
  const { challenge, difficulty } = await api.request(captchaPow, { ...fields, purpose }, quiet);
  const expected = 2 ** difficulty;
  progress({ phase: 'working', tried: 0, expected, perSecond: 0 });
  const solution = await solveChallenge(challenge, difficulty, {
    signal,
    onProgress: ({ tried, elapsedMs }) =>
      progress({ phase: 'working', tried, expected, perSecond: elapsedMs > 0 ? (tried / elapsedMs) * 1000 : 0 }),
  });
  progress({ phase: 'checking', tried: Number(solution) + 1, expected, perSecond: 0 });
  return api.request(captchaPowCheck, { ...fields, challenge, solution }, quiet);
}

/** Every code send spends a captcha nonce solved for the account the code goes to and its code type (CODE_PURPOSE). */
export async function sendCode(a: LoginAccount, codeType: CodeType, nonce: string): Promise<void> {
  // Codes for the current and a new account are a member's: a 401 there means the session ended.
  const options = { ...quiet, noAuth: codeType === CODE_TYPE.login || codeType === CODE_TYPE.reset };
  if (a.type === ACCOUNT_TYPE.phone)
    await api.request(
      sendSmsCode,
      { code_type: codeType, phone: a.number, country_code: a.dial, image_nonce: nonce, channel: 'whatsapp' },
      options,
    );
  else await api.request(sendEmailCode, { code_type: codeType, email: a.email, image_nonce: nonce }, options);
  $loginInfo.setKey('account', accountText(a));
  $loginInfo.setKey('accountType', a.type === ACCOUNT_TYPE.phone ? LOGIN_TYPE.phoneCode : LOGIN_TYPE.emailCode);
}

/** Whether the last login created the member: a new member is welcomed, not welcomed back. */
export const $newMember = atom(false);

/** After any login: the member in the store and an analytics event (spec §4 step 5). */
function signedIn(data: SignedIn, method: LoginMethod): MemberInfo {
  $newMember.set(data.is_new);
  $userInfo.setKey('userInfo', data.user_info);
  track('login', { method });
  return data.user_info;
}

export async function loginWithCode(a: LoginAccount, code: string): Promise<MemberInfo> {
  const channel = sourceChannel();
  const body =
    a.type === ACCOUNT_TYPE.phone
      ? { login_type: LOGIN_TYPE.phoneCode, account: a.number, country_code: a.dial, check_code: code, channel }
      : { login_type: LOGIN_TYPE.emailCode, account: a.email, check_code: code, channel };
  const data = await api.request(login, body, quiet);
  return signedIn(data, a.type === ACCOUNT_TYPE.phone ? 'phone' : 'email');
}

/** The BFF encrypts `password` before it leaves the edge; the page never sees a key. */
export async function loginWithPassword(a: LoginAccount, password: string, nonce: string): Promise<MemberInfo> {
  const channel = sourceChannel();
  const body =
    a.type === ACCOUNT_TYPE.phone
      ? { login_type: LOGIN_TYPE.phonePassword, account: a.number, country_code: a.dial, password, image_nonce: nonce, channel }
      : { login_type: LOGIN_TYPE.emailPassword, account: a.email, password, image_nonce: nonce, channel };
  const data = await api.request(login, body, quiet);
  return signedIn(data, 'password');
}

const googleDevice = (desktop: boolean) => (desktop ? GOOGLE_DEVICE.desktop : GOOGLE_DEVICE.mobile);

export async function startGoogleLogin(desktop: boolean): Promise<void> {
  const { url } = await api.request(googleAuth, { device: googleDevice(desktop) }, quiet);
  location.assign(url);
}

export async function loginWithGoogle(code: string, state: string, desktop: boolean): Promise<MemberInfo> {
  const body = { login_type: LOGIN_TYPE.google, code, state, device: googleDevice(desktop), channel: sourceChannel() };
  const data = await api.request(login, body, quiet);
  return signedIn(data, 'Google');
}

export async function resetPassword(a: LoginAccount, code: string, password: string): Promise<void> {
  const { type_id, account, country_code } = accountFields(a);
  await api.request(updatePassword, { update_type: type_id, account, country_code, check_code: code, password }, quiet);
}

/** Pages that take the stored params in their address (spec §4 step 5); others get them as navigation state. */
const PARAMS_IN_ADDRESS = new Set(['/commodDetail', '/coupons']);

/**
 * Where a login sends the shopper back to: the stored jump-back path in the current language (home by default).
 * The navigation state of other paths is kept in session storage under 'navState' for the page to read.
 */
export function returnTarget(): { href: string; navState: { path: string; params: string } | null } {
  const { pathname } = toReturnPath(readSession(SESSION_KEYS.jumpBackPath));
  const params = (readSession(SESSION_KEYS.jumpBackParams) ?? '').replace(/^\?/, '');
  const base = localizePath(pathname, $lang.get());
  if (!params) return { href: base, navState: null };
  if (PARAMS_IN_ADDRESS.has(pathname)) return { href: `${base}?${params}`, navState: null };
  return { href: base, navState: { path: pathname, params } };
}

/** Mobile: after a second, replace the login page in history with the page that asked for the login. */
export function returnAfterLogin(delayMs = LOGIN_REDIRECT_DELAY_MS): Promise<void> {
  const target = returnTarget();
  writeSession(SESSION_KEYS.jumpBackPath, null);
  writeSession(SESSION_KEYS.jumpBackParams, null);
  writeSession(SESSION_KEYS.navState, target.navState ? JSON.stringify(target.navState) : null);
  return new Promise((resolve) =>
    setTimeout(() => {
      location.replace(target.href);
      resolve();
    }, delayMs),
  );
}

/**
 * The account a code was sent to, kept across the mobile login routes in session storage (not in localStorage):
 * read back when first shown; undefined on the server, which the login views hydrate from.
 */
export const $codeAccount = atom<LoginAccount | null | undefined>(undefined);
onMount($codeAccount, () => {
  $codeAccount.set(rememberedAccount());
});

export function rememberAccount(a: LoginAccount): void {
  writeSession(SESSION_KEYS.pendingAccount, JSON.stringify(a));
  $codeAccount.set(a);
}

export function rememberedAccount(): LoginAccount | null {
  try {
    const a = JSON.parse(readSession(SESSION_KEYS.pendingAccount) ?? 'null') as LoginAccount | null;
    return a && (a.type === ACCOUNT_TYPE.phone || a.type === ACCOUNT_TYPE.email) ? a : null;
  } catch {
    return null;
  }
}
