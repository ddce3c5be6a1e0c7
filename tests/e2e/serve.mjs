// Playwright's web server: a fresh, migrated and seeded test state, then the built worker served as `npm start` serves
// it (scripts/serve-built.mjs) on the port the config chose (E2E_PORT). E2E_SKIP_BUILD=1 serves the existing build.
import { existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { setupDatabases } from '../../scripts/db-setup.mjs';
import { buildWorker, serveBuiltWorker } from '../../scripts/serve-built.mjs';
import { freePort } from './free-port.mjs';

const port = process.env.E2E_PORT;
if (!port) throw new Error('E2E_PORT is not set (playwright.config.ts sets it)');
// The databases live in memory where the machine offers it (/dev/shm): the state is thrown away after the run, and a
// slow disk's fsync would otherwise set the pace of every write the tests make. One directory per port, so two runs
// on one machine never meet; the tests reach it only through the server.
const TEST_STATE = existsSync('/dev/shm') ? `/dev/shm/storefront-e2e-${port}` : '.wrangler/test-state';

// The port is held (connections refused at once) until the worker takes it: the build's prerendering serves on a free
// port of its own, which the system could otherwise hand out as this one, and Playwright would take that server for
// ours and start the tests against a server about to stop.
const holder = createServer((socket) => socket.destroy());
await new Promise((resolve) => holder.listen(Number(port), '127.0.0.1', resolve));
await setupDatabases({ persistTo: TEST_STATE, fresh: true });
process.on('exit', () => rmSync(TEST_STATE, { recursive: true, force: true }));
if (process.env.E2E_SKIP_BUILD !== '1') buildWorker();
await new Promise((resolve) => holder.close(resolve));
serveBuiltWorker({
  build: false,
  host: '127.0.0.1',
  port,
  persistTo: TEST_STATE,
  inspectorPort: await freePort(),
  quiet: true,
});
