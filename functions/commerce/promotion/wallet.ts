/**
 * The member's voucher wallet (spec §2 /couponsList, §4 unused / used / expired). Used means held by an order (locked
 * while it awaits payment, spent once paid; a closed unpaid order gives it back); expired means unused past its valid
 * till. Every query names the member.
 */
import { and, asc, count, desc, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import type { CouponTab } from '../../../src/shared/contract/constants';
import type { Lang } from '../../../src/shared/lang';
import { memberVouchers, orders, vouchers } from '../../platform/schema';
import type { WalletEntry } from './views';
import { termsColumns } from './vouchers';

type Db = DrizzleD1Database;

const mv = memberVouchers;

/**
 * Each tab's condition at `now`, and its order: the soonest to expire first while unused, the latest first otherwise.
 */
const TABS: Record<CouponTab, { where: (now: number) => SQL | undefined; order: SQL[] }> = {
  unused: { where: (now) => and(eq(mv.uses, 0), gt(mv.validUntil, now)), order: [asc(mv.validUntil), asc(mv.id)] },
  used: { where: () => eq(mv.uses, 1), order: [desc(mv.claimedAt), desc(mv.id)] },
  expired: { where: (now) => and(eq(mv.uses, 0), lte(mv.validUntil, now)), order: [desc(mv.validUntil), desc(mv.id)] },
};

/** The member's vouchers with their terms, the order holding each and its tab at `now`. */
function entries(db: Db, lang: Lang, memberId: number, now: number, where: SQL | undefined) {
  return db
    .select({
      couponNo: mv.couponNo,
      validUntil: mv.validUntil,
      claimedAt: mv.claimedAt,
      ...termsColumns(lang),
      orderNo: orders.orderNo,
      state: sql<CouponTab>`case when ${mv.uses} = 1 then 'used' when ${mv.validUntil} <= ${now} then 'expired' else 'unused' end`.as(
        'state',
      ),
    })
    .from(mv)
    .innerJoin(vouchers, eq(vouchers.id, mv.voucherId))
    .leftJoin(orders, eq(orders.id, mv.orderId))
    .where(and(eq(mv.memberId, memberId), where));
}

export async function walletPage(
  db: Db,
  lang: Lang,
  memberId: number,
  tab: CouponTab,
  page: { num: number; size: number },
  now: number,
): Promise<{ total: number; rows: WalletEntry[] }> {
  const { where, order } = TABS[tab];
  const [counted, rows] = await db.batch([
    db
      .select({ total: count() })
      .from(mv)
      .where(and(eq(mv.memberId, memberId), where(now))),
    entries(db, lang, memberId, now, where(now))
      .orderBy(...order)
      .limit(page.size)
      .offset((page.num - 1) * page.size),
  ]);
  return { total: counted[0]?.total ?? 0, rows };
}

/** One voucher of the member's, whatever its state; null when the coupon is not theirs. */
export async function walletVoucher(db: Db, lang: Lang, memberId: number, couponNo: string, now: number): Promise<WalletEntry | null> {
  return (await entries(db, lang, memberId, now, eq(mv.couponNo, couponNo)).get()) ?? null;
}
