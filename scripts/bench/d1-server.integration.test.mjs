// The bench's D1 server against workerd's own binding: starts workerd, so it runs in the integration project.
import { describe, expect, it } from 'vitest';
import { buildDatabase, startD1Server } from './d1-server.mjs';
import { outsideServices, startScriptWorker } from './worker.mjs';

describe('bench: D1 outside the measured process, through workerd', () => {
  // The real binding, through both paths, in one workerd: miniflare's D1 in process and this server, reached by workerd
  // itself as the bench's worker reaches it (worker.mjs outsideServices). The answers must be the same but for timings,
  // sizes, counters the server does not keep, who served them, and workerd's suffix on error texts.
  it('answers the d1-api binding as miniflare’s D1 does', { timeout: 60_000 }, async () => {
    const outsideDb = buildDatabase([]);
    const server = await startD1Server({ OUTSIDE: outsideDb });
    const worker = await startScriptWorker(
      'scenario',
      SCENARIO,
      { compatibilityDate: '2026-10-01', d1Databases: { IN_PROCESS: { id: 'in-process' }, OUTSIDE: { id: 'outside' } } },
      outsideServices('scenario', { d1: server.address, d1Bindings: ['OUTSIDE'] }),
    );
    try {
      const { inProcess, outside } = await (await fetch(worker.url)).json();
      const comparable = (answers) =>
        JSON.parse(JSON.stringify(answers), (key, value) => {
          if (['duration', 'timings', 'served_by', 'size_after', 'rows_read', 'rows_written'].includes(key)) return undefined;
          if (key === 'error') return value.replace(/ at offset \d+/, '').replace(/: SQLITE_\w+( \(extended: SQLITE_\w+\))?$/, '');
          if (key === 'bookmark') return typeof value;
          return value;
        });
      expect(comparable(outside)).toEqual(comparable(inProcess));
      // Answers that would also be equal if both sides answered nothing.
      expect(outside).toMatchObject({ afterFailedBatch: 1, trigramChinese: [[1]], like: [[1]], session: { bookmark: expect.any(String) } });
      expect(outside.trigramRanked.map(([rowid]) => rowid).sort()).toEqual([1, 2]);
      // And this server answered them, not a second database of miniflare's.
      expect(outsideDb.prepare('SELECT count(*) AS n FROM p').get().n).toBe(2);
    } finally {
      await worker.dispose();
      await server.dispose();
    }
  });
});

/** The same steps on both databases, by name: each step's answer or error message, through the binding's public API. */
const SCENARIO = `
const steps = {
  schema: (db) => db.exec('CREATE TABLE p (id INTEGER PRIMARY KEY, name TEXT UNIQUE NOT NULL, data BLOB, score REAL)\\nCREATE TABLE c (id INTEGER PRIMARY KEY, p_id INTEGER NOT NULL REFERENCES p(id))\\nCREATE VIRTUAL TABLE s USING fts5(body, tokenize = \\'trigram\\')'),
  insert: (db) => db.prepare('INSERT INTO p (name, data, score) VALUES (?, ?, ?)').bind('a', new Uint8Array([0, 1, 255]), 1.5).run(),
  unique: (db) => db.prepare('INSERT INTO p (name) VALUES (?)').bind('a').run(),
  foreignKey: (db) => db.prepare('INSERT INTO c (p_id) VALUES (?)').bind(99).run(),
  failedBatch: (db) => db.batch([db.prepare("INSERT INTO p (name) VALUES ('b')"), db.prepare("INSERT INTO p (name) VALUES ('a')")]),
  afterFailedBatch: (db) => db.prepare('SELECT count(*) AS n FROM p').first('n'),
  batch: (db) => db.batch([db.prepare("INSERT INTO p (name) VALUES ('c')"), db.prepare('INSERT INTO c (p_id) VALUES (1)')]),
  all: (db) => db.prepare('SELECT * FROM p ORDER BY id').all(),
  rawSameNames: (db) => db.prepare('SELECT p.id, c.id FROM p JOIN c ON c.p_id = p.id').raw({ columnNames: true }),
  firstOfNone: (db) => db.prepare('SELECT * FROM p WHERE name = ?').bind('none').first(),
  boundTypes: (db) => db.prepare('SELECT typeof(?) AS a, typeof(?) AS b, ? AS c').bind(1, true, null).first(),
  values: (db) => db.prepare('SELECT 9007199254740993 AS big, 0.1 + 0.2 AS sum, x\\'00ff\\' AS bytes').all(),
  update: (db) => db.prepare("UPDATE p SET score = score + 1 WHERE name IN ('a', 'c')").run(),
  noChange: (db) => db.prepare("DELETE FROM p WHERE name = 'nobody'").run(),
  onlyComment: (db) => db.prepare('-- nothing').all(),
  syntax: (db) => db.prepare('SELEC 1').all(),
  indexText: (db) => db.prepare("INSERT INTO s (rowid, body) VALUES (1, 'susu milk 全脂牛奶'), (2, 'teh susu')").run(),
  trigramChinese: (db) => db.prepare('SELECT rowid FROM s WHERE s MATCH ? ORDER BY rank').bind('"脂牛奶"').raw(),
  trigramRanked: (db) => db.prepare('SELECT rowid, bm25(s) FROM s WHERE s MATCH ? ORDER BY rank').bind('"usu"').raw(),
  like: (db) => db.prepare('SELECT rowid FROM s WHERE body LIKE ?').bind('%牛奶%').raw(),
  session: async (db) => {
    const session = db.withSession('first-primary');
    const rows = await session.prepare('SELECT name FROM p ORDER BY id').raw();
    return { rows, bookmark: session.getBookmark() };
  },
};
export default {
  async fetch(request, env) {
    const run = async (db) => {
      const out = {};
      for (const [name, step] of Object.entries(steps)) {
        try {
          out[name] = await step(db);
        } catch (e) {
          out[name] = { error: e.message };
        }
      }
      return out;
    };
    return Response.json({ inProcess: await run(env.IN_PROCESS), outside: await run(env.OUTSIDE) });
  },
};
`;
