import { describe, expect, it } from 'vitest';
import { feedbackMs, interactionDuration, summarise, withinBudget } from './interactions.mjs';

describe('interactionDuration', () => {
  it('is the longest entry of the first interaction since the tap, its events sharing an interactionId', () => {
    const entries = [
      { name: 'pointerdown', interactionId: 7, startTime: 90, duration: 300 },
      { name: 'pointerdown', interactionId: 9, startTime: 100, duration: 40 },
      { name: 'pointerup', interactionId: 9, startTime: 110, duration: 24 },
      { name: 'click', interactionId: 9, startTime: 111, duration: 56 },
      { name: 'pointerdown', interactionId: 11, startTime: 400, duration: 180 },
      { name: 'mouseover', interactionId: 0, startTime: 100, duration: 500 },
    ];
    expect(interactionDuration(entries, 100)).toBe(56);
  });

  it('is null when no entry passed the observer threshold', () => {
    expect(interactionDuration([{ name: 'mouseover', interactionId: 0, startTime: 5, duration: 80 }], 0)).toBeNull();
  });
});

describe('feedbackMs', () => {
  it('is the first answer: a pending state before the total, else the total, else what opened', () => {
    expect(feedbackMs({ pendingMs: 40, totalMs: 450 })).toBe(40);
    expect(feedbackMs({ totalMs: 160 })).toBe(160);
    expect(feedbackMs({ shownMs: 120 })).toBe(120);
    expect(feedbackMs({})).toBeNull();
  });
});

describe('summarise and withinBudget', () => {
  it('takes the median of each figure over the samples that have it, and checks duration and first answer', () => {
    const samples = [
      { durationMs: 40, feedbackMs: 50, pendingMs: 50, totalMs: 400 },
      { durationMs: 220, feedbackMs: 230, totalMs: 230 },
      { durationMs: 60, feedbackMs: 70, pendingMs: 70, totalMs: 420 },
    ];
    const figures = summarise(samples);
    expect(figures).toEqual({ durationMs: 60, feedbackMs: 70, pendingMs: 60, totalMs: 400, shownMs: null, runs: 3 });
    expect(withinBudget(figures)).toBe(true);
    expect(withinBudget({ durationMs: 201, feedbackMs: 20 })).toBe(false);
    expect(withinBudget({ durationMs: 20, feedbackMs: null })).toBe(false);
  });
});
