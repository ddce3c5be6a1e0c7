/**
 * "Load more" lists, in two forms by where page 1 lives.
 * - A tabbed list whose page 1 is a query answer keyed by the tab (coins, vouchers): `createLoadMore` appends later
 *   pages to that cached answer, so the tab's loading, error and cache stay the query store's (src/stores/query.ts);
 *   their rows (past records, held vouchers) do not move while shown.
 * - A list an island holds from its first page on (messages, after-sales, refunds): `createPagedList`, a map store
 *   with actions, which keeps each row once when new rows shift the pages and changes rows in place (a message read),
 *   neither of which one cached answer per key does.
 */
import type { FetcherStore } from '@nanostores/query';
import { atom, map, type MapStore, type ReadableAtom } from 'nanostores';
import { mutateCache } from './query';

export interface PagedState<T> {
  /** Null until the first page has answered; empty, not null, when it failed. */
  items: T[] | null;
  total: number;
  /** Pages loaded so far. */
  pages: number;
  loading: boolean;
}

export type FetchPage<T> = (page: number) => Promise<{ list: T[]; total: number }>;

export interface PagedList<T> {
  $state: MapStore<PagedState<T>>;
  /** Page 1 again, in place of what was shown. */
  first: () => Promise<void>;
  /** The next page, unless one is on its way. */
  more: () => Promise<void>;
  /** Changes rows in place (a message read). */
  update: (change: (items: T[]) => T[]) => void;
}

/** Whether pages remain after those loaded. */
export const hasMore = (s: PagedState<unknown>, pageSize: number) => s.items !== null && s.pages * pageSize < s.total;

/**
 * `keyOf` names a row, so a row a shifted page brings again is kept once; a failed page leaves the rows as they were
 * (the API client has said why).
 */
export function createPagedList<T>(fetchPage: FetchPage<T>, keyOf?: (item: T) => string): PagedList<T> {
  const $state = map<PagedState<T>>({ items: null, total: 0, pages: 0, loading: false });

  const load = async (page: number) => {
    if ($state.get().loading) return;
    $state.setKey('loading', true);
    try {
      const answer = await fetchPage(page);
      const before = page === 1 ? [] : ($state.get().items ?? []);
      const seen = new Set(keyOf ? before.map(keyOf) : []);
      const added = keyOf ? answer.list.filter((item) => !seen.has(keyOf(item))) : answer.list;
      $state.set({ items: [...before, ...added], total: answer.total, pages: page, loading: false });
    } catch {
      $state.set({ ...$state.get(), items: $state.get().items ?? [], loading: false });
    }
  };

  return {
    $state,
    first: () => load(1),
    more: () => load($state.get().pages + 1),
    update: (change) => {
      const { items } = $state.get();
      if (items) $state.setKey('items', change(items));
    },
  };
}

export interface LoadMore {
  /** True while a next page is on its way. */
  $loading: ReadableAtom<boolean>;
  /** The next page, unless the first has not answered or a next one is on its way. */
  more: () => Promise<void>;
}

/**
 * `nextPage` asks for the page after those `loaded`; its rows are appended to the cached answer. A failed page leaves
 * the rows shown (the API client has said why).
 */
export function createLoadMore<T extends { list: unknown[] }>($pages: FetcherStore<T>, nextPage: (loaded: T) => Promise<T>): LoadMore {
  const $loading = atom(false);
  const more = async () => {
    const { key } = $pages;
    const loaded = $pages.get().data;
    if (!key || !loaded || $loading.get()) return;
    $loading.set(true);
    try {
      const next = await nextPage(loaded);
      mutateCache(key, { ...next, list: [...loaded.list, ...next.list] });
    } catch {
      // The rows shown stay.
    } finally {
      $loading.set(false);
    }
  };
  return { $loading, more };
}
