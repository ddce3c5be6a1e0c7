/**
 * After-sales photos: a PNG, JPEG or WebP of at most the country's photo size, kept re-encoded (../images.ts: what was
 * sent is never served) in the R2 bucket under 'after-sale/<photo_no>' and served only to the member who
 * uploaded it (another member, or nobody signed in, gets 1103002 / 401). Uploaded before the application; apply
 * attaches them.
 */
import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import type { AfterSalePhoto } from '../../../src/shared/contract/aftersale';
import type { CountryCode } from '../../../src/shared/countries';
import { ApiError, ERR } from '../../../src/shared/errors';
import { afterSalePhotos } from '../../platform/schema';
import { reencodeImage } from '../images';
import { randomToken } from '../../platform/tokens';
import { AFTER_SALE_SETTINGS } from '../../platform/settings';
import { photoUrl } from './views';

/** The photo's key in the bucket (account erasure deletes by it too). */
export const afterSalePhotoKey = (photoNo: string) => `after-sale/${photoNo}`;

export async function uploadPhoto(
  db: DrizzleD1Database,
  bucket: R2Bucket,
  country: CountryCode,
  memberId: number,
  file: File,
): Promise<AfterSalePhoto> {
  if (file.size > AFTER_SALE_SETTINGS[country].photoMaxBytes) throw new ApiError(ERR.AFTER_SALE_PHOTO_INVALID, 'photo too large');
  const image = await reencodeImage(await file.arrayBuffer());
  if (!image) throw new ApiError(ERR.AFTER_SALE_PHOTO_INVALID, 'photo not an image');
  const photoNo = randomToken(18).replace(/[^\w-]/g, '');
  await bucket.put(afterSalePhotoKey(photoNo), image.bytes, { httpMetadata: { contentType: image.type } });
  try {
    await db.insert(afterSalePhotos).values({ photoNo, memberId, createdAt: Date.now() }).run();
  } catch (error) {
    await bucket.delete(afterSalePhotoKey(photoNo));
    throw error;
  }
  return { photo_no: photoNo, url: photoUrl(photoNo) };
}

/** The member's photo; private to them, so never kept by a shared cache. */
export async function photoResponse(db: DrizzleD1Database, bucket: R2Bucket, memberId: number, photoNo: string): Promise<Response> {
  const mine = await db
    .select({ id: afterSalePhotos.id })
    .from(afterSalePhotos)
    .where(and(eq(afterSalePhotos.memberId, memberId), eq(afterSalePhotos.photoNo, photoNo)))
    .get();
  const object = mine ? await bucket.get(afterSalePhotoKey(photoNo)) : null;
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
export async function sweepUnattachedPhotos(db: DrizzleD1Database, bucket: R2Bucket, now: number): Promise<void> {
  const unattached = isNull(afterSalePhotos.afterSaleId);
  const stale = await db
    .select({ photoNo: afterSalePhotos.photoNo })
    .from(afterSalePhotos)
    .where(and(unattached, lte(afterSalePhotos.createdAt, now - UNATTACHED_MS)))
    .limit(100);
  if (stale.length === 0) return;
  const nos = stale.map((p) => p.photoNo);
  await bucket.delete(nos.map(afterSalePhotoKey));
  await db
    .delete(afterSalePhotos)
    .where(and(unattached, inArray(afterSalePhotos.photoNo, nos)))
    .run();
}
