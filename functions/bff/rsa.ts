/** RSA-OAEP (SHA-256) with 2048-bit keys from the environment, through WebCrypto. */

function base64Bytes(pem: string): ArrayBuffer {
  const b64 = pem
    .replace(/-----[^-]+-----/g, '')
    .replace(/\\n/g, '')
    .replace(/\s+/g, '');
  const bin = atob(b64);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return bytes.buffer;
}

const ALGORITHM = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
const keyCache = new Map<string, Promise<CryptoKey>>();

function importKey(pem: string, usage: 'encrypt' | 'decrypt'): Promise<CryptoKey> {
  const cacheKey = usage + pem;
  let key = keyCache.get(cacheKey);
  if (!key) {
    const format = usage === 'encrypt' ? 'spki' : 'pkcs8';
    key = crypto.subtle.importKey(format, base64Bytes(pem), ALGORITHM, false, [usage]);
    keyCache.set(cacheKey, key);
  }
  return key;
}

function toBase64(buf: ArrayBuffer): string {
  let s = '';
  for (const b of new Uint8Array(buf)) s += String.fromCharCode(b);
  return btoa(s);
}

export async function rsaEncrypt(publicKeyPem: string, plain: string): Promise<string> {
  const key = await importKey(publicKeyPem, 'encrypt');
  return toBase64(await crypto.subtle.encrypt(ALGORITHM, key, new TextEncoder().encode(plain)));
}

export async function rsaDecrypt(privateKeyPem: string, cipherB64: string): Promise<string> {
  const key = await importKey(privateKeyPem, 'decrypt');
  const plain = await crypto.subtle.decrypt(ALGORITHM, key, base64Bytes(cipherB64));
  return new TextDecoder().decode(plain);
}
