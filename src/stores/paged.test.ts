import { describe, expect, it, vi } from 'vitest';
import { createPagedList, hasMore } from './paged';

const ROWS = Array.from({ length: 25 }, (_, i) => ({ no: `m${i + 1}` }));
const pageOf = (rows: { no: string }[]) => async (page: number) => ({ list: rows.slice((page - 1) * 10, page * 10), total: rows.length });

describe('a paged list', () => {
  it('is null until page 1 answers, loading meanwhile, then adds each next page until none remain', async () => {
    const list = createPagedList(pageOf(ROWS));
    expect(list.$state.get()).toMatchObject({ items: null, loading: false });
    const first = list.first();
    expect(list.$state.get().loading).toBe(true);
    await first;
    expect(list.$state.get()).toMatchObject({ pages: 1, total: 25, loading: false });
    expect(hasMore(list.$state.get(), 10)).toBe(true);
    await list.more();
    await list.more();
    expect(list.$state.get().items).toHaveLength(25);
    expect(hasMore(list.$state.get(), 10)).toBe(false);
  });

  it('asks one page at a time', async () => {
    const fetchPage = vi.fn(pageOf(ROWS));
    const list = createPagedList(fetchPage);
    await Promise.all([list.first(), list.more(), list.more()]);
    expect(fetchPage.mock.calls.map(([page]) => page)).toEqual([1]);
  });

  it('shows an empty list when page 1 fails, and keeps the rows when a later one does', async () => {
    const failing = createPagedList<{ no: string }>(() => Promise.reject(new Error('offline')));
    await failing.first();
    expect(failing.$state.get()).toMatchObject({ items: [], loading: false });

    let offline = false;
    const list = createPagedList(async (page) => {
      if (offline) throw new Error('offline');
      return pageOf(ROWS)(page);
    });
    await list.first();
    offline = true;
    await list.more();
    expect(list.$state.get()).toMatchObject({ pages: 1, loading: false });
    expect(list.$state.get().items).toHaveLength(10);
  });

  it('keeps each row once when new rows shift the pages, and starts again from page 1', async () => {
    let rows = ROWS;
    const list = createPagedList(
      async (page) => pageOf(rows)(page),
      (row) => row.no,
    );
    await list.first();
    rows = [{ no: 'new' }, ...ROWS];
    await list.more();
    expect(list.$state.get().items?.map((r) => r.no)).toEqual(ROWS.slice(0, 19).map((r) => r.no));
    await list.first();
    expect(list.$state.get().items?.[0]?.no).toBe('new');
    expect(list.$state.get().pages).toBe(1);
  });

  it('changes rows in place', async () => {
    const list = createPagedList(pageOf(ROWS));
    list.update(() => []);
    expect(list.$state.get().items).toBeNull();
    await list.first();
    list.update((items) => items.slice(1));
    expect(list.$state.get().items?.[0]?.no).toBe('m2');
  });
});
