// After-sales photos are stored re-encoded from their pixels (issue 25): what the photo call serves from our origin is a
// picture our encoder wrote, so markup appended to an upload, or hidden in its metadata, never comes back.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { contains, halves, jpegOf, near, pixelAt, pixelsOf, pngOf, withTrailing } from '../../../tests/api/images';
import { newShopper, type Shopper } from '../../../tests/api/shopper';
import type { AfterSalePhoto } from '../../../src/shared/contract/aftersale';
import { ERR, type Envelope } from '../../../src/shared/errors';
import { commerce } from '../app';

const HTML = '<html><body><script>fetch("/api/member/user/info")</script></body></html>';

async function upload(s: Shopper, bytes: Uint8Array<ArrayBuffer>) {
  const form = new FormData();
  form.set('file', new File([bytes], 'photo', { type: 'image/png' }));
  const res = await commerce.request(
    '/aftersale/photo/upload',
    { method: 'POST', headers: { 'X-Locale': 'ID', Language: 'en', Authorization: `Bearer ${s.token}` }, body: form },
    env,
  );
  return (await res.json()) as Envelope<AfterSalePhoto>;
}

async function served(s: Shopper, bytes: Uint8Array<ArrayBuffer>): Promise<{ type: string | null; bytes: Uint8Array }> {
  const up = await upload(s, bytes);
  expect(up.code).toBe(0);
  const res = await commerce.request(
    `/aftersale/photo/${up.data.photo_no}`,
    { headers: { 'X-Locale': 'ID', Authorization: `Bearer ${s.token}` } },
    env,
  );
  expect(res.status).toBe(200);
  return { type: res.headers.get('Content-Type'), bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('after-sales photos are stored re-encoded', () => {
  it('serves a PNG with HTML appended as the same picture without the HTML', async () => {
    const s = await newShopper('ID');
    const png = pngOf(24, 12);
    const photo = await served(s, withTrailing(png, HTML));
    expect(photo.type).toBe('image/png');
    expect(contains(photo.bytes, '<script')).toBe(false);
    expect(pixelsOf(photo.bytes).data).toEqual(pixelsOf(png).data);
  });

  it('serves a JPEG with HTML after its end as a JPEG of the same picture without the HTML', async () => {
    const s = await newShopper('ID');
    const photo = await served(s, withTrailing(jpegOf(24, 12), HTML));
    expect(photo.type).toBe('image/jpeg');
    expect(contains(photo.bytes, '<script')).toBe(false);
    const pixels = pixelsOf(photo.bytes);
    expect([pixels.width, pixels.height]).toEqual([24, 12]);
    expect(near(pixelAt(pixels, 3, 6), halves(3, 24))).toBe(true);
    expect(near(pixelAt(pixels, 20, 6), halves(20, 24))).toBe(true);
  });

  it('refuses a picture of more than 4 megapixels with 1103065, before decoding it', async () => {
    const s = await newShopper('ID');
    const png = pngOf(8, 8);
    // The header claims 2001 × 2000; the pixels that follow are 8 × 8.
    new DataView(png.buffer).setUint32(16, 2001);
    new DataView(png.buffer).setUint32(20, 2000);
    expect((await upload(s, png)).code).toBe(ERR.AFTER_SALE_PHOTO_INVALID);
  });
});
