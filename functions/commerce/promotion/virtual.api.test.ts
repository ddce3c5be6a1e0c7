// promotion/api/virtual/mapping (docs/decisions/virtual-mapping.md): a promotion's virtual category mapped onto its
// products, on the seeded D1 (the dairy banner's collection) and on collections made here.
import { describe, expect, it } from 'vitest';
import { SORT } from '../../../src/shared/contract/constants';
import { virtualMapping } from '../../../src/shared/contract/refs/promotion';
import { ERR } from '../../../src/shared/errors';
import { DB, send, sendRaw } from '../../../tests/api/shopper';

/** A virtual category of these products in Indonesia, shown from `startsAt` to `endsAt`: its id. */
async function virtualOf(productIds: number[], startsAt = Date.now() - 1000, endsAt = Date.now() + 86_400_000): Promise<number> {
  const db = DB.ID;
  // Raw SQL, as the other API tests' fixtures: the rows the seed would hold, written past the code under test.
  const made = await db.prepare('INSERT INTO virtual_categories (starts_at, ends_at) VALUES (?, ?)').bind(startsAt, endsAt).run();
  const id = made.meta.last_row_id;
  await db.batch([
    db.prepare("INSERT INTO virtual_category_texts (virtual_id, lang, title) VALUES (?, 'en', ?)").bind(id, `Collection ${id}`),
    db.prepare("INSERT INTO virtual_category_texts (virtual_id, lang, title) VALUES (?, 'id', ?)").bind(id, `Koleksi ${id}`),
    ...productIds.map((p) => db.prepare('INSERT INTO virtual_category_products (virtual_id, product_id) VALUES (?, ?)').bind(id, p)),
  ]);
  return id;
}

/** Products on sale in Indonesia: ids and numbers, cheapest first. */
async function onSale(n: number) {
  const { results } = await DB.ID.prepare(
    'SELECT id, product_no FROM products WHERE status = 1 AND min_price IS NOT NULL ORDER BY min_price, id LIMIT ?',
  )
    .bind(n)
    .all<{ id: number; product_no: string }>();
  return results;
}

describe('promotion/api/virtual/mapping', () => {
  it("maps the dairy banner's collection onto discounted dairy products, in every country and language", async () => {
    for (const country of ['ID', 'SG', 'MY'] as const) {
      const { body } = await send(virtualMapping, { virtual_id: 1 }, { country, lang: 'zh-CN' });
      expect(body.code).toBe(0);
      expect(body.data.virtual_id).toBe(1);
      expect(body.data.title).toBe('牛奶乳品特惠');
      expect(body.data.total).toBeGreaterThan(0);
      for (const card of body.data.list) expect(card.scribing_price).not.toBeNull();
    }
  });

  it('pages the mapped products in the sort asked for, in the language asked for', async () => {
    const products = await onSale(5);
    const id = await virtualOf(products.map((p) => p.id));
    const first = await send(virtualMapping, { virtual_id: id, page_size: 2, sort: SORT.priceLowToHigh }, { lang: 'id' });
    expect(first.body.data).toMatchObject({ virtual_id: id, title: `Koleksi ${id}`, total: 5 });
    expect(first.body.data.list.map((c) => c.product_no)).toEqual(products.slice(0, 2).map((p) => p.product_no));
    const last = await send(virtualMapping, { virtual_id: id, page_num: 3, page_size: 2, sort: SORT.priceLowToHigh });
    expect(last.body.data.list.map((c) => c.product_no)).toEqual([products[4]!.product_no]);
    // A title missing in the language falls back to English.
    expect((await send(virtualMapping, { virtual_id: id }, { lang: 'zh-CN' })).body.data.title).toBe(`Collection ${id}`);
  });

  it('leaves out removed products, and maps an empty collection onto an empty page', async () => {
    const [kept] = await onSale(1);
    const removed = await DB.ID.prepare('SELECT id FROM products WHERE status = 0 LIMIT 1').first<{ id: number }>();
    const id = await virtualOf([kept!.id, removed!.id]);
    const { body } = await send(virtualMapping, { virtual_id: id });
    expect(body.data.total).toBe(1);
    expect(body.data.list.map((c) => c.product_no)).toEqual([kept!.product_no]);
    const empty = await virtualOf([]);
    expect((await send(virtualMapping, { virtual_id: empty })).body.data).toMatchObject({ total: 0, list: [] });
  });

  it('answers 1108001 for an unknown collection, one not started and one over', async () => {
    const [product] = await onSale(1);
    const now = Date.now();
    const later = await virtualOf([product!.id], now + 3_600_000, now + 7_200_000);
    const over = await virtualOf([product!.id], now - 7_200_000, now - 3_600_000);
    for (const virtual_id of [999_999, later, over]) {
      const { status, body } = await send(virtualMapping, { virtual_id });
      expect(status).toBe(404);
      expect(body.code).toBe(ERR.CONTENT_NOT_FOUND);
    }
    // A collection of one country's is not another's.
    const shown = await virtualOf([product!.id]);
    expect((await send(virtualMapping, { virtual_id: shown }, { country: 'SG' })).body.code).toBe(ERR.CONTENT_NOT_FOUND);
  });

  it('refuses a bad id or page with 1101020', async () => {
    for (const body of [{}, { virtual_id: 0 }, { virtual_id: 'x' }, { virtual_id: 1, page_size: 51 }, { virtual_id: 1, sort: 9 }]) {
      const res = await sendRaw('/promotion/api/virtual/mapping', { body });
      expect(res.body.code).toBe(ERR.INVALID_PARAMETER);
    }
  });
});
