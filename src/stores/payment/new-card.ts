/**
 * A card's number, expiry and CVN, checked here (spec §5) and tokenised with the gateway from this browser: the
 * checkout's new card and the saved-card form share these rules, and our API only ever gets the token.
 */
import { cardBrand } from '../../shared/card-brand';
import { isFutureExpiry, isValidCardNumber, isValidCvn, parseExpiry } from '../../shared/contract/rules';
import type { MessageKey } from '../../shared/messages';
import { type GatewayConfig, tokeniseCard } from './tokenise';

export interface NewCard {
  number: string;
  expiry: string;
  cvn: string;
}

export const EMPTY_CARD: NewCard = { number: '', expiry: '', cvn: '' };

/** What is wrong with each field, null where it is right. */
export function newCardErrors(card: NewCard) {
  const exp = parseExpiry(card.expiry);
  return {
    number: isValidCardNumber(card.number) && cardBrand(card.number) ? null : 'payment.cardNumberError',
    expiry: exp && isFutureExpiry(exp.month, exp.year) ? null : 'payment.expiryError',
    cvn: isValidCvn(card.cvn) ? null : 'payment.cvnError',
  } satisfies Record<keyof NewCard, MessageKey | null>;
}

/** The card's token, null when the gateway would not tokenise it, 'invalid' when a field is wrong (shown by the fields). */
export async function tokeniseNewCard(gateway: GatewayConfig, card: NewCard): Promise<string | null | 'invalid'> {
  const exp = parseExpiry(card.expiry);
  if (!exp || Object.values(newCardErrors(card)).some((e) => e !== null)) return 'invalid';
  return tokeniseCard(gateway, { number: card.number, month: exp.month, year: exp.year, cvn: card.cvn });
}
