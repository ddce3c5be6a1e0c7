/**
 * Fetching and caching for every store (@nanostores/query, ARCHITECTURE "nanostores"): a store that loads something
 * is a fetcher store keyed by what it asks for, and a change the shopper makes is a mutator store that invalidates the
 * keys it touched. Each store passes its own fetcher, a call of the one API client (src/stores/api.ts), so answers
 * keep the contract's types and errors keep the spec's codes.
 */
import { nanoquery } from '@nanostores/query';
import { $userInfo } from './state';

export const [createFetcherStore, createMutatorStore, { invalidateKeys, revalidateKeys, mutateCache }] = nanoquery({
  // A failed call has already said why (a toast, or the screen's own state for silent calls); retrying behind the
  // shopper's back would repeat the toast and a payment call must never run twice on its own.
  onErrorRetry: null,
  // A store that must be fresh when the shopper comes back (a pay clock, a total) asks for it itself: a screen that
  // reloaded on every focus would lose what the shopper was choosing.
  revalidateOnFocus: false,
  dedupeTime: 2_000,
});

/**
 * Spec §3's page-reset counter ("resets the nested page when login or logout changes"): every cached answer was asked
 * for by whoever was signed in then, so when the member changes (a login in the desktop dialog, a log-out, a session
 * that ended in another tab) all of them are dropped and the screens showing them ask again, as a fresh page would.
 * docs/decisions/page-reset.md
 */
let member = $userInfo.get().userInfo?.member_no ?? null;
$userInfo.subscribe(({ userInfo }) => {
  const now = userInfo?.member_no ?? null;
  if (now === member) return;
  member = now;
  invalidateKeys(() => true);
});
