/**
 * The claim centre (spec §2 /coupons, §6, §7 search/coupon/search): the country's campaigns open for claims, and a
 * claim, which is one D1 batch of the campaign's counter and the member's voucher row (migration 0021).
 */
import { and, asc, eq, exists, gt, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { ORDER_STATUS } from '../../../src/shared/contract/constants';
import type { CountryCode } from '../../../src/shared/countries';
import { ApiError, ERR } from '../../../src/shared/errors';
import type { Lang } from '../../../src/shared/lang';
import type { Bucket } from '../../platform/rate-limit';
import { members, memberVouchers, orderArchiveMembers, orders, vouchers } from '../../platform/schema';
import { randomDigits } from '../../platform/tokens';
import type { Campaign } from './views';
import { termsColumns } from './vouchers';

type Db = DrizzleD1Database;

const DAY_MS = 24 * 3600 * 1000;

/** Claim attempts per member in a minute (1101039 past it): a shopper taps a few times, a script many. */
export const CLAIM_ATTEMPTS_PER_MINUTE = 10;

/** The rate limit of the member's claim attempts, taken before each claim. */
export const claimAttempts = (country: CountryCode, memberId: number): Bucket => ({
  key: `claim:${country}:${memberId}`,
  limit: CLAIM_ATTEMPTS_PER_MINUTE,
  windowMs: 60_000,
});

/** How many vouchers of the campaign (the row of vouchers the query is at) the member holds. */
const heldBy = (db: Db, memberId: number) =>
  db.$count(memberVouchers, and(eq(memberVouchers.voucherId, vouchers.id), eq(memberVouchers.memberId, memberId)));

/** Campaigns with their terms and how many of each the member holds; `memberId` 0 for a guest. */
function campaigns(db: Db, lang: Lang, memberId: number, where: SQL | undefined) {
  return db
    .select({
      id: vouchers.id,
      voucherNo: vouchers.voucherNo,
      ...termsColumns(lang),
      newUserOnly: vouchers.newUserOnly,
      claimable: vouchers.claimable,
      claimStartAt: vouchers.claimStartAt,
      claimEndAt: vouchers.claimEndAt,
      validDays: vouchers.validDays,
      totalQuantity: vouchers.totalQuantity,
      claimed: vouchers.claimed,
      perMemberLimit: vouchers.perMemberLimit,
      held: heldBy(db, memberId),
    })
    .from(vouchers)
    .where(where);
}

/** The campaigns open for claims at `now`, soonest ending first; `memberId` 0 for a guest. */
export function openCampaigns(db: Db, lang: Lang, memberId: number, now: number): Promise<Campaign[]> {
  return campaigns(
    db,
    lang,
    memberId,
    and(eq(vouchers.claimable, 1), lte(vouchers.claimStartAt, now), gt(vouchers.claimEndAt, now)),
  ).orderBy(asc(vouchers.claimEndAt), asc(vouchers.id));
}

async function campaign(db: Db, lang: Lang, memberId: number, voucherNo: string): Promise<Campaign | undefined> {
  return campaigns(db, lang, memberId, eq(vouchers.voucherNo, voucherNo)).get();
}

/**
 * A new user (spec §6 new-user-only) has no order that was paid or completed (docs/decisions/new-user.md), archived
 * ones included (order/archive.ts counts those): an order closed unpaid, or one still waiting for payment or cash on
 * delivery, does not make a member a regular.
 */
async function isNewUser(db: Db, memberId: number): Promise<boolean> {
  const bought = db
    .select({ found: sql`1` })
    .from(orders)
    .where(and(eq(orders.memberId, memberId), or(isNotNull(orders.paidAt), eq(orders.status, ORDER_STATUS.complete))));
  const archived = db
    .select({ found: sql`1` })
    .from(orderArchiveMembers)
    .where(and(eq(orderArchiveMembers.memberId, memberId), gt(orderArchiveMembers.purchases, 0)));
  const row = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.id, memberId), or(exists(bought), exists(archived))))
    .get();
  return row === undefined;
}

/** Why a campaign cannot be claimed now, checked before the batch so the common refusals name their reason. */
function refusal(row: Campaign, inApp: boolean, now: number): ApiError | null {
  if (row.claimable !== 1) return new ApiError(ERR.VOUCHER_NOT_ELIGIBLE);
  if (now < row.claimStartAt) return new ApiError(ERR.VOUCHER_EVENT_NOT_STARTED);
  if (now >= row.claimEndAt) return new ApiError(ERR.VOUCHER_EVENT_EXPIRED);
  if (row.appOnly === 1 && !inApp) return new ApiError(ERR.VOUCHER_APP_ONLY);
  if (row.held >= row.perMemberLimit) return new ApiError(ERR.VOUCHER_CLAIM_LIMIT);
  if (row.claimed >= row.totalQuantity) return new ApiError(ERR.VOUCHER_FULLY_CLAIMED);
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
  db: Db,
  lang: Lang,
  memberId: number,
  voucherNo: string,
  inApp: boolean,
  now = Date.now(),
): Promise<string> {
  const row = await campaign(db, lang, memberId, voucherNo);
  if (!row) throw new ApiError(ERR.VOUCHER_MISSING);
  const refused = refusal(row, inApp, now);
  if (refused) throw refused;
  if (row.newUserOnly === 1 && !(await isNewUser(db, memberId))) throw new ApiError(ERR.VOUCHER_NEW_USERS_ONLY);

  const couponNo = `C${randomDigits(15)}`;
  const claimed = db
    .select({
      id: sql`null`.as('id'),
      couponNo: sql`${couponNo}`.as('coupon_no'),
      memberId: sql`${memberId}`.as('member_id'),
      voucherId: vouchers.id,
      claimedAt: sql`${now}`.as('claimed_at'),
      validUntil: sql`${now} + ${vouchers.validDays} * ${DAY_MS}`.as('valid_until'),
      uses: sql`0`.as('uses'),
      orderId: sql`null`.as('order_id'),
      nth: sql`${heldBy(db, memberId)} + 1`.as('nth'),
      remindedAt: sql`null`.as('reminded_at'),
    })
    .from(vouchers)
    .where(eq(vouchers.id, row.id));
  try {
    await db.batch([
      // No condition: past total_quantity the CHECK fails the whole batch.
      db
        .update(vouchers)
        .set({ claimed: sql`${vouchers.claimed} + 1` })
        .where(eq(vouchers.id, row.id)),
      db.insert(memberVouchers).select(claimed),
    ]);
  } catch (err) {
    throw claimFailure(err);
  }
  return couponNo;
}

/** The campaign of `voucherNo` as the member sees it now (after a claim). */
export async function campaignOf(db: Db, lang: Lang, memberId: number, voucherNo: string): Promise<Campaign> {
  const row = await campaign(db, lang, memberId, voucherNo);
  if (!row) throw new ApiError(ERR.VOUCHER_MISSING);
  return row;
}
