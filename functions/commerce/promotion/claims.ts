/**
 * The claim centre (spec §2 /coupons, §6, §7 search/coupon/search): the country's campaigns open for claims, and a
 * claim, which is one D1 batch of the campaign's counter and the member's voucher row (migration 0021).
 */
import { ApiError, ERR } from '../../../src/shared/errors';
import type { Lang } from '../../../src/shared/lang';
import { langText } from '../catalog/detail';
import type { CommerceContext } from '../../platform/context';
import { takeRateLimit } from '../../platform/rate-limit';
import { randomDigits } from '../../platform/tokens';
import type { VoucherTermsRow } from './vouchers';

const DAY_MS = 24 * 3600 * 1000;

/** Claim attempts per member in a minute (1101039 past it): a shopper taps a few times, a script many. */
export const CLAIM_ATTEMPTS_PER_MINUTE = 10;

export interface CampaignRow extends VoucherTermsRow {
  id: number;
  voucher_no: string;
  new_user_only: number;
  claimable: number;
  claim_start_at: number;
  claim_end_at: number;
  valid_days: number;
  total_quantity: number;
  claimed: number;
  per_member_limit: number;
  /** How many of it the member holds (0 for a guest). */
  held: number;
}

const CAMPAIGN_COLUMNS = `v.id, v.voucher_no, v.kind, v.amount_off, v.percent_off, v.max_off, v.min_spend, v.stackable, v.online_only,
  v.app_only, v.new_user_only, v.all_products, v.claimable, v.claim_start_at, v.claim_end_at, v.valid_days,
  v.total_quantity, v.claimed, v.per_member_limit,
  ${langText('title', 'voucher_texts', 'voucher_id', 'v.id')} AS title,
  (SELECT count(*) FROM member_vouchers mv WHERE mv.voucher_id = v.id AND mv.member_id = ?2) AS held`;

/** The campaigns open for claims at `now`, soonest ending first; `memberId` 0 for a guest. */
export async function openCampaigns(d1: D1Database, lang: Lang, memberId: number, now: number): Promise<CampaignRow[]> {
  const { results } = await d1
    .prepare(
      `SELECT ${CAMPAIGN_COLUMNS} FROM vouchers v
       WHERE v.claimable = 1 AND v.claim_start_at <= ?3 AND v.claim_end_at > ?3
       ORDER BY v.claim_end_at, v.id`,
    )
    .bind(lang, memberId, now)
    .all<CampaignRow>();
  return results;
}

async function campaign(d1: D1Database, lang: Lang, memberId: number, voucherNo: string): Promise<CampaignRow | null> {
  return d1
    .prepare(`SELECT ${CAMPAIGN_COLUMNS} FROM vouchers v WHERE v.voucher_no = ?3`)
    .bind(lang, memberId, voucherNo)
    .first<CampaignRow>();
}

/**
 * A new user (spec §6 new-user-only) has no order that was paid or completed (docs/decisions.md): an order closed
 * unpaid, or one still waiting for payment or cash on delivery, does not make a member a regular.
 */
async function isNewUser(d1: D1Database, memberId: number): Promise<boolean> {
  const row = await d1
    .prepare("SELECT 1 AS found FROM orders WHERE member_id = ? AND (paid_at IS NOT NULL OR status = 'completed') LIMIT 1")
    .bind(memberId)
    .first();
  return row === null;
}

/** Why a campaign cannot be claimed now, checked before the batch so the common refusals name their reason. */
function refusal(row: CampaignRow, inApp: boolean, now: number): ApiError | null {
  if (row.claimable !== 1) return new ApiError(ERR.VOUCHER_NOT_ELIGIBLE);
  if (now < row.claim_start_at) return new ApiError(ERR.VOUCHER_EVENT_NOT_STARTED);
  if (now >= row.claim_end_at) return new ApiError(ERR.VOUCHER_EVENT_EXPIRED);
  if (row.app_only === 1 && !inApp) return new ApiError(ERR.VOUCHER_APP_ONLY);
  if (row.held >= row.per_member_limit) return new ApiError(ERR.VOUCHER_CLAIM_LIMIT);
  if (row.claimed >= row.total_quantity) return new ApiError(ERR.VOUCHER_FULLY_CLAIMED);
  return null;
}

/** The constraint a failed claim batch broke, as the shopper's error: a race lost to other claims. */
function claimFailure(err: unknown): ApiError {
  const message = String((err as Error)?.message ?? err);
  if (message.includes('claimed <= total_quantity')) return new ApiError(ERR.VOUCHER_FULLY_CLAIMED);
  if (message.includes('voucher claim limit') || message.includes('member_vouchers.nth')) return new ApiError(ERR.VOUCHER_CLAIM_LIMIT);
  throw err;
}

/**
 * Claims one voucher of the campaign for the member: valid from now for the campaign's valid days. The checks before
 * the batch give each refusal its code; the batch itself holds the limits when claims race: the counter's CHECK
 * (total quantity) and the row's number under its unique key and trigger (per-member limit), so a lost race keeps
 * nothing. Answers the new coupon's number.
 */
export async function claimVoucher(
  c: CommerceContext,
  memberId: number,
  voucherNo: string,
  inApp: boolean,
  now = Date.now(),
): Promise<string> {
  await takeRateLimit(
    c,
    [{ key: `claim:${c.get('country')}:${memberId}`, limit: CLAIM_ATTEMPTS_PER_MINUTE, windowMs: 60_000 }],
    now,
    ERR.VOUCHER_TOO_MANY_ATTEMPTS,
  );
  const d1 = c.get('d1');
  const row = await campaign(d1, c.get('lang'), memberId, voucherNo);
  if (!row) throw new ApiError(ERR.VOUCHER_MISSING);
  const refused = refusal(row, inApp, now);
  if (refused) throw refused;
  if (row.new_user_only === 1 && !(await isNewUser(d1, memberId))) throw new ApiError(ERR.VOUCHER_NEW_USERS_ONLY);

  const couponNo = `C${randomDigits(15)}`;
  try {
    await d1.batch([
      // No condition: past total_quantity the CHECK fails the whole batch.
      d1.prepare('UPDATE vouchers SET claimed = claimed + 1 WHERE id = ?').bind(row.id),
      d1
        .prepare(
          `INSERT INTO member_vouchers (coupon_no, member_id, voucher_id, claimed_at, valid_until, nth)
           SELECT ?1, ?2, v.id, ?3, ?3 + v.valid_days * ${DAY_MS},
             (SELECT count(*) FROM member_vouchers WHERE member_id = ?2 AND voucher_id = v.id) + 1
           FROM vouchers v WHERE v.id = ?4`,
        )
        .bind(couponNo, memberId, now, row.id),
    ]);
  } catch (err) {
    throw claimFailure(err);
  }
  return couponNo;
}

/** The campaign of `voucherNo` as the member sees it now (after a claim). */
export async function campaignOf(d1: D1Database, lang: Lang, memberId: number, voucherNo: string): Promise<CampaignRow> {
  const row = await campaign(d1, lang, memberId, voucherNo);
  if (!row) throw new ApiError(ERR.VOUCHER_MISSING);
  return row;
}
