// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderPreview } from '../../shared/contract/order';
import { SIGNED_IN_COOKIE } from '../../shared/constants';
import { messagesFor } from '../../shared/i18n';
import { $confirmed } from '../../stores/checkout/confirmation';
import { provideServerDictionaries } from '../../stores/i18n';
import { $bootstrapped } from '../../stores/persist';
import { $userInfo } from '../../stores/state';
import OrderConfirm from './OrderConfirm';

beforeAll(() => provideServerDictionaries(messagesFor));
beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the islands read the signed-in marker from document.cookie (stores/startup.ts).
  document.cookie = `${SIGNED_IN_COOKIE}=1`;
  $bootstrapped.set(true);
  $userInfo.setKey('selectSkus', [
    { sku_no: 'SKU-1', quantity: 2, buyType: 1 },
    { sku_no: 'SKU-9', quantity: 1, buyType: 1 },
  ]);
  $userInfo.setKey('pointsDeductionSwitch', false);
});
afterEach(() => {
  cleanup();
  // Each test is a new visit of the page: the confirmation starts again from nothing shown.
  cleanStores($confirmed);
  vi.unstubAllGlobals();
});

const ADDRESS = {
  address_id: 'A-1',
  first_name: 'Budi',
  last_name: 'Santoso',
  phone: '6281234567890',
  country: 'ID',
  state: 'Jawa Barat',
  city: 'Kota Bandung',
  area: 'Coblong',
  address_line1: 'Jl. Dago No. 1',
  address_line2: '',
  postal_code: '40132',
  is_default: 1,
} as const;

function preview(total: number, vouchers: OrderPreview['vouchers'] = []): OrderPreview {
  return {
    address: ADDRESS,
    lines: [
      {
        sku_no: 'SKU-1',
        product_no: 'P-1',
        product_name: 'Susu UHT',
        spec_value: '1 L',
        thumb_image_url: '/img/p1.webp',
        quantity: 2,
        price: 20_000,
        retail_price: 25_000,
      },
    ],
    unavailable: [{ sku_no: 'SKU-9', product_name: 'Kopi', available: 0 }],
    delivery: { method: 'standard', in_city: false, weight_g: 2000, first_order_free: false },
    vouchers,
    applied_coupon_nos: [],
    coins: { balance: 0, usable: 0, step: 100, step_value: 1000, cap_percent: 10 },
    amounts: {
      currency_code: 'IDR',
      retail_price: 50_000,
      product_discount: 10_000,
      subtotal: 40_000,
      voucher_discount: 0,
      shipping_fee: 24_000,
      shipping_discount: 0,
      coins_used: 0,
      coins_value: 0,
      total,
      coins_earned: 40,
    },
  };
}

type Answer = { code: number; data?: unknown } | 'network';

/** The API as the island sees it: confirmations answer the next total; creations answer in turn. */
function stubApi(totals: number[], creations: Answer[], vouchers: OrderPreview['vouchers'] = []) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(url), 'http://localhost').pathname;
      calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : {} });
      const envelope = (code: number, data: unknown = null) => Response.json({ code, msg: code ? 'refused' : 'success', data });
      if (path.endsWith('/member/user/info')) return envelope(0, { user_name: 'budi' });
      if (path.endsWith('/order/confirm')) return envelope(0, preview(totals.length > 1 ? totals.shift()! : totals[0]!, vouchers));
      if (path.endsWith('/order/create')) {
        const answer = creations.shift()!;
        if (answer === 'network') throw new TypeError('Failed to fetch');
        return envelope(answer.code, answer.data);
      }
      if (path.endsWith('/cart/count')) return envelope(0, { count: 0 });
      if (path.endsWith('/coupon_product_list')) {
        return envelope(0, { total: 12, list: [{ product_no: 'P-7', product_name: 'Keju Cheddar' }] });
      }
      return envelope(0);
    }),
  );
  return calls;
}

const creates = (calls: { path: string; body: Record<string, unknown> }[]) => calls.filter((c) => c.path.endsWith('/order/create'));
const locale = { lang: 'en', country: 'ID' } as const;

describe('the order confirmation', () => {
  it('shows the answer: items, the unavailable one apart, delivery days outside the city, the breakdown', async () => {
    stubApi([64_000], []);
    render(<OrderConfirm locale={locale} signedIn />);
    await screen.findByText('Susu UHT');
    expect(screen.getByText('Kopi')).toBeTruthy();
    expect(screen.getByText('Sold out')).toBeTruthy();
    expect(screen.getByText('Arrives in 4–7 days (outside the warehouse city)')).toBeTruthy();
    expect(screen.getAllByText('Rp64.000').length).toBeGreaterThan(0);
    expect((screen.getByRole('switch') as HTMLInputElement).disabled).toBe(true);
  });

  it('keeps the idempotency key while retrying the same confirmation, sends the total shown, and goes to the payment page', async () => {
    const calls = stubApi(
      [64_000],
      ['network', { code: 0, data: { order_no: 'SO1', status: 'unpaid', amounts: {}, pay_deadline: 0, intake: null } }],
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...location, assign });
    render(<OrderConfirm locale={locale} signedIn />);
    const place = await screen.findByRole('button', { name: 'Place order' });
    fireEvent.click(place);
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(place);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout?order_no=SO1'));
    const [first, second] = creates(calls);
    expect(first!.body.idempotency_key).toBe(second!.body.idempotency_key);
    expect(first!.body).toMatchObject({ expected_total: 64_000, address_id: 'A-1', use_coins: false, buy_type: 1 });
    // The ordered SKU leaves the selection; the unavailable one stays for the cart.
    expect($userInfo.get().selectSkus.map((s) => s.sku_no)).toEqual(['SKU-9']);
  });

  it('confirms again when the price changed, and places the new total with a new key', async () => {
    const calls = stubApi([64_000, 70_000], [{ code: 1103014 }, { code: 1103014 }]);
    render(<OrderConfirm locale={locale} signedIn />);
    const place = await screen.findByRole('button', { name: 'Place order' });
    fireEvent.click(place);
    await screen.findAllByText('Rp70.000');
    fireEvent.click(place);
    await waitFor(() => expect(creates(calls)).toHaveLength(2));
    const [first, second] = creates(calls);
    expect(second!.body.expected_total).toBe(70_000);
    expect(second!.body.idempotency_key).not.toBe(first!.body.idempotency_key);
  });

  it('lists what a voucher for some products applies to, on request', async () => {
    const dairy = {
      coupon_no: 'C-7',
      title: 'Dairy days',
      kind: 'discount',
      amount_off: 5000,
      percent_off: 0,
      max_off: null,
      min_spend: 0,
      stackable: false,
      online_only: false,
      app_only: false,
      all_products: false,
      valid_until: Date.UTC(2030, 0, 1),
      saving: 0,
      block: 'no_products',
      shortfall: 0,
    } as const;
    const calls = stubApi([64_000], [], [dairy]);
    render(<OrderConfirm locale={locale} signedIn />);
    fireEvent.click(await screen.findByRole('button', { name: 'Choose' }));
    // The dialog's module loads on demand.
    expect(await screen.findByText('None of these items qualify')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Use' }) as HTMLButtonElement).disabled).toBe(true);
    const disclosure = screen.getByRole('button', { name: 'Applicable products' });
    fireEvent.click(disclosure);
    const link = await screen.findByRole('link', { name: 'Keju Cheddar' });
    expect(link.getAttribute('href')).toBe('/commodDetail?product_no=P-7');
    expect(screen.getByText('and 11 more products')).toBeTruthy();
    expect(disclosure.getAttribute('aria-expanded')).toBe('true');
    expect(calls.find((c) => c.path.endsWith('/coupon_product_list'))!.body).toMatchObject({ coupon_no: 'C-7', page_num: 1 });
  });

  it('says there is nothing to buy when nothing is selected', async () => {
    $userInfo.setKey('selectSkus', []);
    stubApi([0], []);
    render(<OrderConfirm locale={locale} signedIn />);
    expect(await screen.findByText('No items selected. Choose what to buy in your cart.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to cart' }).getAttribute('href')).toBe('/cart');
  });

  it('asks for another address when the one on the order is outside the delivery area (1103008), and confirms with it', async () => {
    const confirms: Record<string, unknown>[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
        const path = new URL(String(url), 'http://localhost').pathname;
        const envelope = (code: number, data: unknown = null) => Response.json({ code, msg: code ? 'refused' : 'success', data });
        if (path.endsWith('/member/user/info')) return envelope(0, { user_name: 'budi' });
        if (path.endsWith('/member/address/list'))
          return envelope(0, [{ ...ADDRESS, address_id: 'A-2', city: 'Kota Bogor', is_default: 0 }]);
        if (path.endsWith('/order/confirm')) {
          const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
          confirms.push(body);
          return body.address_id === 'A-2' ? envelope(0, preview(64_000)) : envelope(1103008);
        }
        return envelope(0);
      }),
    );
    render(<OrderConfirm locale={locale} signedIn />);
    expect(await screen.findByText('We do not deliver to this address yet.', { selector: '.confirm-empty p' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Choose a delivery address' }));
    fireEvent.click(await screen.findByRole('button', { name: /Kota Bogor/ }));
    expect(await screen.findByText('Susu UHT')).toBeTruthy();
    expect(confirms.at(-1)).toMatchObject({ address_id: 'A-2' });
  });
});
