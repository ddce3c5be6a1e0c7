/**
 * The holder of a card to save (spec §3 Payment card, §5 rules): first and last name, phone, e-mail and the issuing
 * bank. Shared by the saved-card form on payment options and the checkout's "Save this card for next time".
 */
import { useId } from 'react';
import { BANKS } from '../../shared/banks';
import { CARD_NAME_MAX_LENGTH } from '../../shared/contract/rules';
import type { MessageKey } from '../../shared/messages';
import { type CardHolder, holderErrors } from '../../stores/payment/new-card';
import { EmailField, PhoneField } from '../login/fields';
import { useT } from '../locale';
import { NameField } from '../NameField';

interface Props {
  holder: CardHolder;
  onChange: (change: Partial<CardHolder>) => void;
  showErrors: boolean;
}

export function CardHolderFields({ holder, onChange, showErrors }: Props) {
  const t = useT();
  const bankId = useId();
  const errors = holderErrors(holder);
  const shown = (error: MessageKey | null) => (showErrors && error ? t(error) : undefined);
  return (
    <>
      <div className="payment-pair">
        <NameField
          label={t('payment.firstName')}
          value={holder.firstName}
          onChange={(firstName) => onChange({ firstName })}
          autoComplete="cc-given-name"
          maxLength={CARD_NAME_MAX_LENGTH}
          error={shown(errors.firstName)}
        />
        <NameField
          label={t('payment.lastName')}
          value={holder.lastName}
          onChange={(lastName) => onChange({ lastName })}
          autoComplete="cc-family-name"
          maxLength={CARD_NAME_MAX_LENGTH}
          error={shown(errors.lastName)}
        />
      </div>
      <PhoneField
        dial={holder.dial}
        number={holder.phone}
        onDial={(dial) => onChange({ dial })}
        onNumber={(phone) => onChange({ phone })}
        label={t('payment.phone')}
      />
      {showErrors && errors.phone && !holder.phone && <p className="field-error">{t('login.phoneError')}</p>}
      <EmailField value={holder.email} onChange={(email) => onChange({ email })} label={t('payment.email')} />
      {showErrors && errors.email && !holder.email && <p className="field-error">{t('login.emailError')}</p>}
      <div className="field-block">
        <label className="field-label" htmlFor={bankId}>
          {t('payment.bank')}
        </label>
        <select
          id={bankId}
          className="field"
          value={holder.bank}
          aria-invalid={(showErrors && errors.bank !== null) || undefined}
          aria-describedby={showErrors && errors.bank ? `${bankId}-error` : undefined}
          onChange={(e) => onChange({ bank: e.currentTarget.value })}
        >
          <option value="">{t('payment.chooseBank')}</option>
          {BANKS.ID.map((b) => (
            <option key={b.code} value={b.code}>
              {b.name}
            </option>
          ))}
        </select>
        {showErrors && errors.bank && (
          <p id={`${bankId}-error`} className="field-error">
            {t(errors.bank)}
          </p>
        )}
      </div>
    </>
  );
}
