import { describe, expect, it } from 'vitest';
import { expiryOf, expiryStep, monthStart } from './expiry';

describe('coin expiry dates', () => {
  it('are the first instant of a month in the country timezone', () => {
    // 23 Nov 2026 10:00 UTC is 17:00 in Jakarta (UTC+7): this month began 31 Oct 17:00 UTC.
    const now = Date.UTC(2026, 10, 23, 10);
    expect(monthStart(now, 'Asia/Jakarta', 0)).toBe(Date.UTC(2026, 9, 31, 17));
    expect(monthStart(now, 'Asia/Singapore', 1)).toBe(Date.UTC(2026, 10, 30, 16));
    expect(monthStart(now, 'Asia/Jakarta', -12)).toBe(Date.UTC(2025, 9, 31, 17));
    // 30 Nov 20:00 UTC is already 1 Dec in Jakarta.
    expect(monthStart(Date.UTC(2026, 10, 30, 20), 'Asia/Jakarta', 0)).toBe(Date.UTC(2026, 10, 30, 17));
  });

  it('end the 12th month after the month coins were earned', () => {
    // Earned 5 Jan 2026 (Jakarta): they count until the end of January 2027.
    expect(expiryOf(Date.UTC(2026, 0, 5), 'Asia/Jakarta', 12)).toBe(Date.UTC(2027, 0, 31, 17));
    // On 3 Feb 2027 the date that passed is 1 Feb, and it covers coins earned before 1 Feb 2026.
    expect(expiryStep(Date.UTC(2027, 1, 3), 'Asia/Jakarta', 12, 0)).toEqual({
      expiresAt: Date.UTC(2027, 0, 31, 17),
      earnedBefore: Date.UTC(2026, 0, 31, 17),
    });
  });
});
