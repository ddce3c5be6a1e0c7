/**
 * The row that ends a dialog or a form: Cancel, then the primary action. Without `onConfirm` the action submits the
 * form around it (Enter included); without `confirm` there is nothing to do but cancel.
 */
interface Props {
  className?: string;
  cancel: string;
  onCancel: () => void;
  /** Cancel takes the focus when the dialog opens: the safe choice of a question (APG). */
  focusCancel?: boolean;
  confirm?: string | null;
  onConfirm?: () => void;
  disabled?: boolean;
}

export function DialogActions({ className = 'dialog-actions', cancel, onCancel, focusCancel, confirm, onConfirm, disabled }: Props) {
  return (
    <div className={className}>
      <button
        type="button"
        className="btn btn-secondary"
        onClick={onCancel}
        // biome-ignore lint/a11y/noAutofocus: a question lands on its safe choice (APG), where focusCancel asks for it.
        autoFocus={focusCancel}
      >
        {cancel}
      </button>
      {confirm && (
        <button type={onConfirm ? 'button' : 'submit'} className="btn btn-primary" disabled={disabled} onClick={onConfirm}>
          {confirm}
        </button>
      )}
    </div>
  );
}
