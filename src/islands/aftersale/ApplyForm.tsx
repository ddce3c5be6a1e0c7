/** The application form on the preview (src/stores/aftersale/apply.ts): type, reason, quantity, photos, description. */
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import type { AfterSalePreview } from '../../shared/contract/aftersale';
import type { AfterSaleReason } from '../../shared/contract/constants';
import { type ApplyForm, canSubmit } from '../../stores/aftersale/apply';
import { useT } from '../locale';
import { ApplyPhotos } from './ApplyPhotos';
import { ApplyQuantity } from './ApplyQuantity';
import { LineSummary } from './LineSummary';
import { messageOf } from './message-of';

export function ApplyFormView({ form, preview }: { form: ApplyForm; preview: AfterSalePreview }) {
  const t = useT();
  const id = useId();
  const s = useStore(form.$form);
  const ready = canSubmit(s);

  return (
    <form
      className="as-form"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        if (ready) void form.submit();
      }}
    >
      <h2 id={`${id}-title`} className="sr-only">
        {t('asp.apply.title')}
      </h2>
      <LineSummary line={preview.line} quantity={preview.line.quantity} currency={preview.currency_code} />
      <fieldset className="card as-block">
        <legend className="field-label">{t('asp.apply.type')}</legend>
        {preview.types.map((value) => (
          <label key={value} className="as-choice">
            <input type="radio" name={`${id}-type`} value={value} checked={s.type === value} onChange={() => form.setType(value)} />
            {t(`aftersale.type.${value}`)}
          </label>
        ))}
        {!preview.types.includes('return_and_refund') && <p className="field-hint">{t('asp.apply.returnLater')}</p>}
      </fieldset>
      <div className="card as-block">
        <div className="field-block">
          <label className="field-label" htmlFor={`${id}-reason`}>
            {t('asp.apply.reason')}
          </label>
          <select
            id={`${id}-reason`}
            className="field"
            value={s.reason}
            required
            onChange={(e) => form.setReason(e.currentTarget.value as AfterSaleReason)}
          >
            <option value="" disabled>
              {t('asp.apply.reasonPlaceholder')}
            </option>
            {preview.reasons.map((r) => (
              <option key={r} value={r}>
                {t(`aftersale.reason.${r}.label`)}
              </option>
            ))}
          </select>
        </div>
        <ApplyQuantity form={form} preview={preview} quantity={s.quantity} />
      </div>
      <div className="card as-block">
        <ApplyPhotos form={form} preview={preview} photos={s.photos} note={s.photoNote} uploading={s.uploading} />
        <div className="field-block">
          <label className="field-label" htmlFor={`${id}-desc`}>
            {t('asp.apply.description')}
          </label>
          <textarea
            id={`${id}-desc`}
            className="field as-textarea"
            rows={4}
            maxLength={preview.description_max}
            value={s.description}
            aria-describedby={`${id}-desc-count`}
            onChange={(e) => form.setDescription(e.currentTarget.value)}
          />
          <p id={`${id}-desc-count`} className="field-hint as-counter">
            {s.description.length}/{preview.description_max}
          </p>
        </div>
      </div>
      {s.refusal && (
        <p className="field-error as-refusal" role="alert">
          {messageOf(s.refusal.error, t)}
        </p>
      )}
      <button type="submit" className="btn btn-primary as-submit" disabled={!ready}>
        {t('asp.apply.submit')}
      </button>
    </form>
  );
}
