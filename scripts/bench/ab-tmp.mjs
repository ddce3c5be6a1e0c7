// temporary A/B: bare worker, static asset vs detail rendered, finely interleaved
import { fileURLToPath } from 'node:url';
import { processCpuMs } from './cpu.mjs';
import { startBuiltWorker } from './worker.mjs';
const root = fileURLToPath(new URL('../..', import.meta.url));
const w = await startBuiltWorker(root, '.wrangler/bench-state', { cacheApi: false });
const detailPath = process.argv[3] ?? '/commodDetail?product_no=P100222';
let n = 0;
const mk = (p, bust) => async () => { const u = new URL(p, w.url); if (bust) u.searchParams.set('_b', String(n++)); const r = await fetch(u, { headers: { Accept: 'text/html' } }); await r.text(); };
const cpu = () => w.pids.reduce((s, p) => s + processCpuMs(p), 0);
const S = mk(process.argv[2], false), D = mk(detailPath, true);
for (let i = 0; i < 100; i++) { await S(); await D(); }
const tot = { s: 0, d: 0, ns: 0, nd: 0 }; const ratios = [];
for (let round = 0; round < +(process.env.ROUNDS ?? 16); round++) {
  let a = cpu(); for (let i = 0; i < 100; i++) await S(); const s = cpu() - a;
  a = cpu(); for (let i = 0; i < 50; i++) await D(); const d = cpu() - a;
  tot.s += s; tot.d += d; tot.ns += 100; tot.nd += 50; ratios.push((d / 50) / (s / 100));
}
ratios.sort((x, y) => x - y);
console.log('ratio(sum)', ((tot.d / tot.nd) / (tot.s / tot.ns)).toFixed(3), 'median', ratios[ratios.length >> 1].toFixed(2), 'detail', (tot.d / tot.nd).toFixed(3), 'static', (tot.s / tot.ns).toFixed(3));
await w.dispose();
