// Uploads re-encoded from their pixels (issue 25), in workerd where the WebP decoder's WebAssembly runs: nothing after or
// inside a picture besides its pixels survives, pictures keep their look (JPEG turned upright as its EXIF said), and
// sizes past IMAGE_MAX_PIXELS, or pixel data that inflates past its size, are refused before they are decoded.
import { describe, expect, it } from 'vitest';
import { encode as encodePng } from 'fast-png';
import {
  contains,
  halves,
  jpegOf,
  near,
  pixelAt,
  pixelsOf,
  pngOf,
  type Rgba,
  WEBP_OPAQUE,
  WEBP_TRANSPARENT,
  withTrailing,
} from '../../tests/api/images';
import { reencodeImage } from './images';

const RED: Rgba = [200, 30, 30, 255];
const BLUE: Rgba = [30, 30, 200, 255];
const HTML = '<html><script>alert(1)</script></html>';

const ascii = (text: string) => new TextEncoder().encode(text);

function joined(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** A PNG chunk with its length and CRC. */
function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const body = joined(ascii(type), data);
  let crc = 0xffffffff;
  for (const b of body) crc = CRC_TABLE[(crc ^ b) & 0xff]! ^ (crc >>> 8);
  const out = new Uint8Array(body.length + 8);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(body, 4);
  view.setUint32(body.length + 4, (crc ^ 0xffffffff) >>> 0);
  return out;
}

/** The PNG with `chunk` put right after its IHDR. */
const afterIhdr = (png: Uint8Array, chunk: Uint8Array) => joined(png.subarray(0, 33), chunk, png.subarray(33));

/** A JPEG segment: marker, length, data. */
function jpegSegment(marker: number, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(data.length + 4);
  new DataView(out.buffer).setUint16(0, marker);
  new DataView(out.buffer).setUint16(2, data.length + 2);
  out.set(data, 4);
  return out;
}

/** APP1 EXIF whose IFD0 holds the orientation (big-endian TIFF) and a description carrying `text`. */
function exif(orientation: number, text: string): Uint8Array {
  const tiff = new Uint8Array(8 + 2 + 2 * 12 + 4);
  const view = new DataView(tiff.buffer);
  tiff.set(ascii('MM'));
  view.setUint16(2, 42);
  view.setUint32(4, 8);
  view.setUint16(8, 2);
  view.setUint16(10, 0x0112); // Orientation, SHORT, 1
  view.setUint16(12, 3);
  view.setUint32(14, 1);
  view.setUint16(18, orientation);
  view.setUint16(22, 0x010e); // ImageDescription, ASCII, pointing past the IFD
  view.setUint16(24, 2);
  view.setUint32(26, text.length + 1);
  view.setUint32(30, tiff.length);
  return jpegSegment(0xffe1, joined(ascii('Exif\0\0'), tiff, ascii(`${text}\0`)));
}

/** The JPEG with segments put right after its SOI. */
const afterSoi = (jpeg: Uint8Array, ...segments: Uint8Array[]) => joined(jpeg.subarray(0, 2), ...segments, jpeg.subarray(2));

async function stored(bytes: Uint8Array<ArrayBuffer>) {
  const image = await reencodeImage(bytes.buffer);
  if (!image) throw new Error('refused');
  return image;
}

async function deflate(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate'))).arrayBuffer());
}

describe('PNG', () => {
  it('keeps the pixels and nothing else: no text chunk, private chunk or bytes after IEND', async () => {
    const png = pngOf(16, 8);
    const sent = withTrailing(afterIhdr(afterIhdr(png, pngChunk('tEXt', ascii(`Comment\0${HTML}`))), pngChunk('prVt', ascii(HTML))), HTML);
    const image = await stored(sent);
    expect(image.type).toBe('image/png');
    expect(contains(image.bytes, 'script')).toBe(false);
    expect(contains(image.bytes, 'tEXt')).toBe(false);
    expect(pixelsOf(image.bytes).data).toEqual(pixelsOf(png).data);
  });

  it('keeps a palette transparency where it was', async () => {
    // Index 0 is transparent, index 1 opaque red: fast-png writes this order faithfully.
    const palette = [
      [0, 0, 255, 0],
      [200, 30, 30, 255],
    ];
    const indices = Uint8Array.from({ length: 16 }, (_, i) => (i % 4 < 2 ? 0 : 1));
    const png = encodePng({ width: 4, height: 4, data: indices, depth: 8, channels: 1, palette }) as Uint8Array<ArrayBuffer>;
    const pixels = pixelsOf((await stored(png)).bytes);
    expect(pixelAt(pixels, 0, 0)[3]).toBe(0);
    expect(pixelAt(pixels, 3, 3)).toEqual(RED);
  });

  it('makes a transparent colour key an alpha channel', async () => {
    const rgb = Uint8Array.from({ length: 4 * 3 }, (_, i) => (i < 6 ? [200, 30, 30][i % 3]! : [30, 30, 200][i % 3]!));
    const png = encodePng({ width: 4, height: 1, data: rgb, depth: 8, channels: 3 });
    // tRNS for truecolour: the red sample value, 16 bits per channel.
    const keyed = afterIhdr(png, pngChunk('tRNS', Uint8Array.from([0, 200, 0, 30, 0, 30])));
    const pixels = pixelsOf((await stored(keyed)).bytes);
    expect(pixelAt(pixels, 0, 0)[3]).toBe(0);
    expect(pixelAt(pixels, 3, 0)).toEqual(BLUE);
  });

  it('refuses a size past the limit from its header, and pixel data that inflates past its size', async () => {
    const png = pngOf(8, 8);
    new DataView(png.buffer).setUint32(16, 2001);
    new DataView(png.buffer).setUint32(20, 2000);
    expect(await reencodeImage(png.buffer)).toBeNull();
    // 16-bit RGBA takes twice the bytes a pixel: 1500 × 1500 is within the pixels, not within the bytes.
    const deep = pngOf(8, 8);
    new DataView(deep.buffer).setUint32(16, 1500);
    new DataView(deep.buffer).setUint32(20, 1500);
    deep[24] = 16;
    expect(await reencodeImage(deep.buffer)).toBeNull();

    // 100 × 100 RGBA is 40,100 bytes of pixel data; this inflates to 10 MB.
    const header = pngOf(100, 100).subarray(0, 33);
    const bomb = joined(header, pngChunk('IDAT', await deflate(new Uint8Array(10_000_000))), pngChunk('IEND', new Uint8Array(0)));
    expect(await reencodeImage(bomb.buffer)).toBeNull();
  });

  it('refuses broken chunks', async () => {
    const png = pngOf(8, 8);
    expect(await reencodeImage(png.slice(0, 40).buffer)).toBeNull();
    expect(await reencodeImage(joined(png.subarray(0, 8), png.subarray(33)).buffer)).toBeNull();
  });
});

describe('JPEG', () => {
  it('keeps the picture and nothing else: no EXIF, comment or bytes after its end', async () => {
    const sent = withTrailing(afterSoi(jpegOf(16, 8), exif(1, HTML), jpegSegment(0xfffe, ascii(HTML))), HTML);
    const image = await stored(sent);
    expect(image.type).toBe('image/jpeg');
    expect(contains(image.bytes, 'script')).toBe(false);
    expect(contains(image.bytes, 'Exif')).toBe(false);
    const pixels = pixelsOf(image.bytes);
    expect([pixels.width, pixels.height]).toEqual([16, 8]);
    expect(near(pixelAt(pixels, 2, 4), halves(2, 16))).toBe(true);
    expect(near(pixelAt(pixels, 13, 4), halves(13, 16))).toBe(true);
  });

  it.each([
    // Red was the stored left half; upright it lies where the EXIF orientation turns it.
    { orientation: 3, size: [16, 8], red: [13, 4], blue: [2, 4] },
    { orientation: 6, size: [8, 16], red: [4, 2], blue: [4, 13] },
    { orientation: 8, size: [8, 16], red: [4, 13], blue: [4, 2] },
    { orientation: 2, size: [16, 8], red: [13, 4], blue: [2, 4] },
    { orientation: 5, size: [8, 16], red: [4, 2], blue: [4, 13] },
  ])('turns EXIF orientation $orientation upright, since the EXIF is not kept', async ({ orientation, size, red, blue }) => {
    const pixels = pixelsOf((await stored(afterSoi(jpegOf(16, 8), exif(orientation, 'x')))).bytes);
    expect([pixels.width, pixels.height]).toEqual(size);
    expect(near(pixelAt(pixels, red[0]!, red[1]!), RED)).toBe(true);
    expect(near(pixelAt(pixels, blue[0]!, blue[1]!), BLUE)).toBe(true);
  });

  it('refuses a size past the limit from its frame header', async () => {
    const jpeg = jpegOf(8, 8);
    const sof = jpeg.findIndex((b, i) => b === 0xff && jpeg[i + 1] === 0xc0);
    new DataView(jpeg.buffer).setUint16(sof + 5, 2000);
    new DataView(jpeg.buffer).setUint16(sof + 7, 2001);
    expect(await reencodeImage(jpeg.buffer)).toBeNull();
  });
});

describe('WebP', () => {
  it('stores an opaque one as JPEG and one with transparency as PNG, each the same picture', async () => {
    const opaque = await stored(WEBP_OPAQUE);
    expect(opaque.type).toBe('image/jpeg');
    const transparent = await stored(WEBP_TRANSPARENT);
    expect(transparent.type).toBe('image/png');
    for (const image of [opaque, transparent]) {
      const pixels = pixelsOf(image.bytes);
      expect([pixels.width, pixels.height]).toEqual([16, 8]);
      expect(near(pixelAt(pixels, 13, 2), BLUE)).toBe(true);
      expect(near(pixelAt(pixels, 2, 6), RED)).toBe(true);
    }
    expect(pixelAt(pixelsOf(transparent.bytes), 2, 1)[3]).toBe(0);
  });

  it('refuses a size past the limit from its header, and an animation', async () => {
    const big = WEBP_OPAQUE.slice();
    new DataView(big.buffer).setUint16(26, 2001, true);
    new DataView(big.buffer).setUint16(28, 2000, true);
    expect(await reencodeImage(big.buffer)).toBeNull();
    const animated = joined(ascii('RIFF'), new Uint8Array(4), ascii('WEBPVP8X'), Uint8Array.from([10, 0, 0, 0, 0x02]), new Uint8Array(13));
    expect(await reencodeImage(animated.buffer)).toBeNull();
  });
});

it.each([
  ['text', ascii('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
  ['a GIF', ascii('GIF89a\x01\x00\x01\x00')],
  ['a PNG signature alone', pngOf(1, 1).slice(0, 8)],
  ['a JPEG start alone', Uint8Array.from([0xff, 0xd8, 0xff, 0xe0])],
  ['a RIFF WebP header alone', WEBP_OPAQUE.slice(0, 16)],
])('refuses %s', async (_, bytes) => {
  expect(await reencodeImage(bytes.slice().buffer)).toBeNull();
});
