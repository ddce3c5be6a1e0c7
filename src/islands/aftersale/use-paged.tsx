/** The after-sales lists' paging: the rows so far a page at a time, and the Load more button while more remain. */
import { type ReactNode, useEffect, useState } from 'react';
import { useT } from '../locale';

export interface Paged<T> {
  items: T[] | null;
  more: ReactNode;
}

/** Loads page 1 once `active` (the member is known), then the next page on each press of Load more. */
export function usePaged<T>(
  active: boolean,
  pageSize: number,
  fetchPage: (page: number) => Promise<{ list: T[]; total: number }>,
): Paged<T> {
  const t = useT();
  const [items, setItems] = useState<T[] | null>(null);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);

  const load = async (page: number) => {
    setLoading(true);
    try {
      const answer = await fetchPage(page);
      setItems((old) => (page === 1 ? answer.list : [...(old ?? []), ...answer.list]));
      setTotal(answer.total);
    } catch {
      // The API client has shown the error.
      setItems((old) => old ?? []);
    }
    setLoading(false);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the first page is loaded once the member is known.
  useEffect(() => {
    if (active) void load(1);
  }, [active]);

  const more =
    items && items.length < total ? (
      <button
        type="button"
        className="btn btn-secondary as-more"
        disabled={loading}
        onClick={() => void load(Math.floor(items.length / pageSize) + 1)}
      >
        {t('asp.loadMore')}
      </button>
    ) : null;
  return { items, more };
}
