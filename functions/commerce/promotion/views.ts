/** Voucher rows and virtual categories as the API answers them. */
import type { CallOutput } from '../../../src/shared/contract/call';
import type { CouponTab } from '../../../src/shared/contract/constants';
import type { ClaimCampaign, MemberVoucher, WalletVoucher, virtualMapping } from '../../../src/shared/contract/promotion';
import type { CountryCode } from '../../../src/shared/countries';
import type { memberVouchers, orders, vouchers } from '../../platform/schema';
import type { CardRow } from '../catalog/queries';
import { cardsOf } from '../catalog/views';

type Voucher = typeof vouchers.$inferSelect;
type Held = typeof memberVouchers.$inferSelect;

/** A voucher's terms as the vouchers table holds them (flags as 0/1), with its title in the request's language. */
export type VoucherTerms = Pick<
  Voucher,
  'kind' | 'amountOff' | 'percentOff' | 'maxOff' | 'minSpend' | 'stackable' | 'onlineOnly' | 'appOnly' | 'allProducts'
> & { title: string };

/** A voucher the member holds: its coupon and the campaign's terms. */
export type HeldVoucher = VoucherTerms & Pick<Held, 'couponNo' | 'validUntil'>;

/** A voucher the member can use on an order now, with the products it applies to (null: all of them). */
export type UsableVoucher = HeldVoucher & { memberVoucherId: Held['id']; productIds: number[] | null };

/** A campaign of the claim centre, with how many of it the member holds (0 for a guest). */
export type Campaign = VoucherTerms &
  Pick<
    Voucher,
    | 'id'
    | 'voucherNo'
    | 'newUserOnly'
    | 'claimable'
    | 'claimStartAt'
    | 'claimEndAt'
    | 'validDays'
    | 'totalQuantity'
    | 'claimed'
    | 'perMemberLimit'
  > & { held: number };

/** A voucher of the wallet: when it was claimed, the order holding it, and its tab. */
export type WalletEntry = HeldVoucher &
  Pick<Held, 'claimedAt'> & { orderNo: (typeof orders.$inferSelect)['orderNo'] | null; state: CouponTab };

function termsView(terms: VoucherTerms) {
  return {
    title: terms.title,
    kind: terms.kind,
    amount_off: terms.amountOff,
    percent_off: terms.percentOff,
    max_off: terms.maxOff,
    min_spend: terms.minSpend,
    stackable: terms.stackable === 1,
    online_only: terms.onlineOnly === 1,
    app_only: terms.appOnly === 1,
    all_products: terms.allProducts === 1,
  };
}

export function memberVoucherView(voucher: HeldVoucher): MemberVoucher {
  return { coupon_no: voucher.couponNo, ...termsView(voucher), valid_until: voucher.validUntil };
}

export function campaignView(campaign: Campaign): ClaimCampaign {
  return {
    voucher_no: campaign.voucherNo,
    ...termsView(campaign),
    new_user_only: campaign.newUserOnly === 1,
    claim_start_at: campaign.claimStartAt,
    claim_end_at: campaign.claimEndAt,
    valid_days: campaign.validDays,
    total_quantity: campaign.totalQuantity,
    remaining: Math.max(0, campaign.totalQuantity - campaign.claimed),
    per_member_limit: campaign.perMemberLimit,
    held: campaign.held,
  };
}

export function walletVoucherView(entry: WalletEntry): WalletVoucher {
  return { ...memberVoucherView(entry), state: entry.state, claimed_at: entry.claimedAt, order_no: entry.orderNo };
}

/** A virtual category with a page of the products it maps to. */
export function virtualCategoryView(
  category: { id: number; title: string },
  page: { total: number; rows: CardRow[] },
  country: CountryCode,
): CallOutput<typeof virtualMapping> {
  return { virtual_id: category.id, title: category.title, total: page.total, list: cardsOf(page.rows, country) };
}
