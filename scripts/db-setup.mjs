// Creates, migrates and seeds the three local D1 databases (one per country), and the dev keys.
// Idempotent: migrations apply once; the seed replaces the catalog with the same deterministic data.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { toolEnv } from './env.mjs';
import { ensureDevKeys } from './gen-dev-keys.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const wrangler = (...args) =>
  execFileSync('npx', ['wrangler', ...args], { cwd: root, env: toolEnv, stdio: ['ignore', 'inherit', 'inherit'] });

export const DATABASES = ['storefront-id', 'storefront-sg', 'storefront-my'];

export function setupDatabases({ persistTo = '.wrangler/state' } = {}) {
  ensureDevKeys();
  for (const db of DATABASES) wrangler('d1', 'migrations', 'apply', db, '--local', '--persist-to', persistTo);
  const seedScript = new URL('./seed/write-sql.mjs', import.meta.url);
  if (existsSync(seedScript)) {
    execFileSync(process.execPath, [fileURLToPath(seedScript)], { cwd: root, env: toolEnv, stdio: 'inherit' });
    for (const db of DATABASES) {
      const sql = `.wrangler/seed/${db}.sql`;
      if (existsSync(new URL(`../${sql}`, import.meta.url))) {
        wrangler('d1', 'execute', db, '--local', '--persist-to', persistTo, '--file', sql);
      }
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) setupDatabases();
