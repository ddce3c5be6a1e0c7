/** The member's saved cards on payment options (/payment-option, spec §2): listed, removed one by one. */
import type { PaymentCard } from '../../shared/contract/payment';
import { deleteCard, listCards } from '../../shared/contract/refs/payment';
import { api } from '../api';
import { createFetcherStore, createMutatorStore } from '../query';

export const CARDS_KEY = 'payment/cards';

export const $cards = createFetcherStore<PaymentCard[]>(CARDS_KEY, { fetcher: () => api.request(listCards, {}) });

/** Removes a card; answers true once removed (a refusal leaves `error`, the API client has shown it). */
export const $removeCard = createMutatorStore<PaymentCard, true>(async ({ data: card, getCacheUpdater }) => {
  await api.request(deleteCard, { card_id: card.card_id });
  // The list as it now is, without asking again.
  const [update, cards] = getCacheUpdater<PaymentCard[]>(CARDS_KEY, false);
  update((cards ?? []).filter((c) => c.card_id !== card.card_id));
  return true;
});
