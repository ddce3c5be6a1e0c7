/**
 * The country-code picker of phone login (spec §2): +62, +60, +65, as a bottom sheet on phones and a popover on
 * desktop (CSS decides). A radio group inside a dialog, so keyboard and screen readers work without custom code.
 */
import { useId, useState } from 'react';
import { countryOfDialCode } from '../../shared/countries';
import { DIAL_CODES, type DialCode } from '../../shared/contract/rules';
import { useT } from '../locale';
import Modal from '../Modal';

export default function DialPicker({ value, onChange }: { value: DialCode; onChange: (dial: DialCode) => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const choose = (dial: DialCode) => {
    if (dial !== value) onChange(dial);
    setOpen(false);
  };
  return (
    <>
      <button
        type="button"
        className="dial-button"
        aria-haspopup="dialog"
        aria-label={t('login.dialCodeLabel', { code: `+${value}` })}
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
            {t('login.chooseDialCode')}
          </h2>
          <fieldset className="dial-options">
            <legend className="sr-only">{t('login.chooseDialCode')}</legend>
            {DIAL_CODES.map((dial) => (
              <label key={dial} className="dial-option">
                <input
                  type="radio"
                  name={titleId}
                  value={dial}
                  checked={dial === value}
                  onChange={() => choose(dial)}
                  // Tapping the country already chosen fires no change; it still means "this one" and closes.
                  onClick={() => dial === value && choose(dial)}
                />
                <span>{t(`login.country.${countryOfDialCode(dial)}`)}</span>
                <span className="dial-code">+{dial}</span>
              </label>
            ))}
          </fieldset>
          <button type="button" className="btn btn-secondary" onClick={() => setOpen(false)}>
            {t('login.cancel')}
          </button>
        </Modal>
      )}
    </>
  );
}
