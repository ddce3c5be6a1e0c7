import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ApiError, ERR } from '../../src/shared/errors';
import { encryptPassword } from './password';
import { rsaDecrypt } from './rsa';

const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

describe('encryptPassword', () => {
  it('encrypts a password of up to 64 characters', async () => {
    const longest = 'Aa1!'.repeat(16);
    expect(await rsaDecrypt(privateKey, await encryptPassword(publicKey, longest))).toBe(longest);
  });

  it.each([
    ['65 characters', 'a'.repeat(65)],
    ['200 bytes', 'a'.repeat(200)],
    ['10 KB', 'a'.repeat(10_240)],
    ['64 characters that take more than 190 bytes', '密'.repeat(64)],
  ])('refuses %s with 1101020, never a failed encryption', async (_label, password) => {
    const error = await encryptPassword(publicKey, password).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(ERR.INVALID_PARAMETER);
  });
});
