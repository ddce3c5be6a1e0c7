/**
 * Code entry (spec §2, §5): six single-digit boxes on phones (auto-advance, backspace to the previous box, paste keeps
 * the first 6 digits) and one field on desktop. `onComplete` fires when all 6 digits are in (mobile auto-submit).
 * The boxes have no maxLength: a code typed into the first box before the page's script ran, or autofilled there,
 * arrives whole and is spread over the boxes.
 */
import { useEffect, useRef } from 'react';
import { CODE_LENGTH, digitsOnly } from '../../shared/contract/rules';
import { useT } from '../locale';

interface Props {
  id: string;
  value: string;
  onChange: (code: string) => void;
  onComplete?: (code: string) => void;
  boxes: boolean;
  invalid?: boolean;
  describedBy?: string;
}

export default function CodeInput({ id, value, onChange, onComplete, boxes, invalid, describedBy }: Props) {
  const t = useT();
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const field = useRef<HTMLInputElement | null>(null);
  // The code is the only thing to do on arrival: the first box (or the field) takes the focus, ready for the digits
  // or a paste, unless the shopper has already put the focus somewhere.
  useEffect(() => {
    const first = boxes ? refs.current[0] : field.current;
    if (first && (document.activeElement === null || document.activeElement === document.body)) first.focus();
  }, [boxes]);
  const set = (code: string) => {
    onChange(code);
    if (code.length === CODE_LENGTH) onComplete?.(code);
  };

  if (!boxes) {
    return (
      <input
        ref={field}
        id={id}
        className="field code-field"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_LENGTH}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(digitsOnly(event.currentTarget.value, CODE_LENGTH))}
      />
    );
  }

  const focusBox = (i: number) => refs.current[Math.max(0, Math.min(CODE_LENGTH - 1, i))]?.focus();
  return (
    <fieldset className="code-boxes" aria-labelledby={`${id}-label`} aria-describedby={describedBy}>
      {Array.from({ length: CODE_LENGTH }, (_, i) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: a box is its position; the boxes never move.
          key={i}
          id={i === 0 ? id : undefined}
          ref={(el) => {
            refs.current[i] = el;
          }}
          className="code-box"
          inputMode="numeric"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          value={value[i] ?? ''}
          aria-label={t('login.codeDigit', { n: i + 1, total: CODE_LENGTH })}
          aria-invalid={invalid || undefined}
          onChange={(event) => {
            const typed = digitsOnly(event.currentTarget.value);
            if (typed.length > 1) {
              // Autofill or a paste into one box: take the first 6 digits from here on.
              const code = digitsOnly(value.slice(0, i) + typed, CODE_LENGTH);
              set(code);
              focusBox(code.length);
              return;
            }
            const code = (value.slice(0, i) + typed + value.slice(i + 1)).slice(0, CODE_LENGTH);
            set(digitsOnly(code, CODE_LENGTH));
            if (typed) focusBox(i + 1);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Backspace' && !value[i] && i > 0) {
              event.preventDefault();
              onChange(value.slice(0, i - 1));
              focusBox(i - 1);
            }
          }}
          onPaste={(event) => {
            event.preventDefault();
            const code = digitsOnly(event.clipboardData?.getData('text') ?? '', CODE_LENGTH);
            set(code);
            focusBox(code.length);
          }}
        />
      ))}
    </fieldset>
  );
}
