// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, refuse } from '../../../tests/unit/fake-api';
import type { OrderDetail } from '../../shared/contract/order';
import { SIGNED_IN_COOKIE } from '../../shared/constants';
import { messagesFor } from '../../shared/i18n';
import { provideServerDictionaries } from '../../stores/i18n';
import { $bootstrapped } from '../../stores/persist';
import { $localeInfo } from '../../stores/state';
import OrderDetailView from './OrderDetail';

beforeAll(() => provideServerDictionaries(messagesFor));
beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the islands read the signed-in marker from document.cookie (stores/startup.ts).
  document.cookie = `${SIGNED_IN_COOKIE}=1`;
  $bootstrapped.set(true);
  $localeInfo.setKey('timeZone', 'Asia/Jakarta');
  $localeInfo.setKey('serverTimeOffset', 0);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const at = (hour: number) => Date.UTC(2026, 10, 20, hour, 5);

const SHIPPED: OrderDetail = {
  order_no: 'SO7',
  status: 'shipped',
  amounts: {
    currency_code: 'IDR',
    retail_price: 130_000,
    product_discount: 10_000,
    subtotal: 120_000,
    voucher_discount: 25_000,
    shipping_fee: 15_000,
    shipping_discount: 15_000,
    coins_used: 500,
    coins_value: 5_000,
    total: 90_000,
    coins_earned: 90,
  },
  lines: [
    {
      sku_no: 'SKU-1',
      product_no: 'P-1',
      product_name: 'Beras Pandan Wangi',
      spec_value: '5 kg',
      thumb_image_url: '/img/p1.svg',
      quantity: 2,
      price: 60_000,
      retail_price: 65_000,
    },
  ],
  created_at: at(1),
  pay_deadline: null,
  close_reason: null,
  actions: ['confirm_receipt'],
  logistics_provider: 'JNE',
  tracking_no: 'DEVID123',
  paid_at: at(2),
  shipped_at: at(3),
  delivered_at: null,
  completed_at: null,
  closed_at: null,
  payment_method: 'ewallet',
  delivery_method: 'standard',
  in_city: true,
  coupon_nos: ['CP1', 'CP2'],
  note: 'Ring the bell',
  cancel_note: null,
  address: {
    address_id: 'A-1',
    first_name: 'Budi',
    last_name: 'Santoso',
    phone: '6281234567890',
    country: 'ID',
    state: 'DKI Jakarta',
    city: 'Jakarta Selatan',
    area: 'Kebayoran Baru',
    address_line1: 'Jl. Senopati No. 5',
    address_line2: '',
    postal_code: '12190',
    is_default: 1,
  },
  timeline: [
    { event: 'created', at: at(1) },
    { event: 'paid', at: at(2) },
    { event: 'shipped', at: at(3) },
  ],
};

function stubDetail(answer: { code: number; data?: OrderDetail }) {
  fakeApi(({ path }) => {
    if (path.endsWith('/member/user/info')) return ok({ user_name: 'budi' });
    if (path.endsWith('/order/trade/detail/SO7')) return answer;
    return refuse(1103001);
  });
}

const locale = { lang: 'en', country: 'ID' } as const;

describe('the order detail', () => {
  it('shows every field, the address as ordered, the breakdown, the timeline in the shop timezone and the tracking link', async () => {
    stubDetail({ code: 0, data: SHIPPED });
    render(<OrderDetailView locale={locale} signedIn orderNo="SO7" />);
    await screen.findByText('Beras Pandan Wangi');
    const facts = within(screen.getByRole('region', { name: 'Order information' }));
    const fact = (label: string) => facts.getByText(label).nextElementSibling?.textContent;
    expect(fact('Order number')).toBe('SO7');
    // 01:05 UTC is 08:05 in Jakarta.
    expect(fact('Order time')).toBe('20 Nov 2026, 08:05');
    expect(fact('Payment method')).toBe('E-wallet');
    expect(fact('Delivery method')).toBe('Standard delivery: processed within 48 hours, then 1–2 days');
    expect(fact('Logistics provider')).toBe('JNE');
    expect(fact('Tracking number')).toBe('DEVID123');
    expect(fact('Your note')).toBe('Ring the bell');
    expect(facts.queryByText('Delivered on')).toBeNull();
    expect(facts.getByRole('link', { name: 'Track package' }).getAttribute('href')).toBe('/trackingDetail?order_no=SO7');
    const items = within(screen.getByRole('region', { name: 'Items' }));
    const figure = (label: string) => items.getByText(label).closest('div')?.querySelector('dd')?.textContent;
    expect(figure('Retail price')).toBe('Rp130.000');
    expect(figure('Product discount')).toBe('−Rp10.000');
    expect(figure('Vouchers')).toBe('−Rp25.000');
    expect(figure('Shipping discount')).toBe('−Rp15.000');
    expect(figure('Coins used')).toBe('−Rp5.000');
    expect(figure('Total')).toBe('Rp90.000');
    expect(figure('Coins to earn on receipt')).toBe('90 coins');
    expect(screen.getByText('Jakarta Selatan', { exact: false }).textContent).toBe(
      'Indonesia, DKI Jakarta, Jakarta Selatan, Kebayoran Baru, Jl. Senopati No. 5 12190',
    );
    const timeline = within(screen.getByRole('region', { name: 'Order history' }));
    expect(timeline.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Order placed20 Nov 2026, 08:05',
      'Payment received20 Nov 2026, 09:05',
      'Shipped20 Nov 2026, 10:05',
    ]);
    expect(screen.getByRole('button', { name: 'Confirm receipt' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /after-sales|refund/i })).toBeNull();
  });

  it('counts down the time to pay an unpaid order, with pay and cancel', async () => {
    stubDetail({
      code: 0,
      data: { ...SHIPPED, status: 'unpaid', pay_deadline: Date.now() + 5 * 60_000, actions: ['pay', 'cancel'], tracking_no: null },
    });
    render(<OrderDetailView locale={locale} signedIn orderNo="SO7" />);
    expect((await screen.findByRole('timer')).textContent).toMatch(/^Pay within (04|05):\d\d$/);
    expect(screen.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe('/checkout?order_no=SO7');
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Track package' })).toBeNull();
  });

  it("links each line to its after-sales application where the order's actions include after_sale", async () => {
    stubDetail({ code: 0, data: { ...SHIPPED, actions: ['confirm_receipt', 'after_sale'] } });
    render(<OrderDetailView locale={locale} signedIn orderNo="SO7" />);
    const line = SHIPPED.lines[0];
    const link = await screen.findByRole('link', { name: `After-sales for ${line?.product_name}` });
    expect(link.getAttribute('href')).toBe(`/applyRefund?order_no=SO7&sku_no=${line?.sku_no}`);
  });

  it('says a cash-on-delivery order was confirmed, not paid', async () => {
    stubDetail({ code: 0, data: { ...SHIPPED, payment_method: 'cod', paid_at: null } });
    render(<OrderDetailView locale={locale} signedIn orderNo="SO7" />);
    const timeline = within(await screen.findByRole('region', { name: 'Order history' }));
    expect(timeline.getByText('Cash on delivery confirmed')).toBeTruthy();
    expect(timeline.queryByText('Payment received')).toBeNull();
    expect(screen.queryByText('Payment time')).toBeNull();
    expect(screen.getByText('Cash on delivery')).toBeTruthy();
  });

  it('shows the figures of spec §3 when they are nothing too, without a minus', async () => {
    const amounts = { ...SHIPPED.amounts, product_discount: 0, voucher_discount: 0, shipping_discount: 0, coins_used: 0, coins_value: 0 };
    stubDetail({ code: 0, data: { ...SHIPPED, amounts } });
    render(<OrderDetailView locale={locale} signedIn orderNo="SO7" />);
    const items = within(await screen.findByRole('region', { name: 'Items' }));
    const figure = (label: string) => items.getByText(label).closest('div')?.querySelector('dd')?.textContent;
    expect(figure('Product discount')).toBe('Rp0');
    expect(figure('Vouchers')).toBe('Rp0');
    expect(figure('Coins used')).toBe('Rp0');
    expect(items.queryByText('Shipping discount')).toBeNull();
  });

  it("says an order that is not the member's is not found, with the way back to the orders", async () => {
    stubDetail({ code: 1103001 });
    render(<OrderDetailView locale={locale} signedIn orderNo="SO7" />);
    expect(await screen.findByText('Order not found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my orders' }).getAttribute('href')).toBe('/order');
  });
});
