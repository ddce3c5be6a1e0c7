/**
 * A question before an action: the title asks, the text says what it touches; Cancel, the safe choice, takes the focus
 * when it opens (APG), and the action is off while it runs. Escape cancels.
 */
import { useId } from 'react';
import { DialogActions } from './DialogActions';
import Modal from './Modal';

interface Props {
  title: string;
  text: string;
  cancel: string;
  confirm: string;
  busy: boolean | undefined;
  onCancel: () => void;
  onConfirm: () => void;
}

export function ConfirmDialog({ title, text, cancel, confirm, busy, onCancel, onConfirm }: Props) {
  const id = useId();
  return (
    <Modal labelledBy={`${id}-title`} describedBy={`${id}-text`} onEscape={onCancel} className="confirm-dialog">
      <h2 id={`${id}-title`} className="dialog-title">
        {title}
      </h2>
      <p id={`${id}-text`}>{text}</p>
      <DialogActions cancel={cancel} onCancel={onCancel} focusCancel confirm={confirm} onConfirm={onConfirm} disabled={busy} />
    </Modal>
  );
}
