/**
 * A member's request to delete their account data (spec §2 /delete, §9). Refused while an order or an after-sales
 * request is unfinished (1101026, §6); otherwise, in one batch, the request is recorded with its erase day, the account
 * is disabled (login answers 1101009) and every session of the member ends (the old cookie gets 401).
 */
import { CODE_TYPE, ORDER_STATUS, type AccountType, type DeletionReason } from '../../../src/shared/contract/constants';
import type { DeletionAnswer } from '../../../src/shared/contract/deletion';
import { ApiError, ERR } from '../../../src/shared/errors';
import type { CommerceContext } from '../../platform/context';
import { currentAccount } from '../member/codes';
import { verifyCode } from '../member/otp';
import { requireMember } from '../../platform/session';
import { addWorkingDays, ERASE_AFTER_WORKING_DAYS, isoDay } from './working-days';

/** An order still on its way (unpaid, to ship, shipped) or with an after-sales request keeps the account open. */
async function hasUnfinishedOrders(d1: D1Database, memberId: number): Promise<boolean> {
  const row = await d1
    .prepare('SELECT 1 AS open FROM orders WHERE member_id = ?1 AND (status IN (?2, ?3, ?4) OR after_sale = 1) LIMIT 1')
    .bind(memberId, ORDER_STATUS.pendingPayment, ORDER_STATUS.pendingShipment, ORDER_STATUS.pendingReceipt)
    .first();
  return row !== null;
}

export async function requestDeletion(
  c: CommerceContext,
  input: { reason: DeletionReason; type_id: AccountType; check_code: string },
): Promise<DeletionAnswer> {
  const member = await requireMember(c);
  const key = currentAccount(input.type_id, member);
  if (!key) throw new ApiError(ERR.INVALID_PARAMETER, 'invalid parameter: type_id');
  const d1 = c.get('d1');
  // Before the code, so a member with an open order keeps the code for when the order is done.
  if (await hasUnfinishedOrders(d1, member.id)) throw new ApiError(ERR.UNFINISHED_ORDERS);
  await verifyCode(c, key, CODE_TYPE.deleteAccount, input.check_code);
  const now = Date.now();
  const eraseAfter = addWorkingDays(now, ERASE_AFTER_WORKING_DAYS);
  await d1.batch([
    d1
      .prepare('INSERT INTO member_deletions (member_id, reason, requested_at, erase_after) VALUES (?, ?, ?, ?)')
      .bind(member.id, input.reason, now, eraseAfter),
    d1.prepare('UPDATE members SET status = 0 WHERE id = ?').bind(member.id),
    d1.prepare('DELETE FROM sessions WHERE member_id = ?').bind(member.id),
  ]);
  return { erase_after: isoDay(eraseAfter) };
}
