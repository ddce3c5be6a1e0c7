/// <reference types="@cloudflare/vitest-plugin/types" />

/**
 * The worker's Env (worker-configuration.d.ts and src/worker-variables.d.ts) under a name that the Cloudflare namespace
 * does not shadow.
 */
type WorkerEnv = Env;

declare namespace Cloudflare {
  interface Env extends WorkerEnv {
    TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
    TEST_SEED: import('./seed-databases').SeedSql;
    /** The sign-in gate's binding with a limit of 3 a minute (vitest.config.ts). */
    AUTH_LIMITER_TIGHT: RateLimit;
    /** Order placements per member with a limit of 3 a minute (vitest.config.ts). */
    ORDER_LIMITER_TIGHT: RateLimit;
  }
}
