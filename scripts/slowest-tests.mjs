// The slowest tests of a run, read from the runners' JSON reports, so that drift towards a timeout is seen before a
// test fails on a loaded machine. Each row carries the test's timeout; past half of it a test is flagged.

/** Vitest's default per-test timeout, for a test whose report does not carry its own (tests/setup/test-timeouts.ts). */
export const VITEST_TIMEOUT_MS = 5_000;

/**
 * @typedef {object} TestTime
 * @property {string} runner
 * @property {string} name
 * @property {number} ms
 * @property {number} timeoutMs
 */

/** Every test of a Vitest JSON report with its duration. @returns {TestTime[]} */
export function vitestTimes(runner, report, root = '') {
  return report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => typeof test.duration === 'number')
      .map((test) => ({
        runner,
        name: `${file.name.replace(root, '')} › ${test.fullName}`,
        ms: test.duration,
        timeoutMs: test.meta?.timeoutMs || VITEST_TIMEOUT_MS,
      })),
  );
}

/** Every run of every test of a Playwright JSON report, each with its project and its own timeout. @returns {TestTime[]} */
export function playwrightTimes(runner, report) {
  /** @type {TestTime[]} */
  const rows = [];
  const walk = (suite, titles) => {
    const path = suite.title && !suite.file?.endsWith(suite.title) ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results) {
          rows.push({
            runner,
            name: `[${test.projectName}] ${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}`,
            ms: result.duration,
            timeoutMs: test.timeout,
          });
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of report.suites) walk(suite, []);
  return rows;
}

/** The `count` slowest, slowest first. @param {TestTime[]} times */
export function slowest(times, count = 10) {
  return [...times].sort((a, b) => b.ms - a.ms).slice(0, count);
}

/** The test that used the largest share of its own timeout. @param {TestTime[]} times */
export function closestToTimeout(times) {
  return times.reduce((worst, row) => (row.ms / row.timeoutMs > worst.ms / worst.timeoutMs ? row : worst));
}

/** One line a test: time, share of its timeout, a mark past half of it, runner and name. @param {TestTime[]} rows */
export function formatSlowest(rows) {
  return rows
    .map((row) => {
      const share = row.timeoutMs > 0 ? row.ms / row.timeoutMs : 0;
      const mark = share > 0.5 ? '  ⚠ over half its timeout' : '';
      return `${(row.ms / 1000).toFixed(1).padStart(6)} s  ${String(Math.round(share * 100)).padStart(3)}% of ${row.timeoutMs / 1000} s  ${row.runner}  ${row.name}${mark}`;
    })
    .join('\n');
}
