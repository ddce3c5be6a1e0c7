import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { percentile, solverModule, summarise } from './captcha-solve.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('the captcha solve measurement', () => {
  it('hands the browser the solver as plain JavaScript that solves a challenge', async () => {
    const code = solverModule(root);
    const { solveChallenge, isSolution } = await import(`data:text/javascript,${encodeURIComponent(code)}`);
    const solution = await solveChallenge('bench-challenge', 8, { onProgress: () => undefined });
    expect(await isSolution('bench-challenge', solution, 8)).toBe(true);
  });

  it('reads the median and 90th percentile of the solves, and the mean and median 2^difficulty takes at their speed', () => {
    // 10 solves of 100 000 digests each, 1.9 s in all: 526 316 digests a second.
    const samples = Array.from({ length: 10 }, (_, i) => ({ ms: 100 + i * 20, tried: 100_000 }));
    const figures = summarise(samples, 18);
    expect(figures.solves).toBe(10);
    expect(figures.medianMs).toBe(190);
    expect(figures.p90Ms).toBe(260);
    expect(figures.digestsPerSecond).toBe(526_316);
    // 2^18 digests at 1 000 000 per 1 900 ms.
    expect(figures.expectedMeanMs).toBeCloseTo(2 ** 18 / (1_000_000 / 1_900), 6);
    expect(figures.expectedMedianMs).toBeCloseTo(figures.expectedMeanMs * Math.LN2, 6);
    expect(figures.budgetMs).toBe(5_000);
  });

  it('takes percentiles by nearest rank', () => {
    expect(percentile([5, 1, 4, 2, 3], 0.9)).toBe(5);
    expect(percentile([5, 1, 4, 2, 3], 0.5)).toBe(3);
    expect(percentile([7], 0.9)).toBe(7);
  });
});
