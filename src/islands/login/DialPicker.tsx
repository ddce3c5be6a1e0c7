/**
 * The country-code picker of phone login (spec §2): +62, +60, +65, as a bottom sheet on phones and a popover on
 * desktop (CSS decides). A radio group inside a dialog, so keyboard and screen readers work without custom code.
 */
import { useState } from 'react';
import { useUniqueId } from '../use-unique-id';
import { tr } from '../../stores/i18n';
import { DIAL_CODES, type DialCode } from '../../shared/validation';
import Modal from '../Modal';

const COUNTRY_OF: Record<DialCode, string> = { '62': 'ID', '60': 'MY', '65': 'SG' };

export default function DialPicker({ value, onChange }: { value: DialCode; onChange: (dial: DialCode) => void }) {
  const [open, setOpen] = useState(false);
  const titleId = useUniqueId();
  return (
    <>
      <button
        type="button"
        className="dial-button"
        aria-haspopup="dialog"
        aria-label={tr('login.dialCodeLabel', { code: `+${value}` })}
        onClick={() => setOpen(true)}
      >
        +{value}
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
          <path d="m5 9 7 7 7-7" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      {open && (
        <Modal labelledBy={titleId} onEscape={() => setOpen(false)} className="sheet">
          <h2 id={titleId} className="sheet-title">
            {tr('login.chooseDialCode')}
          </h2>
          <fieldset className="dial-options">
            <legend className="sr-only">{tr('login.chooseDialCode')}</legend>
            {DIAL_CODES.map((dial) => (
              <label key={dial} className="dial-option">
                <input
                  type="radio"
                  name="dial"
                  value={dial}
                  checked={dial === value}
                  onChange={() => {
                    onChange(dial);
                    setOpen(false);
                  }}
                />
                <span>{tr(`login.country.${COUNTRY_OF[dial]}`)}</span>
                <span className="dial-code">+{dial}</span>
              </label>
            ))}
          </fieldset>
          <button type="button" className="btn btn-secondary" onClick={() => setOpen(false)}>
            {tr('login.cancel')}
          </button>
        </Modal>
      )}
    </>
  );
}
