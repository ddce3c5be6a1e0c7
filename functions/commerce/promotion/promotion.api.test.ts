// The cart's voucher summary (get_minimum_purchase_shortfall) and a voucher's products (coupon_product_list), through
// the commerce API on the seeded D1, for members given vouchers here.
import { describe, expect, it } from 'vitest';
import { couponProductList, minimumPurchaseShortfall } from '../../../src/shared/contract/refs/promotion';
import type { CountryCode } from '../../../src/shared/countries';
import { ERR } from '../../../src/shared/errors';
import { DB, newShopper, send, skuWhere, type Shopper } from '../../../tests/api/shopper';
import { CHECKOUT_SETTINGS } from '../../platform/settings';

interface VoucherTerms {
  kind?: 'discount' | 'shipping';
  amount_off?: number;
  percent_off?: number;
  max_off?: number | null;
  min_spend: number;
  productIds?: number[];
}

let vouchers = 0;

/** A campaign with these terms, claimed by the shopper: its coupon number. */
async function giveVoucher(shopper: Shopper, terms: VoucherTerms): Promise<string> {
  const db = DB[shopper.country];
  const now = Date.now();
  const tag = `${++vouchers}-${crypto.randomUUID().slice(0, 8)}`;
  const voucherNo = `V-T-${tag}`;
  const couponNo = `C-T-${tag}`;
  await db.batch([
    db
      .prepare(
        `INSERT INTO vouchers (voucher_no, kind, amount_off, percent_off, max_off, min_spend, all_products, claim_start_at,
           claim_end_at, valid_days, total_quantity, claimed, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 30, 10, 1, ?)`,
      )
      .bind(
        voucherNo,
        terms.kind ?? 'discount',
        terms.amount_off ?? 0,
        terms.percent_off ?? 0,
        terms.max_off ?? null,
        terms.min_spend,
        terms.productIds ? 0 : 1,
        now - 1000,
        now + 86_400_000,
        now,
      ),
    db
      .prepare("INSERT INTO voucher_texts (voucher_id, lang, title) VALUES ((SELECT id FROM vouchers WHERE voucher_no = ?), 'en', ?)")
      .bind(voucherNo, `Test voucher ${tag}`),
    db
      .prepare(
        'INSERT INTO member_vouchers (coupon_no, member_id, voucher_id, claimed_at, valid_until) VALUES (?, ?, (SELECT id FROM vouchers WHERE voucher_no = ?), ?, ?)',
      )
      .bind(couponNo, shopper.memberId, voucherNo, now, now + 86_400_000),
    ...(terms.productIds ?? []).map((id) =>
      db
        .prepare('INSERT INTO voucher_products (voucher_id, product_id) VALUES ((SELECT id FROM vouchers WHERE voucher_no = ?), ?)')
        .bind(voucherNo, id),
    ),
  ]);
  return couponNo;
}

const shortfall = (shopper: Shopper, items: { sku_no: string; quantity: number }[]) =>
  send(minimumPurchaseShortfall, { items }, { token: shopper.token, country: shopper.country });

describe('the cart’s voucher summary', () => {
  it.each<CountryCode>(['ID', 'MY'])(
    'in %s: the subtotal, the best voucher’s saving, the next voucher’s shortfall and the coins earned',
    async (country) => {
      const shopper = await newShopper(country);
      const sku = await skuWhere(country, 's.stock >= 10 AND s.price >= 1000');
      const subtotal = sku.price * 2;
      const now = await giveVoucher(shopper, { amount_off: Math.floor(sku.price / 10), min_spend: sku.price });
      const later = await giveVoucher(shopper, { amount_off: sku.price, min_spend: subtotal + 500 });
      // A voucher further away that saves as much is not the next one; a smaller one would not beat the best now.
      await giveVoucher(shopper, { amount_off: sku.price, min_spend: subtotal + 900 });
      await giveVoucher(shopper, { amount_off: 1, min_spend: subtotal + 100 });
      const { body } = await shortfall(shopper, [{ sku_no: sku.sku_no, quantity: 2 }]);
      expect(body.code).toBe(0);
      const earnEvery = CHECKOUT_SETTINGS[country].coins.earnEvery;
      expect(body.data).toEqual({
        currency_code: country === 'ID' ? 'IDR' : 'MYR',
        subtotal,
        best_saving: Math.floor(sku.price / 10),
        best_coupon_nos: [now],
        next: { coupon_no: later, title: expect.stringMatching(/^Test voucher/), amount_more: 500, saving: sku.price },
        coins_earned: Math.floor((subtotal - Math.floor(sku.price / 10)) / earnEvery),
      });
    },
  );

  it('counts no shipping (the cart has no address) and leaves out what cannot be bought now', async () => {
    const shopper = await newShopper('ID');
    const sku = await skuWhere('ID', 's.stock >= 3');
    const soldOut = await skuWhere('ID', 's.stock = 0');
    await giveVoucher(shopper, { kind: 'shipping', amount_off: 5000, min_spend: 0 });
    const { body } = await shortfall(shopper, [
      { sku_no: sku.sku_no, quantity: 1 },
      { sku_no: soldOut.sku_no, quantity: 1 },
    ]);
    expect(body.data).toMatchObject({ subtotal: sku.price, best_saving: 0, best_coupon_nos: [], next: null });
    expect((await send(minimumPurchaseShortfall, { items: [{ sku_no: sku.sku_no, quantity: 1 }] })).status).toBe(401);
  });
});

describe('a voucher’s products', () => {
  it('lists the products on sale a product voucher applies to, paged; all products for an all-products voucher', async () => {
    const shopper = await newShopper('ID');
    const removed = await DB.ID.prepare('SELECT id FROM products WHERE status = 0 LIMIT 1').first<{ id: number }>();
    const onSale = await DB.ID.prepare(
      'SELECT id, product_no FROM products WHERE status = 1 AND min_price IS NOT NULL ORDER BY id LIMIT 3',
    ).all<{
      id: number;
      product_no: string;
    }>();
    const some = await giveVoucher(shopper, {
      amount_off: 1000,
      min_spend: 0,
      productIds: [...onSale.results.map((p) => p.id), removed!.id],
    });
    const page = (coupon_no: string, page_num: number, page_size: number) =>
      send(couponProductList, { coupon_no, page_num, page_size }, { token: shopper.token });
    const first = await page(some, 1, 2);
    const second = await page(some, 2, 2);
    expect(first.body.data.total).toBe(3);
    expect([...first.body.data.list, ...second.body.data.list].map((p) => p.product_no).sort()).toEqual(
      onSale.results.map((p) => p.product_no).sort(),
    );
    expect(first.body.data.list[0]!.currency_code).toBe('IDR');
    const all = await giveVoucher(shopper, { amount_off: 1000, min_spend: 0 });
    const everything = await DB.ID.prepare('SELECT count(*) AS n FROM products WHERE status = 1 AND min_price IS NOT NULL').first<{
      n: number;
    }>();
    expect((await page(all, 1, 10)).body.data.total).toBe(everything!.n);
  });

  it('answers 1101043 for a coupon that is not the member’s', async () => {
    const owner = await newShopper('ID');
    const other = await newShopper('ID');
    const coupon = await giveVoucher(owner, { amount_off: 1000, min_spend: 0 });
    for (const coupon_no of [coupon, 'C-NOPE']) {
      const { status, body } = await send(couponProductList, { coupon_no }, { token: other.token });
      expect([status, body.code]).toEqual([404, ERR.USER_VOUCHER_MISSING]);
    }
    expect((await send(couponProductList, { coupon_no: coupon })).status).toBe(401);
  });
});
