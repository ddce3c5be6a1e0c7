/**
 * The merchant's side of after-sales (not visible to shoppers): the reviewer's decisions, each the state machine's move
 * followed, where it enters status 3, by the money going back; and the automatic rule the scheduled job applies.
 * Under `npm start` a reviewer drives these from the development control (functions/dev/aftersale.ts).
 */
import { AFTER_SALE_STATUS, ORDER_STATUS } from '../../../src/shared/contract/constants';
import type { CountryCode } from '../../../src/shared/countries';
import { approve, interception, inspection, reject } from './machine';
import { confirmPayout, sendRefundOf } from './money';
import { AFTER_SALE_SETTINGS } from './settings';

export type ReviewDecision =
  | { action: 'approve' }
  | { action: 'reject'; note: string }
  | { action: 'interception'; ok: boolean }
  | { action: 'inspection'; ok: boolean; note: string | null }
  | { action: 'payout' };

/** Applies one decision to the application `id`; 1103006 when its status does not allow it. */
export async function review(env: Env, d1: D1Database, country: CountryCode, id: number, d: ReviewDecision, now: number): Promise<void> {
  if (d.action === 'approve') await approve(d1, country, id, now);
  else if (d.action === 'reject') await reject(d1, country, id, d.note, now);
  else if (d.action === 'interception') await interception(d1, country, id, d.ok, now);
  else if (d.action === 'inspection') await inspection(d1, country, id, d.ok, d.note, now);
  else {
    await confirmPayout(d1, id, now);
    return;
  }
  await sendRefundOf(env, d1, id, now);
}

/** How many applications one run approves per country: the next run takes the rest. */
const AUTO_BATCH = 100;

/** The automatic rule (settings): refund-only applications for orders not shipped yet are approved. */
export async function autoApprove(env: Env, d1: D1Database, country: CountryCode, now: number): Promise<number> {
  if (!AFTER_SALE_SETTINGS[country].autoApproveRefundOnlyBeforeShipment) return 0;
  const { results } = await d1
    .prepare(
      `SELECT a.id FROM after_sales a JOIN orders o ON o.id = a.order_id
       WHERE a.status = ? AND a.type = 'refund_only' AND o.status = ? ORDER BY a.created_at LIMIT ?`,
    )
    .bind(AFTER_SALE_STATUS.awaitingReview, ORDER_STATUS.pendingShipment, AUTO_BATCH)
    .all<{ id: number }>();
  let approved = 0;
  for (const { id } of results) {
    // One that cannot be approved (the shopper cancelled meanwhile, the order shipped, a failure, logged) holds back no other.
    try {
      await review(env, d1, country, id, { action: 'approve' }, now);
      approved++;
    } catch (err) {
      console.error(JSON.stringify({ event: 'after-sales auto-approve failed', afterSaleId: id, error: String(err) }));
    }
  }
  return approved;
}
