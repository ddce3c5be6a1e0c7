import { defineConfig } from 'vitest/config';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import type { D1Migration } from '@cloudflare/vitest-plugin';

const UNIT_INCLUDE = [
  'src/**/*.test.ts',
  'functions/**/*.test.ts',
  'scripts/**/*.test.{ts,mjs}',
  'tests/unit/**/*.test.ts',
];
const API_INCLUDE = ['**/*.api.test.ts', 'tests/api/**/*.test.ts'];
const IGNORED = ['**/node_modules/**', '**/dist/**', '**/.wrangler/**', '**/.astro/**'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: UNIT_INCLUDE,
          exclude: [...IGNORED, '**/*.api.test.ts'],
        },
      },
      {
        plugins: [
          cloudflareTest(async ({ inject }) => ({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                RSA_PUBLIC_KEY: inject<string>('rsaPublicKey'),
                RSA_PRIVATE_KEY: inject<string>('rsaPrivateKey'),
                TEST_MIGRATIONS: await readD1Migrations('migrations'),
                TEST_SEED: inject<D1Migration[]>('seed'),
              },
            },
          })),
        ],
        resolve: {
          // Pages are Astro's and need its build; the API tests drive the worker's /api half only (e2e covers pages).
          alias: { '@astrojs/cloudflare/handler': new URL('./tests/api/astro-handler.ts', import.meta.url).pathname },
        },
        test: {
          name: 'api',
          include: API_INCLUDE,
          exclude: IGNORED,
          globalSetup: ['tests/api/global-setup.ts'],
          setupFiles: ['tests/api/apply-migrations.ts'],
        },
      },
    ],
  },
});
