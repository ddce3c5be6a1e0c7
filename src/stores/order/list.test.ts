// The order list's flow against a stubbed transport: the tab it opens on, loading page by page without showing an
// order twice, a failed page and its retry, changing tab, the counts, and loading again after an order changed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeCall, later, ok, type FakeAnswer, fakeApi, refuse } from '../../../tests/unit/fake-api';
import { $globalState } from '../state';
import { $orderList, $tabCounts, chooseTab, loadMoreOrders, openOrders, ordersChanged, reloadOrders } from './list';

const COUNTS = { unpaid: 1, to_ship: 0, shipped: 2, completed: 0, after_sale: 0 };
const orders = (...nos: string[]) => nos.map((order_no) => ({ order_no }));
const shown = () => $orderList.get().current?.orders.map((o) => o.order_no) ?? null;

/** order/trade/page answers `page` for each call in turn (total 12 unless given); the counts answer COUNTS. */
function stubOrders(page: (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>) {
  return fakeApi((call) => (call.path.endsWith('order-status-summary') ? ok(COUNTS) : page(call)));
}
const pageCalls = (calls: FakeCall[]) => calls.filter((c) => c.path === '/order/trade/page').map((c) => c.body);

let close: () => void = () => {};
let unlisten: () => void = () => {};
beforeEach(() => {
  $globalState.setKey('orderTab', 0);
  const stops = [$orderList, $tabCounts].map((s) => s.listen(() => {}));
  unlisten = () => {
    for (const stop of stops) stop();
  };
});
afterEach(() => {
  close();
  unlisten();
  vi.unstubAllGlobals();
});

describe('the order list', () => {
  it('opens on the tab the address names and keeps it; loading, then its first page and the counts', async () => {
    const { reply, answer } = later();
    const calls = stubOrders(() => reply);
    close = openOrders('to_ship');
    expect($globalState.get().orderTab).toBe(2);
    expect($orderList.get()).toMatchObject({ tab: 'to_ship', current: null, loading: true, failed: false });
    answer(ok({ total: 1, list: orders('SO1') }));
    await vi.waitFor(() => expect(shown()).toEqual(['SO1']));
    expect($orderList.get()).toMatchObject({ loading: false, hasMore: false });
    expect(pageCalls(calls)).toEqual([{ tab: 'to_ship', page_num: 1, page_size: 10 }]);
    await vi.waitFor(() => expect($tabCounts.get()).toEqual(COUNTS));
  });

  it('opens on the kept tab without one in the address (All for a damaged value)', () => {
    stubOrders(() => ok({ total: 0, list: [] }));
    $globalState.setKey('orderTab', 3);
    close = openOrders(null);
    expect($orderList.get().tab).toBe('to_receive');
    close();
    $globalState.setKey('orderTab', 9);
    close = openOrders('shipped');
    expect($orderList.get().tab).toBe('all');
  });

  it('loads the next page, once at a time, without showing an order twice, to the end', async () => {
    const calls = stubOrders((call) => {
      const page = (call.body as { page_num: number }).page_num;
      return ok({ total: 3, list: page === 1 ? orders('SO1', 'SO2') : orders('SO2', 'SO3') });
    });
    close = openOrders('all');
    await vi.waitFor(() => expect(shown()).toEqual(['SO1', 'SO2']));
    expect($orderList.get().hasMore).toBe(true);
    loadMoreOrders();
    loadMoreOrders();
    await vi.waitFor(() => expect(shown()).toEqual(['SO1', 'SO2', 'SO3']));
    expect($orderList.get().hasMore).toBe(false);
    loadMoreOrders();
    expect(pageCalls(calls).map((b) => (b as { page_num: number }).page_num)).toEqual([1, 2]);
  });

  it('says a page failed, keeps the orders shown, and loads it on a retry', async () => {
    let fail = false;
    stubOrders((call) => {
      if (fail) return refuse(1101001);
      return ok({ total: 2, list: (call.body as { page_num: number }).page_num === 1 ? orders('SO1') : orders('SO2') });
    });
    close = openOrders('all');
    await vi.waitFor(() => expect(shown()).toEqual(['SO1']));
    fail = true;
    loadMoreOrders();
    await vi.waitFor(() => expect($orderList.get().failed).toBe(true));
    expect(shown()).toEqual(['SO1']);
    fail = false;
    loadMoreOrders();
    expect($orderList.get()).toMatchObject({ failed: false, loading: true });
    await vi.waitFor(() => expect(shown()).toEqual(['SO1', 'SO2']));
  });

  it('says the first page failed, with nothing shown, and a retry asks for it again', async () => {
    let fail = true;
    stubOrders(() => (fail ? refuse(1101001) : ok({ total: 1, list: orders('SO1') })));
    close = openOrders('all');
    await vi.waitFor(() => expect($orderList.get().failed).toBe(true));
    expect(shown()).toBeNull();
    fail = false;
    reloadOrders();
    await vi.waitFor(() => expect(shown()).toEqual(['SO1']));
  });

  it('changes tab: kept, its first page asked for, an answer for the tab left behind ignored', async () => {
    const slow = later();
    const calls = stubOrders((call) => ((call.body as { tab: string }).tab === 'all' ? slow.reply : ok({ total: 1, list: orders('SO9') })));
    close = openOrders('all');
    chooseTab('transaction_closed');
    expect($globalState.get().orderTab).toBe(5);
    await vi.waitFor(() => expect(shown()).toEqual(['SO9']));
    slow.answer(ok({ total: 1, list: orders('SO1') }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect($orderList.get()).toMatchObject({ tab: 'transaction_closed', loading: false });
    expect(shown()).toEqual(['SO9']);
    chooseTab('transaction_closed');
    expect(pageCalls(calls)).toHaveLength(2);
  });

  it('loads the list and the counts again after an order changed', async () => {
    let unpaid = 1;
    const calls = fakeApi((call) =>
      call.path.endsWith('order-status-summary') ? ok({ ...COUNTS, unpaid }) : ok({ total: unpaid, list: orders('SO1').slice(0, unpaid) }),
    );
    close = openOrders('to_pay');
    await vi.waitFor(() => expect($tabCounts.get()?.unpaid).toBe(1));
    await vi.waitFor(() => expect(shown()).toEqual(['SO1']));
    unpaid = 0;
    ordersChanged();
    await vi.waitFor(() => expect(shown()).toEqual([]));
    await vi.waitFor(() => expect($tabCounts.get()?.unpaid).toBe(0));
    expect(calls.filter((c) => c.path.endsWith('order-status-summary'))).toHaveLength(2);
  });

  it('shows nothing once closed', async () => {
    stubOrders(() => ok({ total: 1, list: orders('SO1') }));
    close = openOrders('all');
    await vi.waitFor(() => expect(shown()).toEqual(['SO1']));
    close();
    expect(shown()).toBeNull();
    expect($tabCounts.get()).toBeNull();
  });
});
