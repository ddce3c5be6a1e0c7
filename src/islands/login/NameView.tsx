/**
 * The name a new member is asked for after the login that created them (issue 29, item 16): a labelled field, Save,
 * and Skip; either way the login then ends as it would have (LoginFlow's `finish`). The flow is the store's
 * (stores/login/name-prompt.ts).
 */
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { USER_NAME_MAX } from '../../shared/contract/rules';
import { createNamePrompt } from '../../stores/login/name-prompt';
import { useT } from '../locale';

export default function NameView({ onDone }: { onDone: () => void }) {
  const t = useT();
  const id = useId();
  const [prompt] = useState(createNamePrompt);
  const { name, error, busy } = useStore(prompt.$prompt);
  return (
    <form
      className="login-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void prompt.save().then((saved) => saved && onDone());
      }}
    >
      <p id={`${id}-lead`} className="login-lead">
        {t('login.nameLead')}
      </p>
      <div className="field-block">
        <label className="field-label" htmlFor={id}>
          {t('login.nameLabel')}
        </label>
        <input
          id={id}
          className="field"
          autoComplete="nickname"
          maxLength={USER_NAME_MAX}
          value={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error ${id}-lead` : `${id}-lead`}
          onChange={(e) => prompt.type(e.currentTarget.value)}
          // biome-ignore lint/a11y/noAutofocus: the code view that had focus is gone; focus goes to the field this one asks to fill.
          autoFocus
        />
        {error && (
          <p id={`${id}-error`} className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {t('login.nameSave')}
      </button>
      <button type="button" className="btn-link" disabled={busy} onClick={onDone}>
        {t('login.nameSkip')}
      </button>
    </form>
  );
}
