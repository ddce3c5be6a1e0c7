// Runs inside workerd before every api test file (each file gets fresh D1 storage): the repo's migrations into all
// three country databases and the global one (DB_AUTH), then the seed into the countries'.
import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { SEED_DATABASES, type SeedBinding } from './seed-databases';

// D1 caps statements per batch; chunks keep a large seed under the cap and still atomic per chunk.
const BATCH_SIZE = 500;

async function seed(db: D1Database, queries: string[]): Promise<void> {
  for (let i = 0; i < queries.length; i += BATCH_SIZE) {
    await db.batch(queries.slice(i, i + BATCH_SIZE).map((q) => db.prepare(q)));
  }
}

await Promise.all(
  (Object.keys(SEED_DATABASES) as SeedBinding[]).map(async (binding) => {
    const db = env[binding];
    await applyD1Migrations(db, env.TEST_MIGRATIONS);
    await seed(db, env.TEST_SEED[binding] ?? []);
  }),
);
