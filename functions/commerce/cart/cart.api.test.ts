// Product detail, cart and back-in-stock (issue 4) on the seeded D1 of each country, through the commerce app.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { cartAdd, cartCount } from '../../../src/shared/contract/refs/cart';
import {
  minSkuDetail,
  similarProducts,
  specOrderList,
  stockSubscribe,
  stockSubscription,
  stockUnsubscribe,
  visitViews,
} from '../../../src/shared/contract/refs/catalog';
import { messageCount } from '../../../src/shared/contract/refs/message';
import { type CountryCode, perCountry } from '../../../src/shared/countries';
import { d1For } from '../../platform/db';
import { ERR } from '../../../src/shared/errors';
import { sha256Hex } from '../../platform/tokens';
import { withFailing } from '../../../tests/api/inject-failure';
import { send } from '../../../tests/api/shopper';

const DB = perCountry((country) => d1For(env, country));

async function member(token: string, country: CountryCode = 'ID'): Promise<number> {
  const db = DB[country];
  const now = Date.now();
  await db.batch([
    db
      .prepare('INSERT OR IGNORE INTO members (member_no, email, user_name, points, status, created_at) VALUES (?, ?, ?, 0, 1, ?)')
      .bind(`M-${token}`, `${token}@example.com`, 'Buyer', now),
    db
      .prepare(
        'INSERT OR IGNORE INTO sessions (token_hash, member_id, created_at, expires_at) VALUES (?, (SELECT id FROM members WHERE member_no = ?), ?, ?)',
      )
      .bind(await sha256Hex(token), `M-${token}`, now, now + 3_600_000),
  ]);
  return (await db.prepare('SELECT id FROM members WHERE member_no = ?').bind(`M-${token}`).first<{ id: number }>())!.id;
}

async function productWith(country: CountryCode, where: string): Promise<{ product_no: string; sku_no: string; stock: number }> {
  return (await DB[country]
    .prepare(
      `SELECT p.product_no, s.sku_no, s.stock FROM products p JOIN skus s ON s.product_id = p.id WHERE ${where} ORDER BY p.id, s.id LIMIT 1`,
    )
    .first<{ product_no: string; sku_no: string; stock: number }>())!;
}

describe('product detail', () => {
  it('gives the product in the language and currency of the request, with its attributes and SKUs', async () => {
    const { product_no } = await productWith('SG', 'p.status = 1 AND s.stock > 0');
    const en = await send(minSkuDetail, { product_no }, { country: 'SG' });
    const zh = await send(minSkuDetail, { product_no }, { country: 'SG', lang: 'zh-CN' });
    expect(en.body.code).toBe(0);
    expect(en.body.data.currency_code).toBe('SGD');
    expect(en.body.data.product_name).not.toBe(zh.body.data.product_name);
    expect(Object.keys(en.body.data.attributes)).toEqual(
      expect.arrayContaining([
        'unit',
        'specification',
        'composition',
        'length_mm',
        'shelf_life',
        'net_weight_g',
        'gross_weight_g',
        'brand',
      ]),
    );
    expect(en.body.data.skus.length).toBeGreaterThan(0);
    const specs = await send(specOrderList, { product_no }, { country: 'SG' });
    expect(specs.body.data.list).toHaveLength(en.body.data.skus.length);
  });

  it('answers 1125101 for a removed or unknown product', async () => {
    const removed = await productWith('ID', 'p.status = 0');
    for (const no of [removed.product_no, 'P-NOPE']) {
      const { status, body } = await send(minSkuDetail, { product_no: no });
      expect([status, body.code]).toEqual([404, ERR.PRODUCT_DOES_NOT_EXIST]);
    }
  });

  it('records a visit and lists similar products without the product itself', async () => {
    const { product_no } = await productWith('ID', 'p.status = 1');
    expect((await send(visitViews, { product_no })).body.code).toBe(0);
    const similar = await send(similarProducts, { product_no });
    expect(similar.body.data.list.length).toBeGreaterThan(0);
    expect(similar.body.data.list.map((p) => p.product_no)).not.toContain(product_no);
    const unknown = await send(similarProducts, { product_no: 'P-NOPE' });
    expect([unknown.status, unknown.body.code]).toEqual([404, ERR.PRODUCT_DOES_NOT_EXIST]);
  });
});

describe('cart', () => {
  it('adds an SKU for a member and counts its line (not its units); a guest gets 401', async () => {
    const token = `cart-${Date.now()}`;
    await member(token);
    const { sku_no } = await productWith('ID', 'p.status = 1 AND s.stock >= 3');
    expect((await send(cartAdd, { sku_no, quantity: 1 })).status).toBe(401);
    expect((await send(cartAdd, { sku_no, quantity: 2 }, { token })).body.data.count).toBe(1);
    expect((await send(cartCount, {}, { token })).body.data.count).toBe(1);
  });

  it('refuses more than the stock (1105007) and more than the per-item cap (1105008)', async () => {
    const token = `cart-limits-${Date.now()}`;
    await member(token);
    const soldOut = await productWith('ID', 'p.status = 1 AND s.stock = 0');
    expect((await send(cartAdd, { sku_no: soldOut.sku_no, quantity: 1 }, { token })).body.code).toBe(ERR.INSUFFICIENT_STOCK);
    const plenty = await productWith('ID', 'p.status = 1 AND s.stock >= 99');
    expect((await send(cartAdd, { sku_no: plenty.sku_no, quantity: 99 }, { token })).body.code).toBe(0);
    expect((await send(cartAdd, { sku_no: plenty.sku_no, quantity: 1 }, { token })).body.code).toBe(ERR.MAX_PURCHASE_EXCEEDED);
  });

  it('changes nothing when the add fails, and answers the generic error', async () => {
    const token = `cart-fail-${Date.now()}`;
    await member(token);
    const { sku_no } = await productWith('ID', 'p.status = 1 AND s.stock >= 3');
    await send(cartAdd, { sku_no, quantity: 1 }, { token });
    const failed = await withFailing(DB.ID, 'UPDATE ON cart_items', () => send(cartAdd, { sku_no, quantity: 2 }, { token }));
    expect([failed.status, failed.body.code]).toEqual([500, ERR.SYSTEM_CALL_EXCEPTION]);
    expect((await send(cartCount, {}, { token })).body.data.count).toBe(1);
  });

  it('keeps each member’s cart to that member', async () => {
    const a = `cart-a-${Date.now()}`;
    const b = `cart-b-${Date.now()}`;
    await member(a);
    await member(b);
    const { sku_no } = await productWith('ID', 'p.status = 1 AND s.stock >= 1');
    await send(cartAdd, { sku_no, quantity: 1 }, { token: a });
    expect((await send(cartCount, {}, { token: b })).body.data.count).toBe(0);
  });
});

describe('back in stock', () => {
  it('sends an in-app message to each waiting subscriber once when stock returns, and to nobody else', async () => {
    const subscriber = `bis-${Date.now()}`;
    const bystander = `bis-other-${Date.now()}`;
    const subscriberId = await member(subscriber);
    const bystanderId = await member(bystander);
    const soldOut = await productWith('ID', 'p.status = 1 AND s.stock = 0');
    expect((await send(stockSubscribe, { sku_no: soldOut.sku_no }, { token: subscriber })).body.code).toBe(0);
    const state = await send(stockSubscription, { product_no: soldOut.product_no }, { token: subscriber });
    expect(state.body.data.sku_nos).toEqual([soldOut.sku_no]);

    const messages = (id: number) =>
      DB.ID.prepare("SELECT kind, params FROM messages WHERE member_id = ? AND kind = 'back_in_stock'")
        .bind(id)
        .all<{ kind: string; params: string }>();
    await DB.ID.prepare('UPDATE skus SET stock = 5 WHERE sku_no = ?').bind(soldOut.sku_no).run();
    await DB.ID.prepare('UPDATE skus SET stock = 0 WHERE sku_no = ?').bind(soldOut.sku_no).run();
    await DB.ID.prepare('UPDATE skus SET stock = 3 WHERE sku_no = ?').bind(soldOut.sku_no).run();
    const got = (await messages(subscriberId)).results;
    expect(got).toHaveLength(1);
    expect(JSON.parse(got[0]!.params)).toMatchObject({ product_no: soldOut.product_no, sku_no: soldOut.sku_no });
    expect((await messages(bystanderId)).results).toHaveLength(0);
    expect((await send(messageCount, {}, { token: subscriber })).body.data.count).toBe(1);
    await DB.ID.prepare('UPDATE skus SET stock = 0 WHERE sku_no = ?').bind(soldOut.sku_no).run();
  });

  it('can be cancelled, and needs a session', async () => {
    const token = `bis-cancel-${Date.now()}`;
    await member(token);
    const soldOut = await productWith('ID', 'p.status = 1 AND s.stock = 0');
    await send(stockSubscribe, { sku_no: soldOut.sku_no }, { token });
    await send(stockUnsubscribe, { sku_no: soldOut.sku_no }, { token });
    expect((await send(stockSubscription, { product_no: soldOut.product_no }, { token })).body.data.sku_nos).toEqual([]);
    expect((await send(stockSubscribe, { sku_no: soldOut.sku_no })).status).toBe(401);
  });
});
