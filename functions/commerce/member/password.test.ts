import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Kedai#2026', 1000);
    expect(stored).toMatch(/^pbkdf2-sha256\$1000\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('Kedai#2026', stored)).toBe(true);
    expect(await verifyPassword('kedai#2026', stored)).toBe(false);
  });

  it('salts: the same password gives different hashes', async () => {
    expect(await hashPassword('same-pass', 1000)).not.toBe(await hashPassword('same-pass', 1000));
  });

  it('refuses every password when there is no hash, and a malformed hash', async () => {
    expect(await verifyPassword('anything', null)).toBe(false);
    expect(await verifyPassword('anything', 'plain-text')).toBe(false);
  });
});
