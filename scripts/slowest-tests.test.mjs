import { describe, expect, it } from 'vitest';
import { closestToTimeout, formatSlowest, playwrightTimes, slowest, VITEST_TIMEOUT_MS, vitestTimes } from './slowest-tests.mjs';

const vitestReport = {
  testResults: [
    {
      name: '/repo/functions/a.test.ts',
      assertionResults: [
        { fullName: 'a adds', duration: 12 },
        { fullName: 'a skipped', duration: null },
      ],
    },
    { name: '/repo/functions/b.api.test.ts', assertionResults: [{ fullName: 'b pays', duration: 3_100 }] },
  ],
};

const playwrightReport = {
  suites: [
    {
      title: 'cart.spec.ts',
      file: 'cart.spec.ts',
      specs: [
        {
          title: 'adds a line',
          file: 'cart.spec.ts',
          line: 7,
          tests: [
            { projectName: 'mobile', timeout: 30_000, results: [{ duration: 4_000 }] },
            { projectName: 'desktop', timeout: 90_000, results: [{ duration: 50_000 }] },
          ],
        },
      ],
      suites: [
        {
          title: 'inside the app',
          file: 'cart.spec.ts',
          specs: [
            {
              title: 'hides the header',
              file: 'cart.spec.ts',
              line: 30,
              tests: [{ projectName: 'mobile', timeout: 30_000, results: [{ duration: 16_000 }] }],
            },
          ],
        },
      ],
    },
  ],
};

describe('slowest tests', () => {
  it('reads Vitest tests that ran, named by file and full name, with the default timeout', () => {
    expect(vitestTimes('unit', vitestReport, '/repo/')).toEqual([
      { runner: 'unit', name: 'functions/a.test.ts › a adds', ms: 12, timeoutMs: VITEST_TIMEOUT_MS },
      { runner: 'unit', name: 'functions/b.api.test.ts › b pays', ms: 3_100, timeoutMs: VITEST_TIMEOUT_MS },
    ]);
  });

  it('reads a Vitest test’s own timeout where its report carries it (tests/setup/test-timeouts.ts)', () => {
    const report = {
      testResults: [
        { name: '/repo/scripts/c.test.mjs', assertionResults: [{ fullName: 'c spawns', duration: 4_200, meta: { timeoutMs: 60_000 } }] },
      ],
    };
    expect(vitestTimes('unit', report, '/repo/')).toEqual([
      { runner: 'unit', name: 'scripts/c.test.mjs › c spawns', ms: 4_200, timeoutMs: 60_000 },
    ]);
  });

  it('reads each Playwright run with its project, location, describe titles and own timeout', () => {
    expect(playwrightTimes('e2e', playwrightReport)).toEqual([
      { runner: 'e2e', name: '[mobile] cart.spec.ts:7 › adds a line', ms: 4_000, timeoutMs: 30_000 },
      { runner: 'e2e', name: '[desktop] cart.spec.ts:7 › adds a line', ms: 50_000, timeoutMs: 90_000 },
      { runner: 'e2e', name: '[mobile] cart.spec.ts:30 › inside the app › hides the header', ms: 16_000, timeoutMs: 30_000 },
    ]);
  });

  it('orders the slowest first and flags those past half their timeout', () => {
    const rows = slowest([...vitestTimes('api', vitestReport, '/repo/'), ...playwrightTimes('e2e', playwrightReport)], 3);
    expect(rows.map((r) => r.ms)).toEqual([50_000, 16_000, 4_000]);
    const lines = formatSlowest(rows).split('\n');
    expect(lines[0]).toMatch(/^\s+50\.0 s\s+56% of 90 s\s+e2e\s+\[desktop\] cart\.spec\.ts:7 › adds a line\s+⚠ over half its timeout$/);
    expect(lines[1]).toMatch(/53% of 30 s .*⚠/);
    expect(lines[2]).not.toContain('⚠');
  });

  it('finds the test closest to its own timeout, which need not be the slowest', () => {
    const times = [...vitestTimes('api', vitestReport, '/repo/'), ...playwrightTimes('e2e', playwrightReport)];
    expect(closestToTimeout(times).name).toBe('functions/b.api.test.ts › b pays');
  });
});
