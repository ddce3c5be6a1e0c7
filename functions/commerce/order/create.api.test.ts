// Placing an order (issue 14): one batch that fails whole wherever it fails, the browser's figures never used, and
// the limits and refusals of spec §8.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { BUY_TYPE } from '../../../src/shared/contract/constants';
import { orderCreate } from '../../../src/shared/contract/refs/order';
import { ERR } from '../../../src/shared/errors';
import {
  confirm,
  create,
  fillCart,
  giveVoucher,
  holdings,
  newKey,
  orderRow,
  pastOrder,
  skusWhere,
  stockOf,
} from '../../../tests/api/checkout';
import { type FailingStatement, withFailing } from '../../../tests/api/inject-failure';
import { startOfAMinute } from '../../../tests/api/limiter';
import { DB, newShopper, send, sendThrough } from '../../../tests/api/shopper';
import { commerce } from '../app';
import { CHECKOUT_SETTINGS } from '../../platform/settings';

const inStock = (n: number, skip: number) => skusWhere('ID', 's.stock >= 60 AND s.price BETWEEN 20000 AND 120000', n, skip);

describe('the place-order batch', () => {
  it('keeps nothing when any of its statements fails: no order, no lines, stock, vouchers, coins and cart unchanged', async () => {
    const s = await newShopper('ID', { coins: 1_250 });
    await pastOrder(s);
    const skus = await inStock(2, 0);
    const items = skus.map((k) => ({ sku_no: k.sku_no, quantity: Math.ceil(80_000 / k.price) }));
    await fillCart(
      s,
      skus.map((k, i) => ({ sku_id: k.sku_id, quantity: items[i]!.quantity, price: k.price })),
    );
    await giveVoucher(s, 'ID-PCT10');
    const sel = { items, buy_type: BUY_TYPE.cart, use_coins: true };
    const preview = (await confirm(s, sel)).body.data;
    // Every statement kind is in this order's batch.
    expect(preview.applied_coupon_nos).toHaveLength(1);
    expect(preview.amounts.coins_used).toBeGreaterThan(0);
    const before = { held: await holdings(s), stock: await Promise.all(skus.map((k) => stockOf('ID', k.sku_id))) };
    expect(before.held).toMatchObject({ orders: 0, vouchers_free: 1, cart_lines: 2, points: 1_250 });

    const statements: FailingStatement[] = [
      'INSERT ON orders',
      'INSERT ON order_lines',
      'UPDATE ON skus',
      'UPDATE ON member_vouchers',
      'INSERT ON coin_ledger',
      'DELETE ON cart_items',
    ];
    for (const statement of statements) {
      const answer = await withFailing(DB.ID, statement, () => create(s, sel, { expected_total: preview.amounts.total }));
      expect([answer.status, answer.body.code], statement).toEqual([500, ERR.SYSTEM_CALL_EXCEPTION]);
      // The shopper is told something went wrong, never how.
      expect(JSON.stringify(answer.body), statement).not.toMatch(/injected|stack|SQLITE|\bat /i);
      expect(await holdings(s), statement).toEqual(before.held);
      expect(await Promise.all(skus.map((k) => stockOf('ID', k.sku_id))), statement).toEqual(before.stock);
    }
    const lines = await DB.ID.prepare('SELECT count(*) AS n FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.member_id = ?')
      .bind(s.memberId)
      .first<{ n: number }>();
    expect(lines?.n).toBe(0);

    // With nothing failing the same order goes through and takes it all.
    const placed = await create(s, sel, { expected_total: preview.amounts.total });
    expect(placed.body.code).toBe(0);
    expect(await holdings(s)).toMatchObject({
      orders: 1,
      lines: 2,
      vouchers_locked: 1,
      vouchers_free: 0,
      cart_lines: 0,
      points: 1_250 - preview.amounts.coins_used,
    });
  });
});

describe("the browser's figures", () => {
  it('are ignored: prices, totals and amounts sent with the order change nothing; the order has the server’s figures', async () => {
    const s = await newShopper('ID');
    const [sku] = await inStock(1, 2);
    const sel = { items: [{ sku_no: sku!.sku_no, quantity: 2 }], buy_type: BUY_TYPE.buyNow, use_coins: false };
    const preview = (await confirm(s, sel)).body.data;
    // Figures the call does not take, beside its own fields: the input's type lets extra fields through a variable.
    const items = [{ sku_no: sku!.sku_no, quantity: 2, price: 1, unit_price: 1 }];
    const withFigures = {
      ...sel,
      items,
      price: 1,
      total: 1,
      unit_price: 1,
      amounts: { subtotal: 1, total: 1, shipping_fee: 0, voucher_discount: 999_999 },
      expected_total: preview.amounts.total,
      idempotency_key: newKey(),
      note: 'Titip di pos satpam',
    };
    const answer = await send(orderCreate, withFigures, { token: s.token });
    expect(answer.body.code).toBe(0);
    expect(answer.body.data.amounts).toEqual(preview.amounts);
    const row = await orderRow('ID', answer.body.data.order_no);
    expect(row).toMatchObject({ subtotal: sku!.price * 2, total: preview.amounts.total, voucher_discount: 0 });
    const line = await DB.ID.prepare('SELECT unit_price, quantity FROM order_lines WHERE order_id = ?').bind(row.id).first();
    expect(line).toEqual({ unit_price: sku!.price, quantity: 2 });
  });

  it('are only compared: an expected total that differs is 1103014 and reserves nothing', async () => {
    const s = await newShopper('ID');
    const [sku] = await inStock(1, 3);
    const sel = { items: [{ sku_no: sku!.sku_no, quantity: 1 }] };
    const { total } = (await confirm(s, sel)).body.data.amounts;
    for (const expected of [total - 1, total + 1, 1]) {
      const answer = await create(s, sel, { expected_total: expected });
      expect(answer.body.code, String(expected)).toBe(ERR.PRICE_CHANGED);
    }
    expect(await stockOf('ID', sku!.sku_id)).toBe(sku!.stock);
    expect((await holdings(s)).orders).toBe(0);
  });
});

describe('limits and refusals', () => {
  it(`stops at ${CHECKOUT_SETTINGS.ID.dailyOrderLimit} orders a day (1103045)`, async () => {
    const s = await newShopper('ID');
    const limit = CHECKOUT_SETTINGS.ID.dailyOrderLimit;
    const hourAgo = Date.now() - 3_600_000;
    await DB.ID.batch(
      Array.from({ length: limit - 1 }, (_, i) =>
        DB.ID.prepare("INSERT INTO orders (order_no, member_id, status, created_at) VALUES (?, ?, 'cancelled', ?)").bind(
          `SO-DAY-${s.memberId}-${i}`,
          s.memberId,
          hourAgo,
        ),
      ),
    );
    const [sku] = await inStock(1, 4);
    const sel = { items: [{ sku_no: sku!.sku_no, quantity: 1 }] };
    expect((await create(s, sel)).body.code).toBe(0);
    expect((await create(s, sel)).body.code).toBe(ERR.DAILY_ORDER_LIMIT);
  });

  it('lets one of 8 orders placed at once through when one order is left of the day (tried 8, wrong 0)', async () => {
    const s = await newShopper('ID');
    // Not a first order: first-order free shipping would stop the race on its own.
    await pastOrder(s);
    const limit = CHECKOUT_SETTINGS.ID.dailyOrderLimit;
    const hourAgo = Date.now() - 3_600_000;
    await DB.ID.batch(
      Array.from({ length: limit - 1 }, (_, i) =>
        DB.ID.prepare("INSERT INTO orders (order_no, member_id, status, created_at) VALUES (?, ?, 'cancelled', ?)").bind(
          `SO-RACE-${s.memberId}-${i}`,
          s.memberId,
          hourAgo,
        ),
      ),
    );
    const [sku] = await inStock(1, 6);
    const stock = await stockOf('ID', sku!.sku_id);
    const sel = { items: [{ sku_no: sku!.sku_no, quantity: 1 }] };
    const answers = await Promise.all(Array.from({ length: 8 }, () => create(s, sel)));
    const codes = answers.map((a) => a.body.code);
    expect(
      codes.filter((c) => c === 0),
      `codes ${codes.join(',')}`,
    ).toHaveLength(1);
    expect(
      codes.filter((c) => c !== 0 && c !== ERR.DAILY_ORDER_LIMIT),
      `codes ${codes.join(',')}`,
    ).toEqual([]);
    const day = await DB.ID.prepare('SELECT count(*) AS n FROM orders WHERE member_id = ? AND created_at > ?')
      .bind(s.memberId, Date.now() - 86_400_000)
      .first<{ n: number }>();
    expect(day!.n).toBe(limit);
    expect(await stockOf('ID', sku!.sku_id)).toBe(stock - 1);
  });

  it(`takes at most ${CHECKOUT_SETTINGS.ID.maxSkusPerOrder} different SKUs in one order (1103046)`, async () => {
    const s = await newShopper('ID');
    const skus = await skusWhere('ID', 's.stock >= 5', CHECKOUT_SETTINGS.ID.maxSkusPerOrder + 1, 10);
    const items = skus.map((k) => ({ sku_no: k.sku_no, quantity: 1 }));
    const answer = await create(s, { items }, { expected_total: 1 });
    expect(answer.body.code).toBe(ERR.SKU_COUNT_LIMIT);
    expect((await holdings(s)).orders).toBe(0);
  });

  it('refuses a disabled account (1103019)', async () => {
    const s = await newShopper('ID', { status: 0 });
    const [sku] = await inStock(1, 5);
    const answer = await create(s, { items: [{ sku_no: sku!.sku_no, quantity: 1 }] }, { expected_total: sku!.price });
    expect(answer.body.code).toBe(ERR.ORDER_ACCOUNT_DISABLED);
  });

  it('refuses an order without an address, or to another member’s address (1101021)', async () => {
    const [sku] = await inStock(1, 6);
    const sel = { items: [{ sku_no: sku!.sku_no, quantity: 1 }] };
    const homeless = await newShopper('ID', { address: null });
    const preview = (await confirm(homeless, sel)).body.data;
    expect(preview.address).toBeNull();
    expect(preview.amounts.shipping_fee).toBe(0);
    expect((await create(homeless, sel, { expected_total: preview.amounts.total })).body.code).toBe(ERR.ADDRESS_MISSING);

    const owner = await newShopper('ID');
    const { address_id } = (await DB.ID.prepare('SELECT address_id FROM addresses WHERE member_id = ?')
      .bind(owner.memberId)
      .first<{ address_id: string }>())!;
    const other = await newShopper('ID');
    const withOthers = { ...sel, address_id };
    expect((await confirm(other, withOthers)).body.code).toBe(ERR.ADDRESS_MISSING);
    expect((await create(other, withOthers, { expected_total: sku!.price })).body.code).toBe(ERR.ADDRESS_MISSING);
    expect(await stockOf('ID', sku!.sku_id)).toBe(sku!.stock);
  });

  it('refuses an address outside the delivery area, at the confirmation and the order (1103008)', async () => {
    const [sku] = await inStock(1, 7);
    const sel = { items: [{ sku_no: sku!.sku_no, quantity: 1 }] };
    // Another country's address (it came from another country's shop), then a state Indonesia does not have.
    for (const change of ["country = 'MY'", "state = 'Selangor'"]) {
      const s = await newShopper('ID');
      // Past the API on purpose: its own validation would refuse such an address before the order could.
      await DB.ID.prepare(`UPDATE addresses SET ${change} WHERE member_id = ?`).bind(s.memberId).run();
      expect((await confirm(s, sel)).body.code, change).toBe(ERR.UNSUPPORTED_SHIPPING_ADDRESS);
      expect((await create(s, sel, { expected_total: sku!.price })).body.code, change).toBe(ERR.UNSUPPORTED_SHIPPING_ADDRESS);
    }
    expect(await stockOf('ID', sku!.sku_id)).toBe(sku!.stock);
  });
});

describe('placements per member (ORDER_LIMITER)', () => {
  // The binding with a limit of 3 a minute in place of the deployed 10 in 10 s (vitest.config.ts).
  const tight = { ...env, ORDER_LIMITER: env.ORDER_LIMITER_TIGHT } as Env;
  const sendTight = sendThrough((path, request) => Promise.resolve(commerce.request(`/${path}`, request, tight)));

  it('refuses a member placing orders past the limit with "action too fast" (1103015), before anything is reserved', async () => {
    await startOfAMinute();
    const [s, other] = [await newShopper('ID'), await newShopper('ID')];
    const [sku] = await inStock(1, 6);
    const sel = { items: [{ sku_no: sku!.sku_no, quantity: 1 }], buy_type: BUY_TYPE.buyNow, use_coins: false };
    // The confirmation's total each time (the first order ships free): the confirmation is not counted.
    const place = async (who: typeof s, key = newKey()) => {
      const total = (await confirm(who, sel)).body.data.amounts.total;
      return sendTight(orderCreate, { ...sel, note: '', idempotency_key: key, expected_total: total }, { token: who.token });
    };

    // A repeated submit of one key counts like any attempt.
    const key = newKey();
    const first = await place(s, key);
    expect((await place(s, key)).body.data?.order_no).toBe(first.body.data?.order_no);
    expect((await place(s)).body.code).toBe(0);
    const stock = await stockOf('ID', sku!.sku_id);

    const refused = await place(s);
    expect([refused.status, refused.body.code]).toEqual([429, ERR.ACTION_TOO_FAST]);
    expect(await holdings(s)).toMatchObject({ orders: 2 });
    expect(await stockOf('ID', sku!.sku_id)).toBe(stock);
    // Another member is not held up.
    expect((await place(other)).body.code).toBe(0);
    // Up to 15 s waiting for the next minute (startOfAMinute), then a few calls.
  }, 30_000);
});
