/**
 * The application's photos before upload (spec §2 /applyRefund): images only, within the server's count and size
 * (the preview's photo_limit and photo_max_bytes), checked in the browser so the shopper learns why at once; the
 * server checks the bytes again (1103065).
 */
export type PhotoRefusal = 'notImage' | 'tooLarge' | 'tooMany';

export interface PhotoPick<F> {
  /** The files to upload, in the order chosen. */
  accepted: F[];
  /** Why some were left out, the first reason met; null when all were taken. */
  refusal: PhotoRefusal | null;
}

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

/** Which of the chosen files may be added to the `held` ones already uploaded. */
export function pickPhotos<F extends { type: string; size: number }>(
  files: readonly F[],
  held: number,
  limit: number,
  maxBytes: number,
): PhotoPick<F> {
  const accepted: F[] = [];
  let refusal: PhotoRefusal | null = null;
  for (const file of files) {
    const why: PhotoRefusal | null = !IMAGE_TYPES.has(file.type)
      ? 'notImage'
      : file.size > maxBytes
        ? 'tooLarge'
        : held + accepted.length >= limit
          ? 'tooMany'
          : null;
    if (why) refusal ??= why;
    else accepted.push(file);
  }
  return { accepted, refusal };
}

/** Megabytes as the limit's hint shows them (5 MB, 1.5 MB). */
export const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
