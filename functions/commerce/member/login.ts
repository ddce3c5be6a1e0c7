/**
 * member/user/login (spec §4, §7): password (types 1 phone, 2 e-mail), one-time code (3 phone, 4 e-mail), Google
 * (5) and the native app's token (6). Every success opens a new session; the answer carries its token once, and the
 * BFF moves it into the HttpOnly cookie.
 */
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { CallParsed } from '../../../src/shared/contract/call';
import type { LoginAnswer, login } from '../../../src/shared/contract/identity';
import { ACCOUNT_TYPE, CAPTCHA_PURPOSE, CODE_TYPE, LOGIN_TYPE, type AccountType } from '../../../src/shared/contract/constants';
import { accountKey, isOverlongPassword, type DialCode } from '../../../src/shared/contract/rules';
import { ApiError, ERR } from '../../../src/shared/errors';
import { t } from '../../../src/shared/i18n';
import { rsaDecrypt } from '../../bff/rsa';
import type { CommerceContext } from '../../platform/context';
import type { BatchStatement } from '../../platform/db';
import { welcomeStatements } from '../promotion/welcome';
import { members, passwordFailures } from '../../platform/schema';
import { spendCaptchaNonce } from '../../providers/captcha/captcha';
import { defaultUserName, findMember, memberInsert, type NewMember } from './accounts';
import { googleIdentity } from '../../providers/google/google';
import { verifyCode } from './otp';
import { verifyPassword } from './password';
import { memberOfToken, sessionWrites, type MemberRow } from '../../platform/session';
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

export async function passwordLocked(c: CommerceContext, key: string, now: number): Promise<boolean> {
  const row = await c
    .get('d1')
    .prepare('SELECT 1 AS locked FROM password_failures WHERE account_key = ? AND failures >= ? AND first_failure_at > ?')
    .bind(key, PASSWORD_LOCK.failures, now - PASSWORD_LOCK.windowMs)
    .first();
  return !!row;
}

export async function recordPasswordFailure(c: CommerceContext, key: string, now: number): Promise<void> {
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

/** The statement that forgets the wrong passwords of these account keys, for the batch of a sign-in or a reset. */
export function clearPasswordFailures(c: CommerceContext, keys: (string | null)[]): BatchStatement {
  return c
    .get('db')
    .delete(passwordFailures)
    .where(
      inArray(
        passwordFailures.accountKey,
        keys.filter((key) => key !== null),
      ),
    );
}

/**
 * Who signs in: a member we know, with what is written alongside their new session (a Google link, cleared password
 * failures), or one to create. signIn writes it all in one batch, so a sign-in that fails part-way leaves no member
 * without a session, no link or cleared lock without a sign-in, and the session it was to replace still alive.
 */
type SignIn = { member: MemberRow; alongside?: BatchStatement[] } | { newMember: NewMember };

/**
 * Unknown account, account without a password and wrong password answer alike (1101007), after the same PBKDF2
 * work; five failures lock the account key for 30 minutes (1101019), known or not.
 */
async function passwordLogin(
  c: CommerceContext,
  type: AccountType,
  key: string,
  nonce: string | undefined,
  cipher: string,
): Promise<SignIn> {
  await spendCaptchaNonce(c, key, CAPTCHA_PURPOSE.password, nonce);
  const now = Date.now();
  if (await passwordLocked(c, key, now)) throw new ApiError(ERR.TOO_MANY_FAILURES);
  const plain = await decryptPassword(c, cipher);
  const member = await findMember(c, type, key);
  const right = await verifyPassword(plain, member?.passwordHash ?? null);
  if (!right || !member) {
    await recordPasswordFailure(c, key, now);
    throw new ApiError(ERR.WRONG_ACCOUNT_OR_PASSWORD);
  }
  return { member, alongside: [clearPasswordFailures(c, [key])] };
}

/** A code login of an account nobody has yet creates its member (spec §7: the first login registers). */
async function codeLogin(c: CommerceContext, type: AccountType, key: string, dialCode: string | undefined, code: string): Promise<SignIn> {
  await verifyCode(c, key, CODE_TYPE.login, code);
  const existing = await findMember(c, type, key);
  if (existing) return { member: existing };
  const store = t(c.get('lang'), 'common.storeName');
  return type === ACCOUNT_TYPE.email
    ? { newMember: { email: key, userName: defaultUserName(store, { email: key }) } }
    : { newMember: { phone: key, countryCode: dialCode, userName: defaultUserName(store, { phone: key }) } };
}

/** Google: the member with this Google account, else the one with its verified e-mail (now linked), else a new one. */
async function googleLogin(c: CommerceContext, code: string, state: string): Promise<SignIn> {
  const id = await googleIdentity(c, code, state);
  const db = c.get('db');
  const known = await db
    .select()
    .from(members)
    .where(or(eq(members.googleSub, id.sub), eq(members.email, id.email)))
    .all();
  const bySub = known.find((m) => m.googleSub === id.sub);
  if (bySub) return { member: bySub };
  const byEmail = known.find((m) => m.email === id.email);
  if (byEmail) return { member: byEmail, alongside: [db.update(members).set({ googleSub: id.sub }).where(eq(members.id, byEmail.id))] };
  const store = t(c.get('lang'), 'common.storeName');
  return { newMember: { email: id.email, googleSub: id.sub, userName: id.name || defaultUserName(store, { email: id.email }) } };
}

async function nativeTokenLogin(c: CommerceContext): Promise<SignIn> {
  const token = c.req.query('X-MEMBERSRV-TOKEN');
  const member = token ? await memberOfToken(c, token) : null;
  if (!member) throw new ApiError(ERR.LOGIN_FAILED, 'native token');
  return { member };
}

async function signIn(c: CommerceContext, who: SignIn): Promise<LoginAnswer> {
  const db = c.get('db');
  if ('newMember' in who) {
    const { memberNo, insert } = memberInsert(c, who.newMember);
    const session = await sessionWrites(c, sql`(SELECT id FROM members WHERE member_no = ${memberNo})`);
    // The member is read back at the end of the batch, with the welcome coins the ledger's trigger added.
    const created = db.select().from(members).where(eq(members.memberNo, memberNo));
    const results = await db.batch([insert, ...welcomeStatements(c, memberNo, Date.now()), ...session.writes, created]);
    const [member] = results.at(-1) as MemberRow[];
    // The batch wrote the member, or it has failed.
    return toLoginAnswer(session.token, member!, true);
  }
  if (who.member.status !== 1) throw new ApiError(ERR.ACCOUNT_DISABLED);
  const session = await sessionWrites(c, who.member.id);
  await db.batch([...session.writes, ...(who.alongside ?? [])]);
  return toLoginAnswer(session.token, who.member, false);
}

const phoneKey = (body: { account: string; country_code: DialCode }) => keyOf(ACCOUNT_TYPE.phone, body.account, body.country_code);
const emailKey = (body: { account: string }) => keyOf(ACCOUNT_TYPE.email, body.account, undefined);

/** The login call's handler: each login type brings its own proof (the contract's variant of login_type). */
export async function logIn(c: CommerceContext, body: CallParsed<typeof login>): Promise<LoginAnswer> {
  let result: SignIn;
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
  return signIn(c, result);
}
