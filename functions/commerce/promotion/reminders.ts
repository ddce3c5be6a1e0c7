/**
 * The "voucher expires soon" in-app message (kind 'voucher', event 'expiring'), written by the scheduled job once per
 * unused voucher entering its last days (params: coupon_no, valid_until, days): the message and the mark that it was
 * written are one batch, so a job run twice, or two runs at once, write it once.
 */
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { memberVouchers, messages } from '../../platform/schema';

const DAY_MS = 24 * 3600 * 1000;

/** How long before its valid till an unused voucher is recalled to its member. */
export const EXPIRY_REMINDER_DAYS = 3;

export async function remindExpiringVouchers(db: DrizzleD1Database, now: number): Promise<void> {
  const mv = memberVouchers;
  const due = and(eq(mv.uses, 0), isNull(mv.remindedAt), gt(mv.validUntil, now), lte(mv.validUntil, now + EXPIRY_REMINDER_DAYS * DAY_MS));
  const message = db
    .select({
      id: sql`null`.as('id'),
      msgNo: sql`'N' || lower(hex(randomblob(8)))`.as('msg_no'),
      memberId: mv.memberId,
      kind: sql`'voucher'`.as('kind'),
      params:
        sql`json_object('event', 'expiring', 'coupon_no', ${mv.couponNo}, 'valid_until', ${mv.validUntil}, 'days', ${EXPIRY_REMINDER_DAYS})`.as(
          'params',
        ),
      readAt: sql`null`.as('read_at'),
      createdAt: sql`${now}`.as('created_at'),
    })
    .from(mv)
    .where(due);
  await db.batch([db.insert(messages).select(message), db.update(mv).set({ remindedAt: now }).where(due)]);
}
