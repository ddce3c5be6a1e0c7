/**
 * The avatar the browser uploads (spec §5: 200×200 recommended, at most 800 KB): the picture's centred square, scaled
 * on a canvas. A 200×200 PNG stays far below the limit whatever the shopper picked, and the server then only checks it.
 */
import { AVATAR_SIZE } from '../../shared/contract/rules';

export async function squareAvatar(picture: Blob, size = AVATAR_SIZE): Promise<Blob> {
  const bitmap = await createImageBitmap(picture);
  const side = Math.min(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, (bitmap.width - side) / 2, (bitmap.height - side) / 2, side, side, 0, 0, size, size);
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas encoding failed'))), 'image/png'),
  );
}
