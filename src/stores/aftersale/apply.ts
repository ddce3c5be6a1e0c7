/**
 * The application for one order line (/applyRefund, spec §2). Every figure (refund amount, coins, the quantity's
 * bound, the types and reasons allowed, the photo limits) is the preview's, and the quantity asks it again. A refusal
 * is kept beside the button with all the shopper entered. A reapplication opens with the previous application's
 * type, reason and quantity from the query.
 *
 * A map store with actions rather than a query store: the form is a draft the shopper edits, the figures must stay on
 * screen while the next quantity's preview is on its way (a new key would blank them), and uploads and the submit are
 * one-off steps whose refusals are the form's own messages.
 */
import { map } from 'nanostores';
import type { AfterSalePhoto, AfterSalePreview } from '../../shared/contract/aftersale';
import type { AfterSaleReason, AfterSaleType } from '../../shared/contract/constants';
import { afterSaleApply, afterSalePhotoUpload, afterSalePreview } from '../../shared/contract/refs/aftersale';
import { type PhotoRefusal, pickPhotos } from '../../shared/contract/rules';
import { type Lang, localizePath } from '../../shared/lang';
import { api } from '../api';

export interface ApplyQuery {
  order_no?: string;
  sku_no?: string;
  /** A reapplication's previous choices. */
  type?: AfterSaleType;
  reason?: AfterSaleReason;
  quantity?: number;
}

/** Why the form is not shown: no line in the address, or the preview's refusal. */
export type ApplyBlock = { kind: 'noLine' } | { kind: 'refused'; error: unknown };

/** Why photos were left out: the browser's check, or the upload's refusal. */
export type PhotoNote = { kind: 'refusal'; refusal: PhotoRefusal } | { kind: 'failed'; error: unknown };

export interface ApplyState {
  preview: AfterSalePreview | null;
  blocked: ApplyBlock | null;
  type: AfterSaleType;
  reason: AfterSaleReason | '';
  quantity: number;
  description: string;
  photos: AfterSalePhoto[];
  photoNote: PhotoNote | null;
  uploading: boolean;
  submitting: boolean;
  /** The refusal of a quantity's preview or of the application. */
  refusal: { error: unknown } | null;
}

const INITIAL: ApplyState = {
  preview: null,
  blocked: null,
  type: 'refund_only',
  reason: '',
  quantity: 1,
  description: '',
  photos: [],
  photoNote: null,
  uploading: false,
  submitting: false,
  refusal: null,
};

/** The form may be sent: a reason, and the figures shown are the preview of the quantity chosen. */
export const canSubmit = (s: ApplyState): boolean =>
  s.preview !== null && s.reason !== '' && s.quantity >= 1 && s.quantity === s.preview.quantity && !s.uploading && !s.submitting;

export function createApplyForm(query: ApplyQuery, lang: Lang) {
  const $form = map<ApplyState>(INITIAL);
  const silent = { silent: true } as const;
  // Only the latest quantity's answer counts: a slower earlier one must not overwrite it.
  let asked = 0;

  /** Asks the preview for the line in the address and opens the form on it (again after a new login). */
  async function start(): Promise<void> {
    const { order_no, sku_no } = query;
    if (!order_no || !sku_no) {
      $form.set({ ...INITIAL, blocked: { kind: 'noLine' } });
      return;
    }
    try {
      const quantity = query.quantity ? { quantity: query.quantity } : {};
      const preview = await api.request(afterSalePreview, { order_no, sku_no, ...quantity }, silent);
      $form.set({
        ...INITIAL,
        preview,
        type: query.type && preview.types.includes(query.type) ? query.type : (preview.types[0] ?? 'refund_only'),
        reason: query.reason && preview.reasons.includes(query.reason) ? query.reason : '',
        quantity: preview.quantity,
      });
    } catch (error) {
      $form.set({ ...INITIAL, blocked: { kind: 'refused', error } });
    }
  }

  async function changeQuantity(next: number): Promise<void> {
    const { preview } = $form.get();
    if (!preview || !query.order_no || !query.sku_no) return;
    const quantity = Math.min(Math.max(1, next), preview.max_quantity);
    $form.setKey('quantity', quantity);
    const ticket = ++asked;
    try {
      const answer = await api.request(afterSalePreview, { order_no: query.order_no, sku_no: query.sku_no, quantity }, silent);
      if (ticket === asked) $form.setKey('preview', answer);
    } catch (error) {
      if (ticket === asked) $form.setKey('refusal', { error });
    }
  }

  /** Uploads the chosen files the preview's limits allow, one by one, saying why any were left out. */
  async function addPhotos(files: readonly File[]): Promise<void> {
    const { preview, photos } = $form.get();
    if (!preview) return;
    const pick = pickPhotos(files, photos.length, preview.photo_limit, preview.photo_max_bytes);
    $form.setKey('photoNote', pick.refusal ? { kind: 'refusal', refusal: pick.refusal } : null);
    if (pick.accepted.length === 0) return;
    $form.setKey('uploading', true);
    for (const file of pick.accepted) {
      try {
        const photo = await api.request(afterSalePhotoUpload, { file }, silent);
        $form.setKey('photos', [...$form.get().photos, photo]);
      } catch (error) {
        $form.setKey('photoNote', { kind: 'failed', error });
      }
    }
    $form.setKey('uploading', false);
  }

  /** Sends the application and opens it; a refusal keeps the form as it was. */
  async function submit(): Promise<void> {
    const s = $form.get();
    if (!canSubmit(s) || !s.preview || s.reason === '' || !query.order_no || !query.sku_no) return;
    $form.set({ ...s, submitting: true, refusal: null });
    try {
      const made = await api.request(
        afterSaleApply,
        {
          order_no: query.order_no,
          sku_no: query.sku_no,
          type: s.type,
          reason: s.reason,
          quantity: s.quantity,
          description: s.description.trim(),
          photo_nos: s.photos.map((p) => p.photo_no),
          expected_amount: s.preview.refund_amount,
        },
        silent,
      );
      // The form stays busy until the detail page replaces it.
      location.assign(localizePath(`/afterSaleOrderDetail/${made.after_sale_no}`, lang));
    } catch (error) {
      $form.set({ ...$form.get(), submitting: false, refusal: { error } });
    }
  }

  return {
    $form,
    start,
    changeQuantity,
    addPhotos,
    submit,
    setType: (type: AfterSaleType) => $form.setKey('type', type),
    setReason: (reason: AfterSaleReason) => $form.setKey('reason', reason),
    setDescription: (description: string) => $form.setKey('description', description),
    removePhoto: (photoNo: string) =>
      $form.setKey(
        'photos',
        $form.get().photos.filter((p) => p.photo_no !== photoNo),
      ),
  };
}

export type ApplyForm = ReturnType<typeof createApplyForm>;
