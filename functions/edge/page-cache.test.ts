import { describe, expect, it } from 'vitest';
import { CACHE_STATUS_HEADER, pageCacheKey, servePage } from './page-cache';

/** The Cache API's contract as far as servePage uses it: match by URL, put stores. */
class MemoryCache {
  readonly entries = new Map<string, Response>();
  async match(key: string): Promise<Response | undefined> {
    return this.entries.get(key)?.clone();
  }
  async put(key: string, response: Response): Promise<void> {
    this.entries.set(key, response);
  }
}

function context(): ExecutionContext & { settle: () => Promise<void> } {
  const pending: Promise<unknown>[] = [];
  return {
    waitUntil: (p: Promise<unknown>) => void pending.push(p),
    passThroughOnException: () => {},
    props: {},
    settle: async () => void (await Promise.all(pending)),
  } as unknown as ExecutionContext & { settle: () => Promise<void> };
}

const html = (body: string, headers: Record<string, string> = {}) =>
  new Response(body, { headers: { 'Content-Type': 'text/html; charset=utf-8', ...headers } });

function get(url: string, cookie?: string) {
  return new Request(url, { headers: cookie ? { Cookie: cookie } : {} });
}

describe('pageCacheKey', () => {
  it('keys catalog pages by country, path and sorted query, without campaign tags', () => {
    const a = pageCacheKey(get('https://shop.test/id/commodityList?typeId=101&sort=2&utm_source=x', 'country=SG'));
    const b = pageCacheKey(get('https://shop.test/id/commodityList?sort=2&ref&typeId=101&fbclid=z', 'a=1; country=SG'));
    expect(a).toBe('https://shop.test/__page/SG/id/commodityList?sort=2&typeId=101');
    expect(b).toBe(a);
  });

  it('falls back to Indonesia without a valid country cookie, like the renderer', () => {
    expect(pageCacheKey(get('https://shop.test/', 'country=XX'))).toBe('https://shop.test/__page/ID/');
  });

  it('leaves member pages, the API and non-GET requests to the renderer', () => {
    expect(pageCacheKey(get('https://shop.test/me'))).toBeNull();
    expect(pageCacheKey(get('https://shop.test/zh/login'))).toBeNull();
    expect(pageCacheKey(new Request('https://shop.test/', { method: 'POST' }))).toBeNull();
  });
});

describe('servePage', () => {
  it('renders once per country and path, then answers from the cache', async () => {
    const cache = new MemoryCache();
    let renders = 0;
    const render = async () => html(`page ${++renders}`);
    const serve = async (req: Request) => {
      const ctx = context();
      const res = await servePage(req, ctx, render, cache as unknown as Cache);
      await ctx.settle();
      return res;
    };

    const first = await serve(get('https://shop.test/commodDetail?product_no=P1', 'country=MY'));
    const second = await serve(get('https://shop.test/commodDetail?product_no=P1', 'country=MY'));
    const otherCountry = await serve(get('https://shop.test/commodDetail?product_no=P1', 'country=ID'));

    expect([first.headers.get(CACHE_STATUS_HEADER), await first.text()]).toEqual(['MISS', 'page 1']);
    expect([second.headers.get(CACHE_STATUS_HEADER), await second.text()]).toEqual(['HIT', 'page 1']);
    expect([otherCountry.headers.get(CACHE_STATUS_HEADER), await otherCountry.text()]).toEqual(['MISS', 'page 2']);
    expect(second.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('never stores an answer that sets a cookie, is not HTML, is not 200 or asks not to be stored', async () => {
    const cache = new MemoryCache();
    const cases = [
      html('x', { 'Set-Cookie': 'sid=1' }),
      new Response('{}', { headers: { 'Content-Type': 'application/json' } }),
      new Response('gone', { status: 404, headers: { 'Content-Type': 'text/html' } }),
      html('x', { 'Cache-Control': 'private' }),
    ];
    for (const response of cases) {
      const ctx = context();
      const out = await servePage(get('https://shop.test/'), ctx, async () => response, cache as unknown as Cache);
      await ctx.settle();
      expect(out.headers.get(CACHE_STATUS_HEADER)).toBeNull();
    }
    expect(cache.entries.size).toBe(0);
  });

  it('still serves the page when the cache fails, as on a runtime without one', async () => {
    const broken = {
      match: () => Promise.reject(new Error('No Cache was configured')),
      put: () => Promise.reject(new Error('No Cache was configured')),
    };
    const ctx = context();
    const out = await servePage(
      get('https://shop.test/commodDetail?product_no=P1'),
      ctx,
      async () => html('page'),
      broken as unknown as Cache,
    );
    await ctx.settle();
    expect([out.status, out.headers.get(CACHE_STATUS_HEADER), await out.text()]).toEqual([200, 'MISS', 'page']);
  });
});
