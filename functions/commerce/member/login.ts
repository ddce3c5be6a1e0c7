/**
 * member/user/login (spec §4, §7): password (types 1 phone, 2 e-mail), one-time code (3 phone, 4 e-mail), Google
 * (5) and the native app's token (6). Every success opens a new session; the answer carries its token once, and the
 * BFF moves it into the HttpOnly cookie.
 */
import { and, eq, gt, gte, inArray, or, sql } from 'drizzle-orm';
import type { DrizzleD1Database as Db } from 'drizzle-orm/d1';
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
import { codeScope, verifyCode } from './otp';
import { verifyPassword } from './password';
import { type MemberRow, memberOfToken, sessionWrites } from '../../platform/session';
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

export async function passwordLocked(db: Db, key: string, now: number): Promise<boolean> {
  const row = await db
    .select({ key: passwordFailures.accountKey })
    .from(passwordFailures)
    .where(
      and(
        eq(passwordFailures.accountKey, key),
        gte(passwordFailures.failures, PASSWORD_LOCK.failures),
        gt(passwordFailures.firstFailureAt, now - PASSWORD_LOCK.windowMs),
      ),
    )
    .get();
  return row !== undefined;
}

/** Counts a wrong password in one statement: a failure after the window starts a new count. */
export async function recordPasswordFailure(db: Db, key: string, now: number): Promise<void> {
  const inWindow = gt(passwordFailures.firstFailureAt, now - PASSWORD_LOCK.windowMs);
  await db
    .insert(passwordFailures)
    .values({ accountKey: key, failures: 1, firstFailureAt: now })
    .onConflictDoUpdate({
      target: passwordFailures.accountKey,
      set: {
        failures: sql`CASE WHEN ${inWindow} THEN ${passwordFailures.failures} + 1 ELSE 1 END`,
        firstFailureAt: sql`CASE WHEN ${inWindow} THEN ${passwordFailures.firstFailureAt} ELSE ${now} END`,
      },
    });
}

/** The statement that forgets the wrong passwords of these account keys, for the batch of a sign-in or a reset. */
export function clearPasswordFailures(db: Db, keys: (string | null)[]): BatchStatement {
  return db.delete(passwordFailures).where(
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
  const db = c.get('db');
  const now = Date.now();
  if (await passwordLocked(db, key, now)) throw new ApiError(ERR.TOO_MANY_FAILURES);
  const plain = await decryptPassword(c, cipher);
  const member = await findMember(db, type, key);
  const right = await verifyPassword(plain, member?.passwordHash ?? null);
  if (!right || !member) {
    await recordPasswordFailure(db, key, now);
    throw new ApiError(ERR.WRONG_ACCOUNT_OR_PASSWORD);
  }
  return { member, alongside: [clearPasswordFailures(db, [key])] };
}

/** A code login of an account nobody has yet creates its member (spec §7: the first login registers). */
async function codeLogin(c: CommerceContext, type: AccountType, key: string, dialCode: string | undefined, code: string): Promise<SignIn> {
  await verifyCode(codeScope(c), key, CODE_TYPE.login, code);
  const existing = await findMember(c.get('db'), type, key);
  if (existing) return { member: existing };
  const store = t(c.get('lang'), 'common.storeName');
  return type === ACCOUNT_TYPE.email
    ? { newMember: { email: key, userName: defaultUserName(store, { email: key }) } }
    : { newMember: { phone: key, countryCode: dialCode, userName: defaultUserName(store, { phone: key }) } };
}

/** Google: the member with this Google account, else the one with its verified e-mail (now linked), else a new one. */
async function googleLogin(c: CommerceContext, code: string, state: string): Promise<SignIn> {
  const db = c.get('db');
  const id = await googleIdentity(c.env, db, code, state);
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
  const newMember = id.name
    ? { email: id.email, googleSub: id.sub, userName: id.name, nameChosen: true }
    : { email: id.email, googleSub: id.sub, userName: defaultUserName(store, { email: id.email }) };
  return { newMember };
}

async function nativeTokenLogin(c: CommerceContext): Promise<SignIn> {
  const token = c.req.query('X-MEMBERSRV-TOKEN');
  const member = token ? await memberOfToken(c.get('db'), token) : null;
  if (!member) throw new ApiError(ERR.LOGIN_FAILED, 'native token');
  return { member };
}

async function signIn(c: CommerceContext, who: SignIn): Promise<LoginAnswer> {
  const db = c.get('db');
  const client = { deviceId: c.get('deviceId'), replaces: c.get('token') };
  if ('newMember' in who) {
    const { memberNo, insert } = memberInsert(db, who.newMember);
    const newId = sql`${db.select({ id: members.id }).from(members).where(eq(members.memberNo, memberNo))}`;
    const session = await sessionWrites(db, newId, client);
    // The member is read back at the end of the batch, with the welcome coins the ledger's trigger added.
    const created = db.select().from(members).where(eq(members.memberNo, memberNo));
    const results = await db.batch([insert, ...welcomeStatements(db, c.var.country, memberNo, Date.now()), ...session.writes, created]);
    const [member] = results.at(-1) as MemberRow[];
    // The batch wrote the member, or it has failed.
    return toLoginAnswer(session.token, member!, true);
  }
  if (who.member.status !== 1) throw new ApiError(ERR.ACCOUNT_DISABLED);
  const session = await sessionWrites(db, who.member.id, client);
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
  // Attribution belongs to the login that creates the member; a known member's channel is never rewritten.
  if ('newMember' in result) result = { newMember: { ...result.newMember, sourceChannel: body.channel } };
  return signIn(c, result);
}
