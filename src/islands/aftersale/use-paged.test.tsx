// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../../shared/i18n';
import { provideServerDictionaries } from '../../stores/i18n';
import { usePaged } from './use-paged';

beforeAll(() => provideServerDictionaries(messagesFor));
afterEach(cleanup);

const ROWS = Array.from({ length: 25 }, (_, i) => `row ${i + 1}`);

function List({ active, fetchPage }: { active: boolean; fetchPage: (page: number) => Promise<{ list: string[]; total: number }> }) {
  const { items, more } = usePaged(active, 10, fetchPage);
  if (!items) return <p>waiting</p>;
  return (
    <>
      <ul>
        {items.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      {more}
    </>
  );
}

describe('usePaged', () => {
  it('asks nothing until active, then pages on Load more until every row is shown', async () => {
    const fetchPage = vi.fn(async (page: number) => ({ list: ROWS.slice((page - 1) * 10, page * 10), total: ROWS.length }));
    const { rerender } = render(<List active={false} fetchPage={fetchPage} />);
    expect(fetchPage).not.toHaveBeenCalled();
    rerender(<List active fetchPage={fetchPage} />);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(10));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(20));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(fetchPage.mock.calls.map(([page]) => page)).toEqual([1, 2, 3]);
  });

  it('shows an empty list, not a wait without end, when the first page fails', async () => {
    render(<List active fetchPage={() => Promise.reject(new Error('offline'))} />);
    await waitFor(() => expect(screen.queryByText('waiting')).toBeNull());
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});
