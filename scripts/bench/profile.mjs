// `npm run bench:profile -- /commodDetail?product_no=P100222`: a V8 CPU profile of the built worker rendering one
// path (every request misses the edge cache), for finding where a page's CPU goes. Writes
// bench-results/profile.cpuprofile (open it in Chrome DevTools' Performance panel) and prints the functions with the
// most self time. Sampling inflates absolute times: compare shares, and measure with `npm run bench`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setupDatabases } from '../db-setup.mjs';
import { ensureBuild } from './build.mjs';
import { startCacheServer } from './cache-server.mjs';
import { benchDatabases, startD1Server } from './d1-server.mjs';
import { freePort } from '../../tests/e2e/free-port.mjs';
import { startBuiltWorker } from './worker.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const path = process.argv[2] ?? '/';
const REQUESTS = 200;

await setupDatabases({ persistTo: '.wrangler/bench-state', fresh: true });
ensureBuild(root);
const inspectorPort = await freePort();
// D1 and the cache outside the process, as the bench's budget rows run: their emulators would otherwise fill the profile.
const d1 = await startD1Server(benchDatabases(root));
const cache = await startCacheServer();
const worker = await startBuiltWorker(root, '.wrangler/bench-state', { inspectorPort, outside: { d1: d1.address, cache: cache.address } });
try {
  const targets = await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json();
  // Miniflare names the user worker 'core:user:<name>'; the assets workers carry the name too.
  const target = targets.find((t) => t.title.endsWith('core:user:storefront'));
  if (!target) throw new Error('the storefront worker is not among the inspector targets');
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.addEventListener('open', resolve);
    ws.addEventListener('error', reject);
  });
  let id = 0;
  const pending = new Map();
  ws.addEventListener('message', (event) => {
    const message = JSON.parse(event.data);
    pending.get(message.id)?.(message.result);
    pending.delete(message.id);
  });
  const send = (method, params = {}) =>
    new Promise((resolve) => {
      pending.set(++id, resolve);
      ws.send(JSON.stringify({ id, method, params }));
    });

  let n = 0;
  const request = async () => {
    const url = new URL(path, worker.url);
    url.searchParams.set('_profile', String(n++));
    await (await fetch(url, { headers: { Accept: 'text/html' } })).text();
  };
  for (let i = 0; i < 30; i++) await request();
  await send('Profiler.enable');
  await send('Profiler.start');
  for (let i = 0; i < REQUESTS; i++) await request();
  const { profile } = await send('Profiler.stop');
  ws.close();

  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(join(root, 'bench-results/profile.cpuprofile'), JSON.stringify(profile));
  const spent = new Map();
  profile.samples.forEach((node, i) => {
    spent.set(node, (spent.get(node) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const self = new Map();
  for (const node of profile.nodes) {
    const f = node.callFrame;
    const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (spent.get(node.id) ?? 0));
  }
  console.log(`${REQUESTS} requests of ${path}; self time per request, ms:`);
  for (const [key, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30))
    console.log(`${(us / 1000 / REQUESTS).toFixed(3).padStart(8)}  ${key}`);
  console.log('wrote bench-results/profile.cpuprofile');
} finally {
  await worker.dispose();
  await cache.dispose();
  await d1.dispose();
}
