/**
 * A card's number, expiry and CVN, checked here (spec §5) and tokenised with the gateway from this browser: the
 * checkout's new card and the saved-card form share these rules, and our API only ever gets the token.
 */
import { cardBrand } from '../../shared/card-brand';
import type { CardBrand } from '../../shared/contract/constants';
import type { CardToSave } from '../../shared/contract/payment';
import {
  DIAL_CODES,
  type DialCode,
  isFutureExpiry,
  isValidCardNumber,
  isValidCvn,
  isValidEmail,
  isValidPhone,
  parseExpiry,
} from '../../shared/contract/rules';
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

/**
 * The card's token, null when the gateway would not tokenise it, 'invalid' when a field is wrong (shown by the
 * fields); for multiple use when the card is to be saved.
 */
export async function tokeniseNewCard(gateway: GatewayConfig, card: NewCard, multipleUse: boolean): Promise<string | null | 'invalid'> {
  const exp = parseExpiry(card.expiry);
  if (!exp || Object.values(newCardErrors(card)).some((e) => e !== null)) return 'invalid';
  return tokeniseCard(gateway, { number: card.number, month: exp.month, year: exp.year, cvn: card.cvn }, multipleUse);
}

/** The holder of a card to save (spec §3 Payment card): asked on payment options, and at checkout when saving. */
export interface CardHolder {
  firstName: string;
  lastName: string;
  dial: DialCode;
  phone: string;
  email: string;
  bank: string;
}

export const EMPTY_HOLDER: CardHolder = { firstName: '', lastName: '', dial: DIAL_CODES[0], phone: '', email: '', bank: '' };

/** What is wrong with each of the holder's fields (spec §5), null where it is right. */
export function holderErrors(holder: CardHolder) {
  return {
    firstName: holder.firstName.trim() ? null : 'payment.nameError',
    lastName: holder.lastName.trim() ? null : 'payment.nameError',
    phone: isValidPhone(holder.dial, holder.phone) ? null : 'login.phoneError',
    email: isValidEmail(holder.email.trim()) ? null : 'login.emailError',
    bank: holder.bank ? null : 'payment.bankError',
  } satisfies Record<Exclude<keyof CardHolder, 'dial'>, MessageKey | null>;
}

/** A card to save as the API takes it (payment/card/add, and the pay call's save_card): only its last four digits. */
export function cardToSave(card: NewCard, brand: CardBrand, exp: { month: number; year: number }, holder: CardHolder): CardToSave {
  return {
    brand,
    last_four: card.number.slice(-4),
    exp_month: exp.month,
    exp_year: exp.year,
    first_name: holder.firstName.trim(),
    last_name: holder.lastName.trim(),
    country_code: holder.dial,
    phone: holder.phone,
    email: holder.email.trim(),
    bank: holder.bank,
  };
}
