/**
 * The member's orders (/order, spec §2, §4): the open tab (the address's `?tab=`, else the one kept in
 * globalState.orderTab), its orders page by page as the shopper scrolls, and the tabs' counts (the personal
 * centre's summary). After an order changes, the list and the counts load again.
 *
 * The pages are plain atoms rather than a query store: they add up into one list, and an order placed meanwhile
 * shifts the pages (an order already shown must not show twice), where a query store holds one answer per key. Nor
 * are they src/stores/paged.ts's list, which ignores a page asked for while one is on its way: here a tab chosen
 * meanwhile supersedes it, and a failure is a state with its retry rather than an empty list. The counts are a query
 * store.
 */
import { atom, computed, map } from 'nanostores';
import { ORDER_TAB, type OrderTab } from '../../shared/contract/constants';
import { ORDER_PAGE_SIZE, type OrderListItem, type OrderStatusSummary } from '../../shared/contract/order';
import { orderStatusSummary, orderTradePage } from '../../shared/contract/refs/order';
import { api } from '../api';
import { createFetcherStore, invalidateKeys, revalidateKeys } from '../query';
import { $globalState } from '../state';
import { indexOfTab, tabAt, tabFromQuery } from './tabs';

export interface OrderListing {
  tab: OrderTab;
  orders: OrderListItem[];
  total: number;
  /** The pages loaded so far. */
  pages: number;
}

interface OrderListState {
  tab: OrderTab;
  listing: OrderListing | null;
  loading: boolean;
  failed: boolean;
}

const CLOSED: OrderListState = { tab: ORDER_TAB.all, listing: null, loading: false, failed: false };

const $state = map<OrderListState>(CLOSED);

/** The open tab, its orders (null until its first page answers), whether more pages wait, and the load's state. */
export const $orderList = computed($state, ({ tab, listing, loading, failed }) => {
  const current = listing?.tab === tab ? listing : null;
  return { tab, current, hasMore: current !== null && current.orders.length < current.total, loading, failed };
});

const COUNTS_KEY = 'order/status-summary';
/** The list is open for a member: the counts are asked for only then. */
const $open = atom(false);

export const $orderCounts = createFetcherStore<OrderStatusSummary>([COUNTS_KEY, $open], {
  // Silent: a tab without its count is still a tab.
  fetcher: () => api.request(orderStatusSummary, {}, { silent: true }),
});

/** The tabs' counts; none while the list is closed (the query store empties a tick later) or before they answer. */
export const $tabCounts = computed([$open, $orderCounts], (open, { data }) => (open ? (data ?? null) : null));

const isCounts = (key: string) => key.startsWith(COUNTS_KEY);

let asked = 0;

async function load(tab: OrderTab, page: number): Promise<void> {
  const ask = ++asked;
  $state.set({ ...$state.get(), loading: true, failed: false });
  try {
    const answer = await api.request(orderTradePage, { tab, page_num: page, page_size: ORDER_PAGE_SIZE }, { silent: true });
    if (ask !== asked) return;
    const before = $state.get().listing;
    const kept = page === 1 || before?.tab !== tab ? [] : before.orders;
    const known = new Set(kept.map((o) => o.order_no));
    const orders = [...kept, ...answer.list.filter((o) => !known.has(o.order_no))];
    $state.setKey('listing', { tab, orders, total: answer.total, pages: page });
  } catch {
    if (ask === asked) $state.setKey('failed', true);
  } finally {
    if (ask === asked) $state.setKey('loading', false);
  }
}

/**
 * Opens the list for a member on the tab the address names (which becomes the kept one), else the kept one; asks
 * afresh for its first page and the counts. Answers the closing.
 */
export function openOrders(queryTab: string | null): () => void {
  const fromQuery = tabFromQuery(queryTab);
  if (fromQuery) $globalState.setKey('orderTab', indexOfTab(fromQuery));
  const tab = fromQuery ?? tabAt($globalState.get().orderTab);
  $state.set({ ...CLOSED, tab });
  invalidateKeys(isCounts);
  $open.set(true);
  void load(tab, 1);
  return () => {
    asked++;
    $state.set(CLOSED);
    $open.set(false);
  };
}

/** Another tab: kept for the next visit, its first page asked for. */
export function chooseTab(tab: OrderTab): void {
  $globalState.setKey('orderTab', indexOfTab(tab));
  if ($state.get().tab === tab) return;
  $state.setKey('tab', tab);
  void load(tab, 1);
}

/** The open tab's first page again (a retry after a failure). */
export function reloadOrders(): void {
  void load($state.get().tab, 1);
}

/** The next page, unless every order is shown or a page is on its way. */
export function loadMoreOrders(): void {
  const { tab, current, hasMore, loading } = $orderList.get();
  if (current && hasMore && !loading) void load(tab, current.pages + 1);
}

/** An order changed (cancelled, received): the list and the counts load again. */
export function ordersChanged(): void {
  reloadOrders();
  revalidateKeys(isCounts);
}
