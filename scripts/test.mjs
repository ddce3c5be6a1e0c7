// `npm test`: lint (Biome), types (astro check, tsc), unit (Node), api (workerd + local D1), the build, e2e (Playwright
// + Chromium), and the worker's bundle size, in that order. Stops at the first runner that fails and ends with one line,
// "N passed, N failed", summed over the runners that ran; the lint, each type check, the build and the bundle size
// count as one test each. Before it, the ten slowest tests of the runners with a report, each with its share of its
// timeout, and the test that came closest to its timeout.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { toolEnv } from './env.mjs';
import { closestToTimeout, formatSlowest, playwrightTimes, slowest, vitestTimes } from './slowest-tests.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const REPORTS = 'test-results/reports';

/** Vitest's JSON report: tests by status; a file that failed to load has no tests and counts as one failure. */
function vitestCounts(report) {
  const brokenFiles = report.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length;
  return { passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles };
}

/**
 * Playwright's JSON report. A flaky test (passed only on a retry) is a failure, whatever retries a local run allows;
 * errors outside tests (web server, config) count once each.
 */
function playwrightCounts(report) {
  return { passed: report.stats.expected, failed: report.stats.unexpected + report.stats.flaky + (report.errors?.length ?? 0) };
}

const runners = [
  // Formatting and lint of the whole tree, read-only: the cheapest failure comes first.
  { name: 'lint', args: ['biome', 'ci', '.'] },
  // astro check before tsc: it generates the .astro types tsc reads.
  { name: 'astro check', args: ['astro', 'check'] },
  { name: 'tsc', args: ['tsc', '--noEmit'] },
  {
    name: 'unit',
    report: `${REPORTS}/unit.json`,
    args: ['vitest', 'run', '--project', 'unit', '--reporter=default', '--reporter=json', `--outputFile.json=${REPORTS}/unit.json`],
    counts: vitestCounts,
    times: (report) => vitestTimes('unit', report, root),
  },
  {
    name: 'integration',
    report: `${REPORTS}/integration.json`,
    args: [
      'vitest',
      'run',
      '--project',
      'integration',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${REPORTS}/integration.json`,
    ],
    counts: vitestCounts,
    times: (report) => vitestTimes('integration', report, root),
  },
  {
    name: 'api',
    report: `${REPORTS}/api.json`,
    args: ['vitest', 'run', '--project', 'api', '--reporter=default', '--reporter=json', `--outputFile.json=${REPORTS}/api.json`],
    counts: vitestCounts,
    times: (report) => vitestTimes('api', report, root),
  },
  // The worker the end-to-end server serves, built as a step of its own: inside the server's start-up it shared one
  // timeout with the fresh test databases, and on a slow machine the two together overran it.
  { name: 'build', args: ['astro', 'build'] },
  {
    name: 'e2e',
    report: `${REPORTS}/e2e.json`,
    args: ['playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: `${REPORTS}/e2e.json`, E2E_SKIP_BUILD: '1' },
    counts: playwrightCounts,
    times: (report) => playwrightTimes('e2e', report),
  },
  // `wrangler deploy --dry-run` on the build the end-to-end tests ran against, measured against the Workers size limits.
  { name: 'bundle size', args: ['node', 'scripts/bundle-size.mjs'] },
];

rmSync(`${root}/${REPORTS}`, { recursive: true, force: true });
mkdirSync(`${root}/${REPORTS}`, { recursive: true });

const total = { passed: 0, failed: 0 };
const times = [];
let ok = true;
for (const runner of runners) {
  console.log(`\n── ${runner.name} ──`);
  const started = Date.now();
  const { status, error } = spawnSync('npx', runner.args, {
    cwd: root,
    env: { ...toolEnv, ...runner.env },
    stdio: 'inherit',
  });
  const reportPath = runner.report ? `${root}/${runner.report}` : null;
  // A runner without a report (lint, a type check, the build, the bundle size) is one test.
  let counts = { passed: !reportPath && status === 0 && !error ? 1 : 0, failed: 0 };
  if (reportPath && existsSync(reportPath)) {
    try {
      const report = JSON.parse(readFileSync(reportPath, 'utf8'));
      counts = runner.counts(report);
      times.push(...runner.times(report));
    } catch (err) {
      console.error(`could not read the ${runner.name} report: ${err}`);
    }
  }
  // A runner that exits non-zero without recording a failed test (crash, config error) still failed.
  if ((status !== 0 || error) && counts.failed === 0) counts.failed = 1;
  total.passed += counts.passed;
  total.failed += counts.failed;
  console.log(`${runner.name}: ${counts.passed} passed, ${counts.failed} failed (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (status !== 0 || error) {
    ok = false;
    break;
  }
}

if (times.length > 0) {
  console.log(`\n── slowest tests ──\n${formatSlowest(slowest(times, 10))}`);
  console.log(`closest to its timeout:\n${formatSlowest([closestToTimeout(times)])}`);
}
console.log(`\n${total.passed} passed, ${total.failed} failed`);
process.exit(ok ? 0 : 1);
