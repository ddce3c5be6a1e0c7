// The checkout's money rules (pricing.ts) in rupiah, Singapore dollars and ringgit: the breakdown, shipping by weight
// and destination, first-order free shipping, vouchers and their combinations, coins, and the per-line shares.
import { describe, expect, it } from 'vitest';
import { price, shippingFee, splitByWeight, type Pricing, type PricingInput, type PricingLine, type PricingVoucher } from './pricing';
import { CHECKOUT_SETTINGS, isInWarehouseCity } from '../../platform/settings';

const { ID, SG, MY } = CHECKOUT_SETTINGS;

const line = (productId: number, quantity: number, unitPrice: number, grossWeightG = 500, unitRetail = unitPrice): PricingLine => ({
  productId,
  quantity,
  unitPrice,
  unitRetail,
  grossWeightG,
});

const voucher = (couponNo: string, v: Partial<PricingVoucher>): PricingVoucher => ({
  couponNo,
  kind: 'discount',
  amountOff: 0,
  percentOff: 0,
  maxOff: null,
  minSpend: 0,
  stackable: false,
  productIds: null,
  ...v,
});

/** A returning member (no first-order free shipping) in the warehouse's city, no vouchers, coins off. */
const quote = (input: Partial<PricingInput>): Pricing =>
  price({
    lines: [],
    vouchers: [],
    chosen: null,
    useCoins: false,
    coinBalance: 0,
    firstOrder: false,
    inCity: true,
    settings: ID,
    ...input,
  });

function expectBreakdown(p: Pricing) {
  expect(p.subtotal).toBe(p.retailTotal - p.productDiscount);
  expect(p.total).toBe(p.subtotal - p.voucherDiscount + p.shippingFee - p.shippingDiscount - p.coinsValue);
  expect(p.total).toBeGreaterThanOrEqual(0);
  expect(p.shares.reduce((s, x) => s + x.voucher, 0)).toBe(p.voucherDiscount);
  expect(p.shares.reduce((s, x) => s + x.coins, 0)).toBe(p.coinsValue);
}

describe('the breakdown', () => {
  it('adds up: retail − product discount = subtotal; subtotal − vouchers + shipping − its discount − coins = total', () => {
    const cases: Partial<PricingInput>[] = [
      // Rp: struck-through prices, a capped percentage and a shipping voucher, coins.
      {
        lines: [line(1, 2, 18_500, 1_100, 21_000), line(2, 1, 84_900, 900), line(3, 3, 5_000, 220, 5_500)],
        vouchers: [
          voucher('PCT', { percentOff: 10, maxOff: 25_000, stackable: true }),
          voucher('SHIP', { kind: 'shipping', amountOff: 15_000, stackable: true }),
        ],
        useCoins: true,
        coinBalance: 1_250,
        inCity: false,
      },
      // S$ in cents, first order.
      { lines: [line(1, 3, 329, 1_060, 369), line(2, 1, 1_299, 850)], useCoins: true, coinBalance: 700, firstOrder: true, settings: SG },
      // RM in sen, a fixed voucher.
      {
        lines: [line(1, 2, 745, 1_100, 799), line(4, 5, 399, 300)],
        vouchers: [voucher('FIX', { amountOff: 400, minSpend: 3_000 })],
        useCoins: true,
        coinBalance: 260,
        settings: MY,
      },
    ];
    for (const c of cases) {
      const p = quote(c);
      expectBreakdown(p);
      expect(p.retailTotal).toBeGreaterThan(p.subtotal);
    }
    const idr = quote(cases[0]!);
    expect(idr).toMatchObject({ retailTotal: 143_400, productDiscount: 6_500, subtotal: 136_900 });
  });
});

describe('shipping', () => {
  it('charges the first kilogram, then each further kilogram or part of one', () => {
    expect(shippingFee(ID.shipping.inCity, 0)).toBe(9_000);
    expect(shippingFee(ID.shipping.inCity, 1_000)).toBe(9_000);
    expect(shippingFee(ID.shipping.inCity, 1_001)).toBe(12_000);
    expect(shippingFee(ID.shipping.inCity, 2_500)).toBe(15_000);
    expect(shippingFee(ID.shipping.outOfCity, 2_500)).toBe(30_000);
    expect(shippingFee(SG.shipping.inCity, 3_200)).toBe(700);
    expect(shippingFee(MY.shipping.inCity, 2_100)).toBe(700);
    expect(shippingFee(MY.shipping.outOfCity, 2_100)).toBe(1_200);
  });

  it('prices the parcel of the lines by destination: in the warehouse city or outside it', () => {
    // 2 × 600 g = 1.2 kg: two kilograms charged.
    const lines = [line(1, 2, 20_000, 600)];
    expect(quote({ lines, inCity: true })).toMatchObject({ weightG: 1_200, shippingFee: 12_000, total: 52_000 });
    expect(quote({ lines, inCity: false })).toMatchObject({ shippingFee: 24_000, total: 64_000 });
    expect(quote({ lines: [line(1, 2, 1_000, 1_050)], inCity: false, settings: MY })).toMatchObject({ shippingFee: 1_200 });
    expect(quote({ lines: [line(1, 2, 1_000, 1_050)], inCity: true, settings: MY })).toMatchObject({ shippingFee: 700 });
    expect(quote({ lines: [line(1, 4, 300, 800)], settings: SG })).toMatchObject({ shippingFee: 700 });
    // No address yet: no shipping to price.
    expect(quote({ lines, inCity: null })).toMatchObject({ shippingFee: 0, shippingDiscount: 0, total: 40_000 });
  });

  it('knows the warehouse city by its province or state, with or without its administrative prefix', () => {
    expect(isInWarehouseCity(ID, 'DKI Jakarta')).toBe(true);
    expect(isInWarehouseCity(ID, 'jakarta')).toBe(true);
    expect(isInWarehouseCity(ID, 'Jawa Barat')).toBe(false);
    expect(isInWarehouseCity(MY, 'Wilayah Persekutuan Kuala Lumpur')).toBe(true);
    expect(isInWarehouseCity(MY, 'Selangor')).toBe(false);
    // Singapore is one city.
    expect(isInWarehouseCity(SG, 'East Region')).toBe(true);
  });

  it('is free on the first order, and a shipping voucher then saves nothing', () => {
    const ship = voucher('SHIP', { kind: 'shipping', amountOff: 15_000, stackable: true });
    const p = quote({ lines: [line(1, 1, 50_000, 2_400)], vouchers: [ship], firstOrder: true, inCity: false });
    expect(p).toMatchObject({ shippingFee: 30_000, shippingDiscount: 30_000, firstOrderFree: true, total: 50_000, applied: [] });
    expect(p.options).toEqual([{ couponNo: 'SHIP', saving: 0, block: 'no_shipping_fee', shortfall: 0 }]);
    // A second order pays shipping, and the voucher takes its part off.
    const second = quote({ lines: [line(1, 1, 50_000, 2_400)], vouchers: [ship], inCity: false });
    expect(second).toMatchObject({
      shippingFee: 30_000,
      shippingDiscount: 15_000,
      firstOrderFree: false,
      total: 65_000,
      applied: ['SHIP'],
    });
    // Without an address there is no fee to take, so the first order's benefit is not spent.
    expect(quote({ lines: [line(1, 1, 50_000)], firstOrder: true, inCity: null }).firstOrderFree).toBe(false);
    // S$ and RM alike.
    expect(quote({ lines: [line(1, 1, 1_500, 1_500)], firstOrder: true, settings: SG })).toMatchObject({
      shippingFee: 500,
      shippingDiscount: 500,
      total: 1_500,
    });
  });

  it('takes at most the fee off with a shipping voucher', () => {
    const ship = voucher('SHIP', { kind: 'shipping', amountOff: 800, stackable: true });
    expect(quote({ lines: [line(1, 1, 5_000, 900)], vouchers: [ship], settings: MY })).toMatchObject({
      shippingFee: 500,
      shippingDiscount: 500,
      total: 5_000,
    });
  });
});

describe('vouchers', () => {
  it('takes a fixed amount off from its minimum spend, and says how much is missing below it', () => {
    const fixed = voucher('FIX', { amountOff: 50_000, minSpend: 300_000 });
    const below = quote({ lines: [line(1, 1, 299_000)], vouchers: [fixed] });
    expect(below).toMatchObject({ voucherDiscount: 0, applied: [] });
    expect(below.options[0]).toEqual({ couponNo: 'FIX', saving: 0, block: 'min_spend', shortfall: 1_000 });
    const at = quote({ lines: [line(1, 2, 150_000)], vouchers: [fixed] });
    expect(at).toMatchObject({ voucherDiscount: 50_000, applied: ['FIX'], total: 250_000 + 9_000 });
    // Never more than the goods it applies to.
    expect(quote({ lines: [line(1, 1, 300)], vouchers: [voucher('BIG', { amountOff: 500 })], settings: SG }).voucherDiscount).toBe(300);
  });

  it('takes a percentage off, rounded down, up to its cap', () => {
    const pct = voucher('PCT', { percentOff: 10, maxOff: 25_000, minSpend: 100_000 });
    expect(quote({ lines: [line(1, 1, 200_000)], vouchers: [pct] }).voucherDiscount).toBe(20_000);
    expect(quote({ lines: [line(1, 1, 400_000)], vouchers: [pct] }).voucherDiscount).toBe(25_000);
    // S$19.99 at 10%: S$1.99, not S$2.
    expect(quote({ lines: [line(1, 1, 1_999)], vouchers: [voucher('P', { percentOff: 10 })], settings: SG }).voucherDiscount).toBe(199);
    // RM: 8% of RM125.50 is RM10.04, capped at RM10.
    const app = voucher('APP', { percentOff: 8, maxOff: 1_000, minSpend: 8_000 });
    expect(quote({ lines: [line(1, 1, 12_550)], vouchers: [app], settings: MY }).voucherDiscount).toBe(1_000);
    expect(quote({ lines: [line(1, 1, 12_000)], vouchers: [app], settings: MY }).voucherDiscount).toBe(960);
  });

  it('limits a product voucher to its products: its minimum spend, its discount and the shares', () => {
    const dairy = voucher('DAIRY', { percentOff: 10, minSpend: 50_000, productIds: new Set([7]) });
    const milk = line(7, 2, 20_000);
    const rice = line(8, 1, 60_000);
    const short = quote({ lines: [milk, rice], vouchers: [dairy] });
    // Rp100.000 in the cart, but only Rp40.000 of it is dairy.
    expect(short.options[0]).toEqual({ couponNo: 'DAIRY', saving: 0, block: 'min_spend', shortfall: 10_000 });
    const enough = quote({ lines: [line(7, 3, 20_000), rice], vouchers: [dairy] });
    expect(enough).toMatchObject({ voucherDiscount: 6_000, applied: ['DAIRY'] });
    expect(enough.shares.map((s) => s.voucher)).toEqual([6_000, 0]);
    expect(quote({ lines: [rice], vouchers: [dairy] }).options[0]!.block).toBe('no_products');
  });

  it('chooses the best combination: one voucher, or a stackable discount with a stackable shipping voucher', () => {
    const lines = [line(1, 1, 300_000, 1_500)];
    const fixed = voucher('FIX', { amountOff: 50_000, minSpend: 300_000 });
    const pct = voucher('PCT', { percentOff: 10, maxOff: 25_000, stackable: true });
    const ship = voucher('SHIP', { kind: 'shipping', amountOff: 15_000, stackable: true });
    // Out of the city 1.5 kg costs Rp24.000: FIX alone (50.000) beats PCT + SHIP (40.000).
    expect(quote({ lines, vouchers: [pct, ship, fixed], inCity: false })).toMatchObject({
      applied: ['FIX'],
      voucherDiscount: 50_000,
      shippingDiscount: 0,
    });
    // A smaller fixed voucher does not combine, so the stackable pair wins.
    const small = voucher('FIX', { amountOff: 30_000 });
    expect(quote({ lines, vouchers: [pct, ship, small], inCity: false })).toMatchObject({
      applied: ['PCT', 'SHIP'],
      voucherDiscount: 25_000,
      shippingDiscount: 15_000,
      total: 300_000 - 25_000 + 24_000 - 15_000,
    });
    // A discount that is not stackable never joins a shipping voucher.
    const lone = voucher('LONE', { amountOff: 20_000 });
    expect(quote({ lines, vouchers: [lone, ship], inCity: false }).applied).toEqual(['LONE']);
    // Two discounts never combine, stackable or not.
    const p2 = voucher('PCT2', { percentOff: 5, stackable: true });
    expect(quote({ lines, vouchers: [pct, p2] }).applied).toEqual(['PCT']);
  });

  it('on a tie keeps the combination with fewer vouchers, then the first in the member’s list', () => {
    const lines = [line(1, 1, 300_000, 1_500)];
    const fixed = voucher('FIX', { amountOff: 40_000 });
    const pct = voucher('PCT', { percentOff: 10, maxOff: 25_000, stackable: true });
    const ship = voucher('SHIP', { kind: 'shipping', amountOff: 15_000, stackable: true });
    // 40.000 either way: the single voucher, so the other two are kept for later.
    expect(quote({ lines, vouchers: [pct, ship, fixed], inCity: false }).applied).toEqual(['FIX']);
    const a = voucher('A', { amountOff: 10_000 });
    const b = voucher('B', { amountOff: 10_000 });
    expect(quote({ lines, vouchers: [b, a] }).applied).toEqual(['B']);
  });

  it('applies what the shopper chose, and refuses a pair that does not combine', () => {
    const lines = [line(1, 1, 300_000, 1_500)];
    const fixed = voucher('FIX', { amountOff: 50_000, minSpend: 300_000 });
    const pct = voucher('PCT', { percentOff: 10, maxOff: 25_000, stackable: true });
    const ship = voucher('SHIP', { kind: 'shipping', amountOff: 15_000, stackable: true });
    const vouchers = [fixed, pct, ship];
    expect(quote({ lines, vouchers, chosen: ['PCT'], inCity: false })).toMatchObject({ applied: ['PCT'], voucherDiscount: 25_000 });
    expect(quote({ lines, vouchers, chosen: ['SHIP', 'PCT'], inCity: false }).applied).toEqual(['PCT', 'SHIP']);
    expect(quote({ lines, vouchers, chosen: [], inCity: false })).toMatchObject({ applied: [], voucherDiscount: 0 });

    const refused = quote({ lines, vouchers, chosen: ['FIX', 'SHIP'], inCity: false });
    expect(refused).toMatchObject({ applied: [], voucherDiscount: 0, shippingDiscount: 0 });
    expect(refused.options.map((o) => [o.couponNo, o.block])).toEqual([
      ['FIX', 'not_stackable'],
      ['PCT', null],
      ['SHIP', 'not_stackable'],
    ]);
    expect(quote({ lines, vouchers, chosen: ['FIX', 'PCT'] }).applied).toEqual([]);
    // A chosen voucher below its minimum spend is not applied.
    expect(quote({ lines: [line(1, 1, 100_000)], vouchers, chosen: ['FIX'] }).applied).toEqual([]);
    // One the member does not hold is ignored.
    expect(quote({ lines, vouchers, chosen: ['SOMEONE-ELSES'] }).applied).toEqual([]);
  });
});

describe('coins', () => {
  it('pay in whole steps, at most the cap percentage of what is left to pay, never more than the balance', () => {
    // Rp100.000 + Rp9.000 shipping: 10% is Rp10.900, so 10 steps of 100 coins = Rp10.000.
    const lines = [line(1, 1, 100_000, 800)];
    expect(quote({ lines, useCoins: true, coinBalance: 1_250 })).toMatchObject({
      coinsUsed: 1_000,
      coinsValue: 10_000,
      coinsUsable: 1_000,
      total: 99_000,
    });
    // The balance limits: 350 coins are 3 steps.
    expect(quote({ lines, useCoins: true, coinBalance: 350 })).toMatchObject({ coinsUsed: 300, coinsValue: 3_000 });
    expect(quote({ lines, useCoins: true, coinBalance: 99 })).toMatchObject({ coinsUsed: 0, coinsValue: 0, coinsUsable: 0 });
    // Switched off: nothing used, but the page can still say how many could be.
    expect(quote({ lines, useCoins: false, coinBalance: 1_250 })).toMatchObject({ coinsUsed: 0, coinsValue: 0, coinsUsable: 1_000 });
    // S$45.50 + S$4 shipping: 10% is S$4.95, so 4 steps of 100 coins = S$4.
    expect(quote({ lines: [line(1, 1, 4_550, 900)], useCoins: true, coinBalance: 1_250, settings: SG })).toMatchObject({
      coinsUsed: 400,
      coinsValue: 400,
      total: 4_550,
    });
    // RM: the cap counts after vouchers; RM60 − RM10 + RM5 = RM55, 10% = RM5.50, 5 steps.
    expect(
      quote({
        lines: [line(1, 1, 6_000, 900)],
        vouchers: [voucher('NEW', { amountOff: 1_000 })],
        useCoins: true,
        coinBalance: 5_000,
        settings: MY,
      }),
    ).toMatchObject({ voucherDiscount: 1_000, coinsUsed: 500, coinsValue: 500, total: 5_000 });
  });

  it('pay only for goods: nothing when vouchers took the goods to zero and only shipping is left', () => {
    const p = quote({
      lines: [line(1, 1, 20_000, 900)],
      vouchers: [voucher('ALL', { amountOff: 20_000 })],
      useCoins: true,
      coinBalance: 10_000,
      inCity: false,
    });
    expect(p).toMatchObject({ voucherDiscount: 20_000, shippingFee: 18_000, coinsUsed: 0, coinsValue: 0, total: 18_000 });
  });

  it('earn one coin per unit of goods paid, after vouchers and coins', () => {
    const p = quote({ lines: [line(1, 1, 100_000, 800)], useCoins: true, coinBalance: 1_250 });
    expect(p.coinsEarned).toBe(Math.floor((100_000 - 10_000) / ID.coins.earnEvery));
    expect(quote({ lines: [line(1, 1, 4_550)], settings: SG }).coinsEarned).toBe(45);
  });
});

describe('line shares', () => {
  it('split a discount by weight, rounding down, the remainder to the largest fractions: the parts add up exactly', () => {
    expect(splitByWeight(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitByWeight(10, [0, 5])).toEqual([0, 10]);
    expect(splitByWeight(0, [3, 4])).toEqual([0, 0]);
    expect(splitByWeight(5, [0, 0])).toEqual([0, 0]);
    expect(splitByWeight(7, [1, 2, 4])).toEqual([1, 2, 4]);
    // Rp25.000 over Rp37.000, Rp84.900 and Rp15.000: 6.751,…, 15.492,…, 2.737,… → the largest remainders get the rest.
    expect(splitByWeight(25_000, [37_000, 84_900, 15_000])).toEqual([6_757, 15_504, 2_739]);
  });

  it('always add up, never go negative and give nothing to a line of weight 0 (tried 2000 random splits)', () => {
    let seed = 42;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    let wrong = 0;
    for (let i = 0; i < 2_000; i++) {
      const weights = Array.from({ length: 1 + next(6) }, () => (next(4) === 0 ? 0 : 1 + next(500_000)));
      const total = next(60_000);
      const parts = splitByWeight(total, weights);
      const whole = weights.reduce((a, b) => a + b, 0);
      const ok =
        parts.reduce((a, b) => a + b, 0) === (whole > 0 ? total : 0) &&
        parts.every((p, j) => p >= 0 && (weights[j] === 0 ? p === 0 : Math.abs(p - (total * weights[j]!) / whole) < 1));
      if (!ok) wrong++;
    }
    expect(wrong, 'tried 2000, wrong').toBe(0);
  });

  it('in an order: the shares add up to the voucher discount and the coins, and no line pays below zero', () => {
    const lines = [line(1, 3, 18_500, 1_100, 21_000), line(2, 1, 84_900, 900), line(3, 7, 5_000, 220)];
    const p = quote({
      lines,
      vouchers: [voucher('PCT', { percentOff: 10, maxOff: 25_000, stackable: true })],
      useCoins: true,
      coinBalance: 100_000,
      inCity: false,
    });
    expect(p.voucherDiscount).toBe(17_540);
    expect(p.coinsValue).toBeGreaterThan(0);
    expectBreakdown(p);
    p.shares.forEach((s, i) => {
      expect(s.coins).toBeLessThanOrEqual(lines[i]!.unitPrice * lines[i]!.quantity - s.voucher);
    });
  });
});
