/**
 * What the search box's panel shows (spec §2, §4, §6), for the header dropdown and the /search page only: the hot and
 * recommended rankings, loaded once a page when the shopper first reaches for the header box or a panel shows them; the signed-in member's history, which follows the login
 * state while shown; suggestions for the text typed, asked for once typing pauses; and click tracking. Apart from
 * stores/search.ts, which every catalog page loads before any interaction, so none of this weighs on those pages.
 * Plain nanostores, not @nanostores/query, for the same reason: its runtime would come with the header's dropdown.
 * Search calls fail silently (spec §8): a missing list is simply not shown.
 */
import { atom, onMount } from 'nanostores';
import { RANK_LIST_SIZE, SEARCH_HISTORY_MAX } from '../shared/constants';
import { SEARCH_TYPE } from '../shared/contract/constants';
import { rankList, searchClick, searchRecords, searchRecordsDelete, suggest } from '../shared/contract/refs/search';
import type { RankEntry, Suggestion } from '../shared/contract/search';
import { debounce } from '../shared/timing';
import { api } from './api';
import { tr } from './i18n';
import { $history } from './search';
import { $isLoggedIn, $userInfo } from './state';
import { showToast } from './toast';

const CLICK_DEBOUNCE_MS = 500;
export const SUGGEST_DELAY_MS = 200;

const silent = { silent: true, noAuth: true } as const;
const driverId = () => $userInfo.get().deviceId;

interface Ranks {
  hot: RankEntry[];
  recommended: RankEntry[];
}

/** Null until the first answer (the dropdown shows that it is loading), then the lists as they came. */
export const $ranks = atom<Ranks | null>(null);

async function fetchRanks(): Promise<Ranks> {
  const rank = (searchType: (typeof SEARCH_TYPE)[keyof typeof SEARCH_TYPE]) =>
    api
      .request(rankList, { search_type: searchType, page_num: 1, page_size: RANK_LIST_SIZE }, silent)
      .then((d) => d.list.slice(0, RANK_LIST_SIZE))
      .catch(() => [] as RankEntry[]);
  const [hot, recommended] = await Promise.all([rank(SEARCH_TYPE.hot), rank(SEARCH_TYPE.recommended)]);
  return { hot, recommended };
}

let ranksLoad: Promise<void> | null = null;

/**
 * Both rankings, asked for once a page: the header box asks when the shopper first reaches for it (dom/search-form.ts),
 * before its dropdown has rendered, and a panel showing them asks again without a second call. A list that came back
 * empty or failed is asked for again the next time.
 */
export function loadRanks(): Promise<void> {
  ranksLoad ??= fetchRanks().then((ranks) => {
    $ranks.set(ranks);
    if (!ranks.hot.length || !ranks.recommended.length) ranksLoad = null;
  });
  return ranksLoad;
}

onMount($ranks, () => {
  void loadRanks();
});

/** History exists only for a signed-in member (spec §6). */
export async function loadHistory(): Promise<void> {
  if (!$isLoggedIn.get()) {
    $history.set([]);
    return;
  }
  try {
    const data = await api.request(searchRecords, { driver_id: driverId() }, silent);
    $history.set(data.list.slice(0, SEARCH_HISTORY_MAX));
  } catch {
    $history.set([]);
  }
}

// A panel shows the member's history or none: a login or logout while it is shown loads it again.
onMount($history, () => $isLoggedIn.subscribe(() => void loadHistory()));

export async function clearHistory(): Promise<void> {
  try {
    await api.request(searchRecordsDelete, { driver_id: driverId() }, silent);
    $history.set([]);
    showToast(tr('commodityList.ClearedSuccessfully'));
  } catch {
    // The list stays as it was; nothing was cleared.
  }
}

/** Product suggestions for the text typed; null before the first answer (nothing shown). */
export const $suggestions = atom<Suggestion[] | null>(null);

/**
 * Suggestions only for non-empty text (spec §5), asked for once typing has paused; an answer for text that has
 * changed since is dropped. Returns the cancel of the pending ask, for the next text or the panel's closing.
 */
export function askSuggestions(text: string): () => void {
  const keyword = text.trim();
  if (!keyword) {
    $suggestions.set(null);
    return () => undefined;
  }
  let live = true;
  const timer = setTimeout(() => {
    api
      .request(suggest, { keyword }, silent)
      .then((found) => found.list)
      .catch(() => [])
      .then((list) => {
        if (live) $suggestions.set(list);
      });
  }, SUGGEST_DELAY_MS);
  return () => {
    live = false;
    clearTimeout(timer);
  };
}

export const trackClick = debounce((keyword: string, productNo: string) => {
  void api.request(searchClick, { keyword, product_no: productNo, driver_id: driverId() }, { keepalive: true, ...silent }).catch(() => {});
}, CLICK_DEBOUNCE_MS);
