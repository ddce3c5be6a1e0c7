/**
 * Sending one-time codes (spec §4, §7). Every send spends a captcha solved for the account it goes to and for its
 * code_type; proving the current phone/e-mail and binding a new one also need the session. Every send is rate-limited
 * per account, device and IP, a member's sends per day, sends unlocked by proof of work per IP, and phone sends per
 * block of numbers and overall, before any account is looked up. The answer never tells whether an account
 * exists: a reset code for an account nobody has is issued but not delivered, and a phone or e-mail another member
 * has gets a notice instead of a bind code (1101010/1101024 come only at update_email/update_mobile, after the code).
 */
import type { DrizzleD1Database as Db } from 'drizzle-orm/d1';
import { ACCOUNT_TYPE, CODE_PURPOSE, CODE_TYPE, type AccountType, type CodeType } from '../../../src/shared/contract/constants';
import { ApiError, ERR } from '../../../src/shared/errors';
import { spendCaptchaNonce } from '../../providers/captcha/captcha';
import { enqueueMessage } from '../../providers/messaging/delivery';
import type { Channel, Content } from '../../providers/messaging/message';
import type { CommerceContext } from '../../platform/context';
import { globalDb } from '../../platform/db';
import { findMember } from './accounts';
import { CODE_TTL_MS, codeScope, issueCode } from './otp';
import { sendBuckets, takeRateLimit } from '../../platform/rate-limit';
import { requireMember, type MemberRow } from '../../platform/session';

interface SendRequest {
  type: AccountType;
  key: string;
  purpose: CodeType;
  channel: Channel;
  nonce: string | undefined;
}

/** The member's current phone or e-mail key. */
export const currentAccount = (type: AccountType, m: { phone: string | null; email: string | null }) =>
  type === ACCOUNT_TYPE.email ? m.email : m.phone;

/** The signed-in member a send of code_type 3, 4 or 6 is for (null for login and reset codes, which need no session). */
async function requester(c: CommerceContext, r: SendRequest): Promise<MemberRow | null> {
  if (r.purpose === CODE_TYPE.login || r.purpose === CODE_TYPE.reset) return null;
  const member = await requireMember(c);
  const toCurrent = r.purpose === CODE_TYPE.verifyCurrent || r.purpose === CODE_TYPE.deleteAccount;
  if (toCurrent && currentAccount(r.type, member) !== r.key) {
    throw new ApiError(ERR.INVALID_PARAMETER, 'invalid parameter: account');
  }
  return member;
}

/** What goes to the recipient; looked up only after the captcha and the limits. */
async function delivery(db: Db, r: SendRequest, member: MemberRow | null): Promise<'code' | 'notice' | 'nothing'> {
  if (r.purpose === CODE_TYPE.reset) return (await findMember(db, r.type, r.key)) ? 'code' : 'nothing';
  if (r.purpose === CODE_TYPE.bindNew && member) {
    const holder = await findMember(db, r.type, r.key);
    if (holder && holder.id !== member.id) return 'notice';
  }
  return 'code';
}

export async function sendCodeTo(c: CommerceContext, r: SendRequest): Promise<void> {
  const member = await requester(c, r);
  const proof = await spendCaptchaNonce(c, r.key, CODE_PURPOSE[r.purpose], r.nonce);
  const send = {
    accountKey: r.key,
    phone: r.type === ACCOUNT_TYPE.phone,
    // Member ids are per country database; the rate events are global.
    memberKey: member && `${c.get('country')}:${member.id}`,
    byWork: proof === 'pow',
  };
  await takeRateLimit(globalDb(c.env), sendBuckets(c, send));
  // Issued whatever is delivered, so the failure lock behaves alike for every account.
  const code = await issueCode(codeScope(c), r.key, r.purpose);
  const what = await delivery(c.get('db'), r, member);
  if (what === 'nothing') return;
  const content: Content = what === 'code' ? { kind: 'code', code, minutes: CODE_TTL_MS / 60_000 } : { kind: 'account_in_use' };
  await enqueueMessage(c.env, { country: c.get('country'), channel: r.channel, to: r.key, lang: c.get('lang'), content });
}
