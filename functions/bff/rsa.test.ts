import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rsaDecrypt, rsaEncrypt } from './rsa';

function keyPair() {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

describe('rsa', () => {
  const { publicKey, privateKey } = keyPair();

  it('decrypts what it encrypted', async () => {
    const cipher = await rsaEncrypt(publicKey, 'Secret!123');
    expect(cipher).not.toContain('Secret');
    expect(Buffer.from(cipher, 'base64')).toHaveLength(256); // one 2048-bit block
    expect(await rsaDecrypt(privateKey, cipher)).toBe('Secret!123');
  });

  it('round-trips non-ASCII text', async () => {
    expect(await rsaDecrypt(privateKey, await rsaEncrypt(publicKey, 'kata sandi 密码'))).toBe('kata sandi 密码');
  });

  it('is randomised (OAEP): the same password gives a different ciphertext each time', async () => {
    const [a, b] = await Promise.all([rsaEncrypt(publicKey, 'same'), rsaEncrypt(publicKey, 'same')]);
    expect(a).not.toBe(b);
  });

  it('accepts PEM with escaped newlines, as .dev.vars and secrets store it', async () => {
    const escaped = (pem: string) => pem.trim().replace(/\n/g, '\\n');
    const cipher = await rsaEncrypt(escaped(publicKey), 'escaped');
    expect(await rsaDecrypt(escaped(privateKey), cipher)).toBe('escaped');
  });

  it('cannot be decrypted with another private key', async () => {
    const other = keyPair();
    const cipher = await rsaEncrypt(publicKey, 'not yours');
    await expect(rsaDecrypt(other.privateKey, cipher)).rejects.toThrow();
  });
});
