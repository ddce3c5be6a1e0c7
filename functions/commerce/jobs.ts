import { COUNTRY_CODES } from '../../src/shared/countries';
import { retryAfterSaleRefunds } from './aftersale/money';
import { sweepUnattachedPhotos } from './aftersale/photos';
import { autoApprove } from './aftersale/review';
import { d1For } from '../platform/db';
import { eraseDueDeletions } from './deletion/erase';
import { CODE_TTL_MS } from './member/otp';
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
  await Promise.all(
    COUNTRY_CODES.map(async (country) => {
      const d1 = d1For(env, country);
      await d1.batch([
        d1.prepare('DELETE FROM sessions WHERE expires_at <= ?').bind(now),
        d1.prepare('DELETE FROM captchas WHERE expires_at <= ?').bind(now),
        d1.prepare('DELETE FROM captcha_nonces WHERE expires_at <= ?').bind(now),
        d1.prepare('DELETE FROM captcha_challenges WHERE expires_at <= ?').bind(now),
        d1.prepare('DELETE FROM oauth_states WHERE expires_at <= ?').bind(now),
        d1.prepare('DELETE FROM dev_oauth_codes WHERE expires_at <= ?').bind(now),
        // Failure counts matter for 30 minutes, send counts for 10: a day keeps both with room to spare.
        d1
          .prepare('DELETE FROM otp_codes WHERE expires_at <= ? AND (first_failure_at IS NULL OR first_failure_at <= ?)')
          .bind(now, now - DAY_MS),
        d1.prepare('DELETE FROM password_failures WHERE first_failure_at <= ?').bind(now - DAY_MS),
        d1.prepare('DELETE FROM rate_events WHERE at <= ?').bind(now - DAY_MS),
        d1.prepare('DELETE FROM outbox WHERE created_at <= ?').bind(now - DAY_MS),
        d1.prepare('DELETE FROM message_sends WHERE created_at <= ?').bind(now - DAY_MS),
        // A code is dead after its five minutes: no fallback needs it any more.
        d1.prepare('UPDATE message_sends SET payload = NULL WHERE payload IS NOT NULL AND created_at <= ?').bind(now - CODE_TTL_MS),
      ]);
      await closeOverdueOrders(d1, now);
      await shipWaitingOrders(env, d1, country, now);
      await refreshTracking(env, d1, now);
      await confirmDeliveredOrders(d1, CHECKOUT_SETTINGS[country].autoConfirmDays, now);
      await retryRefunds(env, d1, now);
      await autoApprove(env, d1, country, now);
      await retryAfterSaleRefunds(env, d1, now);
      await sweepUnattachedPhotos(d1, env.AVATARS, now);
      await expireCoins(d1, country, now);
      await remindExpiringVouchers(d1, now);
      await eraseDueDeletions(d1, env.AVATARS, now);
    }),
  );
}
