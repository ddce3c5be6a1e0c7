// D1 outside the measured workerd process. On Cloudflare a Worker's D1 binding (`cloudflare-internal:d1-api`) sends
// its statements to the database, which runs elsewhere: the Worker pays for the binding's requests and answers, not
// for SQLite. Locally miniflare runs D1 as a Durable Object inside the Worker's own workerd process, so the bench
// would charge the Worker with the emulator's work. The bench instead points the binding's fetcher at this server
// (worker.mjs outsideServices): d1-api stays the binding, and workerd sends its requests (POST http://d1/query or
// /execute) here over HTTP, with the binding's name in D1_BINDING_HEADER.
// This module answers them from this Node process, whose CPU the bench does not count, over node:sqlite, as
// miniflare's D1 Durable Object answers them (miniflare/dist/src/workers/d1/database.worker.js, in the miniflare
// that wrangler runs). Known differences, none of which the Worker reads: error texts are SQLite's without workerd's
// ": SQLITE_…" suffix, and meta.rows_read / rows_written are 0 (node:sqlite does not expose SQLite's per-statement
// counters; only d1-api's tracing spans read them).
// d1-api speaks this HTTP protocol unless the `d1_binding_jsrpc` compatibility flag is set; then it calls an RPC
// method, which plain HTTP cannot carry, and every page would fail the bench's check that both D1s render the same
// HTML.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { D1_BINDING_HEADER } from './worker.mjs';

const BOOKMARK_HEADER = 'x-cf-d1-session-commit-token';
const SERVED_BY = 'bench-d1-server';

/** An in-memory SQLite database with foreign keys enforced, as D1's are, built by running `sqlFiles` in order. */
export function buildDatabase(sqlFiles) {
  const db = new DatabaseSync(':memory:', { enableForeignKeyConstraints: true });
  // D1 runs a migration or an executed file as one transaction; the seed's `PRAGMA defer_foreign_keys` relies on it.
  for (const file of sqlFiles) inTransaction(db, () => db.exec(readFileSync(file, 'utf8')));
  return db;
}

/**
 * The databases of the built worker's D1 bindings (dist/server/wrangler.json), by binding name, built as
 * scripts/db-setup.mjs builds the local ones: every migration in order, then the seed it wrote to .wrangler/seed if it
 * wrote one, then any `extraFiles` of that database name.
 */
export function benchDatabases(root, extraFiles = {}) {
  const serverDir = join(root, 'dist/server');
  const config = JSON.parse(readFileSync(join(serverDir, 'wrangler.json'), 'utf8'));
  return Object.fromEntries(
    config.d1_databases.map(({ binding, database_name: name, migrations_dir: dir }) => {
      const migrations = resolve(serverDir, dir);
      const files = readdirSync(migrations)
        .filter((f) => f.endsWith('.sql'))
        .sort()
        .map((f) => join(migrations, f));
      // The global database (DB_AUTH) has no seed.
      const seed = [join(root, '.wrangler/seed', `${name}.sql`)].filter((file) => existsSync(file));
      return [binding, buildDatabase([...files, ...seed, ...(extraFiles[name] ?? [])])];
    }),
  );
}

function inTransaction(db, work) {
  db.exec('BEGIN');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

const isBlank = (sql) => sql.replace(/^\s*--.*$/gm, '').trim() === '';
// What SQLite leaves after a statement's text when it is only separators and comments.
const isEmptyTail = (tail) => tail.replace(/--[^\n]*|\/\*[\s\S]*?\*\//g, '').replace(/[\s;]/g, '') === '';

/** D1 binds an array of bytes as a blob and answers blobs as arrays of bytes. */
const toSqlite = (value) => (Array.isArray(value) ? Uint8Array.from(value) : value);
// workerd answers integers past 2^53 as the nearest double; node:sqlite would throw unless it reads BigInts.
const fromSqlite = (value) => (typeof value === 'bigint' ? Number(value) : value instanceof Uint8Array ? Array.from(value) : value);

function counters(db) {
  // Raw SQL: this server is SQLite itself (node:sqlite), answering for D1; Drizzle runs in the Worker.
  return db
    .prepare(
      'SELECT total_changes() AS changes, last_insert_rowid() AS rowId, page_count * page_size AS size FROM pragma_page_count(), pragma_page_size()',
    )
    .get();
}

/** One statement, answered as miniflare's D1 object answers it: rows in `format`, and what it changed. */
function runStatement(db, { sql, params }, format) {
  const before = counters(db);
  const started = performance.now();
  // Raw SQL: the Worker's statement, run as D1 would run it.
  const statement = db.prepare(sql);
  // workerd runs every statement of a string; node:sqlite only the first. The Worker sends one per query: refuse more
  // rather than answer differently.
  if (!isEmptyTail(sql.slice(statement.sourceSQL.length))) throw new Error(`more than one statement in one query: ${sql}`);
  statement.setReturnArrays(true);
  statement.setReadBigInts(true);
  const rows = statement.all(...(params ?? []).map(toSqlite)).map((row) => row.map(fromSqlite));
  const duration = performance.now() - started;
  const columns = statement.columns().map((c) => c.name);
  const after = counters(db);
  const changes = after.changes - before.changes;
  return {
    success: true,
    results:
      format === 'ROWS_AND_COLUMNS' ? { columns, rows } : rows.map((row) => Object.fromEntries(columns.map((name, i) => [name, row[i]]))),
    meta: {
      served_by: SERVED_BY,
      served_by_primary: true,
      total_attempts: 1,
      timings: { sql_duration_ms: duration },
      duration,
      changes,
      last_row_id: after.rowId,
      changed_db: changes !== 0 || after.rowId !== before.rowId || after.size !== before.size,
      size_after: after.size,
      rows_read: 0,
      rows_written: 0,
    },
  };
}

let commits = 0;

/**
 * The answer to one request of the d1-api binding (`path` with its query, the binding's name, the session bookmark
 * header if any, and the body): `{status, headers, body}`. All statements of a request run in one transaction, and
 * the first failure rolls them all back and is the whole answer, as in D1.
 */
export function answer(databases, { path, binding, bookmark, body }) {
  const url = new URL(path, 'http://d1');
  if (url.pathname !== '/query' && url.pathname !== '/execute') return { status: 404, headers: {}, body: { error: 'Not found' } };
  try {
    const db = databases[binding];
    if (!db) throw new Error(`no database is bound as ${binding}`);
    const parsed = JSON.parse(body);
    const queries = (Array.isArray(parsed) ? parsed : [parsed]).filter((q) => !isBlank(q.sql));
    if (queries.length === 0) throw new Error('No SQL statements detected.');
    // Miniflare answers ARRAY_OF_OBJECTS for anything but ROWS_AND_COLUMNS, NONE included.
    const format = url.searchParams.get('resultsFormat');
    const results = inTransaction(db, () => queries.map((q) => runStatement(db, q, format)));
    // A session (withSession) sends its bookmark and needs one back, later than any before.
    return { status: 200, headers: bookmark?.trim() ? { [BOOKMARK_HEADER]: String(++commits).padStart(16, '0') } : {}, body: results };
  } catch (error) {
    return { status: 500, headers: {}, body: { success: false, error: error instanceof Error ? error.message : String(error) } };
  }
}

/** Serves `databases` ({binding name: DatabaseSync}) on a free port of 127.0.0.1: `{address, dispose()}` (host:port). */
export async function startD1Server(databases) {
  const server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req.setEncoding('utf8')) body += chunk;
    const out = answer(databases, {
      path: req.url,
      binding: req.headers[D1_BINDING_HEADER.toLowerCase()],
      bookmark: req.headers[BOOKMARK_HEADER],
      body,
    });
    res.writeHead(out.status, { 'Content-Type': 'application/json', ...out.headers });
    res.end(JSON.stringify(out.body));
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return {
    address: `127.0.0.1:${server.address().port}`,
    dispose: () => new Promise((done) => server.close(done)),
  };
}
