import { describe, expect, it } from 'vitest';
import { POW_DIFFICULTY, powBase, powDifficulty } from './captcha';

describe('powBase', () => {
  it('is the full base on a deployed worker, whatever POW_BASE_DIFFICULTY says', () => {
    expect(powBase({ POW_BASE_DIFFICULTY: '8' })).toBe(POW_DIFFICULTY.base);
    expect(powBase({ ENVIRONMENT: 'production', POW_BASE_DIFFICULTY: '8' })).toBe(POW_DIFFICULTY.base);
  });

  it('takes a lower whole number of bits where development aids are on, and nothing higher or malformed', () => {
    expect(powBase({ ENVIRONMENT: 'development', POW_BASE_DIFFICULTY: '8' })).toBe(8);
    expect(powBase({ ENVIRONMENT: 'development' })).toBe(POW_DIFFICULTY.base);
    for (const asked of ['30', '0', '-1', '8.5', 'eight', ''])
      expect(powBase({ ENVIRONMENT: 'development', POW_BASE_DIFFICULTY: asked }), asked).toBe(POW_DIFFICULTY.base);
  });
});

describe('powDifficulty', () => {
  it('stays at the base for a shopper’s few challenges, then adds a bit per doubling, up to the last step', () => {
    const { base, steps, usualPerIp, usualOverall } = POW_DIFFICULTY;
    expect(powDifficulty(0, 0)).toBe(base);
    expect(powDifficulty(usualPerIp - 1, usualOverall - 1)).toBe(base);
    expect(powDifficulty(usualPerIp, 0)).toBe(base + 1);
    expect(powDifficulty(usualPerIp * 2, 0)).toBe(base + 2);
    expect(powDifficulty(0, usualOverall * 4)).toBe(base + 3);
    expect(powDifficulty(10_000, 1_000_000)).toBe(base + steps);
  });

  it('counts its steps from the base it is given', () => {
    expect(powDifficulty(0, 0, 8)).toBe(8);
    expect(powDifficulty(POW_DIFFICULTY.usualPerIp * 4, 0, 8)).toBe(11);
    expect(powDifficulty(10_000, 1_000_000, 8)).toBe(8 + POW_DIFFICULTY.steps);
  });
});
