// Each Drizzle table (functions/platform/schema) against the database the migrations build: a column added, renamed
// or made nullable in SQL and not here, or the other way round, fails this test instead of a query at run time.
import { env } from 'cloudflare:workers';
import { getTableConfig, type SQLiteTable } from 'drizzle-orm/sqlite-core';
import { isTable } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '.';

interface PragmaColumn {
  name: string;
  type: string;
  notnull: number;
  pk: number;
}

const tables: SQLiteTable[] = Object.values(schema as Record<string, unknown>).filter((t): t is SQLiteTable => isTable(t));

const described = (columns: { name: string; type: string; notnull: boolean; pk: boolean }[]) =>
  columns.map((c) => `${c.name} ${c.type}${c.notnull ? ' not null' : ''}${c.pk ? ' pk' : ''}`).sort();

describe('the Drizzle schema', () => {
  it('defines every table of the migrations except the search index', async () => {
    const { results } = await env.DB_ID.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'product_search%' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'",
    ).all<{ name: string }>();
    expect(tables.map((t) => getTableConfig(t).name).sort()).toEqual(results.map((r) => r.name).sort());
  });

  it.each(tables.map((t) => [getTableConfig(t).name, t] as const))('%s matches its columns in SQL', async (name, table) => {
    const config = getTableConfig(table);
    const composite = new Set(config.primaryKeys.flatMap((k) => k.columns.map((c) => c.name)));
    const { results } = await env.DB_ID.prepare(`SELECT name, type, "notnull", pk FROM pragma_table_info(?)`)
      .bind(name)
      .all<PragmaColumn>();
    const inSql = results.map((c) => ({ name: c.name, type: c.type.toLowerCase(), notnull: c.notnull === 1 || c.pk > 0, pk: c.pk > 0 }));
    const inDrizzle = config.columns.map((c) => ({
      name: c.name,
      type: c.getSQLType(),
      notnull: c.notNull || c.primary || composite.has(c.name),
      pk: c.primary || composite.has(c.name),
    }));
    expect(described(inDrizzle)).toEqual(described(inSql));
  });
});
