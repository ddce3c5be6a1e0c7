import { describe, expect, it } from 'vitest';
import { megabytes, pickPhotos } from './rules';

const img = (size = 100, type = 'image/jpeg') => ({ type, size });

describe('pickPhotos', () => {
  it('takes images within the size and count', () => {
    const files = [img(), img(200, 'image/png'), img(300, 'image/webp')];
    expect(pickPhotos(files, 0, 3, 1000)).toEqual({ accepted: files, refusal: null });
  });
  it('leaves out what is not an image, too large, or over the count, saying the first reason', () => {
    const pdf = img(10, 'application/pdf');
    const big = img(2000);
    const ok = img();
    expect(pickPhotos([pdf, big, ok], 0, 3, 1000)).toEqual({ accepted: [ok], refusal: 'notImage' });
    expect(pickPhotos([big, ok], 0, 3, 1000)).toEqual({ accepted: [ok], refusal: 'tooLarge' });
    expect(pickPhotos([ok, ok, ok], 1, 3, 1000)).toEqual({ accepted: [ok, ok], refusal: 'tooMany' });
    expect(pickPhotos([ok], 3, 3, 1000)).toEqual({ accepted: [], refusal: 'tooMany' });
  });
  it('shows megabytes with one decimal', () => {
    expect(megabytes(5 * 1024 * 1024)).toBe(5);
    expect(megabytes(1.5 * 1024 * 1024)).toBe(1.5);
  });
});
