// The platform cache outside the measured workerd process. On Cloudflare `caches.default` is a service of its own: the
// Worker pays for asking it, for sending it a page and for reading a stored one, not for the cache's work. workerd
// speaks HTTP to a cache service (its cacheApiOutbound): `put` is a PUT of the key whose body is the whole response,
// status line and headers included; `match` is a GET of the key, answered with the stored response and
// `CF-Cache-Status: HIT`, or `MISS` (miniflare/dist/src/workers/cache/cache.worker.js speaks the same protocol).
// This server keeps pages in memory for their max-age, the newest MAX_ENTRIES of them.
import { createServer } from 'node:http';

const MAX_ENTRIES = 64;
const HEAD_END = Buffer.from('\r\n\r\n');

/** A stored response (`HTTP/1.1 200 OK`, headers, blank line, body) as `{status, headers, body}`. */
export function parseStoredResponse(bytes) {
  const end = bytes.indexOf(HEAD_END);
  if (end < 0) throw new Error('a cached response without the end of its head');
  const [statusLine, ...lines] = bytes.subarray(0, end).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/\d(?:\.\d)? (\d{3})/.exec(statusLine)?.[1]);
  if (!status) throw new Error(`a cached response with the status line ${JSON.stringify(statusLine)}`);
  const headers = lines.map((line) => [line.slice(0, line.indexOf(':')).trim(), line.slice(line.indexOf(':') + 1).trim()]);
  return { status, headers, body: bytes.subarray(end + HEAD_END.length) };
}

const maxAgeSeconds = (headers) => {
  const control = headers.find(([name]) => name.toLowerCase() === 'cache-control')?.[1] ?? '';
  return /no-store|private/.test(control) ? 0 : Number(/(?:^|,)\s*(?:s-maxage|max-age)=(\d+)/.exec(control)?.[1] ?? 0);
};

/** The cache's store and its answers: `put(key, bytes, now)`, `match(key, now)` → `{status, headers, body}`. */
export function createCacheStore() {
  const entries = new Map();
  return {
    put(key, bytes, now = Date.now()) {
      const stored = parseStoredResponse(bytes);
      const ttl = maxAgeSeconds(stored.headers);
      entries.delete(key);
      if (ttl <= 0) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value);
      entries.set(key, { ...stored, expiresAt: now + ttl * 1000 });
    },
    match(key, now = Date.now()) {
      const hit = entries.get(key);
      if (!hit || hit.expiresAt <= now) {
        entries.delete(key);
        return { status: 504, headers: [['CF-Cache-Status', 'MISS']], body: Buffer.alloc(0) };
      }
      return { status: hit.status, headers: [...hit.headers, ['CF-Cache-Status', 'HIT']], body: hit.body };
    },
  };
}

/** Serves a cache on a free port of 127.0.0.1: `{address, puts(), dispose()}` (host:port; `puts()` counts pages sent). */
export async function startCacheServer() {
  const store = createCacheStore();
  let puts = 0;
  const server = createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const key = `${req.headers.host}${req.url}`;
    if (req.method === 'PUT') {
      puts++;
      store.put(key, Buffer.concat(chunks));
      res.writeHead(204).end();
    } else if (req.method === 'GET') {
      const out = store.match(key);
      res.writeHead(out.status, out.headers.flat()).end(out.body);
    } else {
      res.writeHead(req.method === 'PURGE' ? 404 : 405).end();
    }
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return {
    address: `127.0.0.1:${server.address().port}`,
    puts: () => puts,
    dispose: () => new Promise((done) => server.close(done)),
  };
}
