import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { answer, buildDatabase } from './d1-server.mjs';

const MIGRATIONS = fileURLToPath(new URL('../../migrations', import.meta.url));

/** What the d1-api binding sends, as the server reads it. */
const request = (path, body, more = {}) => ({ path, binding: 'DB', body: JSON.stringify(body), ...more });
const ask = answer;

function fresh() {
  const db = buildDatabase([]);
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT UNIQUE, data BLOB)');
  return { DB: db };
}

describe('bench: D1 outside the measured process', () => {
  it('answers one statement or a batch as rows and columns or as objects, with what each changed', () => {
    const dbs = fresh();
    const insert = ask(
      dbs,
      request('/execute?resultsFormat=NONE', { sql: 'INSERT INTO t (name, data) VALUES (?, ?)', params: ['a', [0, 1, 255]] }),
    );
    expect(insert.status).toBe(200);
    expect(insert.body).toMatchObject([
      { success: true, results: [], meta: { changes: 1, last_row_id: 1, changed_db: true, served_by_primary: true } },
    ]);
    const rows = ask(
      dbs,
      request('/query?resultsFormat=ROWS_AND_COLUMNS', [{ sql: 'SELECT name, data FROM t' }, { sql: 'SELECT 1 AS x, 2 AS x' }]),
    );
    expect(rows.body.map((r) => r.results)).toEqual([
      { columns: ['name', 'data'], rows: [['a', [0, 1, 255]]] },
      { columns: ['x', 'x'], rows: [[1, 2]] },
    ]);
    expect(rows.body[0].meta).toMatchObject({ changes: 0, changed_db: false });
    const objects = ask(
      dbs,
      request('/query?resultsFormat=ARRAY_OF_OBJECTS', { sql: 'SELECT id, name FROM t WHERE name = ?', params: ['a'] }),
    );
    expect(objects.body[0].results).toEqual([{ id: 1, name: 'a' }]);
  });

  it('runs a request in one transaction: the first failure undoes the rest and is the whole answer', () => {
    const dbs = fresh();
    const failed = ask(
      dbs,
      request('/query', [{ sql: "INSERT INTO t (name) VALUES ('b')" }, { sql: "INSERT INTO t (name) VALUES ('b')" }]),
    );
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ success: false, error: expect.stringContaining('UNIQUE constraint failed: t.name') });
    expect(dbs.DB.prepare('SELECT count(*) AS n FROM t').get().n).toBe(0);
  });

  it('refuses an empty query as D1 does, and several statements in one query rather than answer them differently', () => {
    const dbs = fresh();
    expect(ask(dbs, request('/query', { sql: '-- nothing' })).body).toEqual({ success: false, error: 'No SQL statements detected.' });
    expect(ask(dbs, request('/query', { sql: 'SELECT 1; SELECT 2' })).status).toBe(500);
    expect(ask(dbs, request('/query', { sql: 'SELECT 1; -- done' })).status).toBe(200);
    expect(ask(dbs, request('/query', { sql: 'SELECT 1' }, { binding: 'OTHER' })).status).toBe(500);
    expect(ask(dbs, request('/dump', {})).status).toBe(404);
  });

  it('enforces foreign keys, as D1 does', () => {
    const db = buildDatabase([]);
    db.exec('CREATE TABLE p (id INTEGER PRIMARY KEY); CREATE TABLE c (p_id INTEGER REFERENCES p(id))');
    expect(ask({ DB: db }, request('/execute', { sql: 'INSERT INTO c VALUES (1)' })).body.error).toMatch(/FOREIGN KEY/);
  });

  it('answers a session its bookmark, later than the one before', () => {
    const dbs = fresh();
    const session = request('/query', { sql: 'SELECT 1' }, { bookmark: 'first-primary' });
    const [first, second] = [ask(dbs, session), ask(dbs, session)];
    expect(first.headers['x-cf-d1-session-commit-token'].localeCompare(second.headers['x-cf-d1-session-commit-token'])).toBe(-1);
    expect(ask(dbs, request('/query', { sql: 'SELECT 1' })).headers).toEqual({});
  });

  it('builds the schema of migrations/, with the trigram search index', () => {
    const files = readdirSync(MIGRATIONS)
      .filter((f) => f.endsWith('.sql'))
      .sort()
      .map((f) => join(MIGRATIONS, f));
    const dbs = { DB: buildDatabase(files) };
    const search = ask(dbs, request('/query', { sql: 'SELECT rowid FROM product_search WHERE product_search MATCH ?', params: ['"mil"'] }));
    expect(search).toMatchObject({ status: 200, body: [{ success: true, results: [] }] });
  });
});
