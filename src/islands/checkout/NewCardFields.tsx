/**
 * Paying with a card not saved: its number, expiry and CVN, checked with the rules of the saved-card form (the fields
 * are its fields) and tokenised with the gateway from this browser (src/stores/payment/new-card.ts); the checkout
 * sends only the token to our API. `children` come under the fields (the checkout's "Save this card").
 */
import type { ReactNode } from 'react';
import { CARD_NUMBER_MAX_LENGTH, CVN_MAX_LENGTH, digitsOnly } from '../../shared/contract/rules';
import { type NewCard, newCardErrors } from '../../stores/payment/new-card';
import { useT } from '../locale';
import { expiryText, spaced, TextField } from '../payment/CardFields';

interface Props {
  card: NewCard;
  onChange: (card: NewCard) => void;
  showErrors: boolean;
  children?: ReactNode;
}

export function NewCardFields({ card, onChange, showErrors, children }: Props) {
  const t = useT();
  const errors = newCardErrors(card);
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
      {children}
    </div>
  );
}
