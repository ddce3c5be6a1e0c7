// The checkout's money through the commerce API on the seeded D1, in rupiah, Singapore dollars and ringgit: vouchers
// and their combinations, coins (rate and cap), first-order free shipping, shipping by destination and weight; the
// order row holds the confirmation's figures and its lines' shares add up to its voucher discount and coins.
import { describe, expect, it } from 'vitest';
import type { OrderAmounts, OrderPreview } from '../../../src/shared/contract/order';
import type { CountryCode } from '../../../src/shared/countries';
import { confirm, create, giveVoucher, lineSums, orderRow, pastOrder, skusWhere, type Selection } from '../../../tests/api/checkout';
import { DB, newShopper, type Shopper } from '../../../tests/api/shopper';
import { CHECKOUT_SETTINGS } from '../../platform/settings';

const kilos = (g: number) => Math.max(1, Math.ceil(g / 1000));
/** The fee as the settings state it: first kilogram, then each further kilogram or part. */
function fee(country: CountryCode, inCity: boolean, weightG: number): number {
  const rate = CHECKOUT_SETTINGS[country].shipping[inCity ? 'inCity' : 'outOfCity'];
  return rate.firstKg + (kilos(weightG) - 1) * rate.perExtraKg;
}

/** SKUs without a struck-through price, in stock, priced between `low` and `high`. */
const plainSkus = (country: CountryCode, low: number, high: number, n: number, skip = 0) =>
  skusWhere(country, `s.scribing_price IS NULL AND s.stock >= 60 AND s.price BETWEEN ${low} AND ${high} AND p.gross_weight_g > 0`, n, skip);

function expectIdentity(a: OrderAmounts) {
  expect(a.subtotal).toBe(a.retail_price - a.product_discount);
  expect(a.total).toBe(a.subtotal - a.voucher_discount + a.shipping_fee - a.shipping_discount - a.coins_value);
}

/** Places the confirmed selection and checks the order row and its lines against the confirmation. */
async function placeAsConfirmed(s: Shopper, sel: Selection, preview: OrderPreview) {
  const placed = await create(s, sel, { expected_total: preview.amounts.total });
  expect(placed.body.code).toBe(0);
  expect(placed.body.data.amounts).toEqual(preview.amounts);
  const row = await orderRow(s.country, placed.body.data.order_no);
  expect({
    currency_code: CHECKOUT_SETTINGS[s.country].currency,
    retail_price: row.retail_total,
    product_discount: row.product_discount,
    subtotal: row.subtotal,
    voucher_discount: row.voucher_discount,
    shipping_fee: row.shipping_fee,
    shipping_discount: row.shipping_discount,
    coins_used: row.coins_used,
    coins_value: row.coins_value,
    total: row.total,
    coins_earned: row.coins_earned,
  }).toEqual(preview.amounts);
  expect(row.weight_g).toBe(preview.delivery.weight_g);
  expect(row.in_city).toBe(preview.delivery.in_city ? 1 : 0);
  expect(row.first_order_free).toBe(preview.delivery.first_order_free ? 1 : 0);
  const sums = await lineSums(s.country, placed.body.data.order_no);
  expect(sums).toEqual({ lines: sel.items.length, voucher: row.voucher_discount, coins: row.coins_value });
  return { placed: placed.body.data, row };
}

describe('order money in rupiah (ID)', () => {
  it('ships the first order free in the city, and charges the second by weight', async () => {
    const s = await newShopper('ID', { address: 'inCity' });
    const [sku] = await plainSkus('ID', 20_000, 60_000, 1);
    const sel = { items: [{ sku_no: sku!.sku_no, quantity: 3 }] };
    const first = (await confirm(s, sel)).body.data;
    const weight = sku!.gross_weight_g * 3;
    expect(first.delivery).toMatchObject({ in_city: true, weight_g: weight, first_order_free: true });
    expect(first.amounts).toMatchObject({
      currency_code: 'IDR',
      subtotal: sku!.price * 3,
      shipping_fee: fee('ID', true, weight),
      shipping_discount: fee('ID', true, weight),
      total: sku!.price * 3,
    });
    await placeAsConfirmed(s, sel, first);

    const again = { items: [{ sku_no: sku!.sku_no, quantity: 1 }] };
    const second = (await confirm(s, again)).body.data;
    expect(second.delivery.first_order_free).toBe(false);
    expect(second.amounts).toMatchObject({
      shipping_fee: fee('ID', true, sku!.gross_weight_g),
      shipping_discount: 0,
      total: sku!.price + fee('ID', true, sku!.gross_weight_g),
    });
    await placeAsConfirmed(s, again, second);
  });

  it('combines a capped percentage with a shipping voucher out of the city, and pays 10% with coins in steps', async () => {
    const s = await newShopper('ID', { address: 'outOfCity', coins: 1_250 });
    await pastOrder(s);
    const [sku] = await plainSkus('ID', 40_000, 100_000, 1, 1);
    const pct = await giveVoucher(s, 'ID-PCT10');
    const ship = await giveVoucher(s, 'ID-SHIP');
    const save = await giveVoucher(s, 'ID-SAVE');
    // Rp150.000 to Rp250.000: the Rp50.000 voucher (min. Rp300.000) is out of reach.
    const q = Math.ceil(150_000 / sku!.price);
    const sel = { items: [{ sku_no: sku!.sku_no, quantity: q }], use_coins: true };
    const preview = (await confirm(s, sel)).body.data;

    const subtotal = sku!.price * q;
    const shipping = fee('ID', false, sku!.gross_weight_g * q);
    const pctOff = Math.min(Math.floor(subtotal / 10), 25_000);
    const shipOff = Math.min(15_000, shipping);
    const beforeCoins = subtotal - pctOff + shipping - shipOff;
    const steps = Math.min(12, Math.floor(Math.min(Math.floor(beforeCoins / 10), subtotal - pctOff) / 1_000));
    expect(preview.delivery.in_city).toBe(false);
    expect([...preview.applied_coupon_nos].sort()).toEqual([pct, ship].sort());
    expect(preview.vouchers.find((v) => v.coupon_no === save)).toMatchObject({ block: 'min_spend', shortfall: 300_000 - subtotal });
    expect(preview.coins).toMatchObject({ balance: 1_250, step: 100, step_value: 1_000, cap_percent: 10 });
    expect(preview.amounts).toMatchObject({
      subtotal,
      voucher_discount: pctOff,
      shipping_fee: shipping,
      shipping_discount: shipOff,
      coins_used: steps * 100,
      coins_value: steps * 1_000,
      total: beforeCoins - steps * 1_000,
    });
    expectIdentity(preview.amounts);
    const { row } = await placeAsConfirmed(s, sel, preview);
    const held = await DB.ID.prepare(
      'SELECT points, (SELECT count(*) FROM member_vouchers WHERE member_id = ?1 AND order_id = ?2) AS locked FROM members WHERE id = ?1',
    )
      .bind(s.memberId, row.id)
      .first();
    expect(held).toEqual({ points: 1_250 - steps * 100, locked: 2 });
  });

  it('prefers a larger voucher that does not combine, and applies exactly what the shopper chose', async () => {
    const s = await newShopper('ID', { address: 'outOfCity' });
    await pastOrder(s);
    const [sku] = await plainSkus('ID', 40_000, 100_000, 1, 2);
    const pct = await giveVoucher(s, 'ID-PCT10');
    const ship = await giveVoucher(s, 'ID-SHIP');
    const save = await giveVoucher(s, 'ID-SAVE');
    const q = Math.ceil(300_000 / sku!.price);
    const subtotal = sku!.price * q;
    const shipping = fee('ID', false, sku!.gross_weight_g * q);
    const items = [{ sku_no: sku!.sku_no, quantity: q }];
    // Rp50.000 alone beats 10% (at most Rp25.000) with Rp15.000 off shipping.
    const best = (await confirm(s, { items })).body.data;
    expect(best.applied_coupon_nos).toEqual([save]);
    expect(best.amounts).toMatchObject({ voucher_discount: 50_000, shipping_discount: 0, total: subtotal - 50_000 + shipping });

    const chosen = (await confirm(s, { items, coupon_nos: [pct, ship] })).body.data;
    expect([...chosen.applied_coupon_nos].sort()).toEqual([pct, ship].sort());
    expect(chosen.amounts).toMatchObject({ voucher_discount: 25_000, shipping_discount: 15_000 });

    const refused = (await confirm(s, { items, coupon_nos: [save, ship] })).body.data;
    expect(refused.applied_coupon_nos).toEqual([]);
    expect(
      refused.vouchers
        .filter((v) => v.block === 'not_stackable')
        .map((v) => v.coupon_no)
        .sort(),
    ).toEqual([save, ship].sort());
    expect(refused.amounts).toMatchObject({ voucher_discount: 0, shipping_discount: 0, total: subtotal + shipping });

    await placeAsConfirmed(s, { items, coupon_nos: [pct, ship] }, chosen);
  });
});

describe('order money in Singapore dollars (SG)', () => {
  it('ships the first order free, so a shipping voucher saves nothing; a later order uses it, with coins', async () => {
    const s = await newShopper('SG', { coins: 700 });
    const [sku] = await plainSkus('SG', 200, 1_500, 1);
    const pct = await giveVoucher(s, 'SG-PCT10');
    const ship = await giveVoucher(s, 'SG-SHIP');
    const q = Math.ceil(4_000 / sku!.price);
    const subtotal = sku!.price * q;
    const shipping = fee('SG', true, sku!.gross_weight_g * q);
    const sel = { items: [{ sku_no: sku!.sku_no, quantity: q }], use_coins: true };

    const first = (await confirm(s, sel)).body.data;
    const pctOff = Math.min(Math.floor(subtotal / 10), 600);
    expect(first.vouchers.find((v) => v.coupon_no === ship)).toMatchObject({ block: 'no_shipping_fee', saving: 0 });
    expect(first.applied_coupon_nos).toEqual([pct]);
    const firstSteps = Math.min(7, Math.floor(Math.floor((subtotal - pctOff) / 10) / 100));
    expect(first.amounts).toMatchObject({
      currency_code: 'SGD',
      voucher_discount: pctOff,
      shipping_fee: shipping,
      shipping_discount: shipping,
      coins_used: firstSteps * 100,
      coins_value: firstSteps * 100,
      total: subtotal - pctOff - firstSteps * 100,
    });
    await placeAsConfirmed(s, sel, first);

    // The second order: the percentage voucher is held by the first, the shipping voucher now applies.
    const second = (await confirm(s, sel)).body.data;
    expect(second.applied_coupon_nos).toEqual([ship]);
    const shipOff = Math.min(400, shipping);
    const balance = 700 - firstSteps * 100;
    const before = subtotal + shipping - shipOff;
    const steps = Math.min(Math.floor(balance / 100), Math.floor(Math.floor(before / 10) / 100));
    expect(second.amounts).toMatchObject({
      voucher_discount: 0,
      shipping_discount: shipOff,
      coins_used: steps * 100,
      total: before - steps * 100,
    });
    await placeAsConfirmed(s, sel, second);
  });
});

describe('order money in ringgit (MY)', () => {
  it('charges more outside Kuala Lumpur, by the kilogram, and limits the dairy voucher to dairy lines', async () => {
    const dairy = (
      await skusWhere('MY', 'p.category_id / 10 = 301 AND s.scribing_price IS NULL AND s.stock >= 60 AND s.price >= 700', 1)
    )[0]!;
    const [other] = await plainSkus('MY', 1_000, 3_000, 1);
    const items = [
      { sku_no: dairy.sku_no, quantity: Math.ceil(3_000 / dairy.price) },
      { sku_no: other!.sku_no, quantity: 2 },
    ];
    const weight = dairy.gross_weight_g * items[0]!.quantity + other!.gross_weight_g * 2;
    const subtotal = dairy.price * items[0]!.quantity + other!.price * 2;
    const results: Record<string, OrderPreview> = {};
    for (const where of ['inCity', 'outOfCity'] as const) {
      const s = await newShopper('MY', { address: where });
      await pastOrder(s);
      const coupon = await giveVoucher(s, 'MY-DAIRY');
      const preview = (await confirm(s, { items })).body.data;
      expect(preview.applied_coupon_nos).toEqual([coupon]);
      expect(preview.amounts).toMatchObject({
        currency_code: 'MYR',
        subtotal,
        voucher_discount: 400,
        shipping_fee: fee('MY', where === 'inCity', weight),
        shipping_discount: 0,
        total: subtotal - 400 + fee('MY', where === 'inCity', weight),
      });
      const { row } = await placeAsConfirmed(s, { items }, preview);
      const shares = await DB.MY.prepare('SELECT sku_no, voucher_share FROM order_lines WHERE order_id = ? ORDER BY sku_no')
        .bind(row.id)
        .all<{ sku_no: string; voucher_share: number }>();
      expect(Object.fromEntries(shares.results.map((r) => [r.sku_no, r.voucher_share]))).toEqual({
        [dairy.sku_no]: 400,
        [other!.sku_no]: 0,
      });
      results[where] = preview;
    }
    expect(results.outOfCity!.amounts.shipping_fee).toBeGreaterThan(results.inCity!.amounts.shipping_fee);
    expect(results.outOfCity!.delivery.in_city).toBe(false);
  });

  it('caps coins at 10% of what is left to pay, whatever the balance', async () => {
    const s = await newShopper('MY', { address: 'inCity', coins: 100_000 });
    await pastOrder(s);
    const [sku] = await plainSkus('MY', 1_000, 3_000, 1, 3);
    const q = 4;
    const sel = { items: [{ sku_no: sku!.sku_no, quantity: q }], use_coins: true };
    const preview = (await confirm(s, sel)).body.data;
    const before = sku!.price * q + fee('MY', true, sku!.gross_weight_g * q);
    const steps = Math.floor(Math.floor(before / 10) / 100);
    expect(preview.coins).toMatchObject({ balance: 100_000, usable: steps * 100 });
    expect(preview.amounts).toMatchObject({ coins_used: steps * 100, coins_value: steps * 100, total: before - steps * 100 });
    expect(preview.amounts.coins_value).toBeLessThanOrEqual(before / 10);
    await placeAsConfirmed(s, sel, preview);
  });
});
