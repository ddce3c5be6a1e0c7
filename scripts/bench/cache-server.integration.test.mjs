// The bench's cache server as workerd's own cache: starts workerd, so it runs in the integration project.
import { describe, expect, it } from 'vitest';
import { startCacheServer } from './cache-server.mjs';
import { outsideServices, startScriptWorker } from './worker.mjs';

describe('bench: the platform cache outside the measured process, through workerd', () => {
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
});
