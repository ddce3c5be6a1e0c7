/**
 * Linked e-wallets (issue 13): each Indonesian e-wallet is linked through the gateway's approval page and listed by
 * its masked account once the gateway confirms; unlinking ends the link at the gateway too.
 */
import type { EwalletChannel } from '../../shared/contract/constants';
import type { EwalletAccount } from '../../shared/contract/payment';
import { linkEwallet, listEwallets, unlinkEwallet } from '../../shared/contract/refs/payment';
import { api } from '../api';
import { createFetcherStore, createMutatorStore } from '../query';

export const EWALLETS_KEY = 'payment/ewallets';

export const $ewallets = createFetcherStore<EwalletAccount[]>(EWALLETS_KEY, { fetcher: () => api.request(listEwallets, {}) });

/**
 * Starts linking an e-wallet: the shopper leaves for its approval page. Its `data` (the page) stays while the page
 * leaves, so no second link starts; a refusal leaves `error` (the API client has shown it).
 */
export const $linkEwallet = createMutatorStore<{ channel: EwalletChannel }, string>(async ({ data: { channel } }) => {
  const { authorizer_url } = await api.request(linkEwallet, { channel });
  location.assign(authorizer_url);
  return authorizer_url;
});

/** Unlinks an account; answers true once unlinked. */
export const $unlinkEwallet = createMutatorStore<EwalletAccount, true>(async ({ data: wallet, getCacheUpdater }) => {
  await api.request(unlinkEwallet, { link_id: wallet.link_id });
  const [update, wallets] = getCacheUpdater<EwalletAccount[]>(EWALLETS_KEY, false);
  update((wallets ?? []).filter((w) => w.link_id !== wallet.link_id));
  return true;
});
