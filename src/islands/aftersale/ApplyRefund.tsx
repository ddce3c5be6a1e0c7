/**
 * /applyRefund?order_no=…&sku_no=… (spec §2): the application for one order line. Every figure (refund amount, coins,
 * the quantity's bound, the types and reasons allowed, the photo limits) is the preview's; the quantity asks it again.
 * A refusal shows its translated message beside the button and keeps all the shopper entered. Reapplying comes here
 * with the previous application's type, reason and quantity in the query.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { AfterSalePhoto, AfterSalePreview } from '../../shared/contract/aftersale';
import type { AfterSaleReason, AfterSaleType } from '../../shared/contract/constants';
import { afterSaleApply, afterSalePhotoUpload, afterSalePreview } from '../../shared/contract/refs/aftersale';
import { ApiError, errorKey, isErrorCode } from '../../shared/errors';
import { localizePath } from '../../shared/lang';
import { formatMoney } from '../../shared/money';
import { api } from '../../stores/api';
import { island, type Translate, useLocale, useT } from '../locale';
import { MemberPending } from '../me/MemberPending';
import { useMember } from '../me/use-member';
import { LineSummary } from './LineSummary';
import { megabytes, pickPhotos, type PhotoRefusal } from './photos';
import '../login/login.css';
import './aftersale.css';

export interface ApplyQuery {
  order_no?: string;
  sku_no?: string;
  /** A reapplication's previous choices. */
  type?: AfterSaleType;
  reason?: AfterSaleReason;
  quantity?: number;
}

const REFUSAL_KEY = {
  notImage: 'asp.apply.photoNotImage',
  tooLarge: 'asp.apply.photoTooLarge',
  tooMany: 'asp.apply.photoTooMany',
} as const satisfies Record<PhotoRefusal, string>;

/** The translated message of a failed call's code (in the island's language), or the generic one for anything else. */
export const messageOf = (err: unknown, t: Translate) =>
  err instanceof ApiError && isErrorCode(err.code) ? t(errorKey(err.code)) : t('asp.apply.failed');

function ApplyForm({ query, preview: first }: { query: ApplyQuery & { order_no: string; sku_no: string }; preview: AfterSalePreview }) {
  const t = useT();
  const { lang } = useLocale();
  const id = useId();
  const [preview, setPreview] = useState(first);
  const [type, setType] = useState<AfterSaleType>(
    query.type && first.types.includes(query.type) ? query.type : (first.types[0] ?? 'refund_only'),
  );
  const [reason, setReason] = useState<AfterSaleReason | ''>(query.reason && first.reasons.includes(query.reason) ? query.reason : '');
  const [quantity, setQuantity] = useState(preview.quantity);
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<AfterSalePhoto[]>([]);
  const [photoNote, setPhotoNote] = useState('');
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState('');
  const asked = useRef(0);

  const changeQuantity = async (next: number) => {
    const q = Math.min(Math.max(1, next), preview.max_quantity);
    setQuantity(q);
    const ticket = ++asked.current;
    try {
      const answer = await api.request(afterSalePreview, { order_no: query.order_no, sku_no: query.sku_no, quantity: q }, { silent: true });
      // Only the latest question's answer counts: a slower earlier one must not overwrite it.
      if (ticket === asked.current) setPreview(answer);
    } catch (err) {
      if (ticket === asked.current) setRefusal(messageOf(err, t));
    }
  };

  const addPhotos = async (files: File[]) => {
    const pick = pickPhotos(files, photos.length, preview.photo_limit, preview.photo_max_bytes);
    setPhotoNote(pick.refusal ? t(REFUSAL_KEY[pick.refusal], { count: preview.photo_limit, mb: megabytes(preview.photo_max_bytes) }) : '');
    if (pick.accepted.length === 0) return;
    setUploading(true);
    for (const file of pick.accepted) {
      try {
        const photo = await api.request(afterSalePhotoUpload, { file }, { silent: true });
        setPhotos((old) => [...old, photo]);
      } catch (err) {
        setPhotoNote(messageOf(err, t));
      }
    }
    setUploading(false);
  };

  const submit = async () => {
    if (!reason) return;
    setBusy(true);
    setRefusal('');
    try {
      const made = await api.request(
        afterSaleApply,
        {
          order_no: query.order_no,
          sku_no: query.sku_no,
          type,
          reason,
          quantity,
          description: description.trim(),
          photo_nos: photos.map((p) => p.photo_no),
          expected_amount: preview.refund_amount,
        },
        { silent: true },
      );
      location.assign(localizePath(`/afterSaleOrderDetail/${made.after_sale_no}`, lang));
    } catch (err) {
      setRefusal(messageOf(err, t));
      setBusy(false);
    }
  };

  const money = formatMoney(preview.refund_amount, preview.currency_code);
  const ready = reason !== '' && quantity >= 1 && quantity === preview.quantity && !uploading && !busy;

  return (
    <form
      className="as-form"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        if (ready) void submit();
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
            <input type="radio" name={`${id}-type`} value={value} checked={type === value} onChange={() => setType(value)} />
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
            value={reason}
            required
            onChange={(e) => setReason(e.currentTarget.value as AfterSaleReason)}
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
        <div className="field-block">
          <label className="field-label" htmlFor={`${id}-qty`}>
            {t('asp.apply.quantity')}
          </label>
          <div className="as-stepper">
            <button
              type="button"
              className="btn btn-secondary"
              aria-label={t('asp.apply.less')}
              disabled={quantity <= 1}
              onClick={() => void changeQuantity(quantity - 1)}
            >
              −
            </button>
            <input
              id={`${id}-qty`}
              className="field"
              type="number"
              inputMode="numeric"
              min={1}
              max={preview.max_quantity}
              value={quantity}
              aria-describedby={`${id}-qty-hint`}
              onChange={(e) => {
                const n = Number.parseInt(e.currentTarget.value, 10);
                if (Number.isFinite(n)) void changeQuantity(n);
              }}
            />
            <button
              type="button"
              className="btn btn-secondary"
              aria-label={t('asp.apply.more')}
              disabled={quantity >= preview.max_quantity}
              onClick={() => void changeQuantity(quantity + 1)}
            >
              +
            </button>
          </div>
          <p id={`${id}-qty-hint`} className="field-hint">
            {t('asp.apply.maxQuantity', { count: preview.max_quantity })}
          </p>
        </div>
        <dl className="as-figures" aria-live="polite">
          <dt>{t('asp.field.refundAmount')}</dt>
          <dd data-testid="as-refund-amount">{money}</dd>
          <dt>{t('asp.field.refundCoins')}</dt>
          <dd data-testid="as-refund-coins">{preview.refund_coins}</dd>
          <dt>{t('asp.field.refundTo')}</dt>
          <dd>
            <RefundTo to={preview.refund_to} />
          </dd>
        </dl>
      </div>
      <div className="card as-block">
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
            disabled={uploading || photos.length >= preview.photo_limit}
            aria-describedby={`${id}-photos-hint`}
            onChange={(e) => {
              const files = [...(e.currentTarget.files ?? [])];
              e.currentTarget.value = '';
              void addPhotos(files);
            }}
          />
          <p id={`${id}-photos-hint`} className="field-hint">
            {t('asp.apply.photoHint', { count: preview.photo_limit, mb: megabytes(preview.photo_max_bytes) })}
          </p>
          {photoNote && (
            <p className="field-error" role="alert">
              {photoNote}
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
                    onClick={() => setPhotos((old) => old.filter((x) => x.photo_no !== p.photo_no))}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="field-block">
          <label className="field-label" htmlFor={`${id}-desc`}>
            {t('asp.apply.description')}
          </label>
          <textarea
            id={`${id}-desc`}
            className="field as-textarea"
            rows={4}
            maxLength={preview.description_max}
            value={description}
            aria-describedby={`${id}-desc-count`}
            onChange={(e) => setDescription(e.currentTarget.value)}
          />
          <p id={`${id}-desc-count`} className="field-hint as-counter">
            {description.length}/{preview.description_max}
          </p>
        </div>
      </div>
      {refusal && (
        <p className="field-error as-refusal" role="alert">
          {refusal}
        </p>
      )}
      <button type="submit" className="btn btn-primary as-submit" disabled={!ready}>
        {t('asp.apply.submit')}
      </button>
    </form>
  );
}

/** Where the money goes: the method, and the destination the shopper recognises. */
export function RefundTo({ to }: { to: AfterSalePreview['refund_to'] }) {
  const t = useT();
  const where = [to.destination, to.last_four && `•••• ${to.last_four}`].filter(Boolean).join(' ');
  return (
    <>
      {t(`aftersale.refundMethod.${to.method}`)}
      {where && ` · ${where}`}
      {to.method === 'refund_card' && !to.destination && <span className="field-hint"> {t('asp.refundTo.noCard')}</span>}
    </>
  );
}

function ApplyRefund({ signedIn, query }: { signedIn: boolean; query: ApplyQuery }) {
  const t = useT();
  const state = useMember(signedIn);
  const [preview, setPreview] = useState<AfterSalePreview | null>(null);
  const [refused, setRefused] = useState('');
  const { order_no, sku_no } = query;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the preview is asked once the member is known, for the query the page was opened with.
  useEffect(() => {
    if (state !== 'member') return;
    if (!order_no || !sku_no) {
      setRefused(t('asp.apply.noLine'));
      return;
    }
    api
      .request(afterSalePreview, { order_no, sku_no, ...(query.quantity ? { quantity: query.quantity } : {}) }, { silent: true })
      .then(setPreview)
      .catch((err) => setRefused(messageOf(err, t)));
  }, [state]);

  if (refused)
    return (
      <p className="card as-empty" role="alert">
        {refused}
      </p>
    );
  if (state !== 'member' || !preview || !order_no || !sku_no) return <MemberPending state={state} />;
  return <ApplyForm query={{ ...query, order_no, sku_no }} preview={preview} />;
}

export default island(ApplyRefund);
