import { asc, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { describe, expect, it } from 'vitest';
import { textIn } from '../commerce/catalog/texts';
import { inList } from './in-list';
import { preparedReads, runRead, runReads } from './prepared';
import { products, productTexts } from './schema';

const name = (lang: 'en' | 'id') => textIn(lang, productTexts, productTexts.name, productTexts.productId, products.id);

/** A database whose client records what it is sent and answers `answers` in turn. */
function recordingDb(answers: unknown[]) {
  const sent: { sql: string; params: unknown[] }[] = [];
  const client = {
    prepare: (text: string) => ({
      bind: (...params: unknown[]) => {
        sent.push({ sql: text, params });
        return { raw: async () => answers.shift() };
      },
    }),
    batch: async (statements: unknown[]) => statements.map(() => answers.shift()),
  };
  return { db: drizzle(client as unknown as D1Database), sent };
}

describe('preparedReads', () => {
  it('sends the SQL and values Drizzle builds for the same select with the values written in', () => {
    let builds = 0;
    const reads = preparedReads(
      (lang: 'en' | 'id') => lang,
      (db, lang) => {
        builds++;
        return db
          .select({ productNo: products.productNo, name: name(lang) })
          .from(products)
          .where(eq(products.productNo, sql.placeholder('no')))
          .orderBy(asc(products.id))
          .limit(sql.placeholder('limit'));
      },
    );
    const direct = drizzle({} as D1Database)
      .select({ productNo: products.productNo, name: name('id') })
      .from(products)
      .where(eq(products.productNo, 'P1'))
      .orderBy(asc(products.id))
      .limit(5)
      .toSQL();

    const first = reads('id', { no: 'P1', limit: 5 });
    const second = reads('id', { no: 'P2', limit: 9 });

    expect({ sql: first.sql, params: first.params }).toEqual(direct);
    expect(second.params).toEqual(['id', 'P2', 9]);
    expect(builds).toBe(1);
    reads('en', { no: 'P1', limit: 1 });
    expect(builds).toBe(2);
  });

  it('binds an id list as the JSON inList binds', () => {
    const reads = preparedReads(
      () => '',
      (db) =>
        db
          .select({ id: products.id })
          .from(products)
          .where(inList(products.id, sql.placeholder('ids'))),
    );
    const direct = drizzle({} as D1Database)
      .select({ id: products.id })
      .from(products)
      .where(inList(products.id, [3, 1]))
      .toSQL();
    const read = reads(undefined, { ids: JSON.stringify([3, 1]) });
    expect({ sql: read.sql, params: read.params }).toEqual(direct);
  });
});

describe('runRead and runReads', () => {
  const reads = preparedReads(
    () => '',
    (db) =>
      db
        .select({ id: products.id, productNo: products.productNo })
        .from(products)
        .where(eq(products.id, sql.placeholder('id'))),
  );

  it('maps a single read by position, as Drizzle maps a select', async () => {
    const { db, sent } = recordingDb([[[7, 'P7']]]);
    expect(await runRead(db, reads(undefined, { id: 7 }))).toEqual([{ id: 7, productNo: 'P7' }]);
    expect(sent[0]?.params).toEqual([7]);
  });

  it('sends reads in one batch and maps each answer as db.batch does', async () => {
    const { db, sent } = recordingDb([{ results: [{ id: 1, product_no: 'P1' }] }, { results: [] }]);
    const [one, none] = await runReads(db, [reads(undefined, { id: 1 }), reads(undefined, { id: 2 })]);
    expect(one).toEqual([{ id: 1, productNo: 'P1' }]);
    expect(none).toEqual([]);
    expect(sent.map((s) => s.params)).toEqual([[1], [2]]);
  });
});
