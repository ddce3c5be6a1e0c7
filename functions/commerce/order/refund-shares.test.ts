// lineRefund: however a line's units are split over after-sales applications, what they give back adds up to exactly
// what the line was paid and the coins it took, never more, and the order's lines to at most what the order took.
import { describe, expect, it } from 'vitest';
import { coinsByLine, lineRefund, type RefundLine } from './pricing';

const line = (quantity: number, unitPrice: number, voucherShare: number, coinsShare: number, coins: number): RefundLine => ({
  quantity,
  unitPrice,
  voucherShare,
  coinsShare,
  coins,
});

/** All units refunded in the given pieces: what each piece gives back. */
function pieces(l: RefundLine, split: number[]) {
  let refunded = 0;
  return split.map((q) => {
    const r = lineRefund(l, refunded, q);
    refunded += q;
    return r;
  });
}

describe('lineRefund', () => {
  it('gives back the line in full whatever the split, never more', () => {
    const l = line(7, 21_500, 15_050, 12_000, 1_200);
    const paid = 7 * 21_500 - 15_050 - 12_000;
    for (const split of [[7], [1, 1, 1, 1, 1, 1, 1], [3, 4], [2, 2, 3], [6, 1]]) {
      const got = pieces(l, split);
      expect(
        got.reduce((a, r) => a + r.amount, 0),
        split.join('+'),
      ).toBe(paid);
      expect(
        got.reduce((a, r) => a + r.coins, 0),
        split.join('+'),
      ).toBe(1_200);
      for (const r of got) expect(r.amount).toBeGreaterThanOrEqual(0);
    }
  });

  it('a part gives back its share by units, rounded down', () => {
    expect(lineRefund(line(3, 10_000, 1_000, 0, 0), 0, 1)).toEqual({ amount: 9_666, coins: 0 });
    expect(lineRefund(line(3, 10_000, 1_000, 0, 0), 1, 2)).toEqual({ amount: 29_000 - 9_666, coins: 0 });
  });

  it('never more than is left: a quantity past the line is cut to it', () => {
    expect(lineRefund(line(2, 5_000, 0, 0, 0), 1, 5)).toEqual({ amount: 5_000, coins: 0 });
  });

  it("splits the order's coins over its lines by their coins' value, adding up to the coins used", () => {
    const split = coinsByLine(500, [3_000, 1_000, 1_000]);
    expect(split.reduce((a, b) => a + b, 0)).toBe(500);
    expect(split).toEqual([300, 100, 100]);
    expect(coinsByLine(0, [1, 2])).toEqual([0, 0]);
  });
});
