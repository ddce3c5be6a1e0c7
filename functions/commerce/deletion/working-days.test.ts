import { describe, expect, it } from 'vitest';
import { addWorkingDays, isoDay } from './working-days';

const at = (iso: string) => Date.parse(iso);

describe('addWorkingDays', () => {
  it.each([
    // Monday → the Wednesday of the next week.
    ['2026-11-23T14:00:00Z', 7, '2026-12-02'],
    // Friday evening: the weekend does not count.
    ['2026-11-27T23:59:00Z', 1, '2026-11-30'],
    // A request on Saturday starts counting on Monday.
    ['2026-11-28T08:00:00Z', 1, '2026-11-30'],
    ['2026-11-28T08:00:00Z', 7, '2026-12-08'],
  ])('from %s plus %i working days is %s', (from, days, expected) => {
    expect(isoDay(addWorkingDays(at(from), days))).toBe(expected);
  });

  it('answers midnight UTC', () => {
    expect(addWorkingDays(at('2026-11-23T14:00:00Z'), 1)).toBe(at('2026-11-24T00:00:00Z'));
  });
});
