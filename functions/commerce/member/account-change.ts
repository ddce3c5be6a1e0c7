/**
 * A signed-in member changes their phone or e-mail (spec §2 /verifyPhone → /bindPhone, /verifyEmail → /bindEmail):
 * first a code to the current one (code_type 3), then a code to the new one (code_type 4) within 10 minutes.
 * Password reset (code_type 5) sets a new password and ends every session of the member.
 */
import { and, eq, ne, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { ApiError, ERR } from '../../../src/shared/errors';
import { ACCOUNT_TYPE, CODE_TYPE, type AccountType } from '../../../src/shared/contract/constants';
import { isValidPassword } from '../../../src/shared/contract/rules';
import type { CommerceContext } from '../../platform/context';
import { members, sessions } from '../../platform/schema';
import { findMember } from './accounts';
import { currentAccount } from './codes';
import { clearPasswordFailures, decryptPassword } from './login';
import { codeScope, verifyCode } from './otp';
import { hashPassword } from './password';
import { requireMember } from '../../platform/session';

export const CHANGE_WINDOW_MS = 10 * 60 * 1000;

/** Proves the current phone/e-mail: the member may change it for the next 10 minutes. */
export async function checkCurrent(c: CommerceContext, type: AccountType, code: string): Promise<void> {
  const member = await requireMember(c);
  const key = currentAccount(type, member);
  if (!key) throw new ApiError(ERR.INVALID_PARAMETER, 'no current account');
  await verifyCode(codeScope(c), key, CODE_TYPE.verifyCurrent, code);
  const now = Date.now();
  await c
    .get('db')
    .update(members)
    .set(type === ACCOUNT_TYPE.email ? { emailCheckedAt: now } : { phoneCheckedAt: now })
    .where(eq(members.id, member.id));
}

export async function bindNew(
  c: CommerceContext,
  type: AccountType,
  key: string,
  dialCode: string | undefined,
  code: string,
): Promise<void> {
  const member = await requireMember(c);
  const email = type === ACCOUNT_TYPE.email;
  const checkedAt = email ? member.emailCheckedAt : member.phoneCheckedAt;
  if (currentAccount(type, member) && !(checkedAt && checkedAt > Date.now() - CHANGE_WINDOW_MS)) {
    throw new ApiError(email ? ERR.VERIFY_OLD_EMAIL_FIRST : ERR.VERIFY_OLD_PHONE_FIRST);
  }
  // The code first: only someone who received it may learn that another member has the account.
  await verifyCode(codeScope(c), key, CODE_TYPE.bindNew, code);
  // Taken only if no other member holds it, checked in the statement that takes it: a bind racing another of the same
  // account changes nothing and answers 'already bound', and an error is always a real failure (1109011).
  const holder = alias(members, 'holder');
  const db = c.get('db');
  const bound = await db
    .update(members)
    .set(email ? { email: key, emailCheckedAt: null } : { phone: key, countryCode: dialCode ?? null, phoneCheckedAt: null })
    .where(
      and(
        eq(members.id, member.id),
        notExists(
          db
            .select({ id: holder.id })
            .from(holder)
            .where(and(eq(email ? holder.email : holder.phone, key), ne(holder.id, member.id))),
        ),
      ),
    )
    .returning({ id: members.id });
  if (bound.length === 0) throw new ApiError(email ? ERR.EMAIL_ALREADY_BOUND : ERR.PHONE_ALREADY_BOUND);
}

/**
 * A wrong code and an account nobody has both answer 1101002; the password is checked first so a bad one does not
 * spend the code.
 */
export async function resetPassword(c: CommerceContext, type: AccountType, key: string, code: string, cipher: string): Promise<void> {
  const plain = await decryptPassword(c, cipher);
  if (!isValidPassword(plain)) throw new ApiError(ERR.INVALID_PARAMETER, 'invalid parameter: password');
  await verifyCode(codeScope(c), key, CODE_TYPE.reset, code);
  const db = c.get('db');
  const member = await findMember(db, type, key);
  if (!member) throw new ApiError(ERR.INVALID_CODE);
  const passwordHash = await hashPassword(plain);
  // One batch: a new password never leaves an old session alive or the old lock in place.
  await db.batch([
    db.update(members).set({ passwordHash }).where(eq(members.id, member.id)),
    db.delete(sessions).where(eq(sessions.memberId, member.id)),
    clearPasswordFailures(db, [member.phone, member.email]),
  ]);
}
