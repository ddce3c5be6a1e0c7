// Reads through D1 sessions (issue 27): every answer carries its session's bookmark, catalog reads start from the
// shopper's, and a write's bookmark carried to the next read keeps it after the write (docs/decisions/d1-sessions.md).
// Local D1 has no replicas: a session started from a bookmark ahead of the database keeps that bookmark, which is how
// these tests see which bookmark a request's session started from.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { cartAdd, cartCount, cartList } from '../../src/shared/contract/refs/cart';
import { minSkuDetail, navTypeList, productList } from '../../src/shared/contract/refs/catalog';
import { search } from '../../src/shared/contract/refs/search';
import type { CallDefinition, CallInput, CallRef } from '../../src/shared/contract/call';
import { D1_BOOKMARK_HEADER } from '../../src/shared/d1-bookmark';
import { newShopper, type SendInit, sendThrough, skuWhere } from '../../tests/api/shopper';
import { commerce } from './app';

const CARRIED = /^ID:[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;
const AHEAD = 'ffffffff-ffffffff-ffffffff-ffffffffffffffffffffffffffffffff';

let answered: string | null = null;
const send = sendThrough(async (path, request) => {
  const res = await commerce.request(`/${path}`, request, env);
  answered = res.headers.get(D1_BOOKMARK_HEADER);
  return res;
});

/** A call, its envelope's code and the bookmark it answered; `bookmark` is sent as the shopper's. */
async function call<C extends CallDefinition>(ref: CallRef<C>, input: CallInput<C>, init: SendInit & { bookmark?: string } = {}) {
  answered = null;
  const headers = init.bookmark === undefined ? init.headers : { ...init.headers, [D1_BOOKMARK_HEADER]: init.bookmark };
  const { status, body } = await send(ref, input, { ...init, headers });
  return { status, body, bookmark: answered };
}

async function aProduct(): Promise<string> {
  const { body } = await call(productList, { page_num: 1, page_size: 1 });
  return body.data.list[0]!.product_no;
}

describe('bookmarks of catalog and search reads', () => {
  it('answer the bookmark of their session, tagged with the country', async () => {
    const productNo = await aProduct();
    const answers = [
      await call(navTypeList, {}),
      await call(productList, { page_num: 1, page_size: 5 }),
      await call(search, { keyword: 'milk', page_num: 1, page_size: 5 }),
      await call(minSkuDetail, { product_no: productNo }),
    ];
    for (const a of answers) {
      expect(a.body.code).toBe(0);
      expect(a.bookmark).toMatch(CARRIED);
    }
  });

  it('start from a bookmark sent back', async () => {
    const first = await call(productList, { page_num: 1, page_size: 5 });
    const again = await call(productList, { page_num: 1, page_size: 5 }, { bookmark: first.bookmark! });
    expect(again.body.code).toBe(0);
    expect(again.bookmark! >= first.bookmark!).toBe(true);
    const ahead = await call(search, { keyword: 'milk', page_num: 1, page_size: 5 }, { bookmark: `ID:${AHEAD}` });
    expect(ahead.body.code).toBe(0);
    expect(ahead.bookmark).toBe(`ID:${AHEAD}`);
  });

  it('ignore a malformed bookmark, one of another country and one without its country', async () => {
    for (const bookmark of ['garbage', 'ID:garbage', `SG:${AHEAD}`, AHEAD, `ID:${AHEAD.toUpperCase()}`]) {
      const { status, body, bookmark: answer } = await call(productList, { page_num: 1, page_size: 5 }, { bookmark });
      expect(status).toBe(200);
      expect(body.code).toBe(0);
      expect(answer).toMatch(CARRIED);
      expect(answer).not.toBe(`ID:${AHEAD}`);
    }
  });

  it('come with a refusal too', async () => {
    const { status, bookmark } = await call(minSkuDetail, { product_no: 'P-NO-SUCH-PRODUCT' });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(bookmark).toMatch(CARRIED);
  });
});

describe('bookmarks of other calls', () => {
  it('start at the primary whatever the shopper sends, and still answer their bookmark', async () => {
    const shopper = await newShopper('ID');
    const { body, bookmark } = await call(cartCount, {}, { token: shopper.token, bookmark: `ID:${AHEAD}` });
    expect(body.code).toBe(0);
    expect(bookmark).toMatch(CARRIED);
    expect(bookmark).not.toBe(`ID:${AHEAD}`);
  });

  it('after a cart write: the write answers a later bookmark, and reads that carry it see the write', async () => {
    const shopper = await newShopper('ID');
    const { sku_no } = await skuWhere('ID', 's.stock > 2');
    const before = await call(productList, { page_num: 1, page_size: 5 });
    const added = await call(cartAdd, { sku_no, quantity: 2 }, { token: shopper.token, bookmark: before.bookmark! });
    expect(added.body.code).toBe(0);
    expect(added.bookmark! > before.bookmark!).toBe(true);

    const cart = await call(cartList, {}, { token: shopper.token, bookmark: added.bookmark! });
    expect(cart.body.data.list.find((line) => line.sku_no === sku_no)?.quantity).toBe(2);
    const read = await call(productList, { page_num: 1, page_size: 5 }, { token: shopper.token, bookmark: added.bookmark! });
    expect(read.body.code).toBe(0);
    expect(read.bookmark! >= added.bookmark!).toBe(true);
  });
});
