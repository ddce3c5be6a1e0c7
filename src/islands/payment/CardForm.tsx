/**
 * Adding a card (spec §3 Payment card, §5 rules): number, expiry, CVN, holder's first and last name, phone, e-mail and
 * bank, each checked as typed. The flow (rules, tokenising with the gateway, saving) is src/stores/payment/card-form.ts.
 */
import { useStore } from '@nanostores/react';
import type { PaymentCard } from '../../shared/contract/payment';
import { CARD_NUMBER_MAX_LENGTH, CVN_MAX_LENGTH, digitsOnly } from '../../shared/contract/rules';
import { $cardDraft, $cardErrors, $cardSubmitted, $saveCard, editCardDraft, submitCard } from '../../stores/payment/card-form';
import type { GatewayConfig } from '../../stores/payment/tokenise';
import { useT } from '../locale';
import { expiryText, spaced, TextField } from './CardFields';
import { CardHolderFields } from './CardHolderFields';

interface Props {
  gateway: GatewayConfig;
  onSaved: (card: PaymentCard) => void;
  onCancel: () => void;
}

export function CardForm({ gateway, onSaved, onCancel }: Props) {
  const t = useT();
  const draft = useStore($cardDraft);
  const errors = useStore($cardErrors);
  const submitted = useStore($cardSubmitted);
  const { loading: busy = false, data: answer } = useStore($saveCard);

  return (
    <form
      className="card payment-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submitCard(gateway).then((card) => card && onSaved(card));
      }}
    >
      <h2 className="payment-subtitle">{t('payment.addCard')}</h2>
      <TextField
        label={t('payment.cardNumber')}
        value={spaced(draft.number)}
        onChange={(v) => editCardDraft({ number: digitsOnly(v, CARD_NUMBER_MAX_LENGTH) })}
        error={errors.number}
        showError={submitted || draft.number.length >= 13}
        autoComplete="cc-number"
        inputMode="numeric"
        maxLength={CARD_NUMBER_MAX_LENGTH + 4}
      />
      <div className="payment-pair">
        <TextField
          label={t('payment.expiry')}
          value={draft.expiry}
          onChange={(v) => editCardDraft({ expiry: expiryText(v) })}
          error={errors.expiry}
          showError={submitted || draft.expiry.length === 5}
          autoComplete="cc-exp"
          inputMode="numeric"
          maxLength={5}
          placeholder={t('payment.expiryPlaceholder')}
        />
        <TextField
          label={t('payment.cvn')}
          value={draft.cvn}
          onChange={(v) => editCardDraft({ cvn: digitsOnly(v, CVN_MAX_LENGTH) })}
          error={errors.cvn}
          showError={submitted}
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={CVN_MAX_LENGTH}
        />
      </div>
      <CardHolderFields holder={draft} onChange={editCardDraft} showErrors={submitted} />
      <p className="payment-note">{t('payment.verifyNote')}</p>
      {answer && 'rejected' in answer && (
        <p className="field-error" role="alert">
          {t('payment.cardRejected')}
        </p>
      )}
      <div className="payment-actions">
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {t('payment.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t(busy ? 'payment.saving' : 'payment.save')}
        </button>
      </div>
    </form>
  );
}
