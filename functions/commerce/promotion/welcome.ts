/**
 * The welcome pack of a member created by their first sign-in (docs/decisions/welcome-pack.md): one voucher of each campaign
 * flagged grant_on_signup and the country's welcome coins, written in the batch that creates the member, so a member
 * exists with their pack or not at all, and a member who signs in again is never given it twice.
 */
import { and, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import type { CountryCode } from '../../../src/shared/countries';
import type { BatchStatement } from '../../platform/db';
import { coinLedger, memberVouchers, members, vouchers } from '../../platform/schema';
import { CHECKOUT_SETTINGS } from '../../platform/settings';

const DAY_MS = 24 * 3600 * 1000;

/** The writes that give the member numbered `memberNo` (inserted earlier in the same batch) their welcome pack. */
export function welcomeStatements(db: DrizzleD1Database, country: CountryCode, memberNo: string, now: number): BatchStatement[] {
  const member = db.select({ id: members.id }).from(members).where(eq(members.memberNo, memberNo));
  const granted = db
    .select({
      id: sql`null`.as('id'),
      couponNo: sql`'W' || substr(${memberNo}, 2) || '-' || ${vouchers.id}`.as('coupon_no'),
      memberId: sql`${member}`.as('member_id'),
      voucherId: vouchers.id,
      claimedAt: sql`${now}`.as('claimed_at'),
      validUntil: sql`${now} + ${vouchers.validDays} * ${DAY_MS}`.as('valid_until'),
      uses: sql`0`.as('uses'),
      orderId: sql`null`.as('order_id'),
      nth: sql`null`.as('nth'),
      remindedAt: sql`null`.as('reminded_at'),
    })
    .from(vouchers)
    .where(
      and(
        eq(vouchers.grantOnSignup, 1),
        lt(vouchers.claimed, vouchers.totalQuantity),
        lte(vouchers.claimStartAt, now),
        gt(vouchers.claimEndAt, now),
      ),
    );
  const statements: BatchStatement[] = [
    // Only a campaign open for claims with vouchers left: an exhausted one grants nothing instead of failing the
    // sign-in. D1 runs one batch at a time, so nothing claims between this insert and the count below.
    db.insert(memberVouchers).select(granted),
    db
      .update(vouchers)
      .set({ claimed: sql`${vouchers.claimed} + 1` })
      .where(
        inArray(vouchers.id, db.select({ id: memberVouchers.voucherId }).from(memberVouchers).where(eq(memberVouchers.memberId, member))),
      ),
  ];
  const coins = CHECKOUT_SETTINGS[country].welcomeCoins;
  if (coins > 0) {
    statements.push(db.insert(coinLedger).values({ memberId: sql`${member}`, delta: coins, kind: 'opening', createdAt: now }));
  }
  return statements;
}
