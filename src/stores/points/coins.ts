/**
 * Coins (/points, spec §2 points details; issue 17): the records of the chosen tab (All / Earned / Spent), whose
 * further pages are appended to the tab's cached answer (a past record stays put: the first form of
 * src/stores/paged.ts); the balance and the coins that expire soon, from the latest answer; the country's rules; and
 * one record in a dialog, which closes when it cannot be read (the API client has said why).
 */
import { atom, computed } from 'nanostores';
import { POINTS_TABS, type PointsTab } from '../../shared/contract/constants';
import type { PointsExpiring, PointsPage, PointsRecordDetail, PointsRules } from '../../shared/contract/points';
import { membersrvSystem, pointsRecord, pointsRecordDetail } from '../../shared/contract/refs/points';
import { api } from '../api';
import { createLoadMore } from '../paged';
import { createFetcherStore } from '../query';

/** A tab's records so far, and the last page of them asked for. */
export type LoadedRecords = PointsPage & { page: number };

export const $pointsTab = atom<PointsTab>('all');

export function choosePointsTab(tab: PointsTab): void {
  $pointsTab.set(tab);
}

/** The balance and the coins that expire soon: every answer carries them, and they stay shown while a new tab loads. */
export const $pointsSummary = atom<{ balance: number; expiring: PointsExpiring | null } | null>(null);

async function recordsPage(type: PointsTab, page: number): Promise<PointsPage> {
  const answer = await api.request(pointsRecord, { type, page_num: page });
  $pointsSummary.set({ balance: answer.balance, expiring: answer.expiring });
  return answer;
}

const tabNamed = (name: unknown): PointsTab => POINTS_TABS.find((tab) => tab === name) ?? 'all';

export const $pointsRecords = createFetcherStore<LoadedRecords>(['points/records|', $pointsTab], {
  fetcher: async (_, tab) => ({ ...(await recordsPage(tabNamed(tab), 1)), page: 1 }),
});

export const { $loading: $moreRecordsLoading, more: loadMoreRecords } = createLoadMore($pointsRecords, async (loaded) => ({
  ...(await recordsPage($pointsTab.get(), loaded.page + 1)),
  page: loaded.page + 1,
}));

/** Busy while the tab's records or their next page load. */
export const $recordsBusy = computed([$pointsRecords, $moreRecordsLoading], (records, more) => records.loading || more);

/** The country's coin rules (membersrv_system), silent: a page without them still shows the coins. */
export const $pointsRules = createFetcherStore<PointsRules>('points/rules', {
  fetcher: () => api.request(membersrvSystem, {}, { silent: true }),
});

/** The record whose dialog is open, if any. */
export const $openRecord = atom<number | null>(null);

export function openRecord(id: number): void {
  $openRecord.set(id);
}

export function closeRecord(): void {
  $openRecord.set(null);
}

export const $recordDetail = createFetcherStore<PointsRecordDetail>(['points/record|', $openRecord], {
  fetcher: (_, id) => api.request(pointsRecordDetail, { id: Number(id) }),
  onError: closeRecord,
});
