/** The add or edit form of one refund card (src/stores/me/refund-cards.ts): the bank, the number, the holder. */
import { useStore } from '@nanostores/react';
import { useId, useMemo } from 'react';
import { ACCOUNT_NUMBER_DIGITS, BANKS } from '../../shared/banks';
import { type CardDraft, cardReady, createCardForm, numberRefused } from '../../stores/me/refund-cards';
import { DialogActions } from '../DialogActions';
import { useLocale, useT } from '../locale';

export function CardForm({ draft, first, onDone }: { draft: CardDraft; first: boolean; onDone: () => void }) {
  const t = useT();
  const { country } = useLocale();
  const id = useId();
  const form = useMemo(() => createCardForm(draft, country), [draft, country]);
  const d = useStore(form.$draft);
  const { loading: saving } = useStore(form.$save);
  const digits = ACCOUNT_NUMBER_DIGITS[country];
  const numberInvalid = numberRefused(d, country);
  const ready = cardReady(d, country);

  return (
    <form
      className="card login-form refund-form"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        void form.save().then((saved) => saved && onDone());
      }}
    >
      <h2 id={`${id}-title`}>{t(d.card_id ? 'refund.editTitle' : 'refund.addTitle')}</h2>
      <div className="field-block">
        <label className="field-label" htmlFor={`${id}-bank`}>
          {t('refund.bank')}
        </label>
        <select id={`${id}-bank`} className="field" value={d.bank_code} onChange={(e) => form.set({ bank_code: e.currentTarget.value })}>
          <option value="" disabled>
            {t('refund.bankPlaceholder')}
          </option>
          {BANKS[country].map((b) => (
            <option key={b.code} value={b.code}>
              {b.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field-block">
        <label className="field-label" htmlFor={`${id}-number`}>
          {t('refund.accountNumber')}
        </label>
        <input
          id={`${id}-number`}
          className="field"
          inputMode="numeric"
          autoComplete="off"
          maxLength={digits.max}
          value={d.account_number}
          aria-invalid={numberInvalid || undefined}
          aria-describedby={`${id}-number-hint`}
          onChange={(e) => form.setNumber(e.currentTarget.value)}
        />
        <p id={`${id}-number-hint`} className={numberInvalid ? 'field-error' : 'field-hint'}>
          {t('refund.accountHint', { min: digits.min, max: digits.max })}
        </p>
      </div>
      <div className="field-block">
        <label className="field-label" htmlFor={`${id}-holder`}>
          {t('refund.holder')}
        </label>
        <input
          id={`${id}-holder`}
          className="field"
          autoComplete="name"
          maxLength={64}
          value={d.holder_name}
          onChange={(e) => form.set({ holder_name: e.currentTarget.value })}
        />
      </div>
      {!d.card_id && !first && (
        <label className="deletion-choice">
          <input type="checkbox" checked={d.is_default} onChange={(e) => form.set({ is_default: e.currentTarget.checked })} />
          {t('refund.makeDefault')}
        </label>
      )}
      <DialogActions
        className="refund-form-actions"
        cancel={t('refund.cancel')}
        onCancel={onDone}
        confirm={t('refund.save')}
        disabled={!ready || saving}
      />
    </form>
  );
}
