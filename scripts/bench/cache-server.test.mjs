import { describe, expect, it } from 'vitest';
import { createCacheStore, parseStoredResponse } from './cache-server.mjs';
import { outsideServices } from './worker.mjs';

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

  it('refuses to take D1 outside from a worker that has none', () => {
    const config = { services: [{ name: 'core:user:scenario', worker: { bindings: [] } }] };
    expect(() => outsideServices('scenario', { d1: '127.0.0.1:1' })(config)).toThrow(/no D1 binding/);
    expect(() => outsideServices('other', { cache: '127.0.0.1:1' })(config)).toThrow(/no worker "other"/);
  });
});
