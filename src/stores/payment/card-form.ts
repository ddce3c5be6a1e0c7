/**
 * Adding a card on payment options (spec §3 Payment card, §5 rules): number, expiry, CVN, holder's first and last
 * name, phone, e-mail and bank, each checked here. The number and CVN are tokenised with the gateway from this
 * browser; our API gets the token, and the saved card joins the list.
 */
import { atom, computed, map } from 'nanostores';
import { cardBrand } from '../../shared/card-brand';
import type { PaymentCard } from '../../shared/contract/payment';
import { addCard } from '../../shared/contract/refs/payment';
import { parseExpiry } from '../../shared/contract/rules';
import type { MessageKey } from '../../shared/messages';
import { api } from '../api';
import { createMutatorStore } from '../query';
import { CARDS_KEY } from './cards';
import { type CardHolder, cardToSave, EMPTY_CARD, EMPTY_HOLDER, holderErrors, type NewCard, newCardErrors } from './new-card';
import { type GatewayConfig, tokeniseCard } from './tokenise';

export interface CardDraft extends NewCard, CardHolder {}

const EMPTY_DRAFT: CardDraft = { ...EMPTY_CARD, ...EMPTY_HOLDER };

export const $cardDraft = map<CardDraft>(EMPTY_DRAFT);
/** The fields say what is wrong once the shopper tried to save. */
export const $cardSubmitted = atom(false);

export const $cardErrors = computed(
  $cardDraft,
  (draft) => ({ ...newCardErrors(draft), ...holderErrors(draft) }) satisfies Record<string, MessageKey | null>,
);

/** A new, empty form. */
export function resetCardForm(): void {
  $cardDraft.set(EMPTY_DRAFT);
  $cardSubmitted.set(false);
}

export function editCardDraft(change: Partial<CardDraft>): void {
  $cardDraft.set({ ...$cardDraft.get(), ...change });
}

/** A draft whose fields are all right, with what its expiry and number say. */
interface ValidDraft {
  gateway: GatewayConfig;
  draft: CardDraft;
  exp: { month: number; year: number };
  brand: PaymentCard['brand'];
}

/** The gateway would not tokenise the card, or the card as saved. */
type SaveAnswer = { rejected: true } | { saved: PaymentCard };

/** Saves a valid draft; a refusal of our API leaves `error` (the API client has shown it, 1104005 declined). */
export const $saveCard = createMutatorStore<ValidDraft, SaveAnswer>(async ({ data: { gateway, draft, exp, brand }, getCacheUpdater }) => {
  const token = await tokeniseCard(gateway, { number: draft.number, month: exp.month, year: exp.year, cvn: draft.cvn }, true);
  if (!token) return { rejected: true };
  const card = await api.request(addCard, { token_id: token, ...cardToSave(draft, brand, exp, draft) });
  const [update, cards] = getCacheUpdater<PaymentCard[]>(CARDS_KEY, false);
  update([card, ...(cards ?? [])]);
  return { saved: card };
});

/** Save pressed: the fields say what is wrong, or the card is saved; answers the saved card. */
export async function submitCard(gateway: GatewayConfig): Promise<PaymentCard | null> {
  $cardSubmitted.set(true);
  const draft = $cardDraft.get();
  const exp = parseExpiry(draft.expiry);
  const brand = cardBrand(draft.number);
  if (!exp || !brand || Object.values($cardErrors.get()).some((e) => e !== null)) return null;
  const answer = await $saveCard.mutate({ gateway, draft, exp, brand });
  return answer && 'saved' in answer ? answer.saved : null;
}
