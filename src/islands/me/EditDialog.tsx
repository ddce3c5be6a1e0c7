/** The profile dialogs' frame (name, birth date, password on /setting). */
import { type FormEvent, type ReactNode, useId } from 'react';
import type { MessageKey } from '../../shared/messages';
import { DialogActions } from '../DialogActions';
import Modal from '../Modal';
import { useT } from '../locale';

/** A dialog with a form: Cancel, and Save when `canSave` (the form submits, Enter included). */
export function EditDialog(props: {
  title: MessageKey;
  busy: boolean;
  canSave: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useT();
  const titleId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (props.canSave) props.onSubmit();
  };
  return (
    <Modal labelledBy={titleId} onEscape={props.onClose} className="profile-dialog">
      <form onSubmit={submit} noValidate>
        <h2 id={titleId} className="dialog-title">
          {t(props.title)}
        </h2>
        <div className="profile-dialog-body">{props.children}</div>
        <DialogActions
          cancel={t('profile.cancel')}
          onCancel={props.onClose}
          confirm={props.canSave ? t('profile.save') : null}
          disabled={props.busy}
        />
      </form>
    </Modal>
  );
}
