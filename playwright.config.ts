import { defineConfig, devices } from '@playwright/test';
import { CHROME_ARGS, TEST_CHROME_PATH } from './scripts/chromium.mjs';
import { freePort } from './tests/e2e/free-port.mjs';

// Chosen once in the runner; its workers load this file again and inherit the variable, so all agree on the port.
process.env.E2E_PORT ||= String(await freePort());
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

const chromium = { executablePath: TEST_CHROME_PATH, args: CHROME_ARGS };

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A test that passes only on a retry is a bug to fix, not a pass: no retries, and a flaky test fails the run.
  retries: 0,
  failOnFlakyTests: true,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    launchOptions: chromium,
    // Recording a trace for every test cost a fifth of the run's CPU, on a machine the run keeps busy: a failure leaves
    // its screenshot and Playwright's error context (the page's accessibility tree and the failing line), and
    // E2E_TRACE=1 records traces again, kept for the tests that fail (docs/decisions/e2e-load.md).
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'mobile',
      use: {
        ...devices['Pixel 5'],
        browserName: 'chromium',
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      name: 'desktop',
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'npm exec -- node tests/e2e/serve.mjs',
    // Any answer Playwright counts as up (a 401 envelope): readiness must not hinge on the pages under test.
    url: `${baseURL}/api/member/user/info`,
    env: { E2E_PORT: process.env.E2E_PORT },
    // Fresh databases (about 10 s), plus the build when the run is not `npm test` (which builds first,
    // E2E_SKIP_BUILD=1): about two minutes on a busy 2-core machine.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
