/**
 * Vouchers at the cart and the checkout (spec §3 Voucher, §7 promotion calls). The voucher wallet and the claim
 * centre (issue 17) add their calls here.
 */
import * as v from 'valibot';
import { defineCall } from './call';
import { CurrencyCode, Money, PageRequest, integer, text } from './common';
import { COUPON_TABS, SORT, VOUCHER_KINDS } from './constants';
import { ProductCard } from './catalog';
import { SelectedItems } from './cart';

/** What a voucher gives and on what terms: the same for a campaign of the claim centre and a voucher the member holds. */
const VoucherTerms = v.object({
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
});

/** A voucher the member holds, as the checkout lists it. */
export const MemberVoucher = v.object({
  coupon_no: v.string(),
  ...VoucherTerms.entries,
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

/**
 * A virtual category: a promotion's collection of products outside the category tree (docs/decisions/virtual-mapping.md).
 * A banner opens it as /commodityList?typeId=<virtual_id>&source=promotion.
 */
export const virtualMapping = defineCall({
  method: 'POST',
  path: '/promotion/api/virtual/mapping',
  summary:
    "A promotion's virtual category mapped onto the products it collects, paged in one of the list's sorts; 1108001 when it is unknown or not shown now.",
  access: 'public',
  input: v.object({
    virtual_id: integer(1, Number.MAX_SAFE_INTEGER),
    ...PageRequest,
    sort: v.optional(v.picklist(Object.values(SORT))),
  }),
  output: v.object({ virtual_id: v.number(), title: v.string(), total: v.number(), list: v.array(ProductCard) }),
});

/** A campaign of the claim centre (spec §6 app-only and new-user-only, §9 validity after claim). */
export const ClaimCampaign = v.object({
  voucher_no: v.string(),
  ...VoucherTerms.entries,
  new_user_only: v.boolean(),
  /** The claim window. */
  claim_start_at: v.number(),
  claim_end_at: v.number(),
  /** A claimed voucher is valid this many days from its claim. */
  valid_days: v.number(),
  total_quantity: v.number(),
  /** How many are left to claim (total_quantity less every claim and grant). */
  remaining: v.number(),
  per_member_limit: v.number(),
  /** How many of it the member holds, whatever their state (0 for a guest). */
  held: v.number(),
});
export type ClaimCampaign = v.InferOutput<typeof ClaimCampaign>;

export const couponSearch = defineCall({
  method: 'POST',
  path: '/search/coupon/search',
  summary:
    "The claim centre: the country's campaigns open for claims now, soonest ending first, with what is left and, for a member, how many they hold.",
  access: 'optional',
  input: v.object({}),
  output: v.object({ currency_code: CurrencyCode, list: v.array(ClaimCampaign) }),
});

export const couponClaim = defineCall({
  method: 'POST',
  path: '/promotion/api/coupon/claim',
  summary:
    'Claims a voucher of a campaign for the member (valid from now for its valid days); app-only campaigns only inside the native app (platform APP).',
  access: 'member',
  input: v.object({ voucher_no: text(1, 32) }),
  output: v.object({ coupon: MemberVoucher, campaign: ClaimCampaign }),
  ours: true,
});

/** A voucher of the wallet: its terms, its tab, and the order that used it. */
export const WalletVoucher = v.object({
  ...MemberVoucher.entries,
  state: v.picklist(COUPON_TABS),
  claimed_at: v.number(),
  /** The order holding or having used it; null while unused. */
  order_no: v.nullable(v.string()),
});
export type WalletVoucher = v.InferOutput<typeof WalletVoucher>;

export const couponWallet = defineCall({
  method: 'POST',
  path: '/promotion/api/coupon/page',
  summary:
    "A page of the member's vouchers in one tab: unused (soonest to expire first), used (held by or spent on an order) or expired (newest first).",
  access: 'member',
  input: v.object({ tab: v.optional(v.picklist(COUPON_TABS), 'unused'), ...PageRequest }),
  output: v.object({ currency_code: CurrencyCode, total: v.number(), list: v.array(WalletVoucher) }),
  ours: true,
});

export const couponDetail = defineCall({
  method: 'POST',
  path: '/promotion/api/coupon/detail',
  summary: "A voucher of the member's and its terms (its applicable products are coupon_product_list's); 1109003 when not theirs.",
  access: 'member',
  input: v.object({ coupon_no: text(1, 32) }),
  output: v.object({ currency_code: CurrencyCode, coupon: WalletVoucher }),
  ours: true,
});
