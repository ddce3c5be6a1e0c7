// Failure injection for the tests that one operation's writes are one batch (docs/decisions/inject-failure.md): a trigger makes a
// statement fail inside the batch, after the statements before it have run, and the test then finds none of their
// effects. SQLite checks triggers per statement, so the failure lands exactly where the statement sits in the batch.

/** The statement to fail: `INSERT ON sessions`, `DELETE ON password_failures`, `UPDATE OF google_sub ON members`. */
export type FailingStatement = `${'INSERT' | 'DELETE' | 'UPDATE'} ON ${string}` | `UPDATE OF ${string} ON ${string}`;

/** Runs `run` while every such statement on `db` aborts with 'injected failure'; the trigger goes afterwards. */
export async function withFailing<T>(db: D1Database, statement: FailingStatement, run: () => Promise<T>): Promise<T> {
  await db.prepare(`CREATE TRIGGER injected_failure BEFORE ${statement} BEGIN SELECT RAISE(ABORT, 'injected failure'); END`).run();
  try {
    return await run();
  } finally {
    await db.prepare('DROP TRIGGER injected_failure').run();
  }
}

/** A D1 database that is down: every statement (and batch) fails as D1 fails, for the calls' fault codes. */
export function unreachableDatabase(): D1Database {
  const fail = () => Promise.reject(new Error('D1_ERROR: injected outage'));
  const statement = { bind: () => statement, first: fail, all: fail, run: fail, raw: fail };
  const database = { prepare: () => statement, batch: fail, exec: fail, dump: fail, withSession: () => database, getBookmark: () => null };
  return database as unknown as D1Database;
}
