/** Catalog texts (names, descriptions, specs) live in *_texts tables keyed (owner id, lang). */
import { sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Lang } from '../../../src/shared/lang';

/**
 * A text of the row `owner` in lang, else in English, else ''. Each lookup is a nested fragment: Drizzle writes the
 * columns of a one-table select without their table's name, which inside these subqueries would name the texts
 * table's own columns instead of the owner's.
 */
export function textIn(
  lang: Lang,
  table: SQLiteTable & { lang: SQLiteColumn },
  text: SQLiteColumn,
  key: SQLiteColumn,
  owner: SQLiteColumn,
): SQL<string> {
  const textOf = (code: SQL) => sql`(select ${text} from ${table} where ${key} = ${owner} and ${table.lang} = ${code})`;
  return sql<string>`coalesce(${textOf(sql`${lang}`)}, ${textOf(sql`'en'`)}, '')`;
}
