/**
 * The member's voucher wallet (spec §2 /couponsList, §4 unused / used / expired). Used means held by an order (locked
 * while it awaits payment, spent once paid; a closed unpaid order gives it back); expired means unused past its valid
 * till. Every query names the member.
 */
import type { CouponTab } from '../../../src/shared/contract/constants';
import type { Lang } from '../../../src/shared/lang';
import { langText } from '../catalog/detail';
import type { VoucherRow } from './vouchers';

export interface WalletRow extends VoucherRow {
  claimed_at: number;
  order_no: string | null;
  state: CouponTab;
}

const WALLET_COLUMNS = `mv.id AS member_voucher_id, mv.coupon_no, mv.valid_until, mv.claimed_at, v.kind, v.amount_off,
  v.percent_off, v.max_off, v.min_spend, v.stackable, v.online_only, v.app_only, v.all_products, '[]' AS product_ids,
  ${langText('title', 'voucher_texts', 'voucher_id', 'v.id')} AS title,
  (SELECT order_no FROM orders o WHERE o.id = mv.order_id) AS order_no,
  CASE WHEN mv.uses = 1 THEN 'used' WHEN mv.valid_until <= ?3 THEN 'expired' ELSE 'unused' END AS state`;

/**
 * Each tab's condition, given the parameter that holds now, and its order: the soonest to expire first while unused,
 * the latest first otherwise.
 */
const TABS: Record<CouponTab, { where: (now: string) => string; order: string }> = {
  unused: { where: (now) => `mv.uses = 0 AND mv.valid_until > ${now}`, order: 'mv.valid_until, mv.id' },
  used: { where: () => 'mv.uses = 1', order: 'mv.claimed_at DESC, mv.id DESC' },
  expired: { where: (now) => `mv.uses = 0 AND mv.valid_until <= ${now}`, order: 'mv.valid_until DESC, mv.id DESC' },
};

export async function walletPage(
  d1: D1Database,
  lang: Lang,
  memberId: number,
  tab: CouponTab,
  page: { num: number; size: number },
  now: number,
): Promise<{ total: number; rows: WalletRow[] }> {
  const { where, order } = TABS[tab];
  const [count, list] = await d1.batch([
    // D1 wants exactly the parameters a statement names: the used tab's count does not name now.
    d1
      .prepare(`SELECT count(*) AS total FROM member_vouchers mv WHERE mv.member_id = ?1 AND ${where('?2')}`)
      .bind(...(where('?2').includes('?2') ? [memberId, now] : [memberId])),
    d1
      .prepare(
        `SELECT ${WALLET_COLUMNS} FROM member_vouchers mv JOIN vouchers v ON v.id = mv.voucher_id
         WHERE mv.member_id = ?2 AND ${where('?3')} ORDER BY ${order} LIMIT ?4 OFFSET ?5`,
      )
      .bind(lang, memberId, now, page.size, (page.num - 1) * page.size),
  ]);
  const total = (count?.results[0] as { total: number } | undefined)?.total ?? 0;
  return { total, rows: (list?.results ?? []) as WalletRow[] };
}

/** One voucher of the member's, whatever its state; null when the coupon is not theirs. */
export async function walletVoucher(
  d1: D1Database,
  lang: Lang,
  memberId: number,
  couponNo: string,
  now: number,
): Promise<WalletRow | null> {
  return d1
    .prepare(
      `SELECT ${WALLET_COLUMNS} FROM member_vouchers mv JOIN vouchers v ON v.id = mv.voucher_id
       WHERE mv.member_id = ?2 AND mv.coupon_no = ?4`,
    )
    .bind(lang, memberId, now, couponNo)
    .first<WalletRow>();
}
