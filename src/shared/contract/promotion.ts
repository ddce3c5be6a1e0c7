/**
 * Vouchers at the cart and the checkout (spec §3 Voucher, §7 promotion calls). The voucher wallet and the claim
 * centre (issue 17) add their calls here.
 */
import * as v from 'valibot';
import { defineCall } from './call';
import { CurrencyCode, Money, PageRequest, text } from './common';
import { VOUCHER_KINDS } from './constants';
import { ProductCard } from './catalog';
import { SelectedItems } from './cart';

/** A voucher the member holds, as the checkout lists it. */
export const MemberVoucher = v.object({
  coupon_no: v.string(),
  title: v.string(),
  kind: v.picklist(VOUCHER_KINDS),
  /** A fixed amount off (minor units), or 0 when it is a percentage. */
  amount_off: Money,
  percent_off: v.number(),
  /** The most a percentage takes off; null when uncapped or fixed. */
  max_off: v.nullable(Money),
  min_spend: Money,
  stackable: v.boolean(),
  online_only: v.boolean(),
  app_only: v.boolean(),
  /** False when it applies to some products only (coupon_product_list lists them). */
  all_products: v.boolean(),
  valid_until: v.number(),
});
export type MemberVoucher = v.InferOutput<typeof MemberVoucher>;

/** The cart's summary of a selection: the best voucher now, and what a little more would unlock. */
export const PurchaseShortfall = v.object({
  currency_code: CurrencyCode,
  subtotal: Money,
  /** The best combination of the member's vouchers for this selection and what it saves (0 and [] when none). */
  best_saving: Money,
  best_coupon_nos: v.array(v.string()),
  /** The voucher closest to its minimum spend, when one is not yet reached. */
  next: v.nullable(v.object({ coupon_no: v.string(), title: v.string(), amount_more: Money, saving: Money })),
  /** Coins the selection would earn once receipt is confirmed. */
  coins_earned: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type PurchaseShortfall = v.InferOutput<typeof PurchaseShortfall>;

export const minimumPurchaseShortfall = defineCall({
  method: 'POST',
  path: '/promotion/api/get_minimum_purchase_shortfall',
  summary:
    "For the cart's selected items: the subtotal, the best voucher saving, how much more would unlock the next voucher, and the coins the selection earns.",
  access: 'member',
  input: v.object({ items: SelectedItems }),
  output: PurchaseShortfall,
});

export const couponProductList = defineCall({
  method: 'POST',
  path: '/promotion/api/fetch/coupon_product_list',
  summary: 'The products a voucher of the member applies to, paged (all products on sale when it applies to all).',
  access: 'member',
  input: v.object({ coupon_no: text(1, 32), ...PageRequest }),
  output: v.object({ total: v.number(), list: v.array(ProductCard) }),
});
