/**
 * The merchant's side of after-sales (not visible to shoppers): the reviewer's decisions, each the state machine's move
 * followed, where it enters status 3, by the money going back; and the automatic rule the scheduled job applies.
 * Under `npm start` a reviewer drives these from the development control (functions/dev/aftersale.ts).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { AFTER_SALE_STATUS, ORDER_STATUS } from '../../../src/shared/contract/constants';
import type { CountryCode } from '../../../src/shared/countries';
import { afterSales, orders } from '../../platform/schema';
import { approve, interception, inspection, reject } from './machine';
import { confirmPayout, sendRefundOf } from './money';
import { AFTER_SALE_SETTINGS } from '../../platform/settings';

export type ReviewDecision =
  | { action: 'approve' }
  | { action: 'reject'; note: string }
  | { action: 'interception'; ok: boolean }
  | { action: 'inspection'; ok: boolean; note: string | null }
  | { action: 'payout' };

/** Applies one decision to the application `id`; 1103006 when its status does not allow it. */
export async function review(
  env: Env,
  db: DrizzleD1Database,
  country: CountryCode,
  id: number,
  d: ReviewDecision,
  now: number,
): Promise<void> {
  if (d.action === 'approve') await approve(db, country, id, now);
  else if (d.action === 'reject') await reject(db, country, id, d.note, now);
  else if (d.action === 'interception') await interception(db, country, id, d.ok, now);
  else if (d.action === 'inspection') await inspection(db, country, id, d.ok, d.note, now);
  else {
    await confirmPayout(db, id, now);
    return;
  }
  await sendRefundOf(env, db, id, now);
}

/** How many applications one run approves per country: the next run takes the rest. */
const AUTO_BATCH = 100;

/** The automatic rule (settings): refund-only applications for orders not shipped yet are approved. */
export async function autoApprove(env: Env, db: DrizzleD1Database, country: CountryCode, now: number): Promise<number> {
  if (!AFTER_SALE_SETTINGS[country].autoApproveRefundOnlyBeforeShipment) return 0;
  const due = await db
    .select({ id: afterSales.id })
    .from(afterSales)
    .innerJoin(orders, eq(orders.id, afterSales.orderId))
    .where(
      and(
        eq(afterSales.status, AFTER_SALE_STATUS.awaitingReview),
        eq(afterSales.type, 'refund_only'),
        eq(orders.status, ORDER_STATUS.pendingShipment),
      ),
    )
    .orderBy(asc(afterSales.createdAt))
    .limit(AUTO_BATCH);
  let approved = 0;
  for (const { id } of due) {
    // One that cannot be approved (the shopper cancelled meanwhile, the order shipped, a failure, logged) holds back no other.
    try {
      await review(env, db, country, id, { action: 'approve' }, now);
      approved++;
    } catch (err) {
      console.error(JSON.stringify({ event: 'after-sales auto-approve failed', afterSaleId: id, error: String(err) }));
    }
  }
  return approved;
}
