/** Random secrets and their digests, from WebCrypto. */
import { encodeBase64Url } from 'hono/utils/encode';

/**
 * base64url without padding (RFC 4648 §5 as JWTs and PKCE write it), the form of our tokens and stored password
 * hashes; Hono's encoder keeps the '=' padding.
 */
export function base64url(buffer: ArrayBuffer): string {
  return encodeBase64Url(buffer).replace(/=+$/, '');
}

export function randomBytes(n: number): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(n));
}

/** An opaque token of `bytes` random bytes (32 = 256 bits), URL-safe. */
export function randomToken(bytes = 32): string {
  return base64url(randomBytes(bytes).buffer);
}

/** A uniformly random string of decimal digits (rejection sampling: no modulo bias). */
export function randomDigits(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const b of randomBytes(length * 2)) {
      if (b < 250 && out.length < length) out += String(b % 10);
    }
  }
  return out;
}

export function sha256(text: string): Promise<ArrayBuffer> {
  return crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
}

export async function sha256Hex(text: string): Promise<string> {
  return [...new Uint8Array(await sha256(text))].map((b) => b.toString(16).padStart(2, '0')).join('');
}
