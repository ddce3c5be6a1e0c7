import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSolution, leadingZeroBits, solveChallenge } from './proof-of-work';

describe('leadingZeroBits', () => {
  it('counts the zero bits before the first one', () => {
    expect(leadingZeroBits(Uint8Array.of(0x80))).toBe(0);
    expect(leadingZeroBits(Uint8Array.of(0x01, 0xff))).toBe(7);
    expect(leadingZeroBits(Uint8Array.of(0x00, 0x00, 0x10))).toBe(19);
    expect(leadingZeroBits(Uint8Array.of(0x00, 0x00))).toBe(16);
  });
});

describe('solveChallenge', () => {
  it('finds a number whose SHA-256 after the challenge starts with the zero bits asked for', async () => {
    const challenge = 'k3Y9-challenge';
    const solution = await solveChallenge(challenge, 12);
    expect(solution).toMatch(/^\d+$/);
    const digest = createHash('sha256')
      .update(challenge + solution)
      .digest();
    expect(leadingZeroBits(digest)).toBeGreaterThanOrEqual(12);
    expect(await isSolution(challenge, solution, 12)).toBe(true);
  });

  it('gives the first solution, so the work cannot be skipped by guessing one', async () => {
    const challenge = 'first';
    const solution = Number(await solveChallenge(challenge, 8));
    for (let n = 0; n < solution; n++) expect(await isSolution(challenge, String(n), 8)).toBe(false);
  });
});

describe('isSolution', () => {
  it('refuses a solution of another challenge, a non-number and an over-long one', async () => {
    const solution = await solveChallenge('one', 10);
    expect(await isSolution('two', solution, 10)).toBe(false);
    expect(await isSolution('one', ` ${solution}`, 10)).toBe(false);
    expect(await isSolution('one', '1'.repeat(17), 0)).toBe(false);
  });
});
