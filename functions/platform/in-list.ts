import { Placeholder, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';

/**
 * `column IN (values)` with the values bound as one JSON array: D1 takes at most 100 bound parameters per statement,
 * and a selection or a cart can hold more values than that leaves. A prepared read (platform/prepared.ts) passes a
 * placeholder and fills it with the array's JSON (jsonList).
 */
export const inList = (column: SQLiteColumn, values: readonly (string | number)[] | Placeholder): SQL =>
  sql`${column} in (select value from json_each(${values instanceof Placeholder ? values : jsonList(values)}))`;

/** The bound value of an inList. */
export const jsonList = (values: readonly (string | number)[]): string => JSON.stringify(values);
