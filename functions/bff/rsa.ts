/** RSA-OAEP (SHA-256) with 2048-bit keys from the environment, through WebCrypto. */
import { decodeBase64, encodeBase64 } from 'hono/utils/encode';

/** The DER bytes of a PEM key; the armour lines and any line breaks (real or written as `\n` in an env var) go. */
function pemBytes(pem: string): Uint8Array<ArrayBuffer> {
  return decodeBase64(
    pem
      .replace(/-----[^-]+-----/g, '')
      .replace(/\\n/g, '')
      .replace(/\s+/g, ''),
  );
}

const ALGORITHM = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
const keyCache = new Map<string, Promise<CryptoKey>>();

function importKey(pem: string, usage: 'encrypt' | 'decrypt'): Promise<CryptoKey> {
  const cacheKey = usage + pem;
  let key = keyCache.get(cacheKey);
  if (!key) {
    const format = usage === 'encrypt' ? 'spki' : 'pkcs8';
    key = crypto.subtle.importKey(format, pemBytes(pem), ALGORITHM, false, [usage]);
    keyCache.set(cacheKey, key);
  }
  return key;
}

export async function rsaEncrypt(publicKeyPem: string, plain: string): Promise<string> {
  const key = await importKey(publicKeyPem, 'encrypt');
  return encodeBase64(await crypto.subtle.encrypt(ALGORITHM, key, new TextEncoder().encode(plain)));
}

export async function rsaDecrypt(privateKeyPem: string, cipherB64: string): Promise<string> {
  const key = await importKey(privateKeyPem, 'decrypt');
  const plain = await crypto.subtle.decrypt(ALGORITHM, key, decodeBase64(cipherB64));
  return new TextDecoder().decode(plain);
}
