// Playwright's web server: a fresh, migrated and seeded test state, then the built worker served as `npm start` serves
// it (scripts/serve-built.mjs) on the port the config chose (E2E_PORT). E2E_SKIP_BUILD=1 serves the existing build.
import { existsSync, rmSync } from 'node:fs';
import { setupDatabases } from '../../scripts/db-setup.mjs';
import { serveBuiltWorker } from '../../scripts/serve-built.mjs';
import { freePort } from './free-port.mjs';

const port = process.env.E2E_PORT;
if (!port) throw new Error('E2E_PORT is not set (playwright.config.ts sets it)');
// The databases live in memory where the machine offers it (/dev/shm): the state is thrown away after the run, and a
// slow disk's fsync would otherwise set the pace of every write the tests make. One directory per port, so two runs
// on one machine never meet; the tests reach it only through the server.
const TEST_STATE = existsSync('/dev/shm') ? `/dev/shm/storefront-e2e-${port}` : '.wrangler/test-state';

setupDatabases({ persistTo: TEST_STATE, fresh: true });
process.on('exit', () => rmSync(TEST_STATE, { recursive: true, force: true }));
serveBuiltWorker({
  build: process.env.E2E_SKIP_BUILD !== '1',
  host: '127.0.0.1',
  port,
  persistTo: TEST_STATE,
  inspectorPort: await freePort(),
  quiet: true,
});
