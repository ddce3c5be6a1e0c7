/**
 * Password storage: PBKDF2-SHA256 with a random 16-byte salt and 100 000 iterations (the most workerd allows), in a
 * versioned string so the cost can rise later: 'pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>'.
 */
import { timingSafeEqual } from 'hono/utils/buffer';
import { decodeBase64Url } from 'hono/utils/encode';
import { base64url, randomBytes } from '../../platform/tokens';

export const PBKDF2_ITERATIONS = 100_000;
const SCHEME = 'pbkdf2-sha256';

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256);
  return base64url(bits);
}

export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  const salt = randomBytes(16);
  return `${SCHEME}$${iterations}$${base64url(salt.buffer)}$${await derive(password, salt, iterations)}`;
}

/** A stored hash no password matches: checked against when the account or its password does not exist. */
const DUMMY_HASH = `${SCHEME}$${PBKDF2_ITERATIONS}$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;

/**
 * True when the password matches. With no stored hash the same work is done against a dummy one, so the answer
 * takes as long for an unknown account as for a wrong password (no account enumeration by timing).
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, iterations, salt, hash] = (stored ?? DUMMY_HASH).split('$');
  if (scheme !== SCHEME || !iterations || !salt || !hash) return false;
  const derived = await derive(password, decodeBase64Url(salt), Number(iterations));
  return stored !== null && (await timingSafeEqual(derived, hash));
}
