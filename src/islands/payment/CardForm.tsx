/**
 * Adding a card (spec §3 Payment card, §5 rules): number, expiry, CVN, holder's first and last name, phone, e-mail and
 * bank, each checked here. The number and CVN are tokenised with the gateway from this browser; our API gets the token.
 */
import { useId, useState } from 'react';
import { cardBrand } from '../../shared/card-brand';
import { BANKS } from '../../shared/banks';
import type { PaymentCard } from '../../shared/contract/payment';
import { addCard } from '../../shared/contract/refs/payment';
import {
  CARD_NAME_MAX_LENGTH,
  CARD_NUMBER_MAX_LENGTH,
  CVN_MAX_LENGTH,
  DIAL_CODES,
  type DialCode,
  digitsOnly,
  isFutureExpiry,
  isValidCardNumber,
  isValidCvn,
  isValidEmail,
  isValidPhone,
  parseExpiry,
} from '../../shared/contract/rules';
import type { MessageKey } from '../../shared/messages';
import { api } from '../../stores/api';
import { EmailField, PhoneField } from '../login/fields';
import { useT } from '../locale';
import { type GatewayConfig, tokeniseCard } from './tokenise';

/** Groups of four as the card shows them. */
export const spaced = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** 'MMYY' typed or pasted → 'MM/YY'. */
export function expiryText(text: string): string {
  const d = digitsOnly(text, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error: MessageKey | null;
  showError: boolean;
  autoComplete: string;
  inputMode?: 'numeric' | 'text';
  maxLength: number;
  placeholder?: string;
}

export function TextField({ label, value, onChange, error, showError, autoComplete, inputMode, maxLength, placeholder }: TextFieldProps) {
  const t = useT();
  const id = useId();
  const invalid = showError && error !== null;
  return (
    <div className="field-block">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field"
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        placeholder={placeholder}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      {invalid && (
        <p id={`${id}-error`} className="field-error">
          {t(error)}
        </p>
      )}
    </div>
  );
}

export function CardForm({
  gateway,
  onSaved,
  onCancel,
}: {
  gateway: GatewayConfig;
  onSaved: (card: PaymentCard) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const bankId = useId();
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvn, setCvn] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [dial, setDial] = useState<DialCode>(DIAL_CODES[0]);
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [bank, setBank] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');

  const exp = parseExpiry(expiry);
  const brand = cardBrand(number);
  const errors = {
    number: isValidCardNumber(number) && brand ? null : 'payment.cardNumberError',
    expiry: exp && isFutureExpiry(exp.month, exp.year) ? null : 'payment.expiryError',
    cvn: isValidCvn(cvn) ? null : 'payment.cvnError',
    firstName: firstName.trim() ? null : 'payment.nameError',
    lastName: lastName.trim() ? null : 'payment.nameError',
    phone: isValidPhone(dial, phone) ? null : 'login.phoneError',
    email: isValidEmail(email.trim()) ? null : 'login.emailError',
    bank: bank ? null : 'payment.bankError',
  } satisfies Record<string, MessageKey | null>;
  const valid = Object.values(errors).every((e) => e === null);

  const save = async () => {
    if (!exp || !brand) return;
    setBusy(true);
    setFailure('');
    try {
      const token = await tokeniseCard(gateway, { number, month: exp.month, year: exp.year, cvn });
      if (!token) {
        setFailure(t('payment.cardRejected'));
        return;
      }
      const card = await api.request(addCard, {
        token_id: token,
        brand,
        last_four: number.slice(-4),
        exp_month: exp.month,
        exp_year: exp.year,
        first_name: firstName.trim(),
        last_name: lastName.trim(),
        country_code: dial,
        phone,
        email: email.trim(),
        bank,
      });
      onSaved(card);
    } catch {
      // The API client has shown the translated error (a declined card is 1104005).
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="card payment-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setSubmitted(true);
        if (valid && !busy) void save();
      }}
    >
      <h2 className="payment-subtitle">{t('payment.addCard')}</h2>
      <TextField
        label={t('payment.cardNumber')}
        value={spaced(number)}
        onChange={(v) => setNumber(digitsOnly(v, CARD_NUMBER_MAX_LENGTH))}
        error={errors.number}
        showError={submitted || number.length >= 13}
        autoComplete="cc-number"
        inputMode="numeric"
        maxLength={CARD_NUMBER_MAX_LENGTH + 4}
      />
      <div className="payment-pair">
        <TextField
          label={t('payment.expiry')}
          value={expiry}
          onChange={(v) => setExpiry(expiryText(v))}
          error={errors.expiry}
          showError={submitted || expiry.length === 5}
          autoComplete="cc-exp"
          inputMode="numeric"
          maxLength={5}
          placeholder={t('payment.expiryPlaceholder')}
        />
        <TextField
          label={t('payment.cvn')}
          value={cvn}
          onChange={(v) => setCvn(digitsOnly(v, CVN_MAX_LENGTH))}
          error={errors.cvn}
          showError={submitted}
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={CVN_MAX_LENGTH}
        />
      </div>
      <div className="payment-pair">
        <TextField
          label={t('payment.firstName')}
          value={firstName}
          onChange={setFirstName}
          error={errors.firstName}
          showError={submitted}
          autoComplete="cc-given-name"
          maxLength={CARD_NAME_MAX_LENGTH}
        />
        <TextField
          label={t('payment.lastName')}
          value={lastName}
          onChange={setLastName}
          error={errors.lastName}
          showError={submitted}
          autoComplete="cc-family-name"
          maxLength={CARD_NAME_MAX_LENGTH}
        />
      </div>
      <PhoneField dial={dial} number={phone} onDial={setDial} onNumber={setPhone} label={t('payment.phone')} />
      {submitted && errors.phone && !phone && <p className="field-error">{t('login.phoneError')}</p>}
      <EmailField value={email} onChange={setEmail} label={t('payment.email')} />
      {submitted && errors.email && !email && <p className="field-error">{t('login.emailError')}</p>}
      <div className="field-block">
        <label className="field-label" htmlFor={bankId}>
          {t('payment.bank')}
        </label>
        <select
          id={bankId}
          className="field"
          value={bank}
          aria-invalid={(submitted && errors.bank !== null) || undefined}
          aria-describedby={submitted && errors.bank ? `${bankId}-error` : undefined}
          onChange={(e) => setBank(e.currentTarget.value)}
        >
          <option value="">{t('payment.chooseBank')}</option>
          {BANKS.ID.map((b) => (
            <option key={b.code} value={b.code}>
              {b.name}
            </option>
          ))}
        </select>
        {submitted && errors.bank && (
          <p id={`${bankId}-error`} className="field-error">
            {t(errors.bank)}
          </p>
        )}
      </div>
      <p className="payment-note">{t('payment.verifyNote')}</p>
      {failure && (
        <p className="field-error" role="alert">
          {failure}
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
