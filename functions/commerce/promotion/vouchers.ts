/**
 * The member's vouchers as the checkout uses them (spec §3 Voucher): unused and unexpired, with the products each
 * applies to. Every query names the member.
 */
import type { VoucherKind } from '../../../src/shared/contract/constants';
import type { Lang } from '../../../src/shared/lang';
import { langText } from '../catalog/detail';
import type { PricingVoucher } from '../order/pricing';

/** A voucher's terms as the vouchers table and its texts hold them (flags as 0/1), for a campaign or a claimed voucher. */
export interface VoucherTermsRow {
  title: string;
  kind: VoucherKind;
  amount_off: number;
  percent_off: number;
  max_off: number | null;
  min_spend: number;
  stackable: number;
  online_only: number;
  app_only: number;
  all_products: number;
}

export interface VoucherRow extends VoucherTermsRow {
  member_voucher_id: number;
  coupon_no: string;
  valid_until: number;
  /** The product ids it applies to, as JSON; '[]' when it applies to all. */
  product_ids: string;
}

/** The member's vouchers an order could use now: not held by an order, not expired; the newest claim first. */
export async function usableVouchers(d1: D1Database, memberId: number, lang: Lang, now: number): Promise<VoucherRow[]> {
  const { results } = await d1
    .prepare(
      `SELECT mv.id AS member_voucher_id, mv.coupon_no, mv.valid_until, v.kind, v.amount_off, v.percent_off, v.max_off,
         v.min_spend, v.stackable, v.online_only, v.app_only, v.all_products,
         ${langText('title', 'voucher_texts', 'voucher_id', 'v.id')} AS title,
         CASE WHEN v.all_products = 1 THEN '[]'
              ELSE (SELECT json_group_array(product_id) FROM voucher_products WHERE voucher_id = v.id) END AS product_ids
       FROM member_vouchers mv JOIN vouchers v ON v.id = mv.voucher_id
       WHERE mv.member_id = ?2 AND mv.uses = 0 AND mv.valid_until > ?3
       ORDER BY mv.claimed_at DESC, mv.id DESC`,
    )
    .bind(lang, memberId, now)
    .all<VoucherRow>();
  return results;
}

export function pricingVoucher(row: VoucherRow): PricingVoucher {
  return {
    couponNo: row.coupon_no,
    kind: row.kind,
    amountOff: row.amount_off,
    percentOff: row.percent_off,
    maxOff: row.max_off,
    minSpend: row.min_spend,
    stackable: row.stackable === 1,
    productIds: row.all_products === 1 ? null : new Set(JSON.parse(row.product_ids) as number[]),
  };
}

/**
 * The products a voucher of the member's applies to: null when the coupon is not the member's (whatever its state),
 * `all` when it applies to every product, else the product ids.
 */
export async function memberVoucherScope(
  d1: D1Database,
  memberId: number,
  couponNo: string,
): Promise<{ all: true } | { all: false; productIds: number[] } | null> {
  const row = await d1
    .prepare(
      `SELECT v.all_products, (SELECT json_group_array(product_id) FROM voucher_products WHERE voucher_id = v.id) AS product_ids
       FROM member_vouchers mv JOIN vouchers v ON v.id = mv.voucher_id
       WHERE mv.member_id = ? AND mv.coupon_no = ?`,
    )
    .bind(memberId, couponNo)
    .first<{ all_products: number; product_ids: string }>();
  if (!row) return null;
  return row.all_products === 1 ? { all: true } : { all: false, productIds: JSON.parse(row.product_ids) as number[] };
}
