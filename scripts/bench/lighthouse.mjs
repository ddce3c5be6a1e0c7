// Lighthouse, mobile form factor, DevTools throttling (ARCHITECTURE §5): the median of `runs` runs per metric.
// Each run is the lighthouse CLI with Debian's Chromium (CHROME_PATH), in a fresh browser, under a time limit. A signed-in
// run gets its session either as a signed-in shopper's browser holds it, cookies in the browser (the page's scripts see
// the signed-in marker), or as a request header only (the earlier method: scripts see no marker).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
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

/** Chromium with a fresh profile and a DevTools port: `{port, close()}`. */
async function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'bench-lh-'));
  const chromium = spawn(CHROME_PATH, [...CHROME_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
  });
  const close = () => {
    chromium.kill('SIGKILL');
    // The browser's helper processes outlive it by a moment and may still write to the profile: a bench run failed on
    // ENOTEMPTY here. Node retries the removal with a linear backoff.
    rmSync(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
  };
  for (let waited = 0; waited < 20_000; waited += 100) {
    try {
      return { port: Number(readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]), close };
    } catch {
      await sleep(100);
    }
  }
  close();
  throw new Error('Chromium did not open its DevTools port');
}

/** Stores `cookies` ({name, value}) for `url`'s origin in the browser at `port`, as a shopper's browser holds them. */
async function setCookies(port, url, cookies) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  const ws = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.addEventListener('open', resolve);
    ws.addEventListener('error', reject);
  });
  try {
    const answered = new Promise((resolve, reject) => {
      ws.addEventListener('message', (event) => {
        const message = JSON.parse(event.data);
        if (message.id === 1) message.error ? reject(new Error(message.error.message)) : resolve();
      });
    });
    const origin = new URL(url).origin;
    ws.send(
      JSON.stringify({ id: 1, method: 'Storage.setCookies', params: { cookies: cookies.map((c) => ({ ...c, url: origin, path: '/' })) } }),
    );
    await answered;
  } finally {
    ws.close();
  }
}

function runCli(url, args) {
  const result = spawnSync(
    process.execPath,
    [
      CLI,
      url,
      '--only-categories=performance',
      '--throttling-method=devtools',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      ...args,
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

/**
 * One run in a fresh browser. `session`: `{cookies}` stored in the browser first (Lighthouse's storage reset leaves
 * cookies), or `{headers}` sent with every request; none for a guest.
 */
async function runOnce(url, session = {}) {
  if (!session.cookies) {
    const headers = session.headers ? [`--extra-headers=${JSON.stringify(session.headers)}`] : [];
    return runCli(url, [`--chrome-flags=${CHROME_ARGS.join(' ')}`, ...headers]);
  }
  const chromium = await launchChromium();
  try {
    await setCookies(chromium.port, url, session.cookies);
    return runCli(url, [`--port=${chromium.port}`]);
  } finally {
    chromium.close();
  }
}

/** Median of each metric over `runs` Lighthouse runs of every URL, each signed in by `session` (see runOnce) if given. */
export async function lighthouseMedians(urls, runs = 5, session = undefined) {
  const out = {};
  for (const url of urls) {
    const samples = [];
    for (let i = 0; i < runs; i++) {
      const lhr = await runOnce(url, session);
      samples.push(Object.fromEntries(Object.entries(METRICS).map(([name, read]) => [name, read(lhr)])));
    }
    out[url] = Object.fromEntries(Object.keys(METRICS).map((name) => [name, median(samples.map((s) => s[name]))]));
  }
  return out;
}
