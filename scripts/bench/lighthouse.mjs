// Lighthouse, mobile form factor, DevTools throttling (ARCHITECTURE §5): the median of `runs` runs per metric.
// Each run is the lighthouse CLI with Debian's Chromium (CHROME_PATH), in a fresh browser, under a time limit.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { CHROME_ARGS, CHROME_PATH } from '../chromium.mjs';

const require = createRequire(import.meta.url);
const CLI = join(dirname(require.resolve('lighthouse/package.json')), 'cli/index.js');
const RUN_TIMEOUT_MS = 120_000;

export const METRICS = {
  score: (lhr) => Math.round((lhr.categories.performance.score ?? 0) * 100),
  fcpMs: (lhr) => lhr.audits['first-contentful-paint'].numericValue,
  lcpMs: (lhr) => lhr.audits['largest-contentful-paint'].numericValue,
  tbtMs: (lhr) => lhr.audits['total-blocking-time'].numericValue,
  cls: (lhr) => lhr.audits['cumulative-layout-shift'].numericValue,
  speedIndexMs: (lhr) => lhr.audits['speed-index'].numericValue,
};

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function runOnce(url, extraHeaders) {
  const result = spawnSync(
    process.execPath,
    [
      CLI,
      url,
      '--only-categories=performance',
      '--throttling-method=devtools',
      `--chrome-flags=${CHROME_ARGS.join(' ')}`,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      ...(extraHeaders ? [`--extra-headers=${JSON.stringify(extraHeaders)}`] : []),
    ],
    {
      env: { ...process.env, CHROME_PATH },
      encoding: 'utf8',
      timeout: RUN_TIMEOUT_MS,
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (result.status !== 0) throw new Error(`Lighthouse failed on ${url}: ${result.error ?? result.stderr.slice(-500)}`);
  const lhr = JSON.parse(result.stdout);
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  return lhr;
}

/** Median of each metric over `runs` Lighthouse runs of every URL, each request with `extraHeaders` (a session cookie). */
export async function lighthouseMedians(urls, runs = 5, extraHeaders = undefined) {
  const out = {};
  for (const url of urls) {
    const samples = [];
    for (let i = 0; i < runs; i++) {
      const lhr = runOnce(url, extraHeaders);
      samples.push(Object.fromEntries(Object.entries(METRICS).map(([name, read]) => [name, read(lhr)])));
    }
    out[url] = Object.fromEntries(Object.keys(METRICS).map((name) => [name, median(samples.map((s) => s[name]))]));
  }
  return out;
}
