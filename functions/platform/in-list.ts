import { sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';

/**
 * `column IN (values)` with the values bound as one JSON array: D1 takes at most 100 bound parameters per statement,
 * and a selection or a cart can hold more values than that leaves.
 */
export const inList = (column: SQLiteColumn, values: readonly (string | number)[]): SQL =>
  sql`${column} in (select value from json_each(${JSON.stringify(values)}))`;
