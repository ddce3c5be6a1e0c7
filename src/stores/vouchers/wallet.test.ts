import { allTasks, cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WalletVoucher } from '../../shared/contract/promotion';
import { fakeApi, ok, refuse } from '../../../tests/unit/fake-api';
import { $bootstrapped } from '../persist';
import { invalidateKeys } from '../query';
import { $globalState } from '../state';
import {
  $termsCoupon,
  $termsProducts,
  $voucherTerms,
  $walletMoreLoading,
  $walletPage,
  $walletTab,
  chooseWalletTab,
  closeTerms,
  loadMoreVouchers,
  openTerms,
  WALLET_PAGE_SIZE,
} from './wallet';

const voucher = (n: number, extra: Partial<WalletVoucher> = {}): WalletVoucher => ({
  coupon_no: `C-${n}`,
  title: `Voucher ${n}`,
  kind: 'discount',
  amount_off: 50_000,
  percent_off: 0,
  max_off: null,
  min_spend: 300_000,
  stackable: false,
  online_only: false,
  app_only: false,
  all_products: false,
  valid_until: Date.UTC(2026, 11, 24),
  state: 'unused',
  claimed_at: Date.UTC(2026, 10, 24),
  order_no: null,
  ...extra,
});

/** The API as the store sees it: 13 vouchers in the unused tab, none elsewhere; `fail` names paths that answer an error. */
function stubApi(fail: string[] = []) {
  return fakeApi(({ path, body }) => {
    if (fail.some((f) => path.endsWith(f))) return refuse(1101020);
    if (path.endsWith('/coupon/page')) {
      const all = body.tab === 'unused' ? Array.from({ length: 13 }, (_, i) => voucher(i + 1)) : [];
      const page = Number(body.page_num);
      return ok({
        currency_code: 'IDR',
        total: all.length,
        list: all.slice((page - 1) * WALLET_PAGE_SIZE, page * WALLET_PAGE_SIZE),
      });
    }
    if (path.endsWith('/coupon/detail')) {
      const n = Number(String(body.coupon_no).slice(2));
      return ok({ currency_code: 'IDR', coupon: voucher(n, { all_products: n === 2 }) });
    }
    if (path.endsWith('/coupon_product_list'))
      return ok({ total: 3, list: [{ product_no: 'P-7', product_name: 'Keju', thumb_image_url: '' }] });
    return undefined;
  });
}

/** Lets the stores' keys follow what changed (nanoquery batches them on a timer) and their calls answer. */
async function settle(): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await allTasks();
  }
}

/** Keeps a store mounted, as an island showing it does. */
function watch(store: { listen: (cb: () => void) => () => void }) {
  unmount.push(store.listen(() => undefined));
}
let unmount: (() => void)[] = [];

beforeEach(() => {
  invalidateKeys(() => true);
  $bootstrapped.set(true);
  $globalState.setKey('couponTab', 0);
  closeTerms();
});
afterEach(() => {
  for (const stop of unmount) stop();
  unmount = [];
  // Unmounted now, not a second later: a store still mounted would refetch the next test's invalidated keys. (The
  // terms are keyed by the open voucher, which the next test closes first.)
  cleanStores($walletPage, $termsProducts);
  vi.unstubAllGlobals();
});

describe('the wallet tab', () => {
  it('is the first until the stored state is back, then the one kept in globalState.couponTab', () => {
    $bootstrapped.set(false);
    $globalState.setKey('couponTab', 1);
    expect($walletTab.get()).toBe('unused');
    $bootstrapped.set(true);
    expect($walletTab.get()).toBe('used');
  });

  it('keeps a new choice in globalState.couponTab and loads that tab', async () => {
    const calls = stubApi();
    watch($walletPage);
    await settle();
    chooseWalletTab('expired');
    expect($globalState.get().couponTab).toBe(2);
    expect($walletTab.get()).toBe('expired');
    await settle();
    expect($walletPage.get().data?.list).toEqual([]);
    expect(calls.map((c) => c.body.tab)).toEqual(['unused', 'expired']);
  });
});

describe('the wallet list', () => {
  it("loads the tab's first page, loading first", async () => {
    const calls = stubApi();
    watch($walletPage);
    expect($walletPage.get().loading).toBe(true);
    await settle();
    const { data, loading } = $walletPage.get();
    expect(loading).toBe(false);
    expect(data?.total).toBe(13);
    expect(data?.list).toHaveLength(10);
    expect(calls[0]?.body).toEqual({ tab: 'unused', page_num: 1, page_size: WALLET_PAGE_SIZE });
  });

  it('appends the next page to the list on Load more, busy meanwhile', async () => {
    const calls = stubApi();
    watch($walletPage);
    await settle();
    const more = loadMoreVouchers();
    expect($walletMoreLoading.get()).toBe(true);
    await more;
    expect($walletMoreLoading.get()).toBe(false);
    expect($walletPage.get().data?.list.map((v) => v.coupon_no)).toEqual(Array.from({ length: 13 }, (_, i) => `C-${i + 1}`));
    expect(calls.at(-1)?.body).toEqual({ tab: 'unused', page_num: 2, page_size: WALLET_PAGE_SIZE });
  });

  it('keeps the vouchers shown when Load more fails', async () => {
    stubApi();
    watch($walletPage);
    await settle();
    stubApi(['/coupon/page']);
    await loadMoreVouchers();
    expect($walletPage.get().data?.list).toHaveLength(10);
    expect($walletMoreLoading.get()).toBe(false);
  });

  it('ends in an error the page shows as an empty tab when the list fails', async () => {
    stubApi(['/coupon/page']);
    watch($walletPage);
    await settle();
    expect($walletPage.get()).toMatchObject({ loading: false, data: undefined });
    expect($walletPage.get().error).toBeTruthy();
  });
});

describe("a voucher's terms", () => {
  it('load with the products the voucher applies to', async () => {
    const calls = stubApi();
    watch($voucherTerms);
    watch($termsProducts);
    openTerms('C-1');
    await settle();
    expect($voucherTerms.get().data?.coupon.title).toBe('Voucher 1');
    expect($termsProducts.get().data?.total).toBe(3);
    expect(calls.find((c) => c.path.endsWith('/coupon_product_list'))?.body).toEqual({ coupon_no: 'C-1', page_num: 1, page_size: 20 });
  });

  it('ask for no products when the voucher applies to all of them', async () => {
    const calls = stubApi();
    watch($voucherTerms);
    watch($termsProducts);
    openTerms('C-2');
    await settle();
    expect($voucherTerms.get().data?.coupon.all_products).toBe(true);
    expect(calls.some((c) => c.path.endsWith('/coupon_product_list'))).toBe(false);
  });

  it('close when the terms or their products fail', async () => {
    stubApi(['/coupon/detail']);
    watch($voucherTerms);
    openTerms('C-3');
    await settle();
    expect($termsCoupon.get()).toBeNull();

    stubApi(['/coupon_product_list']);
    watch($termsProducts);
    openTerms('C-4');
    await settle();
    expect($termsCoupon.get()).toBeNull();
  });
});
