/**
 * The confirmation's voucher choice (spec §3 Voucher): at most one discount and one shipping voucher, and two only
 * when both are stackable. The server decides what applies and what it saves; these rules only keep the page from
 * sending a pair the server would refuse whole, so choosing a voucher replaces the one it cannot combine with.
 */
import type { OrderPreview } from '../../shared/contract/order';

export type PreviewVoucher = OrderPreview['vouchers'][number];

/** A voucher can be chosen unless the selection itself rules it out ('not_stackable' only concerns the pair). */
export function choosable(voucher: PreviewVoucher): boolean {
  return voucher.block === null || voucher.block === 'not_stackable';
}

/** The coupon numbers to send after the shopper chose or unchose `couponNo`, starting from those applied now. */
export function toggleVoucher(applied: readonly string[], vouchers: readonly PreviewVoucher[], couponNo: string): string[] {
  if (applied.includes(couponNo)) return applied.filter((no) => no !== couponNo);
  const picked = vouchers.find((v) => v.coupon_no === couponNo);
  if (!picked || !choosable(picked)) return [...applied];
  const kept = applied
    .map((no) => vouchers.find((v) => v.coupon_no === no))
    .filter((v): v is PreviewVoucher => v !== undefined && v.kind !== picked.kind && v.stackable && picked.stackable);
  return [...kept.map((v) => v.coupon_no), couponNo];
}

/**
 * The state a Place order press belongs to: a retry of the same state keeps its idempotency key (a double click or a
 * lost answer makes one order), anything the shopper changed gets a new one.
 */
export function confirmationState(input: {
  items: readonly { sku_no: string; quantity: number }[];
  address_id?: string | undefined;
  coupon_nos?: readonly string[] | undefined;
  use_coins: boolean;
  note: string;
  total: number;
}): string {
  return JSON.stringify(input);
}
