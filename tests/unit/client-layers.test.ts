// The client has one direction (issue 10): stores hold state and talk to the API; islands and DOM glue use stores;
// stores never import islands, components or DOM glue. And the UI runtime is React itself, never Preact.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const src = join(root, 'src');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
}

/** Relative module specifiers a file imports, statically or dynamically, resolved to paths under src/. */
function importsOf(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const specs = [...code.matchAll(/(?:from\s*|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]!);
  return specs.map((s) => relative(src, resolve(dirname(file), s)));
}

describe('client layers', () => {
  const stores = files(join(src, 'stores')).filter((f) => /\.tsx?$/.test(f));

  it('finds the imports a store file has', () => {
    expect(importsOf(join(src, 'stores', 'api.ts'))).toContain(join('stores', 'login-modal'));
  });

  it('stores never import islands, components or DOM glue', () => {
    const offending = stores.flatMap((f) =>
      importsOf(f)
        .filter((target) => /^(islands|components|dom)\//.test(target))
        .map((target) => `${relative(root, f)} → ${target}`),
    );
    expect(offending).toEqual([]);
  });

  it('nothing names preact', () => {
    const sources = [...files(src), ...files(join(root, 'functions')), 'astro.config.mjs', 'tsconfig.json', 'package.json'].map((f) =>
      f.startsWith('/') ? f : join(root, f),
    );
    expect(sources.filter((f) => /preact/i.test(readFileSync(f, 'utf8'))).map((f) => relative(root, f))).toEqual([]);
  });
});
