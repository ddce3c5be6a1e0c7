import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AfterSalePreview } from '../../shared/contract/aftersale';
import { ApiError, ERR } from '../../shared/errors';
import { type FakeCall, fakeApi, refuse } from '../../../tests/unit/fake-api';
import { canSubmit, createApplyForm } from './apply';

const PREVIEW: AfterSalePreview = {
  order_no: 'SO1',
  line: {
    sku_no: 'SKU1',
    product_no: 'P1',
    product_name: 'Kemeja Batik',
    spec_value: 'M',
    thumb_image_url: '/img/x.png',
    quantity: 3,
    price: 100_000,
    retail_price: 100_000,
  },
  currency_code: 'IDR',
  max_quantity: 3,
  quantity: 3,
  refund_amount: 270_000,
  refund_shipping: 0,
  refund_coins: 30,
  types: ['refund_only', 'return_and_refund'],
  reasons: ['out_of_stock', 'quality_issue', 'other'],
  photo_limit: 2,
  photo_max_bytes: 1024,
  description_max: 500,
  deadline: null,
  refund_to: { method: 'original', destination: 'OVO', last_four: null },
};

const LINE = { order_no: 'SO1', sku_no: 'SKU1' };
const previewOf = (quantity: number): AfterSalePreview => ({ ...PREVIEW, quantity, refund_amount: 90_000 * quantity });
const quantityOf = (call: FakeCall) => (call.body as { quantity?: number }).quantity;

/** The preview scales with the quantity asked; uploads and the application answer as `answers` says. */
function stubApi(answers: { apply?: number; upload?: number } = {}) {
  let uploads = 0;
  return fakeApi((call) => {
    if (call.path === '/aftersale/preview') return { data: previewOf(quantityOf(call) ?? 3) };
    if (call.path === '/aftersale/photo/upload') {
      uploads++;
      return answers.upload ? refuse(answers.upload) : { data: { photo_no: `ph${uploads}`, url: `/p/${uploads}.png` } };
    }
    if (call.path === '/aftersale/apply') return answers.apply ? refuse(answers.apply) : { data: { after_sale_no: 'ASID1' } };
    return undefined;
  });
}

const image = (size = 10) => new File([new Uint8Array(size)], 'p.png', { type: 'image/png' });

beforeEach(() => {
  vi.stubGlobal('location', { assign: vi.fn() });
});
afterEach(() => vi.unstubAllGlobals());

describe('opening the application', () => {
  it('says a line is missing without asking anything', async () => {
    const calls = stubApi();
    const form = createApplyForm({ order_no: 'SO1' }, 'en');
    await form.start();
    expect(form.$form.get().blocked).toEqual({ kind: 'noLine' });
    expect(calls).toEqual([]);
  });

  it("opens on the preview with a reapplication's choices the preview allows", async () => {
    const calls = stubApi();
    const form = createApplyForm({ ...LINE, type: 'return_and_refund', reason: 'quality_issue', quantity: 2 }, 'en');
    await form.start();
    const s = form.$form.get();
    expect(s.preview?.refund_amount).toBe(180_000);
    expect({ type: s.type, reason: s.reason, quantity: s.quantity }).toEqual({
      type: 'return_and_refund',
      reason: 'quality_issue',
      quantity: 2,
    });
    expect(calls.map(quantityOf)).toEqual([2]);
  });

  it('falls back to the first type and no reason when the previous ones are not offered', async () => {
    fakeApi(() => ({ data: { ...PREVIEW, types: ['refund_only'], reasons: ['other'] } }));
    const form = createApplyForm({ ...LINE, type: 'return_and_refund', reason: 'quality_issue' }, 'en');
    await form.start();
    expect(form.$form.get()).toMatchObject({ type: 'refund_only', reason: '', quantity: 3 });
  });

  it("keeps the preview's refusal to say instead of the form", async () => {
    fakeApi(() => refuse(ERR.AFTER_SALE_MAXIMUM));
    const form = createApplyForm(LINE, 'en');
    await form.start();
    const blocked = form.$form.get().blocked;
    expect(blocked?.kind === 'refused' && blocked.error instanceof ApiError && blocked.error.code).toBe(ERR.AFTER_SALE_MAXIMUM);
    expect(form.$form.get().preview).toBeNull();
  });
});

describe('the quantity', () => {
  it("stays within 1 and the preview's maximum, and takes the new quantity's figures", async () => {
    const calls = stubApi();
    const form = createApplyForm(LINE, 'en');
    await form.start();
    await form.changeQuantity(9);
    expect(form.$form.get().quantity).toBe(3);
    await form.changeQuantity(0);
    expect(form.$form.get().quantity).toBe(1);
    expect(form.$form.get().preview?.refund_amount).toBe(90_000);
    expect(calls.map(quantityOf)).toEqual([undefined, 3, 1]);
  });

  it("keeps only the latest question's answer, and is not sendable until it came", async () => {
    let releaseFirst: () => void = () => {};
    const first = new Promise<void>((resolve) => (releaseFirst = resolve));
    fakeApi(async (call) => {
      const q = quantityOf(call);
      if (q === 2) await first;
      return { data: previewOf(q ?? 3) };
    });
    const form = createApplyForm(LINE, 'en');
    await form.start();
    form.setReason('other');
    const slow = form.changeQuantity(2);
    expect(canSubmit(form.$form.get())).toBe(false);
    await form.changeQuantity(1);
    releaseFirst();
    await slow;
    expect(form.$form.get().preview?.quantity).toBe(1);
    expect(canSubmit(form.$form.get())).toBe(true);
  });

  it("keeps a refused quantity's message beside the button", async () => {
    fakeApi((call) => (quantityOf(call) === 1 ? refuse(ERR.AFTER_SALE_MAXIMUM_QUANTITY) : { data: PREVIEW }));
    const form = createApplyForm(LINE, 'en');
    await form.start();
    await form.changeQuantity(1);
    const refusal = form.$form.get().refusal;
    expect(refusal?.error instanceof ApiError && refusal.error.code).toBe(ERR.AFTER_SALE_MAXIMUM_QUANTITY);
  });
});

describe('photos', () => {
  it('says why a file was left out and uploads the rest up to the limit, one by one', async () => {
    const calls = stubApi();
    const form = createApplyForm(LINE, 'en');
    await form.start();
    const adding = form.addPhotos([new File(['x'], 'a.pdf', { type: 'application/pdf' }), image(), image(), image()]);
    expect(form.$form.get()).toMatchObject({ uploading: true, photoNote: { kind: 'refusal', refusal: 'notImage' } });
    await adding;
    expect(form.$form.get().uploading).toBe(false);
    expect(form.$form.get().photos.map((p) => p.photo_no)).toEqual(['ph1', 'ph2']);
    expect(calls.filter((c) => c.path === '/aftersale/photo/upload')).toHaveLength(2);
    form.removePhoto('ph1');
    expect(form.$form.get().photos.map((p) => p.photo_no)).toEqual(['ph2']);
  });

  it('refuses a too-large photo without uploading it', async () => {
    const calls = stubApi();
    const form = createApplyForm(LINE, 'en');
    await form.start();
    await form.addPhotos([image(4096)]);
    expect(form.$form.get()).toMatchObject({ uploading: false, photoNote: { kind: 'refusal', refusal: 'tooLarge' } });
    expect(calls.some((c) => c.path === '/aftersale/photo/upload')).toBe(false);
  });

  it("keeps the upload's refusal as the note", async () => {
    stubApi({ upload: ERR.AFTER_SALE_PHOTO_INVALID });
    const form = createApplyForm(LINE, 'en');
    await form.start();
    await form.addPhotos([image()]);
    const note = form.$form.get().photoNote;
    expect(note?.kind === 'failed' && note.error instanceof ApiError && note.error.code).toBe(ERR.AFTER_SALE_PHOTO_INVALID);
    expect(form.$form.get().photos).toEqual([]);
  });
});

describe('sending', () => {
  it('sends nothing without a reason', async () => {
    const calls = stubApi();
    const form = createApplyForm(LINE, 'en');
    await form.start();
    await form.submit();
    expect(calls.some((c) => c.path === '/aftersale/apply')).toBe(false);
  });

  it('sends what was entered and opens the application, busy until the page changes', async () => {
    const calls = stubApi();
    const form = createApplyForm(LINE, 'id');
    await form.start();
    form.setReason('quality_issue');
    form.setDescription('  Torn seam ');
    await form.addPhotos([image()]);
    const sending = form.submit();
    expect(form.$form.get().submitting).toBe(true);
    await sending;
    expect(calls.find((c) => c.path === '/aftersale/apply')?.body).toEqual({
      order_no: 'SO1',
      sku_no: 'SKU1',
      type: 'refund_only',
      reason: 'quality_issue',
      quantity: 3,
      description: 'Torn seam',
      photo_nos: ['ph1'],
      expected_amount: 270_000,
    });
    expect(location.assign).toHaveBeenCalledWith('/id/afterSaleOrderDetail/ASID1');
    expect(form.$form.get().submitting).toBe(true);
  });

  it('keeps the refusal and everything entered', async () => {
    stubApi({ apply: ERR.AFTER_SALE_MAXIMUM });
    const form = createApplyForm(LINE, 'en');
    await form.start();
    form.setReason('quality_issue');
    form.setDescription('Torn seam');
    await form.submit();
    await vi.waitFor(() => expect(form.$form.get().submitting).toBe(false));
    const s = form.$form.get();
    expect(s.refusal?.error instanceof ApiError && s.refusal.error.code).toBe(ERR.AFTER_SALE_MAXIMUM);
    expect({ reason: s.reason, description: s.description }).toEqual({ reason: 'quality_issue', description: 'Torn seam' });
    expect(location.assign).not.toHaveBeenCalled();
  });
});
