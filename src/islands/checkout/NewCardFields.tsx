/**
 * Paying with a card not saved: its number, expiry and CVN, checked here with the rules of the saved-card form
 * (../payment/CardForm.tsx, whose fields these are) and tokenised with the gateway from this browser; the checkout
 * sends only the token to our API.
 */
import { cardBrand } from '../../shared/card-brand';
import {
  CARD_NUMBER_MAX_LENGTH,
  CVN_MAX_LENGTH,
  digitsOnly,
  isFutureExpiry,
  isValidCardNumber,
  isValidCvn,
  parseExpiry,
} from '../../shared/contract/rules';
import type { MessageKey } from '../../shared/messages';
import { useT } from '../locale';
import { expiryText, spaced, TextField } from '../payment/CardForm';
import { type GatewayConfig, tokeniseCard } from '../payment/tokenise';

export interface NewCard {
  number: string;
  expiry: string;
  cvn: string;
}

function errorsOf(card: NewCard) {
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
  if (!exp || Object.values(errorsOf(card)).some((e) => e !== null)) return 'invalid';
  return tokeniseCard(gateway, { number: card.number, month: exp.month, year: exp.year, cvn: card.cvn });
}

export function NewCardFields({ card, onChange, showErrors }: { card: NewCard; onChange: (card: NewCard) => void; showErrors: boolean }) {
  const t = useT();
  const errors = errorsOf(card);
  return (
    <div className="checkout-new-card">
      <TextField
        label={t('payment.cardNumber')}
        value={spaced(card.number)}
        onChange={(v) => onChange({ ...card, number: digitsOnly(v, CARD_NUMBER_MAX_LENGTH) })}
        error={errors.number}
        showError={showErrors || card.number.length >= 13}
        autoComplete="cc-number"
        inputMode="numeric"
        maxLength={CARD_NUMBER_MAX_LENGTH + 4}
      />
      <div className="payment-pair">
        <TextField
          label={t('payment.expiry')}
          value={card.expiry}
          onChange={(v) => onChange({ ...card, expiry: expiryText(v) })}
          error={errors.expiry}
          showError={showErrors || card.expiry.length === 5}
          autoComplete="cc-exp"
          inputMode="numeric"
          maxLength={5}
          placeholder={t('payment.expiryPlaceholder')}
        />
        <TextField
          label={t('payment.cvn')}
          value={card.cvn}
          onChange={(v) => onChange({ ...card, cvn: digitsOnly(v, CVN_MAX_LENGTH) })}
          error={errors.cvn}
          showError={showErrors}
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={CVN_MAX_LENGTH}
        />
      </div>
    </div>
  );
}
