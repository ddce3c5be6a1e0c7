import { describe, expect, it } from 'vitest';
import { createCacheStore, parseStoredResponse, startCacheServer } from './cache-server.mjs';
import { outsideServices, startScriptWorker } from './worker.mjs';

const stored = (head, body = '') => Buffer.from(`${head}\r\n\r\n${body}`, 'latin1');

describe('bench: the platform cache outside the measured process', () => {
  it('reads a stored response: status, headers in order, body', () => {
    const out = parseStoredResponse(stored('HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nX-A: b: c', '<p>\r\n\r\n</p>'));
    expect(out.status).toBe(200);
    expect(out.headers).toEqual([
      ['Content-Type', 'text/html'],
      ['X-A', 'b: c'],
    ]);
    expect(out.body.toString()).toBe('<p>\r\n\r\n</p>');
    expect(() => parseStoredResponse(Buffer.from('HTTP/1.1 200 OK\r\n'))).toThrow(/end of its head/);
  });

  it('keeps a page for its max-age, and nothing that may not be stored', () => {
    const store = createCacheStore();
    store.put('k', stored('HTTP/1.1 200 OK\r\nCache-Control: public, max-age=60', 'page'), 0);
    store.put('private', stored('HTTP/1.1 200 OK\r\nCache-Control: private, max-age=60', 'mine'), 0);
    const hit = store.match('k', 59_000);
    expect([hit.status, hit.body.toString(), hit.headers.at(-1)]).toEqual([200, 'page', ['CF-Cache-Status', 'HIT']]);
    expect(store.match('k', 60_000).headers).toEqual([['CF-Cache-Status', 'MISS']]);
    expect(store.match('private', 0).status).toBe(504);
  });

  it('keeps only the newest pages', () => {
    const store = createCacheStore();
    for (let i = 0; i < 100; i++) store.put(`k${i}`, stored('HTTP/1.1 200 OK\r\nCache-Control: max-age=60', `${i}`), 0);
    expect(store.match('k0', 0).status).toBe(504);
    expect(store.match('k99', 0).body.toString()).toBe('99');
  });

  it('is the cache of a worker whose config the bench rewrites, reached by workerd itself', { timeout: 60_000 }, async () => {
    const cache = await startCacheServer();
    const worker = await startScriptWorker(
      'scenario',
      `export default {
        async fetch() {
          const key = 'https://shop.test/page?q=1';
          const before = await caches.default.match(key);
          await caches.default.put(key, new Response('<p>página</p>', { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=60' } }));
          const hit = await caches.default.match(key);
          return Response.json({ before: before === undefined, status: hit.status, type: hit.headers.get('Content-Type'), body: await hit.text() });
        },
      };`,
      { compatibilityDate: '2026-10-01' },
      outsideServices('scenario', { cache: cache.address }),
    );
    try {
      expect(await (await fetch(worker.url)).json()).toEqual({
        before: true,
        status: 200,
        type: 'text/html; charset=utf-8',
        body: '<p>página</p>',
      });
      expect(cache.puts()).toBe(1);
    } finally {
      await worker.dispose();
      await cache.dispose();
    }
  });

  it('refuses to take D1 outside from a worker that has none', () => {
    const config = { services: [{ name: 'core:user:scenario', worker: { bindings: [] } }] };
    expect(() => outsideServices('scenario', { d1: '127.0.0.1:1' })(config)).toThrow(/no D1 binding/);
    expect(() => outsideServices('other', { cache: '127.0.0.1:1' })(config)).toThrow(/no worker "other"/);
  });
});
