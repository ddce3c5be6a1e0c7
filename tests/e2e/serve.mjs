// Playwright's web server: a fresh, migrated and seeded test state, one `astro build`, then the built worker
// under `wrangler dev` on the port the config chose (E2E_PORT).
import { execFileSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { toolEnv } from '../../scripts/env.mjs';
import { setupDatabases } from '../../scripts/db-setup.mjs';
import { freePort } from './free-port.mjs';

export const TEST_STATE = '.wrangler/test-state';
const root = fileURLToPath(new URL('../..', import.meta.url));
const port = process.env.E2E_PORT;
if (!port) throw new Error('E2E_PORT is not set (playwright.config.ts sets it)');

setupDatabases({ persistTo: TEST_STATE, fresh: true });
if (process.env.E2E_SKIP_BUILD !== '1') {
  execFileSync('npx', ['astro', 'build'], { cwd: root, env: toolEnv, stdio: ['ignore', 'inherit', 'inherit'] });
}

const child = spawn(
  'npx',
  [
    'wrangler', 'dev',
    '-c', 'dist/server/wrangler.json',
    '--ip', '127.0.0.1',
    '--port', port,
    '--inspector-port', String(await freePort()),
    '--persist-to', TEST_STATE,
    '--var', 'ENVIRONMENT:development',
    '--show-interactive-dev-session=false',
    '--log-level', 'warn',
  ],
  { cwd: root, env: toolEnv, stdio: ['ignore', 'inherit', 'inherit'] },
);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
