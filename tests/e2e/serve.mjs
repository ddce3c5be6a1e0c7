// Playwright's web server: a fresh, migrated and seeded test state, then the built worker served as `npm start` serves
// it (scripts/serve-built.mjs) on the port the config chose (E2E_PORT). E2E_SKIP_BUILD=1 serves the existing build.
import { rmSync } from 'node:fs';
import { setupDatabases } from '../../scripts/db-setup.mjs';
import { serveBuiltWorker } from '../../scripts/serve-built.mjs';
import { freePort } from './free-port.mjs';
import { TEST_STATE } from './test-state.mjs';

const port = process.env.E2E_PORT;
if (!port) throw new Error('E2E_PORT is not set (playwright.config.ts sets it)');

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
