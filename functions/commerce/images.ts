/**
 * Uploaded pictures (avatars, after-sales photos) are stored re-encoded from their decoded pixels, never as sent
 * (issue 25, docs/decisions/upload-reencoding.md): bytes after the picture's end, metadata (text chunks, EXIF with the
 * place a photo was taken, ICC profiles, comments) and whatever a crafted file hides in them are gone, and what our
 * origin serves is a file our own encoder wrote. The type is known by the first bytes, never by a name or a declared
 * type. PNG stays PNG; JPEG stays JPEG, turned upright as its EXIF said, since the EXIF goes; WebP, which we decode but
 * do not encode, becomes JPEG, or PNG when it has transparency. Every size is read from the headers and checked
 * against IMAGE_MAX_PIXELS before anything is decoded.
 */
import { convertIndexedToRgb, type DecodedPng, decode as decodePng, encode as encodePng, type ImageData as PngPixels } from 'fast-png';
import { decode as decodeJpeg, encode as encodeJpeg } from 'jpeg-js';
import { IMAGE_MAX_PIXELS } from '../../src/shared/contract/rules';

export interface StoredImage {
  bytes: Uint8Array;
  type: 'image/png' | 'image/jpeg';
}

/** Photos and avatars: close to the source's look, at about the size phone cameras write. */
const JPEG_QUALITY = 85;

/**
 * jpeg-js's own count of what a decode allocates: 84 MB for IMAGE_MAX_PIXELS of three full-resolution components. A
 * JPEG declaring more, or larger, components is refused before they are allocated.
 */
const JPEG_DECODE_MAX_MB = 90;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

function startsWith(bytes: Uint8Array, at: number, expected: number[]): boolean {
  return expected.every((byte, i) => bytes[at + i] === byte);
}

/** A decoder's answer, or null when it refuses the bytes: refused bytes are no picture we take, not a failure of ours. */
function decoded<T>(decode: () => T): T | null {
  try {
    return decode();
  } catch {
    return null;
  }
}

/** The upload re-encoded, or null when it is no PNG, JPEG or WebP that we can decode within IMAGE_MAX_PIXELS. */
export async function reencodeImage(file: ArrayBuffer): Promise<StoredImage | null> {
  const bytes = new Uint8Array(file);
  if (startsWith(bytes, 0, PNG_SIGNATURE)) return reencodePng(bytes);
  if (startsWith(bytes, 0, JPEG_SIGNATURE)) return reencodeJpeg(bytes);
  if (startsWith(bytes, 0, RIFF) && startsWith(bytes, 8, WEBP)) return reencodeWebp(file);
  return null;
}

// PNG

/** The chunks a picture is made of; every other one (text, EXIF, ICC profile, animation, private data) is left out. */
const PICTURE_CHUNKS = new Set(['IHDR', 'PLTE', 'tRNS', 'IDAT', 'IEND']);

/** Samples per pixel of each PNG colour type. */
const PNG_CHANNELS: Partial<Record<number, number>> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const PNG_BIT_DEPTHS = new Set([1, 2, 4, 8, 16]);

/**
 * A PNG's samples take at most what 8-bit RGBA takes at IMAGE_MAX_PIXELS: fast-png holds several copies of them while
 * decoding and encoding, so a 16-bit picture is held to half the pixels.
 */
const PNG_MAX_SAMPLE_BYTES = IMAGE_MAX_PIXELS * 4;

interface PngPicture {
  /** A PNG of the picture's chunks only, as they were, up to IEND. */
  bytes: Uint8Array<ArrayBuffer>;
  width: number;
  height: number;
  /** The size of the picture's samples, uncompressed. */
  sampleBytes: number;
  /** The compressed pixel data (the IDAT chunks' contents). */
  data: Uint8Array<ArrayBuffer>[];
  /** The most the pixel data can inflate to at this size. */
  inflatedAtMost: number;
}

async function reencodePng(bytes: Uint8Array<ArrayBuffer>): Promise<StoredImage | null> {
  const picture = pictureOf(bytes);
  if (!picture || picture.width * picture.height > IMAGE_MAX_PIXELS || picture.sampleBytes > PNG_MAX_SAMPLE_BYTES) return null;
  // fast-png inflates the pixel data whole, and a few kilobytes of zlib can claim gigabytes: measured first, in a stream.
  if (!(await inflatesWithin(picture.data, picture.inflatedAtMost))) return null;
  const png = decoded(() => decodePng(picture.bytes));
  const pixels = png && plainPixels(png);
  return pixels && { bytes: encodePng(pixels), type: 'image/png' };
}

/** The PNG's picture chunks, or null when its chunks do not start with one IHDR or run past the end before IEND. */
function pictureOf(bytes: Uint8Array<ArrayBuffer>): PngPicture | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept = [bytes.subarray(0, PNG_SIGNATURE.length)];
  const data: Uint8Array<ArrayBuffer>[] = [];
  let header: { width: number; height: number; bitsPerPixel: number } | null = null;
  for (let at = PNG_SIGNATURE.length; ; ) {
    if (at + 12 > bytes.length) return null;
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const end = at + 12 + length;
    if (end > bytes.length) return null;
    if (type === 'IHDR') {
      const [width, height, depth, channels] = [
        view.getUint32(at + 8),
        view.getUint32(at + 12),
        bytes[at + 16]!,
        PNG_CHANNELS[bytes[at + 17]!],
      ];
      if (header || length !== 13 || !width || !height || !channels || !PNG_BIT_DEPTHS.has(depth)) return null;
      header = { width, height, bitsPerPixel: channels * depth };
    } else if (!header) {
      return null;
    }
    if (PICTURE_CHUNKS.has(type)) kept.push(bytes.subarray(at, end));
    if (type === 'IDAT') data.push(bytes.subarray(at + 8, end - 4));
    if (type === 'IEND') break;
    at = end;
  }
  const joined = new Uint8Array(kept.reduce((n, chunk) => n + chunk.length, 0));
  let offset = 0;
  for (const chunk of kept) {
    joined.set(chunk, offset);
    offset += chunk.length;
  }
  // Each row is a filter byte and its samples; interlacing splits the rows into seven passes, which adds at most
  // three filter bytes a row and fourteen more.
  const rowBytes = Math.ceil((header.width * header.bitsPerPixel) / 8) + 1;
  return {
    bytes: joined,
    width: header.width,
    height: header.height,
    sampleBytes: ((header.width * header.bitsPerPixel) / 8) * header.height,
    data,
    inflatedAtMost: (rowBytes + 3) * header.height + 14,
  };
}

/** True when the zlib stream inflates, without error, to at most `limit` bytes; reading stops once it is past it. */
async function inflatesWithin(parts: Uint8Array<ArrayBuffer>[], limit: number): Promise<boolean> {
  const reader = new Blob(parts).stream().pipeThrough(new DecompressionStream('deflate')).getReader();
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return true;
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel();
        return false;
      }
    }
  } catch {
    return false;
  }
}

/**
 * The pixels in a form fast-png encodes faithfully: a palette expanded to RGB or RGBA (its encoder writes palette
 * transparency against the wrong entries) and a transparent colour key made an alpha channel (it would drop it). A
 * colour key on greyscale of fewer than 8 bits, which would need unpacking first, is refused.
 */
function plainPixels(png: DecodedPng): PngPixels | null {
  const { width, height } = png;
  if (png.palette) return { width, height, data: convertIndexedToRgb(png), depth: 8, channels: png.palette[0]?.length ?? 3 };
  const key = png.transparency;
  if (!key?.length) return { width, height, data: png.data, depth: png.depth, channels: png.channels };
  if (png.depth < 8) return null;
  const { channels, data } = png;
  const withAlpha = png.depth === 16 ? new Uint16Array(width * height * (channels + 1)) : new Uint8Array(width * height * (channels + 1));
  const opaque = png.depth === 16 ? 0xffff : 0xff;
  for (let from = 0, to = 0; from < data.length; from += channels, to += channels + 1) {
    let isKey = true;
    for (let c = 0; c < channels; c++) {
      withAlpha[to + c] = data[from + c]!;
      if (data[from + c] !== key[c]) isKey = false;
    }
    withAlpha[to + channels] = isKey ? 0 : opaque;
  }
  return { width, height, data: withAlpha, depth: png.depth, channels: channels + 1 };
}

// JPEG

interface Rgba {
  width: number;
  height: number;
  data: Uint8Array;
}

function reencodeJpeg(bytes: Uint8Array<ArrayBuffer>): StoredImage | null {
  const image = decoded(() =>
    decodeJpeg(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      maxResolutionInMP: IMAGE_MAX_PIXELS / 1_000_000,
      maxMemoryUsageInMB: JPEG_DECODE_MAX_MB,
    }),
  );
  return image && jpegOf(upright(image, jpegOrientation(bytes)));
}

/** Only the pixels go to the encoder: jpeg-js writes back the EXIF and comments of a decoded image handed to it whole. */
function jpegOf({ width, height, data }: Rgba): StoredImage {
  return { bytes: encodeJpeg({ width, height, data }, JPEG_QUALITY).data, type: 'image/jpeg' };
}

/**
 * The EXIF orientation of a JPEG (1–8, TIFF tag 0x0112 of IFD0 in the APP1 "Exif" segment); 1 when it has none or
 * its EXIF cannot be read.
 */
function jpegOrientation(bytes: Uint8Array<ArrayBuffer>): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // Segments from after SOI to the first scan (SOS, 0xDA): metadata comes before the picture.
  for (let at = 2; at + 4 <= bytes.length && bytes[at] === 0xff && bytes[at + 1] !== 0xda; ) {
    const end = at + 2 + view.getUint16(at + 2);
    if (bytes[at + 1] === 0xe1 && startsWith(bytes, at + 4, [0x45, 0x78, 0x69, 0x66, 0, 0])) {
      return tiffOrientation(view, at + 10, Math.min(end, bytes.length));
    }
    at = end;
  }
  return 1;
}

function tiffOrientation(view: DataView, tiff: number, end: number): number {
  if (tiff + 8 > end) return 1;
  const little = view.getUint16(tiff) === 0x4949;
  const ifd = tiff + view.getUint32(tiff + 4, little);
  if (ifd + 2 > end) return 1;
  for (let i = 0, n = view.getUint16(ifd, little); i < n; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > end) return 1;
    if (view.getUint16(entry, little) === 0x0112) {
      const orientation = view.getUint16(entry + 8, little);
      return orientation >= 1 && orientation <= 8 ? orientation : 1;
    }
  }
  return 1;
}

/** For each EXIF orientation, the index in the stored w × h pixels of the upright picture's pixel (x, y). */
const STORED_INDEX: Partial<Record<number, (x: number, y: number, w: number, h: number) => number>> = {
  2: (x, y, w) => y * w + (w - 1 - x),
  3: (x, y, w, h) => (h - 1 - y) * w + (w - 1 - x),
  4: (x, y, w, h) => (h - 1 - y) * w + x,
  5: (x, y, w) => x * w + y,
  6: (x, y, w, h) => (h - 1 - x) * w + y,
  7: (x, y, w, h) => (h - 1 - x) * w + (w - 1 - y),
  8: (x, y, w) => x * w + (w - 1 - y),
};

/** The picture as it is meant to be seen: orientations 5 to 8 turn it a quarter, so width and height swap. */
function upright(image: Rgba, orientation: number): Rgba {
  const storedIndex = STORED_INDEX[orientation];
  if (!storedIndex) return image;
  const { width: w, height: h } = image;
  const stored = new Uint32Array(image.data.buffer, image.data.byteOffset, w * h);
  const [width, height] = orientation >= 5 ? [h, w] : [w, h];
  const turned = new Uint32Array(w * h);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) turned[y * width + x] = stored[storedIndex(x, y, w, h)]!;
  return { width, height, data: new Uint8Array(turned.buffer) };
}

// WebP

/** VP8X's animation flag: an animation is refused (the decoder reads still pictures only). */
const WEBP_ANIMATED = 0x02;

/** The size a WebP declares in its first chunk, or null for an animation or a chunk that is not a picture's. */
function webpSize(bytes: Uint8Array<ArrayBuffer>): { width: number; height: number } | null {
  if (bytes.length < 30) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const uint24 = (at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
  switch (String.fromCharCode(...bytes.subarray(12, 16))) {
    case 'VP8 ':
      return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
    case 'VP8L': {
      const bits = view.getUint32(21, true);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    case 'VP8X':
      return bytes[20]! & WEBP_ANIMATED ? null : { width: uint24(24) + 1, height: uint24(27) + 1 };
    default:
      return null;
  }
}

type WebpDecoder = typeof import('@jsquash/webp/decode').default;

let webpDecoder: Promise<WebpDecoder> | undefined;

/**
 * libwebp compiled to WebAssembly, loaded and instantiated on the first WebP an isolate sees: it stays out of the
 * worker's start-up, and out of everything that imports this module without decoding a WebP (the Node unit tests).
 */
function loadWebpDecoder(): Promise<WebpDecoder> {
  webpDecoder ??= (async () => {
    const [{ default: decode, init }, { default: compiled }] = await Promise.all([
      import('@jsquash/webp/decode'),
      import('@jsquash/webp/codec/dec/webp_dec.wasm'),
    ]);
    await init(compiled);
    return decode;
  })();
  return webpDecoder;
}

async function reencodeWebp(file: ArrayBuffer): Promise<StoredImage | null> {
  const size = webpSize(new Uint8Array(file));
  if (!size || size.width * size.height > IMAGE_MAX_PIXELS) return null;
  const decodeWebp = await loadWebpDecoder();
  const image = await decodeWebp(file).catch(() => null);
  if (!image) return null;
  const { width, height } = image;
  const data = new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  for (let alpha = 3; alpha < data.length; alpha += 4) {
    if (data[alpha] !== 0xff) return { bytes: encodePng({ width, height, data, depth: 8, channels: 4 }), type: 'image/png' };
  }
  return jpegOf({ width, height, data });
}
