// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../../tests/unit/fake-api';
import type { WalletVoucher } from '../../shared/contract/promotion';
import { SIGNED_IN_COOKIE } from '../../shared/constants';
import { messagesFor } from '../../shared/i18n';
import { provideServerDictionaries } from '../../stores/i18n';
import { $bootstrapped } from '../../stores/persist';
import { $globalState } from '../../stores/state';
import Wallet from './Wallet';

beforeAll(() => provideServerDictionaries(messagesFor));
beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the islands read the signed-in marker from document.cookie (stores/startup.ts).
  document.cookie = `${SIGNED_IN_COOKIE}=1`;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const VOUCHER: WalletVoucher = {
  coupon_no: 'C-1',
  title: 'Rp50.000 off orders over Rp300.000',
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
  state: 'used',
  claimed_at: Date.UTC(2026, 10, 24),
  order_no: 'SO2611230001',
};

function stubApi() {
  return fakeApi(({ path, body }) => {
    if (path.endsWith('/member/user/info')) return ok({ user_name: 'budi' });
    if (path.endsWith('/coupon/page')) {
      return ok({ currency_code: 'IDR', total: body.tab === 'used' ? 1 : 0, list: body.tab === 'used' ? [VOUCHER] : [] });
    }
    if (path.endsWith('/coupon/detail')) return ok({ currency_code: 'IDR', coupon: VOUCHER });
    if (path.endsWith('/coupon_product_list')) {
      return ok({ total: 3, list: [{ product_no: 'P-7', product_name: 'Keju Cheddar', thumb_image_url: '/img/p7.webp' }] });
    }
    return undefined;
  });
}

describe('the wallet', () => {
  it('opens on the tab kept in globalState.couponTab once the stored state is back, and keeps a new choice there', async () => {
    $bootstrapped.set(false);
    $globalState.setKey('couponTab', 1);
    const calls = stubApi();
    render(<Wallet locale={{ lang: 'en', country: 'ID' }} signedIn />);
    $bootstrapped.set(true);
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Used' }).getAttribute('aria-selected')).toBe('true'));
    expect(await screen.findByText('Order SO2611230001')).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith('/coupon/page') && c.body.tab === 'used')).toBe(true);
    // A used voucher is not offered for use again.
    expect(screen.queryByRole('link', { name: 'Use' })).toBeNull();

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Used' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Expired' }).getAttribute('aria-selected')).toBe('true');
    expect($globalState.get().couponTab).toBe(2);
    expect(await screen.findByText('No expired vouchers.')).toBeTruthy();
  });

  it("shows a voucher's terms with the products it applies to", async () => {
    $bootstrapped.set(true);
    $globalState.setKey('couponTab', 1);
    stubApi();
    render(<Wallet locale={{ lang: 'en', country: 'ID' }} signedIn />);
    fireEvent.click(await screen.findByRole('button', { name: 'Terms' }));
    expect(await screen.findByText('Keju Cheddar')).toBeTruthy();
    const terms = within(screen.getByText('Applicable products').closest('dialog')!);
    expect(terms.getByText('and 2 more products')).toBeTruthy();
    expect(terms.getByText('Min. spend Rp300.000')).toBeTruthy();
    expect(terms.getByText(/Not stackable/)).toBeTruthy();
  });
});
