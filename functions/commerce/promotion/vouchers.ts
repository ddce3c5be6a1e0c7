/**
 * The member's vouchers as the checkout uses them (spec §3 Voucher): unused and unexpired, with the products each
 * applies to. Every query names the member.
 */
import { type SQL, and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import type { Lang } from '../../../src/shared/lang';
import { memberVouchers, orders, voucherProducts, vouchers, voucherTexts } from '../../platform/schema';
import { textIn } from '../catalog/texts';
import type { UsableVoucher } from './views';

type Db = DrizzleD1Database;

/** A voucher's terms (VoucherTerms) as columns of a select over vouchers, the title in `lang`. */
export function termsColumns(lang: Lang) {
  return {
    kind: vouchers.kind,
    amountOff: vouchers.amountOff,
    percentOff: vouchers.percentOff,
    maxOff: vouchers.maxOff,
    minSpend: vouchers.minSpend,
    stackable: vouchers.stackable,
    onlineOnly: vouchers.onlineOnly,
    appOnly: vouchers.appOnly,
    allProducts: vouchers.allProducts,
    title: textIn(lang, voucherTexts, voucherTexts.title, voucherTexts.voucherId, vouchers.id),
  };
}

/** The ids of the products the voucher applies to, as a JSON array. */
const productIdsJson = sql<string>`(select json_group_array(${voucherProducts.productId}) from ${voucherProducts} where ${voucherProducts.voucherId} = ${vouchers.id})`;

const productIdsOf = (allProducts: number, json: string) => (allProducts === 1 ? null : (JSON.parse(json) as number[]));

/** The member's vouchers matching `where`, unexpired, with their terms; the newest claim first. */
async function vouchersWhere(db: Db, memberId: number, lang: Lang, now: number, where: SQL): Promise<UsableVoucher[]> {
  const rows = await db
    .select({
      memberVoucherId: memberVouchers.id,
      couponNo: memberVouchers.couponNo,
      validUntil: memberVouchers.validUntil,
      ...termsColumns(lang),
      productIds: productIdsJson,
    })
    .from(memberVouchers)
    .innerJoin(vouchers, eq(vouchers.id, memberVouchers.voucherId))
    .where(and(eq(memberVouchers.memberId, memberId), gt(memberVouchers.validUntil, now), where))
    .orderBy(desc(memberVouchers.claimedAt), desc(memberVouchers.id));
  return rows.map((row) => ({ ...row, productIds: productIdsOf(row.allProducts, row.productIds) }));
}

/** The member's vouchers an order could use now: not held by an order, not expired; the newest claim first. */
export function usableVouchers(db: Db, memberId: number, lang: Lang, now: number): Promise<UsableVoucher[]> {
  return vouchersWhere(db, memberId, lang, now, eq(memberVouchers.uses, 0));
}

/** The member's unexpired vouchers that an order placed after `since` holds: what an order racing it lost. */
export function vouchersTakenSince(db: Db, memberId: number, lang: Lang, now: number, since: number): Promise<UsableVoucher[]> {
  const takenBy = db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.memberId, memberId), gt(orders.createdAt, since)));
  return vouchersWhere(db, memberId, lang, now, and(gt(memberVouchers.uses, 0), inArray(memberVouchers.orderId, takenBy))!);
}

/**
 * The products a voucher of the member's applies to: null when the coupon is not the member's (whatever its state),
 * `all` when it applies to every product, else the product ids.
 */
export async function memberVoucherScope(
  db: Db,
  memberId: number,
  couponNo: string,
): Promise<{ all: true } | { all: false; productIds: number[] } | null> {
  const row = await db
    .select({ allProducts: vouchers.allProducts, productIds: productIdsJson })
    .from(memberVouchers)
    .innerJoin(vouchers, eq(vouchers.id, memberVouchers.voucherId))
    .where(and(eq(memberVouchers.memberId, memberId), eq(memberVouchers.couponNo, couponNo)))
    .get();
  if (!row) return null;
  const productIds = productIdsOf(row.allProducts, row.productIds);
  return productIds ? { all: false, productIds } : { all: true };
}
