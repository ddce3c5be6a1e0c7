// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../../tests/unit/fake-api';
import type { PointsRecord } from '../../shared/contract/points';
import { SIGNED_IN_COOKIE } from '../../shared/constants';
import { messagesFor } from '../../shared/i18n';
import { provideServerDictionaries } from '../../stores/i18n';
import { $bootstrapped } from '../../stores/persist';
import Points from './Points';

beforeAll(() => provideServerDictionaries(messagesFor));
beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the islands read the signed-in marker from document.cookie (stores/startup.ts).
  document.cookie = `${SIGNED_IN_COOKIE}=1`;
  $bootstrapped.set(true);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** 30 Nov 2026 23:59:59.999 in Jakarta. */
const END_OF_NOVEMBER = Date.UTC(2026, 10, 30, 17) - 1;

const record = (id: number, delta: number): PointsRecord => ({
  id,
  kind: delta > 0 ? 'earn' : 'spend',
  delta,
  balance_after: 1_000,
  order_no: `SO${id}`,
  created_at: Date.UTC(2026, 10, 1) + id * 60_000,
  expires_at: null,
});

/** The API as the island sees it: 23 records in pages of 20; the tab and page asked for are recorded. */
function stubApi() {
  const asked: string[] = [];
  fakeApi(({ path, query }) => {
    if (path.endsWith('/member/user/info')) return ok({ user_name: 'budi', points: 1_000 });
    if (path.endsWith('/member/user/membersrv_system')) {
      return ok({
        currency_code: 'IDR',
        earn_every: 1_000,
        redeem_step: 100,
        redeem_step_value: 1_000,
        cap_percent: 10,
        expire_months: 12,
      });
    }
    if (path.endsWith('/member/user/points_record')) {
      const type = query.get('type') ?? 'all';
      const page = Number(query.get('page_num') ?? 1);
      asked.push(`${type}:${page}`);
      const all = Array.from({ length: 23 }, (_, i) => record(23 - i, type === 'spent' ? -10 : 10));
      return ok({
        balance: 1_000,
        expiring: { coins: 250, expires_at: END_OF_NOVEMBER },
        total: 23,
        list: all.slice((page - 1) * 20, page * 20),
      });
    }
    return undefined;
  });
  return asked;
}

const locale = { lang: 'en', country: 'ID' } as const;

describe('the coins page', () => {
  it('shows the balance, the coins that expire soon, the rules, and loads more records', async () => {
    const asked = stubApi();
    render(<Points locale={locale} signedIn />);
    await screen.findByText('250 coins expire on 30 Nov 2026');
    expect(screen.getByText('1,000')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Earned from an order/ })).toHaveLength(20);
    await screen.findByText('Every 100 coins take Rp1.000 off an order.');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: /Earned from an order/ })).toHaveLength(23));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Spent' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: /Used on an order/ })).toHaveLength(20));
    expect(asked).toEqual(['all:1', 'all:2', 'spent:1']);
  });
});
