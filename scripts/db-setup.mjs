// Creates, migrates and seeds the local D1 databases (one per country and the global one, as wrangler.toml binds them),
// and the dev keys. The global database gets the migrations and no seed.
// Idempotent: migrations apply once; the seed replaces the catalog with the same deterministic data.
// `node scripts/db-setup.mjs [--persist-to DIR] [--fresh]`: tests keep their own state dir, started empty (--fresh).
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { D1_DATABASES } from './deploy/requirements.mjs';
import { toolEnv } from './env.mjs';
import { ensureDevKeys } from './gen-dev-keys.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const wrangler = (...args) =>
  execFileSync('npx', ['wrangler', ...args], { cwd: root, env: toolEnv, stdio: ['ignore', 'inherit', 'inherit'] });

/** The D1 databases of wrangler.toml. */
export const DATABASES = D1_DATABASES.map((d) => d.database);

/** Runs one SQL file on a local database (a D1 database name of wrangler.toml). */
export function executeSqlFile(db, persistTo, file) {
  wrangler('d1', 'execute', db, '--local', '--persist-to', persistTo, '--file', file);
}

export function setupDatabases({ persistTo = '.wrangler/state', fresh = false } = {}) {
  if (fresh) rmSync(resolve(root, persistTo), { recursive: true, force: true });
  ensureDevKeys();
  for (const db of DATABASES) wrangler('d1', 'migrations', 'apply', db, '--local', '--persist-to', persistTo);
  const seedScript = new URL('./seed/write-sql.mjs', import.meta.url);
  if (existsSync(seedScript)) {
    execFileSync(process.execPath, [fileURLToPath(seedScript)], { cwd: root, env: toolEnv, stdio: 'inherit' });
    for (const db of DATABASES) {
      const sql = `.wrangler/seed/${db}.sql`;
      if (existsSync(new URL(`../${sql}`, import.meta.url))) {
        executeSqlFile(db, persistTo, sql);
      }
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { 'persist-to': { type: 'string', default: '.wrangler/state' }, fresh: { type: 'boolean', default: false } },
  });
  setupDatabases({ persistTo: values['persist-to'], fresh: values.fresh });
}
