/**
 * Search (spec §2, §5, §6, §7): recommended keywords, ranking lists, suggestions, the signed-in member's history and
 * click tracking, shared by the desktop header box and the mobile /search page. Search calls fail silently (spec §8):
 * a missing list is simply not shown.
 */
import { atom } from 'nanostores';
import { KEYWORD_ROTATE_MS, RANK_LIST_SIZE, SEARCH_HISTORY_MAX } from '../shared/constants';
import { debounce } from '../shared/timing';
import { localizePath } from '../shared/lang';
import type { RankEntry, Suggestion } from '../shared/contract/search';
import { SEARCH_TYPE } from '../shared/contract/constants';
import {
  rankList,
  search,
  searchClick,
  searchRecommend,
  searchRecords,
  searchRecordsDelete,
  suggest as suggestCall,
} from '../shared/contract/refs/search';
import { api } from './api';
import { $lang, tr } from './i18n';
import { $isLoggedIn, $localeInfo, $userInfo } from './state';
import { showToast } from './toast';

const CLICK_DEBOUNCE_MS = 500;
const RECOMMEND_CACHE_KEY = 'search-recommend';

export const $history = atom<string[]>([]);
export const $ranks = atom<{ hot: RankEntry[]; recommended: RankEntry[] }>({ hot: [], recommended: [] });

const silent = { silent: true, noAuth: true } as const;
const driverId = () => $userInfo.get().deviceId;

/** Session-storage key of the recommended keywords: they differ per language (and per country's database). */
export function recommendCacheKey(lang: string, country: string): string {
  return `${RECOMMEND_CACHE_KEY}|${country}|${lang}`;
}

async function fetchRecommended(): Promise<string[]> {
  const data = await api.request(searchRecommend, {}, silent);
  return data.keyword.filter((k) => k.trim());
}

/**
 * Recommended keywords rotate in the search boxes; fetched once per browser session and language (a shopper who
 * switches to /id sees Indonesian keywords, not the English ones cached on the English page).
 */
export async function recommendedKeywords(
  lang: string = $lang.get(),
  country: string = $localeInfo.get().xlocale,
  load: () => Promise<string[]> = fetchRecommended,
): Promise<string[]> {
  const key = recommendCacheKey(lang, country);
  try {
    const cached = sessionStorage.getItem(key);
    if (cached) return JSON.parse(cached) as string[];
  } catch {
    // no session storage: fetch every time
  }
  try {
    const list = await load();
    try {
      sessionStorage.setItem(key, JSON.stringify(list));
    } catch {
      // not kept: fetched again on the next page
    }
    return list;
  } catch {
    return [];
  }
}

/**
 * Shows each keyword in turn every 3.5 s (spec §9); `pause()` while the box has focus. Returns the controls and the
 * keyword currently shown (the one a submit of the empty box searches for).
 */
export function rotateKeywords(keywords: string[], show: (keyword: string) => void) {
  let index = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  const start = () => {
    if (keywords.length < 2 || timer) return;
    timer = setInterval(() => {
      index = (index + 1) % keywords.length;
      show(keywords[index]!);
    }, KEYWORD_ROTATE_MS);
  };
  if (keywords.length) show(keywords[0]!);
  start();
  return {
    current: () => keywords[index] ?? '',
    pause: () => {
      clearInterval(timer);
      timer = undefined;
    },
    resume: start,
  };
}

export async function loadRanks(): Promise<void> {
  const rank = (searchType: (typeof SEARCH_TYPE)[keyof typeof SEARCH_TYPE]) =>
    api
      .request(rankList, { search_type: searchType, page_num: 1, page_size: RANK_LIST_SIZE }, silent)
      .then((d) => d.list.slice(0, RANK_LIST_SIZE))
      .catch(() => [] as RankEntry[]);
  const [hot, recommended] = await Promise.all([rank(SEARCH_TYPE.hot), rank(SEARCH_TYPE.recommended)]);
  $ranks.set({ hot, recommended });
}

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

export async function clearHistory(): Promise<void> {
  try {
    await api.request(searchRecordsDelete, { driver_id: driverId() }, silent);
    $history.set([]);
    showToast(tr('commodityList.ClearedSuccessfully'));
  } catch {
    // The list stays as it was; nothing was cleared.
  }
}

/** Suggestions only for non-empty text (spec §5); the JSON body carries the text escaped. */
export async function suggest(text: string): Promise<Suggestion[]> {
  const keyword = text.trim();
  if (!keyword) return [];
  try {
    return (await api.request(suggestCall, { keyword }, silent)).list;
  } catch {
    return [];
  }
}

export const trackClick = debounce((keyword: string, productNo: string) => {
  void api.request(searchClick, { keyword, product_no: productNo }, { keepalive: true, ...silent }).catch(() => {});
}, CLICK_DEBOUNCE_MS);

/** The results page for a keyword, in the shopper's language. */
export function resultsUrl(keyword: string): string {
  return `${localizePath('/commodityList', $lang.get())}?${new URLSearchParams({ keyword }).toString()}`;
}

/**
 * Searches: the search call records the keyword (ranking, and the member's history) and outlives the navigation to
 * the results page, which is the same for everyone and may come from the edge cache.
 */
export function submitSearch(text: string): void {
  const keyword = text.trim();
  if (!keyword) return;
  void api.request(search, { keyword, page_num: 1, page_size: 1, driver_id: driverId() }, { keepalive: true, ...silent }).catch(() => {});
  const local = $history.get().filter((k) => k !== keyword);
  if ($isLoggedIn.get()) $history.set([keyword, ...local].slice(0, SEARCH_HISTORY_MAX));
  location.assign(resultsUrl(keyword));
}
