// The captcha's accessible alternative, timed as a shopper's phone runs it (issue 29): the proof-of-work solver of
// src/shared/proof-of-work.ts, as it is, in Chromium with the CPU slowed 4× (DevTools' throttling, Lighthouse's stand-in
// for a mid-range phone), solving fresh challenges like the server's at the difficulty it asks at normal rates.
// `node scripts/bench/captcha-solve.mjs <bits> [solves]` runs this alone; `npm run bench` asks the built worker for
// the difficulty and writes the figure to docs/PERFORMANCE.md.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import ts from 'typescript';
import { CHROME_ARGS, CHROME_PATH } from '../chromium.mjs';
import { CPU_SLOWDOWN } from './first-tap.mjs';
import { median } from './lighthouse.mjs';

/** Issue 29: under 5 s on a mid-range phone at normal send rates. */
export const SOLVE_BUDGET_MS = 5_000;
export const SOLVES = 30;

const ORIGIN = 'http://localhost';

/** The solver as the browser gets it: the TypeScript module with its types taken out (it imports nothing). */
export function solverModule(root) {
  const source = readFileSync(join(root, 'src/shared/proof-of-work.ts'), 'utf8');
  const { ModuleKind, ScriptTarget } = ts;
  return ts.transpileModule(source, { compilerOptions: { module: ModuleKind.ESNext, target: ScriptTarget.ES2022 } }).outputText;
}

/** The value below which `share` of the sorted samples fall (nearest rank). */
export function percentile(values, share) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))];
}

/**
 * The figures of a run: the solves' median and 90th percentile as measured, and the digests per second over all of
 * them, from which the mean and median of 2^difficulty follow (the work is geometric: the median is ln 2 of the mean).
 */
export function summarise(samples, difficulty) {
  const totalMs = samples.reduce((sum, s) => sum + s.ms, 0);
  const tried = samples.reduce((sum, s) => sum + s.tried, 0);
  const perSecond = (tried / totalMs) * 1000;
  const meanMs = (2 ** difficulty / perSecond) * 1000;
  return {
    difficulty,
    solves: samples.length,
    medianMs: median(samples.map((s) => s.ms)),
    p90Ms: percentile(
      samples.map((s) => s.ms),
      0.9,
    ),
    digestsPerSecond: Math.round(perSecond),
    expectedMeanMs: meanMs,
    expectedMedianMs: meanMs * Math.LN2,
    budgetMs: SOLVE_BUDGET_MS,
  };
}

/**
 * The difficulty the worker at `baseUrl` asks of a shopper at normal rates: the first challenge of a fresh address and
 * account.
 */
export async function normalDifficulty(baseUrl) {
  const query = new URLSearchParams({ type_id: '1', account: `bench-pow-${Date.now()}@example.com`, purpose: 'login' });
  const res = await fetch(new URL(`/api/member/user/captcha_pow?${query}`, baseUrl), {
    headers: { 'X-Locale': 'ID', Language: 'en', 'CF-Connecting-IP': '198.18.0.29' },
  });
  const answer = await res.json();
  if (answer.code !== 0) throw new Error(`captcha_pow answered ${JSON.stringify(answer).slice(0, 300)}`);
  return answer.data.difficulty;
}

/** Solves `solves` fresh challenges of `difficulty` bits in throttled Chromium, one after the other. */
export async function captchaSolveTimes(root, difficulty, solves = SOLVES) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
  try {
    const page = await browser.newPage();
    const module = solverModule(root);
    await page.route(`${ORIGIN}/**`, (route) =>
      route.request().url().endsWith('/proof-of-work.js')
        ? route.fulfill({ contentType: 'text/javascript', body: module })
        : route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>proof of work</title>' }),
    );
    await page.goto(`${ORIGIN}/`);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const samples = await page.evaluate(
      async ({ difficulty, solves }) => {
        const { solveChallenge } = await import('/proof-of-work.js');
        const out = [];
        for (let i = 0; i < solves; i++) {
          // As the server makes them: 24 random bytes, base64url.
          const bytes = crypto.getRandomValues(new Uint8Array(24));
          const challenge = btoa(String.fromCharCode(...bytes))
            .replaceAll('+', '-')
            .replaceAll('/', '_');
          const started = performance.now();
          // The dialog listens to the progress: so does the measurement.
          const solution = await solveChallenge(challenge, difficulty, { onProgress: () => undefined });
          out.push({ ms: performance.now() - started, tried: Number(solution) + 1 });
        }
        return out;
      },
      { difficulty, solves },
    );
    return summarise(samples, difficulty);
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const bits = Number(process.argv[2]);
  if (!Number.isInteger(bits) || bits < 1) throw new Error('usage: node scripts/bench/captcha-solve.mjs <bits> [solves]');
  const root = fileURLToPath(new URL('../..', import.meta.url));
  console.log(await captchaSolveTimes(root, bits, Number(process.argv[3] ?? SOLVES)));
}
