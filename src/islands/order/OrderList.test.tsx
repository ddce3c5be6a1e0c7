// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, refuse } from '../../../tests/unit/fake-api';
import type { OrderListItem } from '../../shared/contract/order';
import { SIGNED_IN_COOKIE } from '../../shared/constants';
import { messagesFor } from '../../shared/i18n';
import { provideServerDictionaries } from '../../stores/i18n';
import { $bootstrapped } from '../../stores/persist';
import { $globalState, $localeInfo, $userInfo } from '../../stores/state';
import OrderList from './OrderList';

beforeAll(() => provideServerDictionaries(messagesFor));
beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the islands read the signed-in marker from document.cookie (stores/startup.ts).
  document.cookie = `${SIGNED_IN_COOKIE}=1`;
  $bootstrapped.set(true);
  $globalState.setKey('orderTab', 0);
  $localeInfo.setKey('serverTimeOffset', 0);
  $userInfo.setKey('selectSkus', []);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const locale = { lang: 'en', country: 'ID' } as const;

function order(no: string, status: OrderListItem['status'], extra: Partial<OrderListItem> = {}): OrderListItem {
  const actions: Record<OrderListItem['status'], OrderListItem['actions']> = {
    unpaid: ['pay', 'cancel'],
    to_ship: ['cancel'],
    shipped: ['confirm_receipt'],
    completed: ['buy_again', 'after_sale'],
    cancelled: ['buy_again'],
  };
  return {
    order_no: no,
    status,
    amounts: {
      currency_code: 'IDR',
      retail_price: 50_000,
      product_discount: 10_000,
      subtotal: 40_000,
      voucher_discount: 0,
      shipping_fee: 10_000,
      shipping_discount: 0,
      coins_used: 0,
      coins_value: 0,
      total: 50_000,
      coins_earned: 40,
    },
    lines: [
      {
        sku_no: `${no}-SKU`,
        product_no: 'P-1',
        product_name: `Susu UHT ${no}`,
        spec_value: '1 L',
        thumb_image_url: '/img/p1.svg',
        quantity: 2,
        price: 20_000,
        retail_price: 25_000,
      },
    ],
    created_at: Date.UTC(2026, 10, 20, 3, 0),
    pay_deadline: status === 'unpaid' ? Date.now() + 10 * 60_000 : null,
    close_reason: status === 'cancelled' ? 'cancelled' : null,
    actions: actions[status],
    ...extra,
  };
}

type Pages = Record<string, OrderListItem[][]>;

/** The API as the island sees it: each tab answers its pages in turn; cancel and confirm answer success. */
function stubApi(pages: Pages, answers: Record<string, number> = {}) {
  return fakeApi(({ path, body }) => {
    if (path.endsWith('/member/user/info')) return ok({ user_name: 'budi' });
    if (path.endsWith('/order/trade/order-status-summary')) return ok({ unpaid: 1, to_ship: 0, shipped: 2, completed: 0, after_sale: 0 });
    if (path.endsWith('/order/trade/page')) {
      const list = pages[String(body.tab)] ?? [];
      const all = list.flat();
      return ok({ total: all.length, list: list[Number(body.page_num) - 1] ?? [] });
    }
    for (const [end, code] of Object.entries(answers)) if (path.endsWith(end)) return refuse(code);
    return ok({ count: 3 });
  });
}

const pageCalls = (calls: ReturnType<typeof stubApi>) => calls.filter((c) => c.path.endsWith('/order/trade/page'));

describe('the order list', () => {
  it('opens the tab the address names, and keeps a chosen one in globalState and the address', async () => {
    const calls = stubApi({ to_ship: [[order('SO2', 'to_ship')]], all: [[order('SO2', 'to_ship')]] });
    render(<OrderList locale={locale} signedIn queryTab="to_ship" />);
    await screen.findByText('Order SO2');
    const toShip = screen.getByRole('tab', { name: /^To ship/ });
    expect(toShip.getAttribute('aria-selected')).toBe('true');
    expect(pageCalls(calls)[0]!.body).toMatchObject({ tab: 'to_ship', page_num: 1 });
    expect($globalState.get().orderTab).toBe(2);
    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(pageCalls(calls).at(-1)!.body.tab).toBe('all'));
    expect($globalState.get().orderTab).toBe(0);
    expect(new URL(location.href).searchParams.get('tab')).toBe('all');
  });

  it('opens the stored tab without one in the address, moves by arrow keys, and shows the counts', async () => {
    $globalState.setKey('orderTab', 3);
    const calls = stubApi({});
    render(<OrderList locale={locale} signedIn queryTab={null} />);
    expect(await screen.findByText('No orders on their way to you.')).toBeTruthy();
    const toReceive = screen.getByRole('tab', { name: 'To receive 2' });
    expect(toReceive.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'To pay 1' })).toBeTruthy();
    fireEvent.keyDown(toReceive, { key: 'ArrowRight' });
    const complete = screen.getByRole('tab', { name: 'Completed' });
    await waitFor(() => expect(complete.getAttribute('aria-selected')).toBe('true'));
    expect(document.activeElement).toBe(complete);
    expect(complete.tabIndex).toBe(0);
    expect(toReceive.tabIndex).toBe(-1);
    expect($globalState.get().orderTab).toBe(4);
    expect(await screen.findByText('No completed orders yet.')).toBeTruthy();
    expect(pageCalls(calls).map((c) => c.body.tab)).toEqual(['to_receive', 'transaction_complete']);
  });

  it("renders each order's actions: pay and cancel, confirm receipt, buy again (no after-sales yet)", async () => {
    stubApi({
      all: [[order('SO1', 'unpaid'), order('SO2', 'shipped'), order('SO3', 'completed'), order('SO4', 'unpaid', { pay_deadline: 1 })]],
    });
    render(<OrderList locale={locale} signedIn queryTab="all" />);
    const unpaid = within(await screen.findByRole('article', { name: 'Order SO1' }));
    expect(unpaid.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe('/checkout?order_no=SO1');
    expect(unpaid.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
    expect(unpaid.getByRole('timer').textContent).toMatch(/^Pay within (09|10):\d\d$/);
    expect(unpaid.getByText('Total (2 items)')).toBeTruthy();
    expect(unpaid.getByText('Rp50.000')).toBeTruthy();
    expect(unpaid.getByRole('link', { name: 'Details' }).getAttribute('href')).toBe('/orderDetail/SO1');
    const shipped = within(screen.getByRole('article', { name: 'Order SO2' }));
    expect(shipped.getAllByRole('button').map((b) => b.textContent)).toEqual(['Confirm receipt']);
    const completed = within(screen.getByRole('article', { name: 'Order SO3' }));
    expect(completed.getAllByRole('button').map((b) => b.textContent)).toEqual(['Buy again']);
    // Its time ran out: no paying, a note instead; cancelling stays.
    const late = within(screen.getByRole('article', { name: 'Order SO4' }));
    expect(late.queryByRole('link', { name: 'Pay now' })).toBeNull();
    expect(late.getByText('The time to pay has run out.')).toBeTruthy();
    expect(screen.getByText("That's all your orders.")).toBeTruthy();
  });

  it('loads the next page with Load more, without showing an order twice', async () => {
    const first = Array.from({ length: 10 }, (_, i) => order(`SO${i + 1}`, 'completed'));
    const calls = stubApi({ all: [first, [order('SO10', 'completed'), order('SO11', 'completed')]] });
    render(<OrderList locale={locale} signedIn queryTab="all" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await screen.findByText('Order SO11');
    expect(screen.getAllByRole('article')).toHaveLength(11);
    expect(pageCalls(calls).map((c) => c.body.page_num)).toEqual([1, 2]);
  });

  it('loads the next page when the end of the list scrolls into view', async () => {
    const seen: IntersectionObserverCallback[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          seen.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const first = Array.from({ length: 10 }, (_, i) => order(`SO${i + 1}`, 'completed'));
    const calls = stubApi({ all: [first, [order('SO11', 'completed')]] });
    render(<OrderList locale={locale} signedIn queryTab="all" />);
    await screen.findByText('Order SO10');
    await waitFor(() => expect(seen.length).toBeGreaterThan(0));
    seen.at(-1)!([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    await screen.findByText('Order SO11');
    expect(pageCalls(calls).map((c) => c.body.page_num)).toEqual([1, 2]);
    expect(screen.getByText("That's all your orders.")).toBeTruthy();
  });

  it('cancels after asking, with the reason, then loads the list and the counts again', async () => {
    const calls = stubApi({ to_pay: [[order('SO1', 'unpaid')]] });
    render(<OrderList locale={locale} signedIn queryTab="to_pay" />);
    const card = within(await screen.findByRole('article', { name: 'Order SO1' }));
    fireEvent.click(card.getByRole('button', { name: 'Cancel order' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Cancel order SO1?' }));
    fireEvent.change(dialog.getByLabelText('Reason (optional)'), { target: { value: ' Ordered the wrong size ' } });
    const summaries = calls.filter((c) => c.path.endsWith('order-status-summary')).length;
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(pageCalls(calls)).toHaveLength(2));
    expect(calls.find((c) => c.path.endsWith('/order/trade/cancel'))!.body).toEqual({ order_no: 'SO1', reason: 'Ordered the wrong size' });
    await waitFor(() => expect(calls.filter((c) => c.path.endsWith('order-status-summary')).length).toBe(summaries + 1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('confirms receipt after asking, saying the coins it earns', async () => {
    const calls = stubApi({ to_receive: [[order('SO2', 'shipped')]] });
    render(<OrderList locale={locale} signedIn queryTab="to_receive" />);
    const card = within(await screen.findByRole('article', { name: 'Order SO2' }));
    fireEvent.click(card.getByRole('button', { name: 'Confirm receipt' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Have you received this order?' }));
    expect(dialog.getByText('Confirm only once the package has reached you. You will earn 40 coins.')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Yes, received' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/order/trade/confirm_receipt'))).toBe(true));
    expect(calls.find((c) => c.path.endsWith('/order/trade/confirm_receipt'))!.body).toEqual({ order_no: 'SO2' });
  });

  it('buys again: says which lines could not go back into the cart, and selects the ones that did', async () => {
    const two = order('SO3', 'completed');
    two.lines.push({ ...two.lines[0]!, sku_no: 'GONE', product_name: 'Kopi Susu' });
    const calls: string[] = [];
    fakeApi(({ path, body }) => {
      if (path.endsWith('/member/user/info')) return ok({ user_name: 'budi' });
      if (path.endsWith('/order/trade/page')) return ok({ total: 1, list: [two] });
      if (path.endsWith('/cart/add')) {
        calls.push(String(body.sku_no));
        return body.sku_no === 'GONE' ? refuse(1105007) : ok({ count: 5 });
      }
      return ok({ unpaid: 0, to_ship: 0, shipped: 0, completed: 1, after_sale: 0 });
    });
    render(<OrderList locale={locale} signedIn queryTab="transaction_complete" />);
    fireEvent.click(within(await screen.findByRole('article', { name: 'Order SO3' })).getByRole('button', { name: 'Buy again' }));
    const dialog = within(await screen.findByRole('dialog', { name: '1 item could not be added to your cart' }));
    expect(dialog.getByText('Kopi Susu')).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'Go to cart' }).getAttribute('href')).toBe('/cart');
    expect(calls).toEqual(['SO3-SKU', 'GONE']);
    expect($userInfo.get().selectSkus).toEqual([{ sku_no: 'SO3-SKU', quantity: 2, buyType: 1 }]);
  });
});
