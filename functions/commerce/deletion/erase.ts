/**
 * The scheduled half of account deletion (spec §9): once a request's window has passed, the member's personal data
 * goes in one batch per member, so a failure leaves the member either untouched (and retried at the next run) or
 * wholly erased. The member row stays without anything personal, because orders keep referring to it: what is left
 * of an order is its number, status and items, no longer anyone's.
 */
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import type { BatchStatements } from '../../platform/db';
import {
  addresses,
  afterSalePhotos,
  afterSales,
  cartItems,
  coinLedger,
  ewalletLinks,
  memberDeletions,
  members,
  memberVouchers,
  messages,
  orders,
  paymentCards,
  productViews,
  refundCards,
  searchHistory,
  sessions,
  stockSubscriptions,
} from '../../platform/schema';
import { afterSalePhotoKey } from '../aftersale/photos';

/** Members erased per country and run: the cron runs often enough for a backlog to drain in a few runs. */
const ERASE_BATCH_LIMIT = 50;

/** Every write that removes one member's personal data, in one batch. */
function eraseStatements(db: DrizzleD1Database, memberId: number, now: number): BatchStatements {
  return [
    db
      .update(members)
      .set({
        phone: null,
        email: null,
        userName: null,
        avatarUrl: null,
        avatarKey: null,
        passwordHash: null,
        googleSub: null,
        countryCode: null,
        phoneCheckedAt: null,
        emailCheckedAt: null,
        birthday: null,
        birthdayChangedAt: null,
        points: 0,
      })
      .where(eq(members.id, memberId)),
    db.delete(addresses).where(eq(addresses.memberId, memberId)),
    db.delete(refundCards).where(eq(refundCards.memberId, memberId)),
    db.delete(paymentCards).where(eq(paymentCards.memberId, memberId)),
    db.delete(ewalletLinks).where(eq(ewalletLinks.memberId, memberId)),
    db.delete(messages).where(eq(messages.memberId, memberId)),
    db.delete(searchHistory).where(eq(searchHistory.memberId, memberId)),
    db.delete(cartItems).where(eq(cartItems.memberId, memberId)),
    // Their vouchers and coins go; the balance set to 0 above is then again the sum of their (empty) ledger.
    db.delete(memberVouchers).where(eq(memberVouchers.memberId, memberId)),
    db.delete(coinLedger).where(eq(coinLedger.memberId, memberId)),
    // Orders stay for the accounts, without where they went and what the shopper wrote.
    db.update(orders).set({ address: '{}', note: '', cancelNote: null }).where(eq(orders.memberId, memberId)),
    // After-sales likewise: the applications and refunds stay, the shopper's words, return parcel and photos go.
    db.update(afterSales).set({ description: '', returnCompany: null, returnTrackingNo: null }).where(eq(afterSales.memberId, memberId)),
    db.delete(afterSalePhotos).where(eq(afterSalePhotos.memberId, memberId)),
    db.delete(stockSubscriptions).where(eq(stockSubscriptions.memberId, memberId)),
    db.update(productViews).set({ memberId: null }).where(eq(productViews.memberId, memberId)),
    // Sessions ended at the request; any left would still tie the member to a device.
    db.delete(sessions).where(eq(sessions.memberId, memberId)),
    db.update(memberDeletions).set({ erasedAt: now }).where(eq(memberDeletions.memberId, memberId)),
  ];
}

/**
 * Erases every member of this database whose deletion window ended by `now`; their avatar and after-sales images go from the bucket
 * once the rows no longer name them (a failed delete leaves an image no row refers to, never a row without its image).
 */
export async function eraseDueDeletions(db: DrizzleD1Database, avatars: R2Bucket, now: number): Promise<void> {
  const due = await db
    .select({ memberId: memberDeletions.memberId, avatarKey: members.avatarKey })
    .from(memberDeletions)
    .innerJoin(members, eq(members.id, memberDeletions.memberId))
    .where(and(isNull(memberDeletions.erasedAt), lte(memberDeletions.eraseAfter, now)))
    .orderBy(asc(memberDeletions.eraseAfter))
    .limit(ERASE_BATCH_LIMIT);
  for (const { memberId, avatarKey } of due) {
    const photos = await db
      .select({ photoNo: afterSalePhotos.photoNo })
      .from(afterSalePhotos)
      .where(eq(afterSalePhotos.memberId, memberId));
    await db.batch(eraseStatements(db, memberId, now));
    if (avatarKey) await avatars.delete(avatarKey);
    if (photos.length > 0) await avatars.delete(photos.map((p) => afterSalePhotoKey(p.photoNo)));
  }
}
