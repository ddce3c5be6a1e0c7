/**
 * Refund cards (/refund-settings, spec §2): the bank accounts a cash-on-delivery order's refund is paid to, asked once
 * the member is known; made the default, deleted, added or edited, each change followed by the list as the server now
 * has it (the default comes first), shown over the old one until it answers. The bank comes from the country's list and the number has the country's length
 * (src/shared/banks.ts).
 */
import { map } from 'nanostores';
import { isValidAccountNumber } from '../../shared/banks';
import type { RefundCard } from '../../shared/contract/refund';
import { refundCardAdd, refundCardDelete, refundCardList, refundCardSetDefault, refundCardUpdate } from '../../shared/contract/refs/refund';
import { digitsOnly } from '../../shared/contract/rules';
import type { CountryCode } from '../../shared/countries';
import { api } from '../api';
import { tr } from '../i18n';
import { createFetcherStore, createMutatorStore } from '../query';
import { showToast } from '../toast';
import { $memberKey } from './member';

/** Null until the member is known and the list has answered. The API client says why one failed. */
export const $refundCards = createFetcherStore<RefundCard[], unknown>([$memberKey, 'refund_card/list'], {
  fetcher: () => api.request(refundCardList, {}),
});

export interface CardAction {
  kind: 'default' | 'delete';
  card_id: string;
}

export const $cardAction = createMutatorStore<CardAction, void, unknown>(async ({ data: { kind, card_id } }) => {
  if (kind === 'default') await api.request(refundCardSetDefault, { card_id });
  else await api.request(refundCardDelete, { card_id });
  showToast(tr(kind === 'default' ? 'refund.saved' : 'refund.deleted'));
  $refundCards.revalidate();
});

export interface CardDraft {
  /** The card being edited; null for a new one. */
  card_id: string | null;
  bank_code: string;
  account_number: string;
  holder_name: string;
  is_default: boolean;
}

export const EMPTY_CARD: CardDraft = { card_id: null, bank_code: '', account_number: '', holder_name: '', is_default: false };

export const draftOf = (card: RefundCard): CardDraft => ({ ...card, is_default: card.is_default === 1 });

/** A number typed so far that the country's length refuses (an empty one is not refused yet). */
export const numberRefused = (d: CardDraft, country: CountryCode) =>
  d.account_number !== '' && !isValidAccountNumber(country, d.account_number);

export const cardReady = (d: CardDraft, country: CountryCode) =>
  d.bank_code !== '' && isValidAccountNumber(country, d.account_number) && d.holder_name.trim() !== '';

/** The add or edit form of one card. `save` answers whether it was saved (a refusal the API client has shown). */
export function createCardForm(draft: CardDraft, country: CountryCode) {
  const $draft = map<CardDraft>(draft);
  const $save = createMutatorStore<void, true, unknown>(async () => {
    const d = $draft.get();
    const fields = { bank_code: d.bank_code, account_number: d.account_number, holder_name: d.holder_name.trim() };
    if (d.card_id) await api.request(refundCardUpdate, { card_id: d.card_id, ...fields });
    else await api.request(refundCardAdd, { ...fields, is_default: d.is_default ? 1 : 0 });
    showToast(tr('refund.saved'));
    $refundCards.revalidate();
    return true;
  });
  return {
    $draft,
    $save,
    save: async () => cardReady($draft.get(), country) && (await $save.mutate()) === true,
    set: (patch: Partial<Omit<CardDraft, 'card_id' | 'account_number'>>) => $draft.set({ ...$draft.get(), ...patch }),
    setNumber: (text: string) => $draft.setKey('account_number', digitsOnly(text)),
  };
}

export type CardForm = ReturnType<typeof createCardForm>;
