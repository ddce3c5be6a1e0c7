/**
 * The voucher wallet (/couponsList, spec §2, §4): the tab, kept in $globalState.couponTab; each tab's vouchers, whose
 * further pages are appended to the tab's cached answer (a held voucher stays put: the first form of
 * src/stores/paged.ts); and the terms of one voucher with the products it applies to. A failed list shows as empty, a
 * failed terms call closes the terms (the API client has said why).
 */
import { atom, computed } from 'nanostores';
import type { CallOutput } from '../../shared/contract/call';
import { COUPON_TABS, type CouponTab } from '../../shared/contract/constants';
import type * as promotion from '../../shared/contract/promotion';
import { couponDetail, couponProductList, couponWallet } from '../../shared/contract/refs/promotion';
import { api } from '../api';
import { $bootstrapped } from '../persist';
import { createLoadMore } from '../paged';
import { createFetcherStore } from '../query';
import { $globalState } from '../state';

export const WALLET_PAGE_SIZE = 10;
/** The applicable products the terms show; the rest are counted. */
export const TERMS_PRODUCTS_SHOWN = 20;

export type WalletPage = CallOutput<typeof promotion.couponWallet>;
export type VoucherTerms = CallOutput<typeof promotion.couponDetail>;
export type TermsProducts = CallOutput<typeof promotion.couponProductList>;

const tabNamed = (name: unknown): CouponTab => COUPON_TABS.find((tab) => tab === name) ?? 'unused';

/** The server renders the first tab; the tab the shopper last chose follows once the stored state is back. */
export const $walletTab = computed([$bootstrapped, $globalState], (ready, state) =>
  ready ? (COUPON_TABS[state.couponTab] ?? 'unused') : 'unused',
);

export function chooseWalletTab(tab: CouponTab): void {
  $globalState.setKey('couponTab', COUPON_TABS.indexOf(tab));
}

/** The first page of the chosen tab; `loadMoreVouchers` appends the next ones to it. */
export const $walletPage = createFetcherStore<WalletPage>(['vouchers/wallet|', $walletTab], {
  fetcher: (_, tab) => api.request(couponWallet, { tab: tabNamed(tab), page_num: 1, page_size: WALLET_PAGE_SIZE }),
});

export const { $loading: $walletMoreLoading, more: loadMoreVouchers } = createLoadMore($walletPage, (loaded) =>
  api.request(couponWallet, {
    tab: $walletTab.get(),
    page_num: Math.floor(loaded.list.length / WALLET_PAGE_SIZE) + 1,
    page_size: WALLET_PAGE_SIZE,
  }),
);

/** The voucher whose terms are open, if any. */
export const $termsCoupon = atom<string | null>(null);

export function openTerms(couponNo: string): void {
  $termsCoupon.set(couponNo);
}

export function closeTerms(): void {
  $termsCoupon.set(null);
}

export const $voucherTerms = createFetcherStore<VoucherTerms>(['vouchers/terms|', $termsCoupon], {
  fetcher: (_, couponNo) => api.request(couponDetail, { coupon_no: String(couponNo) }),
  onError: closeTerms,
});

/** Asked for once the terms say the voucher is for some products only. */
const $productsOf = computed([$termsCoupon, $voucherTerms], (couponNo, terms) =>
  terms.data && !terms.data.coupon.all_products ? couponNo : null,
);

export const $termsProducts = createFetcherStore<TermsProducts>(['vouchers/terms-products|', $productsOf], {
  fetcher: (_, couponNo) => api.request(couponProductList, { coupon_no: String(couponNo), page_num: 1, page_size: TERMS_PRODUCTS_SHOWN }),
  onError: closeTerms,
});
