import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { challengeHasher, isSolution, leadingZeroBits, type SolveProgress, solveChallenge } from './proof-of-work';

const zeroBitsOf = (text: string) => leadingZeroBits(createHash('sha256').update(text).digest());

describe('leadingZeroBits', () => {
  it('counts the zero bits before the first one', () => {
    expect(leadingZeroBits(Uint8Array.of(0x80))).toBe(0);
    expect(leadingZeroBits(Uint8Array.of(0x01, 0xff))).toBe(7);
    expect(leadingZeroBits(Uint8Array.of(0x00, 0x00, 0x10))).toBe(19);
    expect(leadingZeroBits(Uint8Array.of(0x00, 0x00))).toBe(16);
  });
});

describe('challengeHasher', () => {
  it("agrees with Node's SHA-256 for challenges of every length around the block edges, and numbers of every length", () => {
    // 32 characters is the server's challenge (24 random bytes, base64url); the others cross 55, 64 and 119 bytes,
    // where the padding takes a second block or the challenge a whole block of its own.
    for (const length of [0, 1, 32, 46, 47, 54, 55, 56, 63, 64, 65, 100, 119, 120, 128, 200]) {
      const challenge = 'x'.repeat(length);
      const hasher = challengeHasher(challenge);
      for (const n of [0, 7, 10, 99, 12_345, 987_654_321, 2 ** 40 + 3]) {
        expect(hasher.zeroBits(n), `${length} + ${n}`).toBe(zeroBitsOf(challenge + String(n)));
      }
    }
  });

  it('reads a challenge as UTF-8, as the server does', () => {
    expect(challengeHasher('kedai·é中').zeroBits(42)).toBe(zeroBitsOf('kedai·é中42'));
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

  it('gives the first solution however the slices fall, past the first slice too', async () => {
    // 16 bits takes tens of thousands of numbers: several slices, sized by their speed.
    const challenge = 'sliced-challenge-0123456789abcdef';
    const solution = Number(await solveChallenge(challenge, 16));
    const hasher = challengeHasher(challenge);
    let first = 0;
    while (hasher.zeroBits(first) < 16) first++;
    expect(solution).toBe(first);
  });

  it('says after each slice how many numbers it tried out of the 2^difficulty expected, always more', async () => {
    const seen: SolveProgress[] = [];
    await solveChallenge('progress', 18, { onProgress: (p) => seen.push(p) });
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((p) => p.expected === 2 ** 18)).toBe(true);
    const tried = seen.map((p) => p.tried);
    expect(tried).toEqual([...tried].sort((a, b) => a - b));
    expect(new Set(tried).size).toBe(tried.length);
  });

  it('stops when its signal aborts, between slices', async () => {
    const stop = new AbortController();
    const solving = solveChallenge('never-found', 60, { signal: stop.signal, onProgress: () => stop.abort(new Error('closed')) });
    await expect(solving).rejects.toThrow('closed');
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
