/**
 * Search on every catalog page, before any interaction (spec §2, §5, §7): the recommended keywords that rotate in the
 * search boxes, and a search itself, for the desktop header box, the mobile bar and the /search page. What the panel
 * under a box shows (rankings, history, suggestions) is stores/search-panel.ts, loaded with the panel. Search calls
 * fail silently (spec §8).
 */
import { atom } from 'nanostores';
import { KEYWORD_ROTATE_MS, SEARCH_HISTORY_MAX } from '../shared/constants';
import { localizePath } from '../shared/lang';
import { search, searchRecommend } from '../shared/contract/refs/search';
import { api } from './api';
import { $lang } from './i18n';
import { $isLoggedIn, $localeInfo, $userInfo } from './state';

const RECOMMEND_CACHE_KEY = 'search-recommend';

/** The signed-in member's searches, newest first: a search adds its keyword at once (stores/search-panel.ts loads it). */
export const $history = atom<string[]>([]);

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
