/**
 * After-sales photos: a PNG, JPEG or WebP of at most the country's photo size, kept re-encoded (../images.ts: what was
 * sent is never served) in the R2 bucket under 'after-sale/<photo_no>' and served only to the member who
 * uploaded it (another member, or nobody signed in, gets 1103002 / 401). Uploaded before the application; apply
 * attaches them.
 */
import type { AfterSalePhoto } from '../../../src/shared/contract/aftersale';
import { ApiError, ERR } from '../../../src/shared/errors';
import type { CommerceContext } from '../../platform/context';
import { reencodeImage } from '../images';
import { randomToken } from '../../platform/tokens';
import { AFTER_SALE_SETTINGS } from './settings';
import { photoUrl } from './views';

/** The photo's key in the bucket (account erasure deletes by it too). */
export const afterSalePhotoKey = (photoNo: string) => `after-sale/${photoNo}`;

export async function uploadPhoto(c: CommerceContext, memberId: number, file: File): Promise<AfterSalePhoto> {
  if (file.size > AFTER_SALE_SETTINGS[c.get('country')].photoMaxBytes) throw new ApiError(ERR.AFTER_SALE_PHOTO_INVALID, 'photo too large');
  const image = await reencodeImage(await file.arrayBuffer());
  if (!image) throw new ApiError(ERR.AFTER_SALE_PHOTO_INVALID, 'photo not an image');
  const photoNo = randomToken(18).replace(/[^\w-]/g, '');
  await c.env.AVATARS.put(afterSalePhotoKey(photoNo), image.bytes, { httpMetadata: { contentType: image.type } });
  try {
    await c
      .get('d1')
      .prepare('INSERT INTO after_sale_photos (photo_no, member_id, created_at) VALUES (?, ?, ?)')
      .bind(photoNo, memberId, Date.now())
      .run();
  } catch (error) {
    await c.env.AVATARS.delete(afterSalePhotoKey(photoNo));
    throw error;
  }
  return { photo_no: photoNo, url: photoUrl(photoNo) };
}

/** The member's photo; private to them, so never kept by a shared cache. */
export async function photoResponse(c: CommerceContext, memberId: number, photoNo: string): Promise<Response> {
  const mine = await c
    .get('d1')
    .prepare('SELECT 1 AS ok FROM after_sale_photos WHERE member_id = ? AND photo_no = ?')
    .bind(memberId, photoNo)
    .first();
  const object = mine ? await c.env.AVATARS.get(afterSalePhotoKey(photoNo)) : null;
  if (!object) throw new ApiError(ERR.AFTER_SALE_NOT_FOUND);
  return new Response(object.body, {
    headers: {
      'Content-Type': object.httpMetadata?.contentType ?? 'application/octet-stream',
      'Cache-Control': 'private, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/** Photos uploaded but never attached to an application are kept this long (an application form left open). */
const UNATTACHED_MS = 24 * 3600 * 1000;

/** Deletes photos no application took within a day (the scheduled job): the object first, then its row. */
export async function sweepUnattachedPhotos(d1: D1Database, bucket: R2Bucket, now: number): Promise<void> {
  const { results } = await d1
    .prepare('SELECT photo_no FROM after_sale_photos WHERE after_sale_id IS NULL AND created_at <= ? LIMIT 100')
    .bind(now - UNATTACHED_MS)
    .all<{ photo_no: string }>();
  if (results.length === 0) return;
  await bucket.delete(results.map((p) => afterSalePhotoKey(p.photo_no)));
  const nos = results.map((p) => p.photo_no);
  await d1
    .prepare(`DELETE FROM after_sale_photos WHERE after_sale_id IS NULL AND photo_no IN (${nos.map(() => '?').join(', ')})`)
    .bind(...nos)
    .run();
}
