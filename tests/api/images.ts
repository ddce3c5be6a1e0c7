// Pictures for the upload tests (avatars, after-sales photos), made with the codecs the server decodes with, and the
// pixels of what the server serves back.
import { decode as decodePng, encode as encodePng } from 'fast-png';
import { decode as decodeJpeg, encode as encodeJpeg } from 'jpeg-js';

export type Rgba = readonly [number, number, number, number];

export interface Pixels {
  width: number;
  height: number;
  /** RGBA, 8 bits each. */
  data: Uint8Array;
}

/** A picture whose left half is red and right half blue: which way up it is shows in its pixels. */
export const halves = (x: number, width: number): Rgba => (x < width / 2 ? [200, 30, 30, 255] : [30, 30, 200, 255]);

function paint(width: number, height: number, colour: (x: number, y: number) => Rgba): Uint8Array {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set(colour(x, y), (y * width + x) * 4);
  return data;
}

export function pngOf(width: number, height: number, colour = (x: number) => halves(x, width)): Uint8Array<ArrayBuffer> {
  return encodePng({ width, height, data: paint(width, height, colour), channels: 4, depth: 8 }) as Uint8Array<ArrayBuffer>;
}

export function jpegOf(width: number, height: number, colour = (x: number) => halves(x, width)): Uint8Array<ArrayBuffer> {
  return new Uint8Array(encodeJpeg({ width, height, data: paint(width, height, colour) }, 90).data);
}

const base64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** 16 × 8, lossy (VP8), opaque: red left half, blue right half (made with libwebp). */
export const WEBP_OPAQUE = base64('UklGRkAAAABXRUJQVlA4IDQAAACQAQCdASoQAAgAAMASJaACdLoAA5gA/vwhH/+bl//6aR/7oE/8aR/3QJ/+6BOLf/dAkvgA');
/** 16 × 8, lossless (VP8L): as WEBP_OPAQUE, but the red half's top rows are transparent. */
export const WEBP_TRANSPARENT = base64('UklGRjYAAABXRUJQVlA4TCkAAAAvD8ABEBcwHgLZ5CT5L0qBQBLlzGPNf8DugCDbZpKTHOivENH/AN31AAA=');

/** The bytes followed by `text`: what a file looks like with markup appended after the picture's end. */
export function withTrailing(bytes: Uint8Array, text: string): Uint8Array<ArrayBuffer> {
  const tail = new TextEncoder().encode(text);
  const out = new Uint8Array(bytes.length + tail.length);
  out.set(bytes);
  out.set(tail, bytes.length);
  return out;
}

/** True when `text` occurs anywhere in the bytes (read as Latin-1, so any byte sequence can match). */
export function contains(bytes: Uint8Array, text: string): boolean {
  let latin1 = '';
  for (const b of bytes) latin1 += String.fromCharCode(b);
  return latin1.includes(text);
}

/** The pixels of a PNG or JPEG, as RGBA. */
export function pixelsOf(bytes: Uint8Array): Pixels {
  if (bytes[0] === 0xff) {
    const jpeg = decodeJpeg(bytes, { useTArray: true });
    return { width: jpeg.width, height: jpeg.height, data: jpeg.data };
  }
  const png = decodePng(bytes);
  if (png.channels !== 4 || png.depth !== 8) throw new Error(`not an RGBA PNG: ${png.channels} channels, depth ${png.depth}`);
  return { width: png.width, height: png.height, data: new Uint8Array(png.data.buffer, png.data.byteOffset, png.data.byteLength) };
}

/** The colour at (x, y). */
export function pixelAt(p: Pixels, x: number, y: number): Rgba {
  const i = (y * p.width + x) * 4;
  return [p.data[i]!, p.data[i + 1]!, p.data[i + 2]!, p.data[i + 3]!];
}

/** True when two colours differ by at most `tolerance` in every channel (JPEG is lossy). */
export function near(a: Rgba, b: Rgba, tolerance = 24): boolean {
  return a.every((v, i) => Math.abs(v - b[i]!) <= tolerance);
}
