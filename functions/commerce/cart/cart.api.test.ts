// Product detail, cart and back-in-stock (issue 4) on the seeded D1 of each country, through the commerce app.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { commerce } from '../app';
import { type CountryCode, perCountry } from '../../../src/shared/countries';
import { d1For } from '../../platform/db';
import { ERR, type Envelope } from '../../../src/shared/errors';
import type { Lang } from '../../../src/shared/lang';
import { sha256Hex } from '../../platform/tokens';
import { withFailing } from '../../../tests/api/inject-failure';

const DB = perCountry((country) => d1For(env, country));

async function call<T>(path: string, init: { method?: string; body?: unknown; token?: string; country?: CountryCode; lang?: Lang } = {}) {
  const headers: Record<string, string> = { 'X-Locale': init.country ?? 'ID', Language: init.lang ?? 'en' };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const res = await commerce.request(
    path,
    {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    },
    env,
  );
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

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

interface Detail {
  product_name: string;
  price: number;
  currency_code: string;
  attributes: Record<string, unknown>;
  skus: { sku_no: string; spec_value: string; stock: number; flag_sold_out: number }[];
}

describe('product detail', () => {
  it('gives the product in the language and currency of the request, with its attributes and SKUs', async () => {
    const { product_no } = await productWith('SG', 'p.status = 1 AND s.stock > 0');
    const en = await call<Detail>(`/consumer/product/min_sku_detail/${product_no}`, { country: 'SG' });
    const zh = await call<Detail>(`/consumer/product/min_sku_detail/${product_no}`, { country: 'SG', lang: 'zh-CN' });
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
    const specs = await call<{ list: unknown[] }>('/consumer/product/spec_order_list', { body: { product_no }, country: 'SG' });
    expect(specs.body.data.list).toHaveLength(en.body.data.skus.length);
  });

  it('answers 1125101 for a removed or unknown product', async () => {
    const removed = await productWith('ID', 'p.status = 0');
    for (const no of [removed.product_no, 'P-NOPE']) {
      const { status, body } = await call(`/consumer/product/min_sku_detail/${no}`);
      expect([status, body.code]).toEqual([404, ERR.PRODUCT_DOES_NOT_EXIST]);
    }
  });

  it('records a visit and lists similar products without the product itself', async () => {
    const { product_no } = await productWith('ID', 'p.status = 1');
    expect((await call('/consumer/product/visit/views', { body: { product_no } })).body.code).toBe(0);
    const similar = await call<{ list: { product_no: string }[] }>('/consumer/product/similar', { body: { product_no } });
    expect(similar.body.data.list.length).toBeGreaterThan(0);
    expect(similar.body.data.list.map((p) => p.product_no)).not.toContain(product_no);
    const unknown = await call('/consumer/product/similar', { body: { product_no: 'P-NOPE' } });
    expect([unknown.status, unknown.body.code]).toEqual([404, ERR.PRODUCT_DOES_NOT_EXIST]);
  });
});

describe('cart', () => {
  it('adds an SKU for a member and counts it; a guest gets 401', async () => {
    const token = `cart-${Date.now()}`;
    await member(token);
    const { sku_no } = await productWith('ID', 'p.status = 1 AND s.stock >= 3');
    expect((await call('/cart/add', { body: { sku_no, quantity: 1 } })).status).toBe(401);
    expect((await call<{ count: number }>('/cart/add', { body: { sku_no, quantity: 2 }, token })).body.data.count).toBe(2);
    expect((await call<{ count: number }>('/cart/count', { token })).body.data.count).toBe(2);
  });

  it('refuses more than the stock (1105007) and more than the per-item cap (1105008)', async () => {
    const token = `cart-limits-${Date.now()}`;
    await member(token);
    const soldOut = await productWith('ID', 'p.status = 1 AND s.stock = 0');
    expect((await call('/cart/add', { body: { sku_no: soldOut.sku_no, quantity: 1 }, token })).body.code).toBe(ERR.INSUFFICIENT_STOCK);
    const plenty = await productWith('ID', 'p.status = 1 AND s.stock >= 99');
    expect((await call('/cart/add', { body: { sku_no: plenty.sku_no, quantity: 99 }, token })).body.code).toBe(0);
    expect((await call('/cart/add', { body: { sku_no: plenty.sku_no, quantity: 1 }, token })).body.code).toBe(ERR.MAX_PURCHASE_EXCEEDED);
  });

  it('changes nothing when the add fails, and answers the generic error', async () => {
    const token = `cart-fail-${Date.now()}`;
    await member(token);
    const { sku_no } = await productWith('ID', 'p.status = 1 AND s.stock >= 3');
    await call('/cart/add', { body: { sku_no, quantity: 1 }, token });
    const failed = await withFailing(DB.ID, 'UPDATE ON cart_items', () => call('/cart/add', { body: { sku_no, quantity: 2 }, token }));
    expect([failed.status, failed.body.code]).toEqual([500, ERR.SYSTEM_CALL_EXCEPTION]);
    expect((await call<{ count: number }>('/cart/count', { token })).body.data.count).toBe(1);
  });

  it('keeps each member’s cart to that member', async () => {
    const a = `cart-a-${Date.now()}`;
    const b = `cart-b-${Date.now()}`;
    await member(a);
    await member(b);
    const { sku_no } = await productWith('ID', 'p.status = 1 AND s.stock >= 1');
    await call('/cart/add', { body: { sku_no, quantity: 1 }, token: a });
    expect((await call<{ count: number }>('/cart/count', { token: b })).body.data.count).toBe(0);
  });
});

describe('back in stock', () => {
  it('sends an in-app message to each waiting subscriber once when stock returns, and to nobody else', async () => {
    const subscriber = `bis-${Date.now()}`;
    const bystander = `bis-other-${Date.now()}`;
    const subscriberId = await member(subscriber);
    const bystanderId = await member(bystander);
    const soldOut = await productWith('ID', 'p.status = 1 AND s.stock = 0');
    expect((await call('/consumer/product/stock_subscribe', { body: { sku_no: soldOut.sku_no }, token: subscriber })).body.code).toBe(0);
    const state = await call<{ sku_nos: string[] }>(`/consumer/product/stock_subscription?product_no=${soldOut.product_no}`, {
      token: subscriber,
    });
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
    expect((await call<{ count: number }>('/message/count', { body: {}, token: subscriber })).body.data.count).toBe(1);
    await DB.ID.prepare('UPDATE skus SET stock = 0 WHERE sku_no = ?').bind(soldOut.sku_no).run();
  });

  it('can be cancelled, and needs a session', async () => {
    const token = `bis-cancel-${Date.now()}`;
    await member(token);
    const soldOut = await productWith('ID', 'p.status = 1 AND s.stock = 0');
    await call('/consumer/product/stock_subscribe', { body: { sku_no: soldOut.sku_no }, token });
    await call('/consumer/product/stock_unsubscribe', { body: { sku_no: soldOut.sku_no }, token });
    expect(
      (await call<{ sku_nos: string[] }>(`/consumer/product/stock_subscription?product_no=${soldOut.product_no}`, { token })).body.data
        .sku_nos,
    ).toEqual([]);
    expect((await call('/consumer/product/stock_subscribe', { body: { sku_no: soldOut.sku_no } })).status).toBe(401);
  });
});
