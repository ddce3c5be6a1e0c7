/** The after-sales lists' paging: the rows so far a page at a time (src/stores/paged.ts), and the Load more button while more remain. */
import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { createPagedList, type FetchPage, hasMore } from '../../stores/paged';
import { useT } from '../locale';

export interface Paged<T> {
  items: T[] | null;
  more: ReactNode;
}

/** Loads page 1 once `active` (the member is known), then the next page on each press of Load more. */
export function usePaged<T>(active: boolean, pageSize: number, fetchPage: FetchPage<T>): Paged<T> {
  const t = useT();
  const list = useMemo(() => createPagedList(fetchPage), [fetchPage]);
  const state = useStore(list.$state);

  useEffect(() => {
    if (active) void list.first();
  }, [active, list]);

  const more = hasMore(state, pageSize) ? (
    <button type="button" className="btn btn-secondary as-more" disabled={state.loading} onClick={() => void list.more()}>
      {t('asp.loadMore')}
    </button>
  ) : null;
  return { items: state.items, more };
}
