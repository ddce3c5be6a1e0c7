// Catalog calls (spec §7) against the real, migrated and seeded D1 of each country, through the commerce app.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { CallInput } from '../../../src/shared/contract/call';
import type * as catalog from '../../../src/shared/contract/catalog';
import type { NavCategory, ProductCard, ProductPage } from '../../../src/shared/contract/catalog';
import { decoration, navTypeList, productList, productRecommend } from '../../../src/shared/contract/refs/catalog';
import { type CountryCode, perCountry } from '../../../src/shared/countries';
import { d1For } from '../../platform/db';
import { ERR } from '../../../src/shared/errors';
import type { Lang } from '../../../src/shared/lang';
import { send, sendRaw } from '../../../tests/api/shopper';

const DB = perCountry((country) => d1For(env, country));

type ListInput = CallInput<typeof catalog.productList>;

async function list(input: ListInput, country: CountryCode = 'ID', lang: Lang = 'en'): Promise<ProductPage> {
  const { status, body: envelope } = await send(productList, input, { country, lang });
  expect(status).toBe(200);
  expect(envelope.code).toBe(0);
  return envelope.data;
}

/** Every page of a listing, 50 at a time. */
async function listAll(input: ListInput, country: CountryCode = 'ID'): Promise<ProductCard[]> {
  const first = await list({ ...input, page_num: 1, page_size: 50 }, country);
  const cards = [...first.list];
  for (let page = 2; (page - 1) * 50 < first.total; page++) {
    cards.push(...(await list({ ...input, page_num: page, page_size: 50 }, country)).list);
  }
  expect(cards).toHaveLength(first.total);
  return cards;
}

async function column<T>(country: CountryCode, query: string, ...params: unknown[]): Promise<T[]> {
  const { results } = await DB[country]
    .prepare(query)
    .bind(...params)
    .all<Record<string, T>>();
  return results.map((row) => Object.values(row)[0] as T);
}

const isNonDecreasing = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1]! <= x);
const isNonIncreasing = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1]! >= x);

describe('GET nav/type/list', () => {
  it('answers the three-level tree in the request language, leaves pictured by their best seller', async () => {
    const { status, body } = await send(navTypeList, {}, { country: 'SG', lang: 'zh-CN' });
    expect(status).toBe(200);
    const tree = body.data;
    expect(tree.length).toBeGreaterThanOrEqual(5);
    for (const top of tree) {
      expect(top.nav_type_name).toMatch(/[\u4e00-\u9fff]/);
      expect(top.child_list.length).toBeGreaterThanOrEqual(2);
      for (const second of top.child_list) {
        expect(second.child_list.length).toBeGreaterThanOrEqual(2);
        for (const third of second.child_list) {
          expect(third.child_list).toEqual([]);
          // A shelf's icon is its best seller's packshot; a shelf with nothing on sale keeps its generated icon.
          expect(third.icon_url).toMatch(/^\/img\/(p\/P\d+\.svg\?|c\/[a-z]+-[0-9a-f]{6}\.svg$)/);
          expect(typeof third.nav_type_id).toBe('number');
        }
      }
    }
    const english = (await send(navTypeList, {}, { country: 'SG' })).body.data;
    expect(english.map((c) => c.nav_type_id)).toEqual(tree.map((c) => c.nav_type_id));
    expect(english[0]!.nav_type_name).not.toBe(tree[0]!.nav_type_name);
  });

  it('keeps only the branches whose names contain the keyword', async () => {
    const { body } = await send(navTypeList, { keyword: 'UHT' });
    expect(body.data).toHaveLength(1);
    const leaves = body.data.flatMap((top) => top.child_list.flatMap((second) => second.child_list));
    expect(leaves.map((leaf) => leaf.nav_type_name)).toEqual(['UHT Milk']);
  });

  it('rejects an over-long keyword with 1101020', async () => {
    const { status, body } = await send(navTypeList, { keyword: 'x'.repeat(101) });
    expect(status).toBe(400);
    expect(body.code).toBe(ERR.INVALID_PARAMETER);
  });
});

describe('POST consumer/product/product_recommend', () => {
  it('pages on-sale products in a stable order, 12 by default', async () => {
    const { body } = await send(productRecommend, { page_num: 1 });
    const onSale = await column<number>('ID', 'SELECT count(*) FROM products WHERE status = 1');
    expect(body.data.total).toBe(onSale[0]);
    expect(body.data.list).toHaveLength(12);
    const again = await send(productRecommend, { page_num: 1, page_size: 12 });
    expect(again.body.data.list.map((p) => p.product_no)).toEqual(body.data.list.map((p) => p.product_no));
    const second = await send(productRecommend, { page_num: 2, page_size: 12 });
    const firstNos = new Set(body.data.list.map((p) => p.product_no));
    expect(second.body.data.list.some((p) => firstNos.has(p.product_no))).toBe(false);
  });

  it('prices each country in its own currency, in integer minor units', async () => {
    const cards: Record<CountryCode, ProductCard[]> = { ID: [], SG: [], MY: [] };
    for (const country of ['ID', 'SG', 'MY'] as const) {
      const { body } = await send(productRecommend, { page_num: 1, page_size: 50 }, { country });
      cards[country] = body.data.list;
      for (const card of body.data.list) {
        expect(Number.isInteger(card.price)).toBe(true);
        expect(card.currency_code).toBe({ ID: 'IDR', SG: 'SGD', MY: 'MYR' }[country]);
      }
    }
    // Rupiah are whole (shops price in hundreds); SGD and MYR are cents, so some end in other than 00.
    expect(cards.ID.every((c) => c.price >= 500 && c.price % 100 === 0)).toBe(true);
    expect(cards.SG.some((c) => c.price % 100 !== 0)).toBe(true);
    const sg = new Map(cards.SG.map((c) => [c.product_no, c.price]));
    for (const card of cards.ID.filter((c) => sg.has(c.product_no))) {
      const rupiahPerCent = card.price / sg.get(card.product_no)!;
      expect(rupiahPerCent).toBeGreaterThan(30);
      expect(rupiahPerCent).toBeLessThan(130);
    }
  });

  it('rejects bad paging with 1101020', async () => {
    for (const input of [{ page_num: 0 }, { page_size: 51 }, { page_size: 0 }, { page_num: 1.5 }]) {
      const res = await send(productRecommend, input);
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(res.body.code).toBe(ERR.INVALID_PARAMETER);
    }
    // Bodies the call's input type cannot express: a page number as text, an array, no JSON at all.
    for (const body of [{ page_num: '1' }, [1], 'nope']) {
      const res = await sendRaw('/consumer/product/product_recommend', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe(ERR.INVALID_PARAMETER);
    }
  });
});

describe('POST consumer/product/list', () => {
  it('never lists removed products and lists every product on sale', async () => {
    const removed = new Set(await column<string>('ID', 'SELECT product_no FROM products WHERE status = 0'));
    expect(removed.size).toBeGreaterThan(0);
    const all = await listAll({});
    expect(all.some((c) => removed.has(c.product_no))).toBe(false);
    const onSale = await column<string>('ID', 'SELECT product_no FROM products WHERE status = 1');
    expect(new Set(all.map((c) => c.product_no))).toEqual(new Set(onSale));
    const recommended = await send(productRecommend, { page_num: 1, page_size: 50 });
    expect(recommended.body.data.list.some((c) => removed.has(c.product_no))).toBe(false);
  });

  it('sorts by price both ways and by sales', async () => {
    const low = await listAll({ sort: 3 });
    expect(isNonDecreasing(low.map((c) => c.price))).toBe(true);
    const high = await listAll({ sort: 2 });
    expect(isNonIncreasing(high.map((c) => c.price))).toBe(true);
    expect(high[0]!.price).toBeGreaterThan(low[0]!.price);

    const bySales = await list({ sort: 1, page_num: 1, page_size: 50 });
    const sales: number[] = [];
    for (const card of bySales.list) {
      sales.push((await column<number>('ID', 'SELECT sales_count FROM products WHERE product_no = ?', card.product_no))[0]!);
    }
    expect(isNonIncreasing(sales)).toBe(true);
    const top = await column<number>('ID', 'SELECT max(sales_count) FROM products WHERE status = 1');
    expect(sales[0]).toBe(top[0]);
  });

  it('puts products in stock first by default, featured ones first among them, sold-out ones last', async () => {
    const cards = await listAll({ sort: 0 });
    const firstSoldOut = cards.findIndex((c) => c.flag_sold_out === 1);
    expect(firstSoldOut).toBeGreaterThan(0);
    expect(cards.slice(firstSoldOut).every((c) => c.flag_sold_out === 1)).toBe(true);
    const inStock = cards.slice(0, firstSoldOut);
    const firstPlain = inStock.findIndex((c) => c.is_featured === 0);
    expect(firstPlain).toBeGreaterThan(0);
    expect(inStock.slice(firstPlain).every((c) => c.is_featured === 0)).toBe(true);
  });

  it('filters by a category at any level, including its descendants', async () => {
    const tree = (await send(navTypeList, {})).body.data;
    const top = tree[0]!;
    const second = top.child_list[0]!;
    const third = second.child_list[0]!;
    const shelfIds = (c: NavCategory): number[] => (c.child_list.length ? c.child_list.flatMap(shelfIds) : [c.nav_type_id]);
    for (const category of [top, second, third]) {
      const ids = shelfIds(category);
      const expected = await column<string>(
        'ID',
        `SELECT product_no FROM products WHERE status = 1 AND category_id IN (${ids.map(() => '?').join(',')})`,
        ...ids,
      );
      const cards = await listAll({ type_id: category.nav_type_id });
      expect(cards.length).toBeGreaterThan(0);
      expect(new Set(cards.map((c) => c.product_no))).toEqual(new Set(expected));
    }
    expect((await list({ type_id: 999_999 })).total).toBe(0);
  });

  it('searches a keyword with the search engine, in any language (quality: search/search.api.test.ts)', async () => {
    for (const [keyword, lang] of [
      ['milk', 'en'],
      ['susu', 'id'],
      ['牛奶', 'zh-CN'],
    ] as const) {
      const page = await list({ keyword, page_num: 1, page_size: 50 }, 'ID', lang);
      expect(page.total, keyword).toBeGreaterThan(0);
      expect(page.list.some((c) => c.product_name.toLowerCase().includes(keyword))).toBe(true);
    }
    // Punctuation alone is no keyword: nothing matches (not everything).
    expect((await list({ keyword: '%' })).total).toBe(0);
  });

  it('marks sold-out products and derives the discount from the scribing price', async () => {
    const cards = await listAll({});
    const soldOut = new Set(
      await column<string>(
        'ID',
        'SELECT product_no FROM products p WHERE status = 1 AND NOT EXISTS (SELECT 1 FROM skus WHERE product_id = p.id AND stock > 0)',
      ),
    );
    expect(soldOut.size).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.flag_sold_out).toBe(soldOut.has(card.product_no) ? 1 : 0);
      if (card.scribing_price === null) {
        expect(card.discount).toBe(0);
      } else {
        expect(card.scribing_price).toBeGreaterThan(card.price);
        expect(card.discount).toBe(Math.round(((card.scribing_price - card.price) / card.scribing_price) * 100));
      }
      expect(card.thumb_image_url).toMatch(new RegExp(`^/img/p/${card.product_no}\\.svg\\?`));
    }
    const discounted = cards.filter((c) => c.discount > 0).length / cards.length;
    expect(discounted).toBeGreaterThan(0.25);
    expect(discounted).toBeLessThan(0.55);
  });

  it('shows the cheapest SKU’s price and follows stock changes', async () => {
    const [productNo] = await column<string>(
      'ID',
      'SELECT product_no FROM products p WHERE status = 1 AND (SELECT count(*) FROM skus WHERE product_id = p.id AND stock > 0) >= 2 ORDER BY id LIMIT 1',
    );
    const cheapest = await column<number>(
      'ID',
      'SELECT min(price) FROM skus WHERE product_id = (SELECT id FROM products WHERE product_no = ?)',
      productNo,
    );
    const find = async () => (await listAll({})).find((c) => c.product_no === productNo)!;
    expect((await find()).price).toBe(cheapest[0]);
    await DB.ID.prepare('UPDATE skus SET stock = 0 WHERE product_id = (SELECT id FROM products WHERE product_no = ?)')
      .bind(productNo)
      .run();
    expect((await find()).flag_sold_out).toBe(1);
  });

  it('rejects invalid filters with 1101020, and a keyword too long with the search code 1106002', async () => {
    for (const input of [{ type_id: 0 }, { page_size: 100 }]) {
      const res = await send(productList, input);
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(res.body.code).toBe(ERR.INVALID_PARAMETER);
    }
    const long = await send(productList, { keyword: 'k'.repeat(101) });
    expect(long.body.code).toBe(ERR.SEARCH_KEYWORD_INVALID);
    // Filters the call's input type cannot express: an unknown sort, text for numbers, a number for text, cut-off JSON.
    for (const body of [{ sort: 4 }, { sort: '1' }, { type_id: 'drinks' }]) {
      const res = await sendRaw('/consumer/product/list', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe(ERR.INVALID_PARAMETER);
    }
    expect((await sendRaw('/consumer/product/list', { body: { keyword: 5 } })).body.code).toBe(ERR.SEARCH_KEYWORD_INVALID);
    const malformed = await sendRaw('/consumer/product/list', { body: '{"page_num":' });
    expect(malformed.body.code).toBe(ERR.INVALID_PARAMETER);
  });
});

describe('GET cms/api/decoration', () => {
  it('answers banners and the hot and recommended sections with on-sale cards', async () => {
    const { status, body } = await send(decoration, {}, { country: 'MY', lang: 'id' });
    expect(status).toBe(200);
    const { banners, sections } = body.data;
    expect(banners.length).toBeGreaterThanOrEqual(3);
    for (const banner of banners) {
      expect(banner.title).not.toBe('');
      expect(banner.image_url).toMatch(/^\/img\/b\/[a-z-]+\.svg\?/);
      // The art carries no text: the page writes the title over it.
      expect(new URL(banner.image_url, 'http://x').searchParams.get('t')).toBeNull();
    }
    expect(banners[0]!.title).toBe('Gratis ongkir untuk pesanan pertama');
    expect(sections.map((s) => s.section_type)).toEqual(['hot', 'recommend']);
    const removed = new Set(await column<string>('MY', 'SELECT product_no FROM products WHERE status = 0'));
    for (const section of sections) {
      expect(section.list.length).toBeGreaterThan(0);
      for (const card of section.list) {
        expect(removed.has(card.product_no)).toBe(false);
        expect(card.currency_code).toBe('MYR');
      }
    }
  });
});
