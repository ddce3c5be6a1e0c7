// Creates, migrates and seeds the local D1 databases (one per country and the global one, as wrangler.toml binds them),
// and the dev keys. The global database gets the migrations and no seed.
// Idempotent: migrations apply once; the seed replaces the catalog with the same deterministic data.
// `node scripts/db-setup.mjs [--persist-to DIR] [--fresh]`: tests keep their own state dir, started empty (--fresh).
//
// All databases through one Miniflare, as `wrangler d1 execute --local` and `wrangler d1 migrations apply --local` open
// it (same persistence layout, same d1_migrations table), so either tool reads what this wrote. A wrangler process per
// database and step took over two minutes on our 2-core machines, paid by every fresh test state
// (docs/decisions/local-database-setup.md).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Miniflare, convertV4MiniflareOptions } from 'miniflare';
import { unstable_splitSqlQuery as splitSql } from 'wrangler';
import { D1_DATABASES } from './deploy/requirements.mjs';
import { toolEnv } from './env.mjs';
import { ensureDevKeys } from './gen-dev-keys.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const MIGRATIONS_DIR = join(root, 'migrations');
// wrangler's default migrations table, so `wrangler d1 migrations list --local` agrees with what ran here.
const MIGRATIONS_TABLE = 'd1_migrations';

/** The D1 databases of wrangler.toml. */
export const DATABASES = D1_DATABASES.map((d) => d.database);

/**
 * Opens every local database of `persistTo` (a wrangler --persist-to directory) in one Miniflare, runs `work` with a
 * database by name, and closes it.
 * @param {string} persistTo
 * @param {(db: (name: string) => Promise<import('miniflare').D1Database>) => Promise<void>} work
 */
async function withDatabases(persistTo, work) {
  // wrangler's own options for its local D1 commands: persisted under <persist-to>/v3, each database keyed by its id.
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      script: '',
      resourcePersistencePath: resolve(root, persistTo, 'v3'),
      d1Databases: Object.fromEntries(D1_DATABASES.map((d) => [d.binding, d.id])),
    }),
  );
  try {
    await work((name) => mf.getD1Database(D1_DATABASES.find((d) => d.database === name).binding));
  } finally {
    await mf.dispose();
  }
}

const statementsOf = (sql) =>
  splitSql(sql)
    .map((q) => q.trim())
    .filter(Boolean);

/** Each migration not yet applied, in order, in one transaction with its d1_migrations row (as wrangler applies it). */
async function migrate(db) {
  await db.exec(
    `CREATE TABLE IF NOT EXISTS ${MIGRATIONS_TABLE}(id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL);`,
  );
  const applied = new Set((await db.prepare(`SELECT name FROM ${MIGRATIONS_TABLE}`).all()).results.map((r) => r.name));
  for (const name of readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    if (applied.has(name)) continue;
    const statements = statementsOf(readFileSync(join(MIGRATIONS_DIR, name), 'utf8'));
    await db.batch([...statements.map((s) => db.prepare(s)), db.prepare(`INSERT INTO ${MIGRATIONS_TABLE} (name) VALUES (?)`).bind(name)]);
  }
}

/** Runs each SQL file on its database, one transaction a file: `files` is [database name, path][]. */
async function executeFiles(db, files) {
  for (const [name, file] of files) {
    const database = await db(name);
    await database.batch(statementsOf(readFileSync(resolve(root, file), 'utf8')).map((s) => database.prepare(s)));
  }
}

/** Runs one SQL file on a local database (a D1 database name of wrangler.toml). */
export async function executeSqlFile(name, persistTo, file) {
  await withDatabases(persistTo, (db) => executeFiles(db, [[name, file]]));
}

export async function setupDatabases({ persistTo = '.wrangler/state', fresh = false } = {}) {
  if (fresh) rmSync(resolve(root, persistTo), { recursive: true, force: true });
  ensureDevKeys();
  const seedScript = new URL('./seed/write-sql.mjs', import.meta.url);
  if (existsSync(seedScript)) execFileSync(process.execPath, [fileURLToPath(seedScript)], { cwd: root, env: toolEnv, stdio: 'inherit' });
  const seeds = DATABASES.map((name) => [name, `.wrangler/seed/${name}.sql`]).filter(([, file]) => existsSync(resolve(root, file)));
  await withDatabases(persistTo, async (db) => {
    for (const name of DATABASES) await migrate(await db(name));
    await executeFiles(db, seeds);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { 'persist-to': { type: 'string', default: '.wrangler/state' }, fresh: { type: 'boolean', default: false } },
  });
  await setupDatabases({ persistTo: values['persist-to'], fresh: values.fresh });
}
