// The message centre through the commerce API on the seeded D1: messages written by the real triggers (a restock, an
// order's states), listed newest first in the reader's language, read one by one or all at once, the unread count
// following; another member's message is not found (no IDOR), and a message without texts never breaks the list.
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { commerce } from '../app';
import type { MessageItem } from '../../../src/shared/contract/message';
import { messageCount, messagePage, messageRead, messageReadAll } from '../../../src/shared/contract/refs/message';
import { ERR } from '../../../src/shared/errors';
import type { Lang } from '../../../src/shared/lang';
import { setStock, skusWhere } from '../../../tests/api/checkout';
import { cancel, payCod, placeOrder } from '../../../tests/api/orders';
import { unreachableDatabase } from '../../../tests/api/inject-failure';
import { DB, newShopper, send, sendRaw, sendThrough, type Shopper } from '../../../tests/api/shopper';

const page = (s: Shopper, body: { page_num?: number; page_size?: number } = {}, lang: Lang = 'en') =>
  send(messagePage, body, { token: s.token, lang });
const read = (s: Shopper, msgNo: string) => send(messageRead, { msg_no: msgNo }, { token: s.token });
const readAll = (s: Shopper) => send(messageReadAll, {}, { token: s.token });
const unread = async (s: Shopper) => (await send(messageCount, {}, { token: s.token })).body.data.count;

async function write(s: Shopper, kind: string, params: Record<string, string>, createdAt: number): Promise<string> {
  const msgNo = `T${crypto.randomUUID().replace(/-/g, '')}`;
  await DB[s.country]
    .prepare('INSERT INTO messages (msg_no, member_id, kind, params, created_at) VALUES (?, ?, ?, ?, ?)')
    .bind(msgNo, s.memberId, kind, JSON.stringify(params), createdAt)
    .run();
  return msgNo;
}

/** A member subscribed to a sold-out SKU, which the warehouse then restocks (the 0019 trigger writes the message). */
async function restockMessage(skip: number) {
  const s = await newShopper('ID');
  const [sku] = await skusWhere('ID', 's.stock > 0', 1, skip);
  await setStock('ID', sku!.sku_id, 0);
  await DB.ID.prepare('INSERT INTO stock_subscriptions (member_id, sku_id, created_at) VALUES (?, ?, ?)')
    .bind(s.memberId, sku!.sku_id, Date.now())
    .run();
  await setStock('ID', sku!.sku_id, 7);
  const names = await DB.ID.prepare('SELECT lang, name FROM product_texts WHERE product_id = ?')
    .bind(sku!.product_id)
    .all<{ lang: Lang; name: string }>();
  const productNo = (await DB.ID.prepare('SELECT product_no FROM products WHERE id = ?')
    .bind(sku!.product_id)
    .first<{ product_no: string }>())!.product_no;
  return { s, productNo, name: (lang: Lang) => names.results.find((n) => n.lang === lang)!.name };
}

describe('the message centre', () => {
  it('lists a restock message in the reader’s language, with the product it opens; the bell counts it until it is read', async () => {
    const { s, productNo, name } = await restockMessage(3);
    expect(await unread(s)).toBe(1);

    const inId = await page(s, {}, 'id');
    expect(inId.body.code).toBe(0);
    expect(inId.body.data.total).toBe(1);
    const [m] = inId.body.data.list as [MessageItem];
    expect(m).toMatchObject({
      kind: 'back_in_stock',
      event: 'restocked',
      title: 'Stok tersedia lagi',
      read: false,
      about: { product_no: productNo },
    });
    expect(m.body).toBe(`${name('id')} sudah tersedia lagi. Segera beli sebelum habis lagi.`);
    const inZh = (await page(s, {}, 'zh-CN')).body.data.list[0]!;
    expect(inZh.title).toBe('商品已到货');
    expect(inZh.body).toContain(name('zh-CN'));

    expect(await read(s, m.msg_no)).toMatchObject({ status: 200, body: { code: 0, data: { count: 0 } } });
    expect(await unread(s)).toBe(0);
    expect((await page(s)).body.data.list[0]!.read).toBe(true);
    // Reading it again changes nothing and is no error.
    expect((await read(s, m.msg_no)).body).toMatchObject({ code: 0, data: { count: 0 } });
  });

  it('writes an order’s messages as it moves, each opening the order, the close saying why', async () => {
    const paid = await placeOrder(40);
    await payCod(paid);
    const closed = await placeOrder(41, false, paid.s);
    expect((await cancel(closed)).body.code).toBe(0);

    const list = (await page(paid.s)).body.data.list;
    expect(list.map((m) => [m.event, m.about.order_no])).toEqual([
      ['closed', closed.orderNo],
      ['cod_confirmed', paid.orderNo],
    ]);
    expect(list[0]).toMatchObject({ title: 'Order closed', body: `Order ${closed.orderNo} was cancelled.` });
    expect(list[1]!.body).toBe(`Order ${paid.orderNo} is confirmed for cash on delivery. Please have the amount ready when it arrives.`);
  });

  it('pages newest first; mark all read clears the count', async () => {
    const s = await newShopper('ID');
    const now = Date.now();
    for (let i = 0; i < 25; i++) await write(s, 'system', { event: 'welcome' }, now - (25 - i) * 1000);
    expect(await unread(s)).toBe(25);

    const first = (await page(s)).body.data;
    expect(first.total).toBe(25);
    expect(first.list).toHaveLength(20);
    const second = (await page(s, { page_num: 2 })).body.data.list;
    expect(second).toHaveLength(5);
    const times = [...first.list, ...second].map((m) => m.created_at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(first.list[0]).toMatchObject({ kind: 'system', title: 'Welcome to KedaiKita', about: {} });
    expect((await page(s, { page_num: 2, page_size: 10 })).body.data.list).toHaveLength(10);

    expect(await readAll(s)).toMatchObject({ status: 200, body: { code: 0, data: { count: 0 } } });
    expect(await unread(s)).toBe(0);
    expect((await page(s, { page_size: 50 })).body.data.list.every((m) => m.read)).toBe(true);
  });

  it('keeps another member’s messages out: not found, and nothing of theirs changes', async () => {
    const { s: owner } = await restockMessage(4);
    const other = await newShopper('ID');
    const theirs = (await page(owner)).body.data.list[0]!.msg_no;

    expect(await read(other, theirs)).toMatchObject({ status: 404, body: { code: ERR.MESSAGE_NOT_FOUND } });
    expect(await read(other, 'Nunknown')).toMatchObject({ status: 404, body: { code: ERR.MESSAGE_NOT_FOUND } });
    expect((await readAll(other)).body.data.count).toBe(0);
    expect(await unread(owner)).toBe(1);
    expect((await page(other)).body.data).toEqual({ total: 0, list: [] });
  });

  it('shows a generic text for a message without texts instead of failing the page', async () => {
    const s = await newShopper('ID');
    const now = Date.now();
    await write(s, 'order', { event: 'teleported', order_no: 'X1' }, now - 2000);
    await write(s, 'hologram', { event: 'beamed' }, now - 1000);
    await write(s, 'back_in_stock', { event: 'restocked', product_no: 'no-such-product' }, now);
    const res = await page(s, {}, 'id');
    expect(res.body.code).toBe(0);
    expect(res.body.data.list.map((m) => [m.kind, m.title, m.body])).toEqual([
      ['back_in_stock', 'Notifikasi', 'Ada pembaruan pada akun Anda.'],
      ['system', 'Notifikasi', 'Ada pembaruan pada akun Anda.'],
      ['order', 'Notifikasi', 'Ada pembaruan pada akun Anda.'],
    ]);
    expect(res.body.data.list[2]!.about).toEqual({ order_no: 'X1' });
  });

  it('asks a guest to sign in, and checks its input', async () => {
    expect((await send(messagePage, {})).status).toBe(401);
    expect((await send(messageRead, { msg_no: 'x' })).status).toBe(401);
    const s = await newShopper('ID');
    // A read without its msg_no: a body the call's input type cannot express.
    expect((await sendRaw('/message/read', { body: {}, token: s.token })).body.code).toBe(ERR.INVALID_PARAMETER);
    expect((await page(s, { page_size: 51 })).body.code).toBe(ERR.INVALID_PARAMETER);
  });

  it('says a site message failure (1107001) when its database cannot be reached, and logs it', async () => {
    const s = await newShopper('ID');
    const down = sendThrough((path, request) =>
      Promise.resolve(commerce.request(`/${path}`, request, { ...env, DB_ID: unreachableDatabase() })),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const answers = [
        await down(messagePage, {}, { token: s.token }),
        await down(messageCount, {}, { token: s.token }),
        await down(messageRead, { msg_no: 'M1' }, { token: s.token }),
        await down(messageReadAll, {}, { token: s.token }),
      ];
      expect(answers.map((a) => [a.status, a.body.code])).toEqual(Array(4).fill([500, ERR.SITE_MESSAGE_FAILURE]));
      expect(logged).toHaveBeenCalledTimes(4);
    } finally {
      logged.mockRestore();
    }
  });
});
