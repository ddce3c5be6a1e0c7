import { describe, expect, it } from 'vitest';
import { percentile, schedule, tally } from './figures.mjs';

describe('load figures', () => {
  it('takes percentiles by nearest rank', () => {
    expect(percentile([5, 1, 4, 2, 3], 50)).toBe(3);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 99)).toBe(10);
    expect(percentile([], 50)).toBeNull();
  });

  it('schedules an open loop at the rate, with repeats of the same key a moment later', () => {
    let n = 0;
    const attempts = schedule({ rate: 10, seconds: 2, buyers: 5, duplicates: 0.5, random: () => (n++ % 2 ? 0.9 : 0.1) });
    const firsts = attempts.filter((a) => !a.repeat);
    expect(firsts).toHaveLength(20);
    expect(firsts[19]).toMatchObject({ at: 1900, buyer: 4, key: 19 });
    expect(attempts.filter((a) => a.repeat)).toHaveLength(10);
    expect(attempts.map((a) => a.at)).toEqual([...attempts.map((a) => a.at)].sort((a, b) => a - b));
  });

  it('counts a key answered with two orders as a duplicate order, and 5xx apart from refusals', () => {
    const t = tally([
      { key: 1, status: 200, code: 0, orderNo: 'A', ms: 10 },
      { key: 1, status: 200, code: 0, orderNo: 'A', ms: 12 },
      { key: 2, status: 200, code: 0, orderNo: 'B', ms: 20 },
      { key: 2, status: 200, code: 0, orderNo: 'C', ms: 20 },
      { key: 3, status: 409, code: 1103012, orderNo: null, ms: 2 },
      { key: 4, status: 500, code: 1109011, orderNo: null, ms: 3 },
    ]);
    expect(t).toMatchObject({ accepted: 2, refused: 2, serverErrors: 1, duplicateOrders: 1, refusedByCode: { 1103012: 1, 1109011: 1 } });
  });
});
