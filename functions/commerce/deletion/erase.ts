/**
 * The scheduled half of account deletion (spec §9): once a request's window has passed, the member's personal data
 * goes in one batch per member, so a failure leaves the member either untouched (and retried at the next run) or
 * wholly erased. The member row stays without anything personal, because orders keep referring to it: what is left
 * of an order is its number, status and items, no longer anyone's.
 */
import { afterSalePhotoKey } from '../aftersale/photos';

/** Members erased per country and run: the cron runs often enough for a backlog to drain in a few runs. */
const ERASE_BATCH_LIMIT = 50;

/** Every write that removes one member's personal data, in one batch. */
function eraseStatements(d1: D1Database, memberId: number, now: number): D1PreparedStatement[] {
  const ofMember = (sql: string) => d1.prepare(sql).bind(memberId);
  return [
    ofMember(
      `UPDATE members SET phone = NULL, email = NULL, user_name = NULL, avatar_url = NULL, avatar_key = NULL, password_hash = NULL,
         google_sub = NULL, country_code = NULL, phone_checked_at = NULL, email_checked_at = NULL, birthday = NULL,
         birthday_changed_at = NULL, points = 0
       WHERE id = ?`,
    ),
    ofMember('DELETE FROM addresses WHERE member_id = ?'),
    ofMember('DELETE FROM refund_cards WHERE member_id = ?'),
    ofMember('DELETE FROM payment_cards WHERE member_id = ?'),
    ofMember('DELETE FROM ewallet_links WHERE member_id = ?'),
    ofMember('DELETE FROM messages WHERE member_id = ?'),
    ofMember('DELETE FROM search_history WHERE member_id = ?'),
    ofMember('DELETE FROM cart_items WHERE member_id = ?'),
    // Their vouchers and coins go; the balance set to 0 above is then again the sum of their (empty) ledger.
    ofMember('DELETE FROM member_vouchers WHERE member_id = ?'),
    ofMember('DELETE FROM coin_ledger WHERE member_id = ?'),
    // Orders stay for the accounts, without where they went and what the shopper wrote.
    ofMember(`UPDATE orders SET address = '{}', note = '', cancel_note = NULL WHERE member_id = ?`),
    // After-sales likewise: the applications and refunds stay, the shopper's words, return parcel and photos go.
    ofMember(`UPDATE after_sales SET description = '', return_company = NULL, return_tracking_no = NULL WHERE member_id = ?`),
    ofMember('DELETE FROM after_sale_photos WHERE member_id = ?'),
    ofMember('DELETE FROM stock_subscriptions WHERE member_id = ?'),
    ofMember('UPDATE product_views SET member_id = NULL WHERE member_id = ?'),
    // Sessions ended at the request; any left would still tie the member to a device.
    ofMember('DELETE FROM sessions WHERE member_id = ?'),
    d1.prepare('UPDATE member_deletions SET erased_at = ? WHERE member_id = ?').bind(now, memberId),
  ];
}

/**
 * Erases every member of this database whose deletion window ended by `now`; their avatar and after-sales images go from the bucket
 * once the rows no longer name them (a failed delete leaves an image no row refers to, never a row without its image).
 */
export async function eraseDueDeletions(d1: D1Database, avatars: R2Bucket, now: number): Promise<void> {
  const { results } = await d1
    .prepare(
      `SELECT d.member_id, m.avatar_key FROM member_deletions d JOIN members m ON m.id = d.member_id
       WHERE d.erased_at IS NULL AND d.erase_after <= ? ORDER BY d.erase_after LIMIT ?`,
    )
    .bind(now, ERASE_BATCH_LIMIT)
    .all<{ member_id: number; avatar_key: string | null }>();
  for (const { member_id, avatar_key } of results) {
    const photos = await d1
      .prepare('SELECT photo_no FROM after_sale_photos WHERE member_id = ?')
      .bind(member_id)
      .all<{ photo_no: string }>();
    await d1.batch(eraseStatements(d1, member_id, now));
    if (avatar_key) await avatars.delete(avatar_key);
    if (photos.results.length > 0) await avatars.delete(photos.results.map((p) => afterSalePhotoKey(p.photo_no)));
  }
}
