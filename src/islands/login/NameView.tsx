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
import { NameField } from '../NameField';

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
      <NameField
        label={t('login.nameLabel')}
        value={name}
        onChange={(value) => prompt.type(value)}
        autoComplete="nickname"
        maxLength={USER_NAME_MAX}
        error={error}
        alert
        describedBy={`${id}-lead`}
        autoFocus
      />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {t('login.nameSave')}
      </button>
      <button type="button" className="btn-link" disabled={busy} onClick={onDone}>
        {t('login.nameSkip')}
      </button>
    </form>
  );
}
