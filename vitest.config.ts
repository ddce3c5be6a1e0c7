import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';

const UNIT_INCLUDE = ['src/**/*.test.{ts,tsx}', 'functions/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}', 'tests/unit/**/*.test.ts'];
const API_INCLUDE = ['**/*.api.test.ts', 'tests/api/**/*.test.ts'];
// Tests that start workerd or a browser of their own (the bench's servers): slower, and apart from the unit tests.
const INTEGRATION_INCLUDE = ['scripts/**/*.integration.test.{ts,mjs}'];
const IGNORED = ['**/node_modules/**', '**/dist/**', '**/.wrangler/**', '**/.astro/**'];

export default defineConfig({
  test: {
    // Vitest's default leaves a core free (availableParallelism - 1): one worker on our 2-core machines, while a file's
    // worker spends much of its time waiting on workerd or module loading. Every core measured faster: unit 101 → 77 s,
    // api 330 → 234 s (docs/decisions/test-workers.md).
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          setupFiles: ['tests/setup/test-timeouts.ts'],
          include: UNIT_INCLUDE,
          exclude: [...IGNORED, '**/*.api.test.ts', ...INTEGRATION_INCLUDE],
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          setupFiles: ['tests/setup/test-timeouts.ts'],
          include: INTEGRATION_INCLUDE,
          exclude: IGNORED,
        },
      },
      {
        plugins: [
          // Runs inside workerd against real local D1: the bindings of wrangler.toml, plus the throwaway keys and the
          // seed that tests/api/global-setup.ts provides, and the migrations that tests/api/apply-migrations.ts applies.
          // Development aids on, as `npm start` has them (a deployed worker has no ENVIRONMENT: production).
          cloudflareTest(async ({ inject }) => ({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                ENVIRONMENT: 'development',
                // Failed messages are retried at once: the tests wait for the queue, not for its backoff.
                MESSAGE_RETRY_SECONDS: '0',
                // A proof of work of 256 digests on average: the tests check the rules, not a phone's patience.
                POW_BASE_DIFFICULTY: '8',
                RSA_PUBLIC_KEY: inject('rsaPublicKey'),
                RSA_PRIVATE_KEY: inject('rsaPrivateKey'),
                TEST_MIGRATIONS: await readD1Migrations(fileURLToPath(new URL('./migrations', import.meta.url))),
                TEST_SEED: inject('seed'),
              },
              ratelimits: {
                // The sign-in gate (functions/platform/rate-limit.ts) far above the tests' traffic: they hold the D1
                // limits to their exact counts, some with 60 and more requests from one address, or from none, within a
                // minute. The gate's own test swaps in the tight one.
                AUTH_LIMITER: { namespace_id: '1001', simple: { limit: 100_000, period: 60 } },
                AUTH_LIMITER_TIGHT: { namespace_id: '1002', simple: { limit: 3, period: 60 } },
                // Order placements per member: the tests place orders for one member back to back on purpose.
                ORDER_LIMITER: { namespace_id: '1003', simple: { limit: 100_000, period: 60 } },
                ORDER_LIMITER_TIGHT: { namespace_id: '1004', simple: { limit: 3, period: 60 } },
              },
            },
          })),
        ],
        resolve: {
          // Pages are Astro's and need its build; the API tests drive the worker's /api half only (e2e covers pages).
          alias: {
            '@astrojs/cloudflare/handler': fileURLToPath(new URL('./tests/api/astro-handler.ts', import.meta.url)),
          },
        },
        test: {
          name: 'api',
          include: API_INCLUDE,
          exclude: IGNORED,
          globalSetup: ['tests/api/global-setup.ts'],
          setupFiles: ['tests/setup/test-timeouts.ts', 'tests/api/apply-migrations.ts'],
        },
      },
    ],
  },
});
