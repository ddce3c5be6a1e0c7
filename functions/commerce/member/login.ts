/**
 * member/user/login (spec §4, §7): password (types 1 phone, 2 e-mail), one-time code (3 phone, 4 e-mail), Google
 * (5) and the native app's token (6). Every success opens a new session; the answer carries its token once, and the
 * BFF moves it into the HttpOnly cookie.
 */
import { eq, or } from 'drizzle-orm';
import type { CallParsed } from '../../../src/shared/contract/call';
import type { LoginAnswer, login } from '../../../src/shared/contract/identity';
import { ACCOUNT_TYPE, CODE_TYPE, LOGIN_TYPE, type AccountType } from '../../../src/shared/contract/member';
import { accountKey, isOverlongPassword, type DialCode } from '../../../src/shared/contract/rules';
import { ApiError, ERR } from '../../../src/shared/errors';
import { t } from '../../../src/shared/i18n';
import { rsaDecrypt } from '../../bff/rsa';
import type { CommerceContext } from '../context';
import { members } from '../schema';
import { spendCaptchaNonce } from './captcha';
import { createMember, defaultUserName, findMember } from './accounts';
import { googleIdentity } from './google';
import { verifyCode } from './otp';
import { verifyPassword } from './password';
import { createSession, memberOfToken, type MemberRow } from './session';
import { toLoginAnswer } from './views';

const PASSWORD_LOCK = { failures: 5, windowMs: 30 * 60 * 1000 };

/** The account key of a request's account, or 1101020. */
export function keyOf(type: AccountType, account: string, dialCode: string | undefined): string {
  const key = accountKey(type, account, dialCode ?? '');
  if (!key) throw new ApiError(ERR.INVALID_PARAMETER, 'invalid parameter: account');
  return key;
}

/** The plain password: encrypted at the edge with our public key (functions/bff), decrypted only here. */
export async function decryptPassword(c: CommerceContext, cipher: string): Promise<string> {
  if (!c.env.RSA_PRIVATE_KEY) throw new ApiError(ERR.MISCONFIGURATION, 'RSA_PRIVATE_KEY is not set');
  const invalid = new ApiError(ERR.INVALID_PARAMETER, 'invalid parameter: password');
  let plain: string;
  try {
    plain = await rsaDecrypt(c.env.RSA_PRIVATE_KEY, cipher);
  } catch {
    throw invalid;
  }
  // The BFF refuses these; a caller encrypting with the public key itself must not get further.
  if (isOverlongPassword(plain)) throw invalid;
  return plain;
}

async function passwordLocked(c: CommerceContext, key: string, now: number): Promise<boolean> {
  const row = await c
    .get('d1')
    .prepare('SELECT 1 AS locked FROM password_failures WHERE account_key = ? AND failures >= ? AND first_failure_at > ?')
    .bind(key, PASSWORD_LOCK.failures, now - PASSWORD_LOCK.windowMs)
    .first();
  return !!row;
}

async function recordPasswordFailure(c: CommerceContext, key: string, now: number): Promise<void> {
  await c
    .get('d1')
    .prepare(
      `INSERT INTO password_failures (account_key, failures, first_failure_at) VALUES (?1, 1, ?2)
       ON CONFLICT (account_key) DO UPDATE SET
         failures = CASE WHEN first_failure_at > ?3 THEN failures + 1 ELSE 1 END,
         first_failure_at = CASE WHEN first_failure_at > ?3 THEN first_failure_at ELSE ?2 END`,
    )
    .bind(key, now, now - PASSWORD_LOCK.windowMs)
    .run();
}

export async function clearPasswordFailures(c: CommerceContext, keys: (string | null)[]): Promise<void> {
  for (const key of keys) if (key) await c.get('d1').prepare('DELETE FROM password_failures WHERE account_key = ?').bind(key).run();
}

/**
 * Unknown account, account without a password and wrong password answer alike (1101007), after the same PBKDF2
 * work; five failures lock the account key for 30 minutes (1101019), known or not.
 */
async function passwordLogin(c: CommerceContext, type: AccountType, key: string, nonce: string | undefined, cipher: string) {
  await spendCaptchaNonce(c, key, nonce);
  const now = Date.now();
  if (await passwordLocked(c, key, now)) throw new ApiError(ERR.TOO_MANY_FAILURES);
  const plain = await decryptPassword(c, cipher);
  const member = await findMember(c, type, key);
  const right = await verifyPassword(plain, member?.passwordHash ?? null);
  if (!right || !member) {
    await recordPasswordFailure(c, key, now);
    throw new ApiError(ERR.WRONG_ACCOUNT_OR_PASSWORD);
  }
  await clearPasswordFailures(c, [key]);
  return { member, isNew: false };
}

/** A code login of an account nobody has yet creates its member (spec §7: the first login registers). */
async function codeLogin(c: CommerceContext, type: AccountType, key: string, dialCode: string | undefined, code: string) {
  await verifyCode(c, key, CODE_TYPE.login, code);
  const existing = await findMember(c, type, key);
  if (existing) return { member: existing, isNew: false };
  const store = t(c.get('lang'), 'common.storeName');
  const member =
    type === ACCOUNT_TYPE.email
      ? await createMember(c, { email: key, userName: defaultUserName(store, { email: key }) })
      : await createMember(c, { phone: key, countryCode: dialCode, userName: defaultUserName(store, { phone: key }) });
  return { member, isNew: true };
}

/** Google: the member with this Google account, else the one with its verified e-mail (now linked), else a new one. */
async function googleLogin(c: CommerceContext, code: string, state: string) {
  const id = await googleIdentity(c, code, state);
  const db = c.get('db');
  const known = await db
    .select()
    .from(members)
    .where(or(eq(members.googleSub, id.sub), eq(members.email, id.email)))
    .all();
  const bySub = known.find((m) => m.googleSub === id.sub);
  if (bySub) return { member: bySub, isNew: false };
  const byEmail = known.find((m) => m.email === id.email);
  if (byEmail) {
    await db.update(members).set({ googleSub: id.sub }).where(eq(members.id, byEmail.id));
    return { member: byEmail, isNew: false };
  }
  const store = t(c.get('lang'), 'common.storeName');
  const member = await createMember(c, {
    email: id.email,
    googleSub: id.sub,
    userName: id.name || defaultUserName(store, { email: id.email }),
  });
  return { member, isNew: true };
}

async function nativeTokenLogin(c: CommerceContext) {
  const token = c.req.query('X-MEMBERSRV-TOKEN');
  const member = token ? await memberOfToken(c, token) : null;
  if (!member) throw new ApiError(ERR.LOGIN_FAILED, 'native token');
  return { member, isNew: false };
}

async function signIn(c: CommerceContext, member: MemberRow, isNew: boolean): Promise<LoginAnswer> {
  if (member.status !== 1) throw new ApiError(ERR.ACCOUNT_DISABLED);
  const token = await createSession(c, member.id);
  return toLoginAnswer(token, member, isNew);
}

const phoneKey = (body: { account: string; country_code: DialCode }) => keyOf(ACCOUNT_TYPE.phone, body.account, body.country_code);
const emailKey = (body: { account: string }) => keyOf(ACCOUNT_TYPE.email, body.account, undefined);

/** The login call's handler: each login type brings its own proof (the contract's variant of login_type). */
export async function logIn(c: CommerceContext, body: CallParsed<typeof login>): Promise<LoginAnswer> {
  let result: { member: MemberRow; isNew: boolean };
  switch (body.login_type) {
    case LOGIN_TYPE.phonePassword:
      result = await passwordLogin(c, ACCOUNT_TYPE.phone, phoneKey(body), body.image_nonce, body.password);
      break;
    case LOGIN_TYPE.emailPassword:
      result = await passwordLogin(c, ACCOUNT_TYPE.email, emailKey(body), body.image_nonce, body.password);
      break;
    case LOGIN_TYPE.phoneCode:
      result = await codeLogin(c, ACCOUNT_TYPE.phone, phoneKey(body), body.country_code, body.check_code);
      break;
    case LOGIN_TYPE.emailCode:
      result = await codeLogin(c, ACCOUNT_TYPE.email, emailKey(body), undefined, body.check_code);
      break;
    case LOGIN_TYPE.google:
      result = await googleLogin(c, body.code, body.state);
      break;
    default:
      result = await nativeTokenLogin(c);
  }
  return signIn(c, result.member, result.isNew);
}
