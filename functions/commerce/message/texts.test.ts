// Every message the product can write must read in each language: this finds the (kind, event) pairs that the
// migrations' triggers (as they stand after the last migration) and the server's code write (in SQL or through
// Drizzle), and checks that en, id and zh-CN each have their own title and body, with no placeholder the message's
// params cannot fill. The pairs are read from the code, not listed here, so a kind or event added anywhere is checked
// without touching this test.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import id from '../../../locales/id.json';
import zh from '../../../locales/zh-CN.json';

const ROOT = join(import.meta.dirname, '../../..');

interface Written {
  where: string;
  kind: string;
  events: string[];
  /** The json_object keys the message's params carry. */
  params: string[];
  /** Values a `reason` param can take (from its column's CHECK), each of which may have its own body. */
  reasons: string[];
}

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => join(dir, f));
}

const migrations = readdirSync(join(ROOT, 'migrations'))
  .filter((f) => f.endsWith('.sql'))
  .sort()
  .map((f) => ({ file: `migrations/${f}`, sql: readFileSync(join(ROOT, 'migrations', f), 'utf8') }));

/** Values a column's CHECK (col IN ('a', 'b')) allows. */
function checkedValues(column: string): string[] {
  for (const { sql } of migrations) {
    const m = sql.match(new RegExp(`\\b${column}\\s+TEXT\\s+CHECK\\s*\\(\\s*${column}\\s+IN\\s*\\(([^)]*)\\)`));
    if (m) return [...m[1]!.matchAll(/'([^']+)'/g)].map((v) => v[1]!);
  }
  return [];
}

/** The (kind, events) one INSERT INTO messages statement writes, from its literal kind and json_object('event', …). */
function readInsert(where: string, statement: string): Written {
  const kind = statement.match(/'([a-z_]+)'\s*,\s*json_object\(/)?.[1];
  const object = statement.slice(statement.indexOf('json_object('));
  const eventExpr = object.match(/'event'\s*,\s*(CASE\b[\s\S]*?\bEND|'[a-z_]+')/)?.[1] ?? '';
  const events = eventExpr.startsWith('CASE')
    ? [...eventExpr.matchAll(/\b(?:THEN|ELSE)\s+'([a-z_]+)'/g)].map((m) => m[1]!)
    : [...eventExpr.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]!);
  const params = [...object.matchAll(/'([a-z_]+)'\s*,\s*(?!json_object)/g)].map((m) => m[1]!).filter((k) => !events.includes(k));
  const reasonColumn = object.match(/'reason'\s*,\s*(?:NEW|OLD|\w+)\.(\w+)/)?.[1];
  return { where, kind: kind ?? '', events, params, reasons: reasonColumn ? checkedValues(reasonColumn) : [] };
}

/** The call starting at `start` (its name, then its parentheses). */
function callAt(text: string, start: number): string {
  let depth = 0;
  for (let i = text.indexOf('(', start); i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return text.slice(start, i + 1);
  }
  return text.slice(start);
}

/**
 * The messages a file writes through Drizzle (`.insert(messages)`): each row's params, json_object('event', …) or
 * JSON.stringify({ event: '…', … }), and the kind written just before them (`kind: 'x'` or `kind: sql\`'x'\``).
 */
function drizzleInsertsIn(where: string, text: string): Written[] {
  if (!/\.insert\(messages\)/.test(text)) return [];
  return [...text.matchAll(/\bparams:\s*(?:sql`(json_object\()|JSON\.stringify\(\{([^}]*)\}\))/g)].map((m) => {
    const kind = [...text.slice(0, m.index).matchAll(/\bkind:\s*(?:sql`)?'([a-z_]+)'/g)].at(-1)?.[1] ?? '';
    if (m[1]) return { ...readInsert(where, callAt(text, m.index + m[0].length - m[1].length)), kind };
    const events = [...m[2]!.matchAll(/\bevent:\s*'([a-z_]+)'/g)].map((e) => e[1]!);
    const params = [...m[2]!.matchAll(/(\w+):/g)].map((p) => p[1]!).filter((k) => k !== 'event');
    return { where, kind, events, params, reasons: [] };
  });
}

function insertsIn(where: string, text: string, end: RegExp): Written[] {
  return [...text.matchAll(/INSERT INTO messages\b/g)].map((m) => {
    const rest = text.slice(m.index);
    const stop = rest.search(end);
    return readInsert(where, stop < 0 ? rest : rest.slice(0, stop));
  });
}

/** The triggers as the last migration leaves them (a later CREATE replaces, a DROP removes), and one-off inserts. */
function writtenByMigrations(): Written[] {
  const triggers = new Map<string, Written[]>();
  const once: Written[] = [];
  for (const { file, sql } of migrations) {
    const parts = sql.matchAll(
      /CREATE TRIGGER\s+(?:IF NOT EXISTS\s+)?(\w+)[\s\S]*?\bEND;|DROP TRIGGER\s+(?:IF EXISTS\s+)?(\w+)\s*;|INSERT INTO messages\b[\s\S]*?;/g,
    );
    for (const p of parts) {
      if (p[1]) triggers.set(p[1], insertsIn(`${file} ${p[1]}`, p[0], /;/));
      else if (p[2]) triggers.delete(p[2]);
      else once.push(...insertsIn(file, p[0], /;/));
    }
  }
  return [...[...triggers.values()].flat(), ...once];
}

function writtenByCode(): Written[] {
  return [...filesUnder('functions'), ...filesUnder('scripts')].flatMap((f) => {
    const text = readFileSync(join(ROOT, f), 'utf8');
    return [...insertsIn(f, text, /[`;]/), ...drizzleInsertsIn(f, text)];
  });
}

const written = [...writtenByMigrations(), ...writtenByCode()];
const pairs = written.flatMap((w) => w.events.map((event) => ({ ...w, event })));
const LANGS: [string, Record<string, string>][] = [
  ['en', en],
  ['id', id],
  ['zh-CN', zh],
];

describe('message texts', () => {
  it('reads a kind and an event from every statement that writes a message', () => {
    for (const w of written) {
      expect(w.kind, `${w.where}: write the kind as a literal before json_object(…)`).not.toBe('');
      expect(w.events.length, `${w.where}: write json_object('event', '<literal>' or CASE … END)`).toBeGreaterThan(0);
    }
    const names = new Set(pairs.map((p) => `${p.kind}.${p.event}`));
    for (const known of [
      'back_in_stock.restocked',
      'order.paid',
      'order.cod_confirmed',
      'order.closed',
      'order.refunded',
      'system.welcome',
    ]) {
      expect(names, known).toContain(known);
    }
  });

  it.each(LANGS)('has its own title and body for every (kind, event) written, in %s', (_lang, texts) => {
    for (const p of pairs) {
      const base = `message.${p.kind}.${p.event}`;
      const fillable = new Set([...p.params, 'event', 'store', ...(p.params.includes('product_no') ? ['product'] : [])]);
      const keys = [`${base}.title`, `${base}.body`, ...p.reasons.map((r) => `${base}.body.${r}`)];
      for (const key of keys) {
        expect(texts[key as keyof typeof texts], `${key} (${p.where})`).toBeTruthy();
        for (const [, name] of (texts[key as keyof typeof texts] ?? '').matchAll(/\{(\w+)\}/g)) {
          expect(fillable, `${key}: {${name}} has no value (${p.where})`).toContain(name);
        }
      }
    }
  });

  it.each(LANGS)('has the generic text shown for a message without texts, in %s', (_lang, texts) => {
    expect(texts['message.generic.title' as keyof typeof texts]).toBeTruthy();
    expect(texts['message.generic.body' as keyof typeof texts]).toBeTruthy();
  });
});
