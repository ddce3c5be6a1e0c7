import { and, isNotNull, lte } from 'drizzle-orm';
import { COUNTRY_CODES } from '../../src/shared/countries';
import { retryAfterSaleRefunds } from './aftersale/money';
import { sweepUnattachedPhotos } from './aftersale/photos';
import { autoApprove } from './aftersale/review';
import { dbFor } from '../platform/db';
import { messageSends, oauthStates, passwordFailures, searchClicks, sessions } from '../platform/schema';
import { cleanAuthDatabase } from './auth-housekeeping';
import { eraseDueDeletions } from './deletion/erase';
import { CODE_TTL_MS } from './member/otp';
import { archiveOldOrders } from './order/archive';
import { closeOverdueOrders } from './order/close';
import { expireCoins } from './points/ledger';
import { CHECKOUT_SETTINGS } from '../platform/settings';
import { confirmDeliveredOrders, retryRefunds } from './order/transitions';
import { remindExpiringVouchers } from './promotion/reminders';
import { refreshTracking, shipWaitingOrders } from './shipment/shipments';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Timed jobs (Cron Trigger): housekeeping, closing unpaid orders at their deadline, booking the shipments of to_ship
 * orders and refreshing their tracking, confirming receipt of orders delivered days ago, sending refunds the gateway
 * did not take (orders' and after-sales'), the after-sales automatic rules, sweeping after-sales photos no application
 * took, coins that ran out (points/ledger.ts), recalling vouchers about to expire, and the erasure of deleted accounts,
 * per country database.
 */
export async function runScheduledJobs(env: Env, now = Date.now()): Promise<void> {
  await Promise.all([
    // The global database's housekeeping, once for all countries and beside them: it waits for no country's jobs.
    cleanAuthDatabase(env, now),
    ...COUNTRY_CODES.map(async (country) => {
      const db = dbFor(env, country);
      await db.batch([
        db.delete(sessions).where(lte(sessions.expiresAt, now)),
        db.delete(oauthStates).where(lte(oauthStates.expiresAt, now)),
        // A lock matters for 30 minutes: a day keeps it with room to spare.
        db.delete(passwordFailures).where(lte(passwordFailures.firstFailureAt, now - DAY_MS)),
        db.delete(messageSends).where(lte(messageSends.createdAt, now - DAY_MS)),
        // A device's click counts once a month (docs/decisions/search-click-devices.md).
        db.delete(searchClicks).where(lte(searchClicks.clickedAt, now - 30 * DAY_MS)),
        // A code is dead after its five minutes: no fallback needs it any more.
        db
          .update(messageSends)
          .set({ payload: null })
          .where(and(isNotNull(messageSends.payload), lte(messageSends.createdAt, now - CODE_TTL_MS))),
      ]);
      await closeOverdueOrders(db, now);
      await shipWaitingOrders(env, db, country, now);
      await refreshTracking(env, db, now);
      await confirmDeliveredOrders(db, CHECKOUT_SETTINGS[country].autoConfirmDays, now);
      await retryRefunds(env, db, now);
      await autoApprove(env, db, country, now);
      await retryAfterSaleRefunds(env, db, now);
      await sweepUnattachedPhotos(db, env.AVATARS, now);
      await expireCoins(db, country, now);
      await remindExpiringVouchers(db, now);
      await eraseDueDeletions(db, env.AVATARS, now);
      await archiveOldOrders(db, env.ARCHIVE, country, now);
    }),
  ]);
}

/** The Cron Trigger that closes unpaid orders at their deadline (wrangler.toml); the other runs everything else. */
export const EVERY_MINUTE = '* * * * *';

/** Closes every country's overdue unpaid orders (order/close.ts), each country on its own. */
export async function closeOverdue(env: Env, now = Date.now()): Promise<void> {
  await Promise.all(COUNTRY_CODES.map((country) => closeOverdueOrders(dbFor(env, country), now)));
}
