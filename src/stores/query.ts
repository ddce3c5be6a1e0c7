/**
 * Fetching and caching for every store (@nanostores/query, ARCHITECTURE "nanostores"): a store that loads something
 * is a fetcher store keyed by what it asks for, and a change the shopper makes is a mutator store that invalidates the
 * keys it touched. Each store passes its own fetcher, a call of the one API client (src/stores/api.ts), so answers
 * keep the contract's types and errors keep the spec's codes.
 */
import { nanoquery } from '@nanostores/query';

export const [createFetcherStore, createMutatorStore, { invalidateKeys, revalidateKeys, mutateCache }] = nanoquery({
  // A failed call has already said why (a toast, or the screen's own state for silent calls); retrying behind the
  // shopper's back would repeat the toast and a payment call must never run twice on its own.
  onErrorRetry: null,
  // A store that must be fresh when the shopper comes back (a pay clock, a total) asks for it itself: a screen that
  // reloaded on every focus would lose what the shopper was choosing.
  revalidateOnFocus: false,
  dedupeTime: 2_000,
});
