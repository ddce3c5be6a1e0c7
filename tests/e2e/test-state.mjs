// Where the end-to-end server keeps its databases: in memory where the machine offers it (/dev/shm), since the state
// is thrown away after the run and a slow disk's fsync would otherwise set the pace of every write the tests make.
// One directory per server port (playwright.config.ts chooses E2E_PORT), so two runs on one machine never meet.
import { existsSync } from 'node:fs';

export const TEST_STATE = existsSync('/dev/shm') ? `/dev/shm/storefront-e2e-${process.env.E2E_PORT}` : '.wrangler/test-state';
