// Writes the seed SQL of each country's database to .wrangler/seed/<database>.sql
// (scripts/db-setup.mjs executes them). Deterministic: the same files on every run.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { COUNTRIES, buildCatalog, buildCountry } from './catalog.mjs';
import { SEED_COUNTRIES } from './countries.mjs';
import { demoMemberStatements } from './members.mjs';
import { searchStatements } from './search.mjs';
import { seedStatements } from './sql.mjs';
import { voucherStatements } from './vouchers.mjs';

/** File name and SQL of each country's seed. */
export function seedFiles() {
  const catalog = buildCatalog();
  return COUNTRIES.map((country) => {
    const rows = buildCountry(catalog, country);
    const statements = [
      ...seedStatements(rows),
      ...demoMemberStatements(country),
      ...voucherStatements(country, rows.products),
      ...searchStatements(),
    ];
    return { file: `${SEED_COUNTRIES[country].database}.sql`, sql: `${statements.join('\n')}\n` };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = fileURLToPath(new URL('../../.wrangler/seed/', import.meta.url));
  mkdirSync(dir, { recursive: true });
  for (const { file, sql } of seedFiles()) {
    writeFileSync(dir + file, sql);
    console.log(`seed: .wrangler/seed/${file} (${Math.round(sql.length / 1024)} KB)`);
  }
}
