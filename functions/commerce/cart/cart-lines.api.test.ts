// The cart's lines (issue 14): the list in the request's language and currency, changing a quantity, removing lines,
// the price at add, and the stock check that holds when adds race. Through the commerce API on the seeded D1.
import { describe, expect, it } from 'vitest';
import { cartAdd, cartDelete, cartList, cartUpdate } from '../../../src/shared/contract/refs/cart';
import { MAX_CART_QUANTITY } from '../../../src/shared/constants';
import { ERR } from '../../../src/shared/errors';
import { DB, newShopper, type SendInit, send, skuWhere } from '../../../tests/api/shopper';

const add = (token: string, sku_no: string, quantity = 1, country: 'ID' | 'SG' = 'ID') =>
  send(cartAdd, { sku_no, quantity }, { token, country });
const list = (token: string, init: SendInit = {}) => send(cartList, {}, { ...init, token });

describe('the cart list', () => {
  it('lists the newest line first, in the language and currency of the request, with its state and limits', async () => {
    const shopper = await newShopper('SG');
    const first = await skuWhere('SG', 's.stock >= 5');
    const second = await skuWhere('SG', `s.stock >= 200 AND p.id <> ${first.product_id}`);
    await add(shopper.token, first.sku_no, 2, 'SG');
    await add(shopper.token, second.sku_no, 1, 'SG');
    const en = await list(shopper.token, { country: 'SG' });
    const zh = await list(shopper.token, { country: 'SG', lang: 'zh-CN' });
    expect(en.body.data.currency_code).toBe('SGD');
    expect(en.body.data.list.map((l) => l.sku_no)).toEqual([second.sku_no, first.sku_no]);
    expect(en.body.data.list[0]!.product_name).not.toBe(zh.body.data.list[0]!.product_name);
    expect(en.body.data.list[1]).toMatchObject({
      quantity: 2,
      price: first.price,
      price_at_add: first.price,
      state: 'ok',
      max_quantity: Math.min(first.stock, MAX_CART_QUANTITY),
    });
    expect(en.body.data.list[0]!.max_quantity).toBe(MAX_CART_QUANTITY);
    expect((await send(cartList, {})).status).toBe(401);
  });

  it('marks a sold-out line and a removed product’s line, which cannot be stepped', async () => {
    const shopper = await newShopper('ID');
    const soon = await skuWhere('ID', 's.stock >= 3');
    await add(shopper.token, soon.sku_no, 1);
    const removed = await DB.ID.prepare(
      'SELECT s.sku_no, s.id FROM skus s JOIN products p ON p.id = s.product_id WHERE p.status = 0 ORDER BY s.id LIMIT 1',
    ).first<{ sku_no: string; id: number }>();
    // A product removed after it was added: the line stays, shown apart.
    await DB.ID.prepare('INSERT INTO cart_items (member_id, sku_id, quantity, added_at, price_at_add) VALUES (?, ?, 1, ?, NULL)')
      .bind(shopper.memberId, removed!.id, Date.now() - 1000)
      .run();
    await DB.ID.prepare('UPDATE skus SET stock = 0 WHERE id = ?').bind(soon.sku_id).run();
    try {
      const lines = (await list(shopper.token)).body.data.list;
      expect(lines.find((l) => l.sku_no === soon.sku_no)).toMatchObject({ state: 'sold_out', max_quantity: 0 });
      expect(lines.find((l) => l.sku_no === removed!.sku_no)).toMatchObject({ state: 'removed', max_quantity: 0 });
      const step = await send(cartUpdate, { sku_no: removed!.sku_no, quantity: 2 }, { token: shopper.token });
      expect(step.body.code).toBe(ERR.PRODUCT_REMOVED);
    } finally {
      await DB.ID.prepare('UPDATE skus SET stock = ? WHERE id = ?').bind(soon.stock, soon.sku_id).run();
    }
  });

  it('keeps the price at add, renewed when the line is added again, so a changed price shows', async () => {
    const shopper = await newShopper('ID');
    const sku = await skuWhere('ID', 's.stock >= 10 AND s.price > 2000');
    try {
      await add(shopper.token, sku.sku_no, 1);
      await DB.ID.prepare('UPDATE skus SET price = ? WHERE id = ?')
        .bind(sku.price - 1000, sku.sku_id)
        .run();
      const dropped = (await list(shopper.token)).body.data.list[0]!;
      expect([dropped.price_at_add, dropped.price]).toEqual([sku.price, sku.price - 1000]);
      // Setting the quantity is not adding: the line keeps the price it was chosen at.
      await send(cartUpdate, { sku_no: sku.sku_no, quantity: 3 }, { token: shopper.token });
      expect((await list(shopper.token)).body.data.list[0]!.price_at_add).toBe(sku.price);
      await add(shopper.token, sku.sku_no, 1);
      expect((await list(shopper.token)).body.data.list[0]).toMatchObject({ price_at_add: sku.price - 1000, quantity: 4 });
    } finally {
      await DB.ID.prepare('UPDATE skus SET price = ? WHERE id = ?').bind(sku.price, sku.sku_id).run();
    }
  });
});

describe('changing a cart line', () => {
  it('sets a quantity within the stock (1105007) and the per-item limit (1105008); an SKU not in the cart is 1105005', async () => {
    const shopper = await newShopper('ID');
    const sku = await skuWhere('ID', 's.stock BETWEEN 3 AND 50');
    const plenty = await skuWhere('ID', `s.stock >= 200 AND p.id <> ${sku.product_id}`);
    await add(shopper.token, sku.sku_no, 1);
    await add(shopper.token, plenty.sku_no, 1);
    const update = (sku_no: string, quantity: number) => send(cartUpdate, { sku_no, quantity }, { token: shopper.token });
    // The count is of lines (the badge), whatever their quantities.
    expect((await update(sku.sku_no, 3)).body.data.count).toBe(2);
    expect((await update(sku.sku_no, sku.stock + 1)).body.code).toBe(ERR.INSUFFICIENT_STOCK);
    expect((await update(plenty.sku_no, MAX_CART_QUANTITY + 1)).body.code).toBe(ERR.MAX_PURCHASE_EXCEEDED);
    expect((await update(plenty.sku_no, MAX_CART_QUANTITY)).body.data.count).toBe(2);
    const notInCart = await skuWhere('ID', `s.stock >= 1 AND p.id NOT IN (${sku.product_id}, ${plenty.product_id})`);
    const missing = await update(notInCart.sku_no, 1);
    expect([missing.status, missing.body.code]).toEqual([404, ERR.CART_ITEM_NOT_FOUND]);
    expect((await send(cartUpdate, { sku_no: sku.sku_no, quantity: 1 })).status).toBe(401);
  });

  it('removes many lines in one call, ignores numbers not in the cart, and never touches another member’s cart', async () => {
    const shopper = await newShopper('ID');
    const other = await newShopper('ID');
    const a = await skuWhere('ID', 's.stock >= 5');
    const b = await skuWhere('ID', `s.stock >= 5 AND p.id <> ${a.product_id}`);
    const c = await skuWhere('ID', `s.stock >= 5 AND p.id NOT IN (${a.product_id}, ${b.product_id})`);
    for (const sku of [a, b, c]) await add(shopper.token, sku.sku_no, 1);
    await add(other.token, a.sku_no, 2);
    await add(other.token, b.sku_no, 1);
    const removed = await send(cartDelete, { sku_nos: [a.sku_no, b.sku_no, 'SKU-NOPE'] }, { token: shopper.token });
    expect(removed.body.data.count).toBe(1);
    expect((await list(shopper.token)).body.data.list.map((l) => l.sku_no)).toEqual([c.sku_no]);
    // The other member's lines of the same SKUs are theirs: neither listed to nor changed by the first.
    expect((await list(other.token)).body.data.list.map((l) => [l.sku_no, l.quantity])).toEqual([
      [b.sku_no, 1],
      [a.sku_no, 2],
    ]);
    expect((await send(cartUpdate, { sku_no: b.sku_no, quantity: 1 }, { token: shopper.token })).body.code).toBe(ERR.CART_ITEM_NOT_FOUND);
  });
});

describe('adds racing for the last units', () => {
  it('20 concurrent adds of 1 unit of a SKU with 5 in stock: the line holds at most 5, every other answer is 1105007', async () => {
    const shopper = await newShopper('ID');
    const sku = await skuWhere('ID', 's.stock >= 5');
    await DB.ID.prepare('UPDATE skus SET stock = 5 WHERE id = ?').bind(sku.sku_id).run();
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => add(shopper.token, sku.sku_no, 1)));
      const codes = answers.map((a) => a.body.code);
      expect(codes.filter((c) => c === 0)).toHaveLength(5);
      expect(codes.filter((c) => c !== 0).every((c) => c === ERR.INSUFFICIENT_STOCK)).toBe(true);
      const line = await DB.ID.prepare('SELECT quantity FROM cart_items WHERE member_id = ? AND sku_id = ?')
        .bind(shopper.memberId, sku.sku_id)
        .first<{ quantity: number }>();
      expect(line?.quantity).toBe(5);
    } finally {
      await DB.ID.prepare('UPDATE skus SET stock = ? WHERE id = ?').bind(sku.stock, sku.sku_id).run();
    }
  });
});
