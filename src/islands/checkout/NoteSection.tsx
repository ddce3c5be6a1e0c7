/** The shopper's note to the shop on the confirmation (spec §3), counted against its limit as it is typed. */
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { ORDER_NOTE_MAX } from '../../shared/contract/order';
import { $note, setNote } from '../../stores/checkout/confirmation';
import { useT } from '../locale';

export function NoteSection() {
  const t = useT();
  const id = useId();
  const note = useStore($note);
  return (
    <section className="card confirm-section">
      <label className="confirm-heading" htmlFor={`${id}-note`}>
        {t('confirm.noteLabel')}
      </label>
      <textarea
        id={`${id}-note`}
        className="confirm-note"
        value={note}
        maxLength={ORDER_NOTE_MAX}
        rows={3}
        placeholder={t('confirm.notePlaceholder')}
        aria-describedby={`${id}-note-count`}
        onChange={(e) => setNote(e.currentTarget.value)}
      />
      <p id={`${id}-note-count`} className="confirm-counter">
        {t('confirm.noteCount', { count: note.length, max: ORDER_NOTE_MAX })}
      </p>
    </section>
  );
}
