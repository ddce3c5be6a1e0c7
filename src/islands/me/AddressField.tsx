/**
 * One field of the address form: its label, the control (given the ids to wire), and its error under it; a field with
 * a status has a polite live region under it, there from the start so that screen readers announce what it then says.
 */
import { type ReactNode, useId } from 'react';

export function Field({
  label,
  error,
  status,
  children,
}: {
  label: string;
  error?: string | false;
  status?: string;
  children: (id: string, errorId?: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="field-block">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {children(id, error ? `${id}-error` : undefined)}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
      {status !== undefined && (
        <p className="field-status" role="status">
          {status}
        </p>
      )}
    </div>
  );
}

/** A text input in a field. */
export function TextField(props: {
  label: string;
  error?: string | false;
  status?: string;
  value: string;
  max: number;
  autoComplete?: string;
  inputMode?: 'numeric';
  onChange: (value: string) => void;
}) {
  return (
    <Field label={props.label} error={props.error} status={props.status}>
      {(id, errorId) => (
        <input
          id={id}
          className="field"
          value={props.value}
          maxLength={props.max}
          inputMode={props.inputMode}
          autoComplete={props.autoComplete}
          aria-invalid={Boolean(errorId) || undefined}
          aria-describedby={errorId}
          onChange={(e) => props.onChange(e.currentTarget.value)}
        />
      )}
    </Field>
  );
}
