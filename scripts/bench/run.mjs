// `npm run bench`: JavaScript bytes of a first visit and CPU per request of the built worker, relative to a static
// asset. Prints a table, writes bench-results/latest.json and docs/PERFORMANCE.md.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setupDatabases } from '../db-setup.mjs';
import { ensureBuild } from './build.mjs';
import { cpuPerRequest } from './cpu.mjs';
import { pageJavaScript } from './js-bytes.mjs';
import { machine, printTable, writeJson, writePerformanceDoc } from './report.mjs';
import { startBuiltWorker, startEmptyWorker } from './worker.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const STATE = '.wrangler/bench-state';
const CLIENT_DIR = join(root, 'dist/client');
const LOAD = { warmup: 50, minRequests: 300, minCpuMs: 1000 };

/** The first JS chunk of the build stands for "a static asset"; any file of dist/client will do if there is none. */
function staticAssetPath() {
  const astro = join(CLIENT_DIR, '_astro');
  const chunk = existsSync(astro) ? readdirSync(astro).sort().find((f) => f.endsWith('.js')) : undefined;
  if (chunk) return `/_astro/${chunk}`;
  const file = readdirSync(CLIENT_DIR, { withFileTypes: true }).find((e) => e.isFile() && !e.name.startsWith('_'));
  if (!file) throw new Error('dist/client has no file to serve');
  return `/${file.name}`;
}

const TARGETS = [
  // The static asset is the yardstick, not a page: it has no JavaScript figure of its own.
  { label: 'static asset', method: 'GET', path: staticAssetPath, page: false, yardstick: true },
  { label: 'home', method: 'GET', path: '/', page: true, headers: { Accept: 'text/html' } },
  {
    label: 'app/load API call',
    method: 'POST',
    path: '/api/support/api/app/load',
    page: false,
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  },
];

setupDatabases({ persistTo: STATE, fresh: true });
ensureBuild(root);

async function measure(worker, target) {
  const url = new URL(target.path, worker.url);
  const send = async () => {
    const res = await fetch(url, { method: target.method, headers: target.headers, body: target.body });
    return { status: res.status, text: await res.text() };
  };
  const first = await send();
  if (first.status !== 200) throw new Error(`${target.method} ${target.path} answered ${first.status}: ${first.text.slice(0, 300)}`);
  console.log(`measuring ${target.method} ${target.path} …`);
  return { first, cpu: await cpuPerRequest(worker.pids, send, LOAD) };
}

const results = [];
const worker = await startBuiltWorker(root, STATE);
try {
  for (const target of TARGETS) {
    const path = typeof target.path === 'function' ? target.path() : target.path;
    const { first, cpu } = await measure(worker, { ...target, path });
    const js = target.yardstick ? null : target.page ? pageJavaScript(first.text, CLIENT_DIR) : { files: [], raw: 0, gzip: 0, brotli: 0 };
    results.push({ label: target.label, method: target.method, path, status: first.status, js, cpu });
  }
} finally {
  await worker.dispose();
}

const empty = await startEmptyWorker(worker.compatibilityDate);
let floor;
try {
  floor = (await measure(empty, { method: 'GET', path: '/' })).cpu;
} finally {
  await empty.dispose();
}

const staticCpu = results[0].cpu.msPerRequest;
for (const r of results) r.ratioVsStatic = r.cpu.msPerRequest / staticCpu;
const report = {
  date: new Date().toISOString(),
  machine: machine(),
  runtime: worker.workerdVersion,
  staticAsset: results[0].path,
  emptyWorker: floor,
  ...LOAD,
  results,
};
printTable(results);
console.log(`an empty Worker in the same runtime: ${floor.msPerRequest.toFixed(3)} ms CPU per request`);
writeJson(root, report);
writePerformanceDoc(root, report);
console.log('wrote bench-results/latest.json and docs/PERFORMANCE.md');
