// Runs once in Node before the api project starts workerd: a throwaway RSA pair for the BFF and the commerce
// API, the deterministic seed, regenerated so the tests never run against a stale copy, and the variables a
// deployment gets from wrangler.toml (the tests themselves run with development aids switched on).
import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readD1Migrations } from '@cloudflare/vitest-plugin';
import { unstable_readConfig } from 'wrangler';
import type { TestProject } from 'vitest/node';
import { SEED_DATABASES, type SeedBinding, type SeedSql } from './seed-databases';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SEED_SCRIPT = 'scripts/seed/write-sql.mjs';
const SEED_DIR = '.wrangler/seed';

async function writeSeedSql(): Promise<SeedSql> {
  const seed: SeedSql = {};
  if (!existsSync(`${root}/${SEED_SCRIPT}`)) return seed;
  execFileSync(process.execPath, [SEED_SCRIPT], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  for (const [binding, database] of Object.entries(SEED_DATABASES) as [SeedBinding, string][]) {
    if (!existsSync(`${root}/${SEED_DIR}/${database}.sql`)) continue;
    // Wrangler's own splitter, so a ';' inside a string literal never cuts a statement in two.
    const [file] = await readD1Migrations({ projectPath: root, migrationsDir: SEED_DIR, migrationsPattern: `${SEED_DIR}/${database}.sql` });
    if (file) seed[binding] = file.queries;
  }
  return seed;
}

export default async function setup(project: TestProject) {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  project.provide('rsaPublicKey', publicKey);
  project.provide('rsaPrivateKey', privateKey);
  project.provide('seed', await writeSeedSql());
  project.provide('deployedVars', { ...unstable_readConfig({ config: `${root}/wrangler.toml` }).vars });
}

declare module 'vitest' {
  export interface ProvidedContext {
    rsaPublicKey: string;
    rsaPrivateKey: string;
    seed: SeedSql;
    /** `[vars]` of wrangler.toml: what `wrangler deploy` gives the built worker, before any secret. */
    deployedVars: Record<string, unknown>;
  }
}
