/**
 * The login flow of spec §4 as actions the login views call: captcha, code sending, the login types, Google, password
 * reset, and what happens after a login (the session is in the HttpOnly cookie the BFF set; the member info fills
 * userInfo). Login, code and captcha calls are silent (spec §8): the views show what went wrong inline.
 */
import { LOGIN_REDIRECT_DELAY_MS } from '../shared/constants';
import { ApiError, ERR } from '../shared/errors';
import { localizePath } from '../shared/lang';
import { solveChallenge } from '../shared/proof-of-work';
import { toReturnPath } from '../shared/return-path';
import { ACCOUNT_TYPE, type DialCode } from '../shared/validation';
import { track } from './analytics';
import { api } from './api';
import { $lang } from './i18n';
import { readSession, SESSION_KEYS, writeSession } from './session-keys';
import { $loginInfo, $userInfo, type MemberInfo } from './state';

export type LoginAccount =
  | { type: typeof ACCOUNT_TYPE.phone; dial: DialCode; number: string }
  | { type: typeof ACCOUNT_TYPE.email; email: string };
export type LoginMethod = 'phone' | 'email' | 'password' | 'Google';

/** spec §7 code_type: 1 login, 5 reset; ours 3 prove the current account, 4 bind a new one (docs/api/identity.md). */
export const CODE_TYPE = { login: 1, verifyCurrent: 3, bindNew: 4, reset: 5 } as const;
export type CodeType = (typeof CODE_TYPE)[keyof typeof CODE_TYPE];

const quiet = { silent: true, noAuth: true } as const;

/** The account fields of the captcha calls. */
export function accountFields(a: LoginAccount): { account: string; type_id: number; country_code?: string } {
  return a.type === ACCOUNT_TYPE.phone
    ? { account: a.number, type_id: a.type, country_code: a.dial }
    : { account: a.email, type_id: a.type };
}

export function accountText(a: LoginAccount): string {
  return a.type === ACCOUNT_TYPE.phone ? a.number : a.email;
}

/** A new captcha image for the account: its id and an object URL to show (revoke it when replaced). */
export async function loadCaptcha(a: LoginAccount): Promise<{ id: string; src: string }> {
  const query = new URLSearchParams(Object.entries(accountFields(a)).map(([k, v]) => [k, String(v)]));
  const res = await api.send(`member/user/random_code?${query.toString()}`, { headers: { Accept: 'image/png' } });
  const id = res.headers.get('x-image-id');
  if (!res.ok || !id) {
    const body = (await res.json().catch(() => null)) as { code?: number; msg?: string } | null;
    throw new ApiError(body?.code ?? ERR.SYSTEM_CALL_EXCEPTION, body?.msg ?? `HTTP ${res.status}`);
  }
  return { id, src: URL.createObjectURL(await res.blob()) };
}

/** Checks the captcha answer: the nonce that the next code send or password login spends. */
export function solveCaptcha(a: LoginAccount, imageId: string, answer: string): Promise<string> {
  return api.call<string>('member/user/random_code_check', {
    body: { ...accountFields(a), device_id: $userInfo.get().deviceId, check_code: answer, image_id: imageId },
    ...quiet,
  });
}

/**
 * The captcha's accessible alternative, for shoppers who cannot see the image: the device works out a challenge for
 * the account (a second or two of hashing) and gets the same nonce a solved image gives.
 */
export async function solveProofOfWork(a: LoginAccount): Promise<string> {
  const fields = accountFields(a);
  const { challenge, difficulty } = await api.call<{ challenge: string; difficulty: number }>('member/user/captcha_pow', {
    query: fields,
    ...quiet,
  });
  const solution = await solveChallenge(challenge, difficulty);
  return api.call<string>('member/user/captcha_pow_check', { body: { ...fields, challenge, solution }, ...quiet });
}

/** Every code send spends a captcha nonce solved for the account the code goes to (solveCaptcha, solveProofOfWork). */
export async function sendCode(a: LoginAccount, codeType: CodeType, nonce: string): Promise<void> {
  const body =
    a.type === ACCOUNT_TYPE.phone
      ? { code_type: codeType, phone: a.number, country_code: a.dial, image_nonce: nonce, channel: 'whatsapp' }
      : { code_type: codeType, email: a.email, image_nonce: nonce };
  await api.call(a.type === ACCOUNT_TYPE.phone ? 'member/user/send_sms_code' : 'member/user/send_email_code', {
    body,
    ...quiet,
    noAuth: codeType === CODE_TYPE.login || codeType === CODE_TYPE.reset,
  });
  $loginInfo.setKey('account', accountText(a));
  $loginInfo.setKey('accountType', a.type === ACCOUNT_TYPE.phone ? 3 : 4);
}

interface LoginAnswer {
  is_new: boolean;
  user_info: MemberInfo;
}

/** After any login: the member in the store and an analytics event (spec §4 step 5). */
function signedIn(data: LoginAnswer, method: LoginMethod): MemberInfo {
  $userInfo.setKey('userInfo', data.user_info);
  track('login', { method });
  return data.user_info;
}

export async function loginWithCode(a: LoginAccount, code: string): Promise<MemberInfo> {
  const body =
    a.type === ACCOUNT_TYPE.phone
      ? { login_type: 3, account: a.number, country_code: a.dial, check_code: code, channel: 'whatsapp' }
      : { login_type: 4, account: a.email, check_code: code };
  const data = await api.call<LoginAnswer>('member/user/login', { body, ...quiet });
  return signedIn(data, a.type === ACCOUNT_TYPE.phone ? 'phone' : 'email');
}

/** The BFF encrypts `password` before it leaves the edge; the page never sees a key. */
export async function loginWithPassword(a: LoginAccount, password: string, nonce: string): Promise<MemberInfo> {
  const { account, country_code } = accountFields(a);
  const body = { login_type: a.type === ACCOUNT_TYPE.phone ? 1 : 2, account, country_code, password, image_nonce: nonce };
  const data = await api.call<LoginAnswer>('member/user/login', { body, ...quiet });
  return signedIn(data, 'password');
}

export async function startGoogleLogin(desktop: boolean): Promise<void> {
  const { url } = await api.call<{ url: string }>('member/user/google_auth', { query: { device: desktop ? 'pc' : '' }, ...quiet });
  location.assign(url);
}

export async function loginWithGoogle(code: string, state: string, desktop: boolean): Promise<MemberInfo> {
  const data = await api.call<LoginAnswer>('member/user/login', {
    body: { login_type: 5, code, state, device: desktop ? 'pc' : '' },
    ...quiet,
  });
  return signedIn(data, 'Google');
}

export async function resetPassword(a: LoginAccount, code: string, password: string): Promise<void> {
  const fields = accountFields(a);
  await api.call('member/user/update_password', {
    method: 'PUT',
    body: { update_type: fields.type_id, account: fields.account, country_code: fields.country_code, check_code: code, password },
    ...quiet,
  });
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

/** The account a code was sent to, kept across the mobile login routes (it is not persisted in localStorage). */
export function rememberAccount(a: LoginAccount): void {
  writeSession(SESSION_KEYS.pendingAccount, JSON.stringify(a));
}

export function rememberedAccount(): LoginAccount | null {
  try {
    const a = JSON.parse(readSession(SESSION_KEYS.pendingAccount) ?? 'null') as LoginAccount | null;
    return a && (a.type === ACCOUNT_TYPE.phone || a.type === ACCOUNT_TYPE.email) ? a : null;
  } catch {
    return null;
  }
}
