/**
 * A person's name typed into a form: the member's display name (the login's name step, the account's name dialog) and
 * a card holder's first and last name. Which names are valid is the caller's rule from shared/contract/rules; this
 * shows what it answered.
 */
import { useId } from 'react';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
  maxLength: number;
  /** What is wrong with the name, under the field; empty or undefined when nothing is. */
  error?: string | undefined;
  /** The error is announced when it appears: it answers a Save, rather than following each keystroke. */
  alert?: boolean;
  /** The id of text that describes the field besides its error. */
  describedBy?: string;
  /** Only where the view that had the focus is gone. */
  autoFocus?: boolean;
}

export function NameField({ label, value, onChange, autoComplete, maxLength, error, alert, describedBy, autoFocus }: Props) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="field-block">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field"
        autoComplete={autoComplete}
        maxLength={maxLength}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, describedBy].filter(Boolean).join(' ') || undefined}
        onChange={(e) => onChange(e.currentTarget.value)}
        // biome-ignore lint/a11y/noAutofocus: asked for only by a view that replaced the one that had the focus.
        autoFocus={autoFocus}
      />
      {error && (
        <p id={errorId} className="field-error" role={alert ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}
