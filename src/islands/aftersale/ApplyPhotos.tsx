/** The application's photos: chosen, checked against the preview's limits, uploaded, and removable before sending. */
import { useId } from 'react';
import type { AfterSalePhoto, AfterSalePreview } from '../../shared/contract/aftersale';
import { megabytes, type PhotoRefusal } from '../../shared/contract/rules';
import type { ApplyForm, PhotoNote } from '../../stores/aftersale/apply';
import { type Translate, useT } from '../locale';
import { messageOf } from './message-of';

const REFUSAL_KEY = {
  notImage: 'asp.apply.photoNotImage',
  tooLarge: 'asp.apply.photoTooLarge',
  tooMany: 'asp.apply.photoTooMany',
} as const satisfies Record<PhotoRefusal, string>;

function noteText(note: PhotoNote, preview: AfterSalePreview, t: Translate): string {
  if (note.kind === 'failed') return messageOf(note.error, t);
  return t(REFUSAL_KEY[note.refusal], { count: preview.photo_limit, mb: megabytes(preview.photo_max_bytes) });
}

export function ApplyPhotos(props: {
  form: ApplyForm;
  preview: AfterSalePreview;
  photos: AfterSalePhoto[];
  note: PhotoNote | null;
  uploading: boolean;
}) {
  const { form, preview, photos, note } = props;
  const t = useT();
  const id = useId();
  return (
    <div className="field-block">
      <label className="field-label" htmlFor={`${id}-photos`}>
        {t('asp.apply.photos')}
      </label>
      <input
        id={`${id}-photos`}
        className="as-file"
        type="file"
        accept="image/png,image/jpeg,image/webp"
        multiple
        disabled={props.uploading || photos.length >= preview.photo_limit}
        aria-describedby={`${id}-photos-hint`}
        onChange={(e) => {
          const files = [...(e.currentTarget.files ?? [])];
          e.currentTarget.value = '';
          void form.addPhotos(files);
        }}
      />
      <p id={`${id}-photos-hint`} className="field-hint">
        {t('asp.apply.photoHint', { count: preview.photo_limit, mb: megabytes(preview.photo_max_bytes) })}
      </p>
      {note && (
        <p className="field-error" role="alert">
          {noteText(note, preview, t)}
        </p>
      )}
      {photos.length > 0 && (
        <ul className="as-thumbs">
          {photos.map((p, i) => (
            <li key={p.photo_no}>
              <img src={p.url} alt={t('asp.apply.photoAlt', { n: i + 1 })} width={72} height={72} />
              <button
                type="button"
                className="as-thumb-remove"
                aria-label={t('asp.apply.removePhoto', { n: i + 1 })}
                onClick={() => form.removePhoto(p.photo_no)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
