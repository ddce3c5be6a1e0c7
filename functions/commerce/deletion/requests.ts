/**
 * A member's request to delete their account data (spec §2 /delete, §9). Refused while an order or an after-sales
 * request is unfinished (1101026, §6); otherwise, in one batch, the request is recorded with its erase day, the account
 * is disabled (login answers 1101009) and every session of the member ends (the old cookie gets 401).
 */
import { and, eq, inArray, or } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { CODE_TYPE, ORDER_STATUS, type AccountType, type DeletionReason } from '../../../src/shared/contract/constants';
import type { DeletionAnswer } from '../../../src/shared/contract/deletion';
import { ApiError, ERR } from '../../../src/shared/errors';
import { memberDeletions, members, orders, sessions } from '../../platform/schema';
import type { MemberRow } from '../../platform/session';
import { currentAccount } from '../member/codes';
import { type CodeScope, verifyCode } from '../member/otp';
import { addWorkingDays, ERASE_AFTER_WORKING_DAYS, isoDay } from './working-days';

/** An order still on its way (unpaid, to ship, shipped) or with an after-sales request keeps the account open. */
async function hasUnfinishedOrders(db: DrizzleD1Database, memberId: number): Promise<boolean> {
  const open = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.memberId, memberId),
        or(
          inArray(orders.status, [ORDER_STATUS.pendingPayment, ORDER_STATUS.pendingShipment, ORDER_STATUS.pendingReceipt]),
          eq(orders.afterSale, 1),
        ),
      ),
    )
    .limit(1)
    .get();
  return open !== undefined;
}

/** `codes` is where the member's one-time codes are kept; `db` the member's country database. */
export async function requestDeletion(
  db: DrizzleD1Database,
  codes: CodeScope,
  member: Pick<MemberRow, 'id' | 'phone' | 'email'>,
  input: { reason: DeletionReason; type_id: AccountType; check_code: string },
): Promise<DeletionAnswer> {
  const key = currentAccount(input.type_id, member);
  if (!key) throw new ApiError(ERR.INVALID_PARAMETER, 'invalid parameter: type_id');
  // Before the code, so a member with an open order keeps the code for when the order is done.
  if (await hasUnfinishedOrders(db, member.id)) throw new ApiError(ERR.UNFINISHED_ORDERS);
  await verifyCode(codes, key, CODE_TYPE.deleteAccount, input.check_code);
  const now = Date.now();
  const eraseAfter = addWorkingDays(now, ERASE_AFTER_WORKING_DAYS);
  await db.batch([
    db.insert(memberDeletions).values({ memberId: member.id, reason: input.reason, requestedAt: now, eraseAfter }),
    db.update(members).set({ status: 0 }).where(eq(members.id, member.id)),
    db.delete(sessions).where(eq(sessions.memberId, member.id)),
  ]);
  return { erase_after: isoDay(eraseAfter) };
}
