/** The application's photos: chosen, checked against the preview's limits, uploaded, and removable before sending. */
import { useId, useRef } from 'react';
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
  const input = useRef<HTMLInputElement>(null);
  const full = props.uploading || photos.length >= preview.photo_limit;
  return (
    <div className="field-block">
      <label className="field-label" htmlFor={`${id}-photos`}>
        {t('asp.apply.photos')}
      </label>
      {/* Our own translated button: the browser's file control says "Choose Files" in its own language. */}
      <button
        type="button"
        className="btn btn-secondary as-add-photos"
        disabled={full}
        aria-describedby={`${id}-photos-hint`}
        onClick={() => input.current?.click()}
      >
        {t('asp.apply.addPhotos')}
      </button>
      <input
        ref={input}
        id={`${id}-photos`}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        multiple
        hidden
        disabled={full}
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
