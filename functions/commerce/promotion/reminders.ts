/**
 * The "voucher expires soon" in-app message (kind 'voucher', event 'expiring'), written by the scheduled job once per
 * unused voucher entering its last days (params: coupon_no, valid_until, days): the message and the mark that it was written are one batch, so a job run
 * twice, or two runs at once, write it once.
 */
const DAY_MS = 24 * 3600 * 1000;

/** How long before its valid till an unused voucher is recalled to its member. */
export const EXPIRY_REMINDER_DAYS = 3;

export async function remindExpiringVouchers(d1: D1Database, now: number): Promise<void> {
  const due = `uses = 0 AND reminded_at IS NULL AND valid_until > ?1 AND valid_until <= ?1 + ${EXPIRY_REMINDER_DAYS * DAY_MS}`;
  await d1.batch([
    d1
      .prepare(
        `INSERT INTO messages (msg_no, member_id, kind, params, created_at)
         SELECT 'N' || lower(hex(randomblob(8))), member_id, 'voucher',
                json_object('event', 'expiring', 'coupon_no', coupon_no, 'valid_until', valid_until, 'days', ${EXPIRY_REMINDER_DAYS}), ?1
         FROM member_vouchers WHERE ${due}`,
      )
      .bind(now),
    d1.prepare(`UPDATE member_vouchers SET reminded_at = ?1 WHERE ${due}`).bind(now),
  ]);
}
