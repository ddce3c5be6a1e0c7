import { allTasks, cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PointsRecord } from '../../shared/contract/points';
import { fakeApi, ok, refuse } from '../../../tests/unit/fake-api';
import { invalidateKeys } from '../query';
import {
  $moreRecordsLoading,
  $openRecord,
  $pointsRecords,
  $pointsRules,
  $pointsSummary,
  $recordDetail,
  $recordsBusy,
  choosePointsTab,
  closeRecord,
  loadMoreRecords,
  openRecord,
} from './coins';

const record = (id: number, delta: number): PointsRecord => ({
  id,
  kind: delta > 0 ? 'earn' : 'spend',
  delta,
  balance_after: 1_000,
  order_no: `SO${id}`,
  created_at: Date.UTC(2026, 10, 1) + id * 60_000,
  expires_at: null,
});

/** The API: 23 records in pages of 20 (the tab and page asked for are recorded); `fail` names paths that answer an error. */
function stubApi(fail: string[] = []) {
  const asked: string[] = [];
  fakeApi(({ path, query }) => {
    if (fail.some((f) => path.endsWith(f))) return refuse(1101020);
    if (path.endsWith('/membersrv_system')) {
      return ok({
        currency_code: 'IDR',
        earn_every: 1_000,
        redeem_step: 100,
        redeem_step_value: 1_000,
        cap_percent: 10,
        expire_months: 12,
      });
    }
    if (path.endsWith('/points_record_detail')) return ok({ ...record(Number(query.get('id')), 10), order: null });
    if (path.endsWith('/points_record')) {
      const type = query.get('type');
      const page = Number(query.get('page_num'));
      asked.push(`${type}:${page}`);
      const all = Array.from({ length: 23 }, (_, i) => record(23 - i, type === 'spent' ? -10 : 10));
      return ok({
        balance: type === 'spent' ? 990 : 1_000,
        expiring: { coins: 250, expires_at: Date.UTC(2026, 10, 30) },
        total: 23,
        list: all.slice((page - 1) * 20, page * 20),
      });
    }
    return undefined;
  });
  return asked;
}

async function settle(): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await allTasks();
  }
}

let stops: (() => void)[] = [];
const watch = (store: { listen: (cb: () => void) => () => void }) => stops.push(store.listen(() => undefined));

beforeEach(() => {
  invalidateKeys(() => true);
  choosePointsTab('all');
  closeRecord();
  $pointsSummary.set(null);
});
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  // Unmounted now, not a second later: a store still mounted would refetch the next test's invalidated keys.
  cleanStores($recordsBusy, $pointsRecords, $pointsRules, $recordDetail);
  vi.unstubAllGlobals();
});

describe('the coin records', () => {
  it("load the tab's first page with the balance and the coins that expire soon, busy meanwhile", async () => {
    const asked = stubApi();
    watch($recordsBusy);
    expect($recordsBusy.get()).toBe(true);
    await settle();
    expect($recordsBusy.get()).toBe(false);
    expect($pointsRecords.get().data?.list).toHaveLength(20);
    expect($pointsSummary.get()).toEqual({ balance: 1_000, expiring: { coins: 250, expires_at: Date.UTC(2026, 10, 30) } });
    expect(asked).toEqual(['all:1']);
  });

  it('append the next page on Load more, then another tab loads its own first page', async () => {
    const asked = stubApi();
    watch($pointsRecords);
    await settle();
    const more = loadMoreRecords();
    expect($moreRecordsLoading.get()).toBe(true);
    await more;
    expect($moreRecordsLoading.get()).toBe(false);
    expect($pointsRecords.get().data).toMatchObject({ page: 2, total: 23 });
    expect($pointsRecords.get().data?.list).toHaveLength(23);
    choosePointsTab('spent');
    await settle();
    expect($pointsRecords.get().data?.list.every((r) => r.delta < 0)).toBe(true);
    expect($pointsSummary.get()?.balance).toBe(990);
    expect(asked).toEqual(['all:1', 'all:2', 'spent:1']);
  });

  it('keep what is shown when Load more fails, and end in an error when the first page does', async () => {
    stubApi();
    watch($pointsRecords);
    await settle();
    stubApi(['/points_record']);
    await loadMoreRecords();
    expect($pointsRecords.get().data?.list).toHaveLength(20);
    choosePointsTab('earned');
    await settle();
    expect($pointsRecords.get()).toMatchObject({ loading: false, data: undefined });
    expect($pointsRecords.get().error).toBeTruthy();
  });
});

describe('the coin rules', () => {
  it("load the country's numbers, silently", async () => {
    stubApi();
    watch($pointsRules);
    await settle();
    expect($pointsRules.get().data?.redeem_step).toBe(100);
  });
});

describe("a record's dialog", () => {
  it('loads the record opened', async () => {
    stubApi();
    watch($recordDetail);
    openRecord(7);
    await settle();
    expect($recordDetail.get().data?.id).toBe(7);
  });

  it('closes when the record cannot be read', async () => {
    stubApi(['/points_record_detail']);
    watch($recordDetail);
    openRecord(8);
    await settle();
    expect($openRecord.get()).toBeNull();
  });
});
