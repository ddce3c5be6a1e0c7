/**
 * The product search engine on D1's FTS5 (migrations/0004_search.sql): one index row per product on sale holding its
 * names in the three languages, brand and category path, tokenized into trigrams, so any part of a word matches and
 * Chinese needs no spaces. Tokens shorter than a trigram fall back to LIKE on the same table. A token that finds
 * nothing is corrected to the indexed words within one edit (two for long words). Products in stock rank before
 * sold-out ones (issue 29), then by where the shopper's own words are found (in the name and the category, in the
 * name, in the category, elsewhere: a synonym or the brand only), then by relevance (bm25, names weighing most), then
 * sales. A token also matches its synonyms (search_synonyms: 牛奶 and 奶粉), which rank after the products named with
 * the word itself.
 */
import { and, desc, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { memoize } from '../../../src/server/memo';
import type { CountryCode } from '../../../src/shared/countries';
import { products, searchSynonyms } from '../../platform/schema';
import { soldOutLast } from '../catalog/queries';

type Db = DrizzleD1Database;

/** Most results a search ranks; pages are cut from them. */
export const MAX_RESULTS = 500;
/** bm25 weights of the columns names, brand, categories. */
const WEIGHTS = [10, 4, 1];

/** Lower case, width-folded (NFKC), punctuation to spaces: what is indexed and what is searched compare alike. */
export function normalize(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function tokensOf(text: string): string[] {
  const normal = normalize(text);
  return normal ? [...new Set(normal.split(' '))].slice(0, 8) : [];
}

const length = (s: string) => [...s].length;

/** Optimal string alignment distance (Damerau–Levenshtein with adjacent transpositions), over code points. */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const d: number[][] = Array.from({ length: x.length + 1 }, (_, i) => [i, ...Array<number>(y.length).fill(0)]);
  for (let j = 1; j <= y.length; j++) d[0]![j] = j;
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[x.length]![y.length]!;
}

/** How many edits a token may be away from a word it is corrected to. */
export function allowedEdits(token: string): number {
  const n = length(token);
  return n >= 8 ? 2 : n >= 4 ? 1 : 0;
}

/** A token as an FTS5 string: quoted, so no user text is read as query syntax (tokens hold letters and digits only). */
const phrase = (token: string) => `"${token.replace(/"/g, '""')}"`;

/** The trigrams of a token, for finding the rows a misspelt word may have meant. */
export function trigrams(token: string): string[] {
  const chars = [...token];
  const out = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) out.add(chars.slice(i, i + 3).join(''));
  return [...out];
}

interface Clause {
  match: string[];
  like: string[];
}

/** One token's condition: an FTS phrase (3+ characters) or LIKE on every column (shorter), alternatives OR-ed. */
function clauseFor(alternatives: string[]): Clause {
  const long = alternatives.filter((t) => length(t) >= 3);
  const short = alternatives.filter((t) => length(t) < 3);
  return { match: long.length ? [`(${long.map(phrase).join(' OR ')})`] : [], like: short };
}

/** The index's columns, as the queries below name them (product_search s): FTS5 tables have no Drizzle definition. */
const indexed = { names: sql.raw('s.names'), brand: sql.raw('s.brand'), categories: sql.raw('s.categories') };

/** Each group of words OR-ed, the groups AND-ed. */
const allOf = (groups: string[][], word: (w: string) => SQL) =>
  sql.join(
    groups.map((group) => sql`(${sql.join(group.map(word), sql` OR `)})`),
    sql` AND `,
  );

/**
 * The rank tier of a row, as SQL: 0 when each of the shopper's words (a group: the word or its corrections, not its
 * synonyms) is in the product's names and its category path, 1 in the names, 2 in the category path, 3 otherwise.
 */
function tierSql(ownWords: string[][]): SQL {
  const inNames = allOf(ownWords, (w) => sql`instr(lower(${indexed.names}), ${w}) > 0`);
  const inCategories = allOf(ownWords, (w) => sql`instr(lower(${indexed.categories}), ${w}) > 0`);
  return sql`(CASE WHEN ${inNames} THEN 0 ELSE 2 END + CASE WHEN ${inCategories} THEN 0 ELSE 1 END)`;
}

async function ranked(db: Db, tokenAlternatives: string[][], ownWords: string[][]): Promise<number[]> {
  const clauses = tokenAlternatives.map(clauseFor);
  const match = clauses.flatMap((c) => c.match);
  const likeGroups = clauses.filter((c) => c.match.length === 0).map((c) => c.like);
  const like = (t: string) => {
    const pattern = `%${t}%`;
    return sql`(${indexed.names} LIKE ${pattern} OR ${indexed.brand} LIKE ${pattern} OR ${indexed.categories} LIKE ${pattern})`;
  };
  const where = and(
    sql`${products.status} = 1`,
    isNotNull(products.minPrice),
    match.length ? sql`product_search MATCH ${match.join(' AND ')}` : undefined,
    likeGroups.length ? allOf(likeGroups, like) : undefined,
  );
  const relevance = match.length ? sql`bm25(product_search, ${sql.raw(WEIGHTS.join(', '))}), ` : sql``;
  // Raw SQL: the FTS5 index (MATCH, bm25, its rowid) has no Drizzle table.
  const rows = await db.all<{ id: number }>(
    sql`SELECT ${products.id} AS id FROM product_search s JOIN ${products} ON ${products.id} = s.rowid WHERE ${where}
        ORDER BY ${soldOutLast}, ${tierSql(ownWords)}, ${relevance}${desc(products.salesCount)}, ${products.id} LIMIT ${sql.raw(String(MAX_RESULTS))}`,
  );
  return rows.map((r) => r.id);
}

/**
 * Indexed words within the allowed edits of a token, found among the rows that share a trigram with it; the likeliest
 * first (fewest edits, then the word on most of those rows).
 */
async function corrections(db: Db, token: string): Promise<{ known: boolean; words: string[] }> {
  const grams = trigrams(token);
  const edits = allowedEdits(token);
  if (edits === 0 || grams.length === 0) return { known: false, words: [] };
  // Raw SQL: the FTS5 index (MATCH) has no Drizzle table.
  const rows = await db.all<{ names: string; brand: string }>(
    sql`SELECT names, brand FROM product_search WHERE product_search MATCH ${grams.map(phrase).join(' OR ')} LIMIT 200`,
  );
  const rowsWith = new Map<string, number>();
  for (const r of rows) {
    for (const w of new Set(normalize(`${r.names} ${r.brand}`).split(' '))) rowsWith.set(w, (rowsWith.get(w) ?? 0) + 1);
  }
  const words = [...rowsWith.keys()]
    .filter((w) => w !== token && Math.abs(length(w) - length(token)) <= edits)
    .map((w) => ({ w, d: editDistance(w, token) }))
    .filter(({ d }) => d <= edits)
    .sort((a, b) => a.d - b.d || rowsWith.get(b.w)! - rowsWith.get(a.w)! || (a.w < b.w ? -1 : 1))
    .map(({ w }) => w);
  return { known: rowsWith.has(token), words };
}

/**
 * The synonyms table (search_synonyms), a handful of curated word groups every search reads: kept per isolate and
 * country for a minute (src/server/memo.ts), like the category tree, so a search does not wait on a D1 round trip for
 * it before ranking. A change shows within that minute.
 */
const synonymTables = memoize(60_000, async (_country, db: Db) => {
  const rows = await db.select({ term: searchSynonyms.term, synonym: searchSynonyms.synonym }).from(searchSynonyms);
  const table = new Map<string, string[]>();
  for (const r of rows) table.set(r.term, [...(table.get(r.term) ?? []), normalize(r.synonym)]);
  return table;
});

/** Each token with its synonyms. */
async function withSynonyms(db: Db, country: CountryCode, tokens: string[]): Promise<string[][]> {
  const table = await synonymTables(country, Date.now(), db);
  return tokens.map((t) => [t, ...(table.get(t) ?? [])]);
}

export interface SearchResult {
  /** Product ids, best first. */
  ids: number[];
  /**
   * When the keyword found nothing as typed and the results are for corrected words: the keyword the shopper is shown
   * ("Showing results for milk"), each misspelt token replaced by its likeliest correction. Otherwise null.
   */
  corrected: string | null;
}

/**
 * Products matching every token of the keyword, best first. When the whole query finds nothing, each token is
 * widened to its corrections (one typo: 'miilk' → 'milk') and the search runs once more.
 */
export async function searchProducts(
  db: Db,
  country: CountryCode,
  keyword: string,
  options: { correct?: boolean } = {},
): Promise<SearchResult> {
  const tokens = tokensOf(keyword);
  if (tokens.length === 0) return { ids: [], corrected: null };
  const exact = await ranked(
    db,
    await withSynonyms(db, country, tokens),
    tokens.map((t) => [t]),
  );
  if (exact.length > 0 || options.correct === false) return { ids: exact, corrected: null };
  const found = await Promise.all(tokens.map((t) => corrections(db, t)));
  const widened = tokens.map((t, i) => [t, ...found[i]!.words]);
  if (widened.every((alternatives) => alternatives.length === 1)) return { ids: [], corrected: null };
  const ids = await ranked(db, widened, widened);
  // A word the index knows is shown as typed; a misspelt one as its likeliest correction.
  const corrected = tokens.map((t, i) => (found[i]!.known ? t : (found[i]!.words[0] ?? t))).join(' ');
  return { ids, corrected: ids.length > 0 && corrected !== tokens.join(' ') ? corrected : null };
}

/** Product ids matching every token of the keyword, best first (corrected when nothing matches as typed). */
export async function searchProductIds(db: Db, country: CountryCode, keyword: string): Promise<number[]> {
  return (await searchProducts(db, country, keyword)).ids;
}
