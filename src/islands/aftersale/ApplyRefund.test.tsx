// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, refuse } from '../../../tests/unit/fake-api';
import type { AfterSalePreview } from '../../shared/contract/aftersale';
import { SIGNED_IN_COOKIE } from '../../shared/constants';
import { messagesFor } from '../../shared/i18n';
import { provideServerDictionaries } from '../../stores/i18n';
import ApplyRefund from './ApplyRefund';

beforeAll(() => provideServerDictionaries(messagesFor));
beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the islands read the signed-in marker from document.cookie (stores/startup.ts).
  document.cookie = `${SIGNED_IN_COOKIE}=1`;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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
  types: ['refund_only'],
  reasons: ['out_of_stock', 'quality_issue', 'other'],
  photo_limit: 2,
  photo_max_bytes: 1024,
  description_max: 500,
  deadline: null,
  refund_to: { method: 'original', destination: 'OVO', last_four: null },
};

/** The API as the island sees it: the preview scales with the quantity asked; apply answers `applyCode`. */
function stubApi(applyCode = 0) {
  const calls = fakeApi(({ path, body }) => {
    if (path.endsWith('/member/user/info')) return ok({ user_name: 'budi' });
    if (path.endsWith('/aftersale/preview')) {
      const q = Number(body.quantity ?? 3);
      return ok({ ...PREVIEW, quantity: q, refund_amount: 90_000 * q, refund_coins: 10 * q });
    }
    if (path.endsWith('/aftersale/photo/upload')) return ok({ photo_no: `ph${calls.length}`, url: '/img/p.png' });
    if (path.endsWith('/aftersale/apply')) return applyCode ? refuse(applyCode) : undefined;
    return undefined;
  });
  return calls;
}

const show = () => render(<ApplyRefund locale={{ lang: 'en', country: 'ID' }} signedIn query={{ order_no: 'SO1', sku_no: 'SKU1' }} />);

describe('ApplyRefund', () => {
  it("shows the preview's figures and asks again when the quantity changes, within its maximum", async () => {
    const calls = stubApi();
    show();
    expect((await screen.findByTestId('as-refund-amount')).textContent).toBe('Rp270.000');
    expect(screen.getByTestId('as-refund-coins').textContent).toBe('30');
    expect((screen.getByRole('button', { name: 'One more' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'One less' }));
    await waitFor(() => expect(screen.getByTestId('as-refund-amount').textContent).toBe('Rp180.000'));
    expect(screen.getByTestId('as-refund-coins').textContent).toBe('20');
    expect(calls.filter((c) => c.path.endsWith('/aftersale/preview')).map((c) => c.body?.quantity)).toEqual([undefined, 2]);
    // Return and refund is not offered before delivery (the preview's types).
    expect(screen.queryByRole('radio', { name: 'Return and refund' })).toBeNull();
  });

  it('says when the refund includes the shipping fee (every unit of an order that never shipped)', async () => {
    fakeApi(({ path, body }) => {
      if (path.endsWith('/member/user/info')) return ok({ user_name: 'budi' });
      if (!path.endsWith('/aftersale/preview')) return undefined;
      const q = Number(body.quantity ?? 3);
      const shipping = q === 3 ? 12_000 : 0;
      return ok({ ...PREVIEW, quantity: q, refund_amount: 90_000 * q + shipping, refund_shipping: shipping });
    });
    show();
    expect((await screen.findByTestId('as-refund-shipping')).textContent).toBe(
      'Includes the Rp12.000 shipping fee: nothing of this order was shipped',
    );
    expect(screen.getByTestId('as-refund-amount').textContent).toContain('Rp282.000');
    fireEvent.click(screen.getByRole('button', { name: 'One less' }));
    await waitFor(() => expect(screen.queryByTestId('as-refund-shipping')).toBeNull());
  });

  it('refuses a non-image, a too-large photo and one over the limit before uploading, with the reason', async () => {
    const calls = stubApi();
    show();
    const input = (await screen.findByLabelText('Photos')) as HTMLInputElement;
    const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });
    fireEvent.change(input, { target: { files: [file('a.pdf', 'application/pdf', 10)] } });
    expect((await screen.findByRole('alert')).textContent).toBe('Only images can be added (PNG, JPEG or WebP).');
    fireEvent.change(input, { target: { files: [file('b.png', 'image/png', 2048)] } });
    expect((await screen.findByRole('alert')).textContent).toContain('at most 0 MB');
    fireEvent.change(input, {
      target: { files: [file('c.png', 'image/png', 10), file('d.png', 'image/png', 10), file('e.png', 'image/png', 10)] },
    });
    await waitFor(() => expect(screen.getAllByRole('img', { name: /Photo \d/ })).toHaveLength(2));
    expect(screen.getByRole('alert').textContent).toBe('You can add at most 2 photos.');
    expect(calls.filter((c) => c.path.endsWith('/aftersale/photo/upload'))).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(screen.getAllByRole('img', { name: /Photo \d/ })).toHaveLength(1);
  });

  it("shows a refusal's translated message and keeps what was entered", async () => {
    const calls = stubApi(1103042);
    show();
    const reason = (await screen.findByLabelText('Reason')) as unknown as HTMLSelectElement;
    const submit = screen.getByRole('button', { name: 'Submit application' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(reason, { target: { value: 'quality_issue' } });
    const description = screen.getByLabelText('Additional description (optional)') as HTMLTextAreaElement;
    fireEvent.change(description, { target: { value: 'Torn seam' } });
    expect(screen.getByText('9/500')).toBeTruthy();
    fireEvent.click(submit);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('You have reached the after-sales limit for this item.');
    expect(reason.value).toBe('quality_issue');
    expect(description.value).toBe('Torn seam');
    expect(calls.find((c) => c.path.endsWith('/aftersale/apply'))?.body).toMatchObject({
      order_no: 'SO1',
      sku_no: 'SKU1',
      type: 'refund_only',
      reason: 'quality_issue',
      quantity: 3,
      description: 'Torn seam',
      photo_nos: [],
      expected_amount: 270_000,
    });
  });
});
