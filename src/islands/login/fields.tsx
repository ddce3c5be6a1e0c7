/** The form fields of the login and account screens (spec §2, §5 rules from shared/contract/rules). */
import { useId, useState } from 'react';
import { digitsOnly, isValidEmail, isValidPassword, isValidPhone, phoneMaxLength, type DialCode } from '../../shared/contract/rules';
import { useT } from '../locale';
import DialPicker from './DialPicker';

interface PhoneProps {
  dial: DialCode;
  number: string;
  onDial: (d: DialCode) => void;
  onNumber: (n: string) => void;
  label: string;
}

export function PhoneField({ dial, number, onDial, onNumber, label }: PhoneProps) {
  const t = useT();
  const id = useId();
  const invalid = number.length > 0 && !isValidPhone(dial, number);
  return (
    <div className="field-block">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className={invalid ? 'phone-field invalid' : 'phone-field'}>
        <DialPicker
          value={dial}
          onChange={(d) => {
            onDial(d);
            // A number of another country's format would be wrong: changing country clears it (spec §5).
            onNumber('');
          }}
        />
        <input
          id={id}
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={phoneMaxLength(dial)}
          value={number}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(e) => onNumber(digitsOnly(e.currentTarget.value, phoneMaxLength(dial)))}
        />
      </div>
      {invalid && (
        <p id={`${id}-error`} className="field-error">
          {t('login.phoneError')}
        </p>
      )}
    </div>
  );
}

export function EmailField({ value, onChange, label }: { value: string; onChange: (v: string) => void; label?: string }) {
  const t = useT();
  const id = useId();
  const invalid = value.length > 0 && !isValidEmail(value.trim());
  return (
    <div className="field-block">
      <label className="field-label" htmlFor={id}>
        {label ?? t('login.email')}
      </label>
      <input
        id={id}
        className={invalid ? 'field invalid' : 'field'}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={64}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      {invalid && (
        <p id={`${id}-error`} className="field-error">
          {t('login.emailError')}
        </p>
      )}
    </div>
  );
}

interface PasswordProps {
  label: string;
  value: string;
  onChange: (v: string) => void;
  autoComplete: string;
  maxLength?: number;
  /** An error of the field itself (the repeat that does not match). */
  error?: string;
}

export function PasswordField({ label, value, onChange, autoComplete, maxLength = 64, error }: PasswordProps) {
  const t = useT();
  const id = useId();
  const [shown, setShown] = useState(false);
  const message = error ?? (value.length > 0 && !isValidPassword(value) ? t('Login.password_error') : '');
  return (
    <div className="field-block">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className={message ? 'password-field invalid' : 'password-field'}>
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          maxLength={maxLength}
          value={value}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
        <button type="button" className="btn-link" aria-pressed={shown} onClick={() => setShown(!shown)}>
          {shown ? t('login.hidePassword') : t('login.showPassword')}
        </button>
      </div>
      {message && (
        <p id={`${id}-error`} className="field-error">
          {message}
        </p>
      )}
    </div>
  );
}
