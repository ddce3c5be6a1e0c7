/**
 * Reads whose SQL text depends only on a few choices (the language, the sort): Drizzle builds each shape's SQL once
 * per isolate, with what changes between requests left as placeholders (`sql.placeholder`), and a request only fills
 * them in and runs the statement on its own D1 session. Building a select walks its whole tree of SQL fragments, and on
 * the catalog pages (texts in three languages are subqueries of each column) that walk was a sixth of an uncached
 * page's CPU, repeated for the same text on every request (docs/decisions/prepared-reads.md).
 */
import { fillPlaceholders } from 'drizzle-orm';
import { drizzle, type DrizzleD1Database } from 'drizzle-orm/d1';

type Db = DrizzleD1Database;

/** What a request's database was made over (platform/db.ts): a D1 session, which Drizzle types as its D1Database. */
const clientOf = (db: Db): Pick<D1Database, 'prepare' | 'batch'> => (db as Db & { $client: D1Database }).$client;

/** A select as `prepare()` leaves it: Drizzle's SQL with placeholders and its mapping of rows. */
interface Select {
  _: { result: unknown };
  prepare(): { getQuery(): { sql: string; params: unknown[] }; mapResult(response: unknown, isFromBatch?: boolean): unknown };
}

/**
 * Only builds: `prepare()` hands its client the SQL once, and nothing is ever run through it (requests run the text on
 * their own session).
 */
const builder = drizzle({ prepare: () => ({}) } as unknown as D1Database);

/** One statement ready for a request: its SQL, its values, and how Drizzle turns its rows into the select's. */
export interface Read<T> {
  sql: string;
  params: unknown[];
  map(result: unknown, fromBatch: boolean): T;
}

type Rows<Q extends Select> = Q['_']['result'];

/**
 * A family of reads, one SQL text per shape (named by `keyOf`). `build` gets a builder (not a request's database) and
 * the shape, and must put every value that varies within a shape behind a placeholder; `read(shape, values)` fills
 * them in.
 */
export function preparedReads<S, Q extends Select>(keyOf: (shape: S) => string, build: (db: Db, shape: S) => Q) {
  const shapes = new Map<string, ReturnType<Q['prepare']>>();
  return (shape: S, values: Record<string, unknown> = {}): Read<Rows<Q>> => {
    const key = keyOf(shape);
    let prepared = shapes.get(key);
    if (!prepared) {
      prepared = build(builder, shape).prepare() as ReturnType<Q['prepare']>;
      shapes.set(key, prepared);
    }
    const template = prepared;
    const { sql, params } = template.getQuery();
    return { sql, params: fillPlaceholders(params, values), map: (result, fromBatch) => template.mapResult(result, fromBatch) as Rows<Q> };
  };
}

/** One read on the request's session, as Drizzle runs a select: its rows as arrays, mapped by position. */
export async function runRead<T>(db: Db, read: Read<T>): Promise<T> {
  const rows = await clientOf(db)
    .prepare(read.sql)
    .bind(...read.params)
    .raw();
  return read.map(rows, false);
}

type Results<T extends readonly Read<unknown>[]> = { [I in keyof T]: T[I] extends Read<infer R> ? R : never };

/** Several reads in one round trip on the request's session, as Drizzle's `db.batch` sends and maps them. */
export async function runReads<const T extends readonly Read<unknown>[]>(db: Db, reads: T): Promise<Results<T>> {
  const client = clientOf(db);
  const results = await client.batch(reads.map((read) => client.prepare(read.sql).bind(...read.params)));
  return results.map((result: D1Result, i: number) => reads[i]!.map(result, true)) as Results<T>;
}
