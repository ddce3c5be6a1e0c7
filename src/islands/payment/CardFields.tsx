/** The card fields' parts, shared by the saved-card form and the checkout's new card: a checked text field, the formats. */
import { useId } from 'react';
import { digitsOnly } from '../../shared/contract/rules';
import type { MessageKey } from '../../shared/messages';
import { useT } from '../locale';

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
