/**
 * A signed-in member changes their password by proving the current one (spec §2 profile: password). It is guarded
 * like a password login (login.ts): the nonce of a password captcha of one of the member's accounts first, then the
 * lock of five failures in 30 minutes, and a wrong password counts as a failure of each of the member's account keys,
 * so guessing here is no cheaper than guessing at the login. Success ends every other session of the member.
 */
import { and, eq, ne } from 'drizzle-orm';
import { CAPTCHA_PURPOSE, type AccountType } from '../../../src/shared/contract/constants';
import { isValidPassword } from '../../../src/shared/contract/rules';
import { ApiError, ERR } from '../../../src/shared/errors';
import type { CommerceContext } from '../../platform/context';
import { spendCaptchaNonce } from '../../providers/captcha/captcha';
import { currentAccount } from '../member/codes';
import { clearPasswordFailures, decryptPassword, passwordLocked, recordPasswordFailure } from '../member/login';
import { hashPassword, verifyPassword } from '../member/password';
import type { MemberRow } from '../../platform/session';
import { sha256Hex } from '../../platform/tokens';
import { members, sessions } from '../../platform/schema';

interface Change {
  oldCipher: string;
  newCipher: string;
  captchaType: AccountType;
  nonce: string;
}

export async function changeOwnPassword(c: CommerceContext, member: MemberRow, change: Change): Promise<void> {
  const captchaKey = currentAccount(change.captchaType, member);
  if (!captchaKey) throw new ApiError(ERR.INVALID_PARAMETER, 'invalid parameter: type_id');
  await spendCaptchaNonce(c, captchaKey, CAPTCHA_PURPOSE.password, change.nonce);
  const keys = [member.phone, member.email].filter((key) => key !== null);
  const db = c.get('db');
  const now = Date.now();
  for (const key of keys) if (await passwordLocked(db, key, now)) throw new ApiError(ERR.TOO_MANY_FAILURES);
  const current = await decryptPassword(c, change.oldCipher);
  const next = await decryptPassword(c, change.newCipher);
  if (!isValidPassword(next)) throw new ApiError(ERR.INVALID_PARAMETER, 'invalid parameter: password');
  if (!(await verifyPassword(current, member.passwordHash))) {
    for (const key of keys) await recordPasswordFailure(db, key, now);
    throw new ApiError(ERR.WRONG_PASSWORD);
  }
  // The request's own session stays; the route required one.
  const ownSession = await sha256Hex(c.get('token')!);
  // One batch: the new password never leaves another session alive or the old failures counted.
  await db.batch([
    db
      .update(members)
      .set({ passwordHash: await hashPassword(next) })
      .where(eq(members.id, member.id)),
    db.delete(sessions).where(and(eq(sessions.memberId, member.id), ne(sessions.tokenHash, ownSession))),
    clearPasswordFailures(db, keys),
  ]);
}
