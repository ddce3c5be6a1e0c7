// Search quality and the search calls (issue 4) on the seeded D1, through the commerce app.
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { commerce } from '../app';
import { ERR, type Envelope } from '../../../src/shared/errors';
import type { Lang } from '../../../src/shared/lang';
import { sha256Hex } from '../../platform/tokens';
import { unreachableDatabase, withFailing } from '../../../tests/api/inject-failure';

interface Card {
  product_no: string;
  product_name: string;
  price: number;
  flag_sold_out: 0 | 1;
}

const DB = env.DB_ID;

async function post<T>(path: string, body: unknown, lang: Lang = 'en', token?: string, device?: string, db = DB) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Locale': 'ID', Language: lang };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (device) headers.Deviceid = device;
  const res = await commerce.request(path, { method: 'POST', body: JSON.stringify(body), headers }, { ...env, DB_ID: db });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

async function search(keyword: string, extra: Record<string, unknown> = {}, lang: Lang = 'en') {
  const { body } = await post<{ total: number; list: Card[] }>('/search/search', { keyword, page_num: 1, page_size: 50, ...extra }, lang);
  expect(body.code).toBe(0);
  return body.data;
}

/** Every result of a keyword, all pages. */
/** The results in stock: sold-out ones come after them all (issue 29), each group in the same ranking. */
const inStock = (list: Card[]) => list.filter((c) => c.flag_sold_out === 0);

async function numbers(keyword: string): Promise<Set<string>> {
  const first = await search(keyword);
  const all = [...first.list];
  for (let page = 2; all.length < first.total; page++) all.push(...(await search(keyword, { page_num: page })).list);
  return new Set(all.map((c) => c.product_no));
}

async function member(token: string): Promise<void> {
  const now = Date.now();
  await DB.batch([
    DB.prepare('INSERT OR IGNORE INTO members (member_no, email, user_name, points, status, created_at) VALUES (?, ?, ?, 0, 1, ?)').bind(
      `M-${token}`,
      `${token}@example.com`,
      'Searcher',
      now,
    ),
    DB.prepare(
      'INSERT OR IGNORE INTO sessions (token_hash, member_id, created_at, expires_at) VALUES (?, (SELECT id FROM members WHERE member_no = ?), ?, ?)',
    ).bind(await sha256Hex(token), `M-${token}`, now, now + 3_600_000),
  ]);
}

describe('search quality', () => {
  it('finds the same milk products by their Indonesian, English and Chinese names', async () => {
    const [susu, milk, niunai] = await Promise.all([numbers('susu'), numbers('milk'), numbers('牛奶')]);
    expect(milk.size).toBeGreaterThan(5);
    expect([...susu].sort()).toEqual([...milk].sort());
    expect([...niunai].sort()).toEqual([...milk].sort());
  });

  it('finds the same results whatever the language of the request', async () => {
    const inEnglish = (await search('susu', {}, 'en')).list.map((c) => c.product_no);
    const inChinese = (await search('susu', {}, 'zh-CN')).list.map((c) => c.product_no);
    expect(inChinese).toEqual(inEnglish);
  });

  it('still finds milk with one typo', async () => {
    const typo = await search('miilk');
    expect(typo.total).toBeGreaterThan(0);
    expect(typo.list.some((c) => /milk/i.test(c.product_name))).toBe(true);
    expect((await search('Chocolatte')).total).toBeGreaterThan(0);
  });

  it('matches part of a word, and Chinese without spaces', async () => {
    const partial = await search('choco');
    expect(partial.list.some((c) => /chocolate/i.test(c.product_name))).toBe(true);
    const chinese = await search('牛奶巧克力', {}, 'zh-CN');
    expect(chinese.list.some((c) => c.product_name.includes('牛奶巧克力排块'))).toBe(true);
  });

  it('ranks a product named for the keyword before one that only sits in a matching category, then by sales', async () => {
    const list = inStock((await search('milk')).list);
    const firstCategoryOnly = list.findIndex((c) => !/milk/i.test(c.product_name));
    const lastNamed = list.map((c) => /milk/i.test(c.product_name)).lastIndexOf(true);
    expect(firstCategoryOnly === -1 || lastNamed < firstCategoryOnly).toBe(true);
  });

  it('ranks products named with the shopper’s word, in its category, before synonym and other matches (牛奶)', async () => {
    const list = inStock((await search('牛奶', {}, 'zh-CN')).list);
    // UHT milk (named 牛奶, in a 牛奶 category) first; formula (奶粉, a synonym) and cereal after every named one.
    expect(list[0]!.product_name).toMatch(/UHT牛奶/);
    const named = list.map((c) => c.product_name.includes('牛奶'));
    const firstUnnamed = named.indexOf(false);
    expect(firstUnnamed).toBeGreaterThan(0);
    expect(named.slice(firstUnnamed).includes(true)).toBe(false);
    const uht = list.map((c, i) => (/UHT牛奶/.test(c.product_name) ? i : -1)).filter((i) => i >= 0);
    const cereal = list.findIndex((c) => c.product_name.includes('米粉'));
    expect(cereal === -1 || Math.max(...uht) < cereal).toBe(true);
  });

  it('says when the results are for a corrected keyword, and not otherwise', async () => {
    const typo = await post<{ total: number; corrected_keyword: string | null }>('/search/search', {
      keyword: 'miilk',
      page_num: 1,
      page_size: 5,
    });
    expect(typo.body.data.total).toBeGreaterThan(0);
    expect(typo.body.data.corrected_keyword).toBe('milk');
    // A known word stays as typed beside a corrected one.
    const mixed = await post<{ corrected_keyword: string | null }>('/consumer/product/list', {
      keyword: 'Chocolatte milk',
      page_num: 1,
      page_size: 5,
    });
    expect(mixed.body.data.corrected_keyword).toBe('chocolate milk');
    const exact = await post<{ corrected_keyword: string | null }>('/consumer/product/list', {
      keyword: 'milk',
      page_num: 1,
      page_size: 5,
    });
    expect(exact.body.data.corrected_keyword).toBeNull();
    const none = await post<{ corrected_keyword: string | null }>('/search/search', { keyword: 'zzzzqqqq', page_num: 1, page_size: 5 });
    expect(none.body.data.corrected_keyword).toBeNull();
    // "Search instead for miilk": the keyword as typed, no correction.
    const asTyped = await post<{ total: number; corrected_keyword: string | null }>('/search/search', {
      keyword: 'miilk',
      exact_keyword: true,
      page_num: 1,
      page_size: 5,
    });
    expect([asTyped.body.data.total, asTyped.body.data.corrected_keyword]).toEqual([0, null]);
    const browse = await post<Record<string, unknown>>('/consumer/product/list', { page_num: 1, page_size: 5 });
    expect(browse.body.data).not.toHaveProperty('corrected_keyword');
  });

  it('applies the list sorts to search results', async () => {
    const { list } = await search('milk', { sort: 3 });
    const prices = list.map((c) => c.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('finds nothing for text nobody sells, and survives query syntax in the text', async () => {
    expect((await search('zzzzqqqq')).total).toBe(0);
    for (const k of ['"', 'milk*', 'NEAR(milk', 'milk OR', '(', 'susu AND NOT', "'; DROP TABLE products; --"]) {
      const { status, body } = await post('/search/search', { keyword: k });
      expect([status, body.code], k).toEqual([200, 0]);
    }
  });

  it('follows the catalog: a removed product disappears and a renamed one is found by its new name', async () => {
    const [first] = (await search('milk')).list;
    const id = (await DB.prepare('SELECT id FROM products WHERE product_no = ?').bind(first!.product_no).first<{ id: number }>())!.id;
    await DB.prepare("UPDATE product_texts SET name = 'Kedai Moonbeam Milk' WHERE product_id = ? AND lang = 'en'").bind(id).run();
    expect(await numbers('moonbeam')).toContain(first!.product_no);
    await DB.prepare('UPDATE products SET status = 0 WHERE id = ?').bind(id).run();
    expect(await numbers('moonbeam')).not.toContain(first!.product_no);
    await DB.prepare('UPDATE products SET status = 1 WHERE id = ?').bind(id).run();
  });

  it('gives consumer/product/list with a keyword the same ranked results as search/search', async () => {
    const { body } = await post<{ list: Card[] }>('/consumer/product/list', { keyword: 'rice', page_num: 1, page_size: 20 });
    expect(body.data.list.map((c) => c.product_no)).toEqual((await search('rice')).list.slice(0, 20).map((c) => c.product_no));
  });

  it('puts sold-out products after every product in stock, in search results and in the Best match list (issue 29)', async () => {
    const soldOut = async (productNo: string) =>
      DB.prepare('UPDATE skus SET stock = 0 WHERE product_id = (SELECT id FROM products WHERE product_no = ?)').bind(productNo).run();
    const [best] = (await search('milk')).list;
    await soldOut(best!.product_no);
    const found = (await search('milk')).list;
    const firstSoldOut = found.findIndex((c) => c.flag_sold_out === 1);
    expect(found[firstSoldOut]?.product_no).toBe(best!.product_no);
    expect(found.slice(firstSoldOut).every((c) => c.flag_sold_out === 1)).toBe(true);

    const page = async () =>
      (await post<{ total: number; list: Card[] }>('/consumer/product/list', { page_num: 1, page_size: 10 })).body.data.list;
    const [top] = await page();
    await soldOut(top!.product_no);
    const listed = await page();
    expect(listed.map((c) => c.product_no)).not.toContain(top!.product_no);
    expect(listed.every((c) => c.flag_sold_out === 0)).toBe(true);
  });
});

describe('suggestions, rankings and recommended keywords', () => {
  it('suggests products in the language of the request', async () => {
    const { body } = await post<{ list: { product_name: string; product_no: string }[] }>('/search/suggest', { keyword: 'susu' }, 'id');
    expect(body.data.list.length).toBeGreaterThan(0);
    expect(body.data.list.length).toBeLessThanOrEqual(10);
    expect(body.data.list.some((s) => /susu/i.test(s.product_name))).toBe(true);
  });

  it('ranks hot and recommended keywords, 10 each', async () => {
    const hot = (
      await post<{ list: { keyword: string; search_count: number }[] }>(
        '/search/rank/list',
        { search_type: 2, page_num: 1, page_size: 10 },
        'id',
      )
    ).body.data.list;
    const recommended = (
      await post<{ list: { keyword: string }[] }>('/search/rank/list', { search_type: 1, page_num: 1, page_size: 10 }, 'id')
    ).body.data.list;
    expect(hot).toHaveLength(10);
    expect(recommended).toHaveLength(10);
    const counts = hot.map((h) => h.search_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('gives the rotating keywords, and counts searches and clicks', async () => {
    const res = await commerce.request('/search/recommend', { headers: { 'X-Locale': 'ID', Language: 'zh-CN' } }, env);
    expect(((await res.json()) as Envelope<{ keyword: string[] }>).data.keyword).toContain('牛奶');
    await search('Kecap Manis', {}, 'id');
    expect((await post('/search/manager/click/update', { keyword: 'kecap manis', product_no: 'P1' }, 'id')).body.code).toBe(0);
    const row = await DB.prepare(
      "SELECT search_count, click_count FROM search_keywords WHERE lang = 'id' AND keyword = 'kecap manis'",
    ).first();
    expect(row).toEqual({ search_count: 1, click_count: 1 });
  });

  it("records a click with the device's driver_id (spec §3), counting a device once per keyword and product", async () => {
    const keyword = `sambal ${crypto.randomUUID().slice(0, 8)}`;
    const click = (body: Record<string, unknown>, device?: string) =>
      post('/search/manager/click/update', { keyword, product_no: 'P100001', ...body }, 'id', undefined, device);
    const clicks = () => DB.prepare("SELECT click_count FROM search_keywords WHERE lang = 'id' AND keyword = ?").bind(keyword).first();
    const devices = () =>
      DB.prepare("SELECT device_id FROM search_clicks WHERE lang = 'id' AND keyword = ? ORDER BY device_id").bind(keyword).all();

    expect((await click({ driver_id: 'drv-a' })).body.code).toBe(0);
    expect((await click({ driver_id: 'drv-a' })).body.code).toBe(0);
    expect(await clicks()).toEqual({ click_count: 1 });
    // Another product of the same keyword, another device, and a device named only by its Deviceid header.
    await click({ driver_id: 'drv-a', product_no: 'P100002' });
    await click({ driver_id: 'drv-b' });
    await click({}, 'drv-c');
    expect(await clicks()).toEqual({ click_count: 4 });
    expect((await devices()).results.map((r) => r.device_id)).toEqual(['drv-a', 'drv-a', 'drv-b', 'drv-c']);
    // The body's driver_id wins over the header.
    await click({ driver_id: 'drv-d' }, 'drv-c');
    expect((await devices()).results.map((r) => r.device_id)).toContain('drv-d');
    expect((await click({ driver_id: 'x'.repeat(129) })).body.code).toBe(ERR.INVALID_PARAMETER);
  });
});

describe('the hot ranking takes only what many shoppers searched and found', () => {
  /** Every keyword of the hot ranking in English, all pages of it. */
  async function hot(): Promise<string[]> {
    const { body } = await post<{ list: { keyword: string }[] }>('/search/rank/list', { search_type: 2, page_num: 1, page_size: 50 });
    return body.data.list.map((h) => h.keyword);
  }
  const searchAs = (device: string | undefined, keyword: string) =>
    post<{ total: number }>('/search/search', { keyword, page_size: 1 }, 'en', undefined, device);
  const run = `${Date.now()}`;

  it('takes a keyword that finds products once 3 different devices searched it', async () => {
    expect((await searchAs(`hot-a-${run}`, 'Drinking Yogurt')).body.data.total).toBeGreaterThan(0);
    for (let i = 0; i < 4; i++) await searchAs(`hot-a-${run}`, 'drinking yogurt');
    for (let i = 0; i < 5; i++) await searchAs(undefined, 'drinking yogurt');
    await searchAs(`hot-b-${run}`, 'drinking  yogurt');
    expect(await hot()).not.toContain('drinking yogurt');
    await searchAs(`hot-c-${run}`, 'Drinking yogurt');
    expect(await hot()).toContain('drinking yogurt');
  });

  it('never takes a keyword that finds nothing, however many search it', async () => {
    const keywords = ['zzqqxx nothing', '<img src=x onerror=alert(1)>'];
    for (const keyword of keywords) {
      for (const device of ['x', 'y', 'z', 'w']) expect((await searchAs(`nothing-${device}-${run}`, keyword)).body.data.total).toBe(0);
    }
    const ranking = await hot();
    for (const keyword of keywords) expect(ranking).not.toContain(keyword);
  });

  it('never takes markup, an address or a blocked word, even when the keyword finds products', async () => {
    const [first] = (await search('milk')).list;
    const id = (await DB.prepare('SELECT id FROM products WHERE product_no = ?').bind(first!.product_no).first<{ id: number }>())!.id;
    const name = (await DB.prepare("SELECT name FROM product_texts WHERE product_id = ? AND lang = 'en'")
      .bind(id)
      .first<{ name: string }>())!.name;
    await DB.prepare("UPDATE product_texts SET name = 'Kedai Shit Milk shop.example.com' WHERE product_id = ? AND lang = 'en'")
      .bind(id)
      .run();
    try {
      const keywords = ['<b>milk</b>', 'milk {{x}}', 'milk shop.example.com', 'shit milk'];
      for (const keyword of keywords) {
        for (const device of ['p', 'q', 'r'])
          expect((await searchAs(`blocked-${device}-${run}`, keyword)).body.data.total, keyword).toBeGreaterThan(0);
      }
      const ranking = await hot();
      for (const keyword of keywords) expect(ranking, keyword).not.toContain(keyword.toLowerCase());
    } finally {
      await DB.prepare("UPDATE product_texts SET name = ? WHERE product_id = ? AND lang = 'en'").bind(name, id).run();
    }
  });
});

describe('search history', () => {
  it('belongs to a signed-in member: at most 10, newest first, de-duplicated, deleted one by one or all', async () => {
    const token = `history-${Date.now()}`;
    await member(token);
    const words = ['milk', 'rice', 'tea', 'coffee', 'soap', 'eggs', 'oil', 'salt', 'sugar', 'bread', 'jam'];
    for (const w of words) await post('/search/search', { keyword: w, page_size: 1 }, 'en', token);
    await post('/search/search', { keyword: 'rice', page_size: 1 }, 'en', token);
    const list = async () => (await post<{ list: string[] }>('/search/records', {}, 'en', token)).body.data.list;
    expect(await list()).toEqual(['rice', 'jam', 'bread', 'sugar', 'salt', 'oil', 'eggs', 'soap', 'coffee', 'tea']);
    await post('/search/records/del', { keyword: 'jam' }, 'en', token);
    expect((await list())[1]).toBe('bread');
    await post('/search/records/del', {}, 'en', token);
    expect(await list()).toEqual([]);
  });

  it('is kept with the search counts in one batch: a failing history write leaves the counts as they were', async () => {
    const token = `history-fail-${Date.now()}`;
    await member(token);
    const counts = () =>
      DB.prepare(
        `SELECT (SELECT search_count FROM search_keywords WHERE lang = 'en' AND keyword = 'tea') AS searches,
           (SELECT count(*) FROM search_keyword_shoppers WHERE lang = 'en' AND keyword = 'tea') AS shoppers`,
      ).first();
    const before = await counts();
    const failed = await withFailing(DB, 'INSERT ON search_history', () =>
      post('/search/search', { keyword: 'tea', page_size: 1 }, 'en', token, `history-fail-device-${Date.now()}`),
    );
    expect(failed.body.code).toBe(ERR.SEARCH_FAILED);
    expect(await counts()).toEqual(before);
    expect((await post<{ list: string[] }>('/search/records', {}, 'en', token)).body.data.list).toEqual([]);
  });

  it('is not kept for guests', async () => {
    const { status, body } = await post('/search/records', {});
    expect([status, body.code]).toEqual([401, ERR.UNAUTHORIZED]);
  });
});

describe('search faults (1106001–1106005)', () => {
  it('says a keyword that is empty or too long is not a valid keyword (1106002), on every call that takes one', async () => {
    const token = `keyword-${Date.now()}`;
    await member(token);
    const long = 'x'.repeat(101);
    const answers = [
      await post('/search/search', { keyword: '' }),
      await post('/search/search', { keyword: long }),
      await post('/search/suggest', { keyword: long }),
      await post('/search/manager/click/update', { keyword: '', product_no: 'P1' }),
      await post('/search/records/del', { keyword: long }, 'en', token),
    ];
    expect(answers.map((a) => [a.status, a.body.code])).toEqual(Array(5).fill([400, ERR.SEARCH_KEYWORD_INVALID]));
    // Other bad fields stay 1101020.
    expect((await post('/search/search', { keyword: 'tea', page_size: 0 })).body.code).toBe(ERR.INVALID_PARAMETER);
  });

  it('answers each call’s own fault when its database cannot be reached, and logs it', async () => {
    const token = `down-${Date.now()}`;
    await member(token);
    const down = unreachableDatabase();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const faults = {
        '/search/search': [{ keyword: 'tea' }, ERR.SEARCH_FAILED],
        '/consumer/product/list': [{ keyword: 'tea' }, ERR.SEARCH_FAILED],
        '/search/manager/click/update': [{ keyword: 'tea', product_no: 'P1' }, ERR.SEARCH_FAILED],
        '/search/records': [{}, ERR.SEARCH_HISTORY_FAILED],
        '/search/records/del': [{}, ERR.SEARCH_HISTORY_FAILED],
        '/search/suggest': [{ keyword: 'tea' }, ERR.SEARCH_SUGGEST_FAILED],
        '/search/rank/list': [{ search_type: 2 }, ERR.SEARCH_RANK_FAILED],
      } as const;
      for (const [path, [body, code]] of Object.entries(faults)) {
        const { status, body: answer } = await post(path, body, 'en', token, 'down-device', down);
        expect([status, answer.code], path).toEqual([500, code]);
      }
      const recommend = await commerce.request('/search/recommend', { headers: { 'X-Locale': 'ID' } }, { ...env, DB_ID: down });
      expect(((await recommend.json()) as Envelope).code).toBe(ERR.SEARCH_RANK_FAILED);
      expect(logged).toHaveBeenCalledTimes(Object.keys(faults).length + 1);
    } finally {
      logged.mockRestore();
    }
  });
});
