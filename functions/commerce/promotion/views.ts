/** Voucher rows as the API answers them. */
import type { CurrencyCode } from '../../../src/shared/countries';
import type { ClaimCampaign, MemberVoucher, PurchaseShortfall, WalletVoucher } from '../../../src/shared/contract/promotion';
import type { CampaignRow } from './claims';
import type { Shortfall } from './shortfall';
import type { VoucherRow, VoucherTermsRow } from './vouchers';
import type { WalletRow } from './wallet';

function termsView(row: VoucherTermsRow) {
  return {
    title: row.title,
    kind: row.kind,
    amount_off: row.amount_off,
    percent_off: row.percent_off,
    max_off: row.max_off,
    min_spend: row.min_spend,
    stackable: row.stackable === 1,
    online_only: row.online_only === 1,
    app_only: row.app_only === 1,
    all_products: row.all_products === 1,
  };
}

export function memberVoucherView(row: VoucherRow): MemberVoucher {
  return { coupon_no: row.coupon_no, ...termsView(row), valid_until: row.valid_until };
}

export function shortfallView({ pricing, next }: Shortfall, currency: CurrencyCode): PurchaseShortfall {
  return {
    currency_code: currency,
    subtotal: pricing.subtotal,
    best_saving: pricing.voucherDiscount + pricing.shippingDiscount,
    best_coupon_nos: pricing.applied,
    next: next && { coupon_no: next.row.coupon_no, title: next.row.title, amount_more: next.amountMore, saving: next.saving },
    coins_earned: pricing.coinsEarned,
  };
}

export function campaignView(row: CampaignRow): ClaimCampaign {
  return {
    voucher_no: row.voucher_no,
    ...termsView(row),
    new_user_only: row.new_user_only === 1,
    claim_start_at: row.claim_start_at,
    claim_end_at: row.claim_end_at,
    valid_days: row.valid_days,
    total_quantity: row.total_quantity,
    remaining: Math.max(0, row.total_quantity - row.claimed),
    per_member_limit: row.per_member_limit,
    held: row.held,
  };
}

export function walletVoucherView(row: WalletRow): WalletVoucher {
  return { ...memberVoucherView(row), state: row.state, claimed_at: row.claimed_at, order_no: row.order_no };
}
