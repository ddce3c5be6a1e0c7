// Placing orders at the same moment (issue 14): the last unit, one voucher, one balance of coins and one idempotency
// key, each raced; the CHECK-guarded batch lets exactly the right orders through and keeps nothing of the others.
import { describe, expect, it } from 'vitest';
import { BUY_TYPE } from '../../../src/shared/contract/constants';
import { orderCreate } from '../../../src/shared/contract/refs/order';
import { ERR } from '../../../src/shared/errors';
import { confirm, create, giveVoucher, holdings, newKey, pastOrder, setStock, skusWhere, stockOf } from '../../../tests/api/checkout';
import { DB, newShopper, send } from '../../../tests/api/shopper';

const inStock = (skip: number) => skusWhere('ID', 's.stock >= 60 AND s.price BETWEEN 20000 AND 120000', 1, skip).then(([s]) => s!);

/** The answers' codes and how many of each, for the failure message: `{"0":1,"1103012":99}`. */
const tally = (codes: number[]) =>
  JSON.stringify(Object.fromEntries([...new Set(codes)].map((c) => [c, codes.filter((x) => x === c).length])));

/** How many orders hold the SKU. */
async function ordersOf(skuId: number): Promise<number> {
  return (await DB.ID.prepare('SELECT count(*) AS n FROM order_lines WHERE sku_id = ?').bind(skuId).first<{ n: number }>())!.n;
}

describe('racing orders', () => {
  it('sells the last unit once: 100 shoppers at once, one order, stock 0', async () => {
    const sku = await inStock(0);
    await setStock('ID', sku.sku_id, 1);
    const shoppers = await Promise.all(Array.from({ length: 100 }, () => newShopper('ID')));
    const sel = { items: [{ sku_no: sku.sku_no, quantity: 1 }] };
    // Every shopper is on a first order in the city: they all saw the same total.
    const { total } = (await confirm(shoppers[0]!, sel)).body.data.amounts;
    const answers = await Promise.all(shoppers.map((s) => create(s, sel, { expected_total: total })));
    const codes = answers.map((a) => a.body.code);
    const placed = codes.filter((c) => c === 0).length;
    const wrong = codes.filter((c) => c !== 0 && c !== ERR.STOCK_LOCK_FAILED).length + Math.abs(placed - 1);
    expect(wrong, `tried ${answers.length}, wrong ${wrong}; answers ${tally(codes)}`).toBe(0);
    expect(await stockOf('ID', sku.sku_id)).toBe(0);
    expect(await ordersOf(sku.sku_id)).toBe(1);
  }, 60_000);

  it('refuses the same SKU twice in one order (1101020, by the contract)', async () => {
    const s = await newShopper('ID');
    const sku = await inStock(1);
    await setStock('ID', sku.sku_id, 1);
    const items = [
      { sku_no: sku.sku_no, quantity: 1 },
      { sku_no: sku.sku_no, quantity: 1 },
    ];
    const answer = await create(s, { items }, { expected_total: sku.price * 2 });
    expect(answer.body.code).toBe(ERR.INVALID_PARAMETER);
    expect(await stockOf('ID', sku.sku_id)).toBe(1);
    expect((await holdings(s)).orders).toBe(0);
  });

  it('refuses an order whose line asks more than the last unit (1103012) and reserves nothing of its other lines', async () => {
    const s = await newShopper('ID');
    const [one, other] = [await inStock(2), await inStock(3)];
    await setStock('ID', one.sku_id, 1);
    const items = [
      { sku_no: other.sku_no, quantity: 1 },
      { sku_no: one.sku_no, quantity: 2 },
    ];
    const preview = (await confirm(s, { items })).body.data;
    expect(preview.unavailable).toEqual([{ sku_no: one.sku_no, product_name: expect.any(String), available: 1 }]);
    const answer = await create(s, { items }, { expected_total: preview.amounts.total });
    expect(answer.body.code).toBe(ERR.STOCK_LOCK_FAILED);
    expect([await stockOf('ID', one.sku_id), await stockOf('ID', other.sku_id)]).toEqual([1, other.stock]);
    expect((await holdings(s)).orders).toBe(0);
  });

  it('uses one voucher once: 20 orders of one member at once, one takes it, the others are refused whole', async () => {
    const s = await newShopper('ID');
    await pastOrder(s);
    const sku = await inStock(4);
    const coupon = await giveVoucher(s, 'ID-PCT10');
    const q = Math.ceil(120_000 / sku.price);
    const sel = { items: [{ sku_no: sku.sku_no, quantity: q }] };
    const preview = (await confirm(s, sel)).body.data;
    expect(preview.applied_coupon_nos).toEqual([coupon]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => create(s, sel, { expected_total: preview.amounts.total })));
    const codes = answers.map((a) => a.body.code);
    const placed = codes.filter((c) => c === 0).length;
    // A loser that priced before the winner's batch breaks the voucher's CHECK; one that priced after finds the voucher
    // held by the winner: either way 1103013, never a changed price.
    const refusals = [ERR.VOUCHER_LOCK_FAILED] as number[];
    const wrong = codes.filter((c) => c !== 0 && !refusals.includes(c)).length + Math.abs(placed - 1);
    expect(wrong, `tried ${answers.length}, wrong ${wrong}; answers ${tally(codes)}`).toBe(0);
    expect(await stockOf('ID', sku.sku_id)).toBe(sku.stock - q);
    expect(await holdings(s)).toMatchObject({ orders: 1, lines: 1, vouchers_locked: 1, vouchers_free: 0 });
  });

  it('spends a balance of coins once: 10 orders at once never take it below 0, and it stays the ledger’s sum', async () => {
    const s = await newShopper('ID', { coins: 1_250 });
    await pastOrder(s);
    const sku = await inStock(5);
    // Rp150.000 or more: 10% is at least Rp15.000, so one order could take all 12 steps of the balance.
    const q = Math.ceil(150_000 / sku.price);
    const sel = { items: [{ sku_no: sku.sku_no, quantity: q }], use_coins: true };
    const preview = (await confirm(s, sel)).body.data;
    expect(preview.amounts.coins_used).toBe(1_200);
    const answers = await Promise.all(Array.from({ length: 10 }, () => create(s, sel, { expected_total: preview.amounts.total })));
    const codes = answers.map((a) => a.body.code);
    const placed = codes.filter((c) => c === 0).length;
    const refusals = [ERR.COIN_APPLICATION_FAILED] as number[];
    const held = await holdings(s);
    const wrong =
      codes.filter((c) => c !== 0 && !refusals.includes(c)).length +
      Math.abs(placed - 1) +
      (held.points < 0 || held.points !== held.ledger ? 1 : 0);
    expect(wrong, `tried ${answers.length}, wrong ${wrong}; answers ${tally(codes)}`).toBe(0);
    expect(held).toMatchObject({ points: 50, ledger: 50, orders: 1 });
  });

  it('gives first-order free shipping once: 10 first orders of one member at once, one ships free, the others are refused', async () => {
    const s = await newShopper('ID');
    const sku = await inStock(7);
    const sel = { items: [{ sku_no: sku.sku_no, quantity: 1 }] };
    const preview = (await confirm(s, sel)).body.data;
    expect(preview.delivery.first_order_free).toBe(true);
    const answers = await Promise.all(Array.from({ length: 10 }, () => create(s, sel, { expected_total: preview.amounts.total })));
    const codes = answers.map((a) => a.body.code);
    const placed = codes.filter((c) => c === 0).length;
    // Priced before the winner's batch: the one-free-order index refuses it; after: the total now has shipping.
    const wrong = codes.filter((c) => c !== 0 && c !== ERR.PRICE_CHANGED).length + Math.abs(placed - 1);
    expect(wrong, `tried ${answers.length}, wrong ${wrong}; answers ${tally(codes)}`).toBe(0);
    expect(await stockOf('ID', sku.sku_id)).toBe(sku.stock - 1);
    const free = await DB.ID.prepare('SELECT count(*) AS n FROM orders WHERE member_id = ? AND first_order_free = 1')
      .bind(s.memberId)
      .first();
    expect(free).toEqual({ n: 1 });
  });

  it('tells a shopper whose other tab took the voucher or the coins so (1103013, 1103020), not that the price changed', async () => {
    const s = await newShopper('ID', { coins: 1_250 });
    await pastOrder(s);
    const [a, b] = [await inStock(8), await inStock(9)];
    const coupon = await giveVoucher(s, 'ID-PCT10');
    const selA = { items: [{ sku_no: a.sku_no, quantity: Math.ceil(150_000 / a.price) }], coupon_nos: [coupon], use_coins: true };
    const selB = { items: [{ sku_no: b.sku_no, quantity: Math.ceil(150_000 / b.price) }], coupon_nos: [coupon] };
    const selC = { items: [{ sku_no: b.sku_no, quantity: Math.ceil(150_000 / b.price) }], coupon_nos: [], use_coins: true };
    // Both confirmations open at once, as in two tabs: each counts on the voucher, or on the coins.
    const [seenB, seenC] = [(await confirm(s, selB)).body.data, (await confirm(s, selC)).body.data];
    expect([seenB.applied_coupon_nos, seenC.amounts.coins_used]).toEqual([[coupon], 1_200]);
    expect((await create(s, selA)).body.code).toBe(0);
    expect((await create(s, selB, { expected_total: seenB.amounts.total })).body.code).toBe(ERR.VOUCHER_LOCK_FAILED);
    expect((await create(s, selC, { expected_total: seenC.amounts.total })).body.code).toBe(ERR.COIN_APPLICATION_FAILED);
    expect((await holdings(s)).orders).toBe(1);
  });

  it('places one order for one idempotency key sent 20 times at once', async () => {
    const s = await newShopper('ID');
    const sku = await inStock(6);
    const sel = { items: [{ sku_no: sku.sku_no, quantity: 2 }] };
    const { total } = (await confirm(s, sel)).body.data.amounts;
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 20 }, () => create(s, sel, { expected_total: total, idempotency_key: key })));
    const codes = answers.map((a) => a.body.code);
    const orderNos = new Set(answers.map((a) => a.body.data?.order_no));
    const wrong = answers.filter((a) => a.body.code !== 0).length + Math.abs(orderNos.size - 1);
    expect(wrong, `tried ${answers.length}, wrong ${wrong}; answers ${tally(codes)}`).toBe(0);
    expect(await stockOf('ID', sku.sku_id)).toBe(sku.stock - 2);
    expect((await holdings(s)).orders).toBe(1);
    // Later, too, the key answers its order.
    const replay = await send(
      orderCreate,
      { ...sel, buy_type: BUY_TYPE.buyNow, use_coins: false, expected_total: total, idempotency_key: key, note: '' },
      { token: s.token },
    );
    expect(replay.body.data.order_no).toBe([...orderNos][0]);
  });
});
