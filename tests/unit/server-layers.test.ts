// The server has one direction (issue 25): the composition root (src/worker.ts) is the only importer of the
// development stand-ins, so providers and domains cannot reach them, and no server code stands on the pages' markup.
// Product code only: a domain's API tests may drive a stand-in's pages the way a shopper's browser does.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

function files(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** What a file imports (statically, dynamically or for types), as paths from the repository root. */
function importsOf(file: string): string[] {
  const code = readFileSync(join(root, file), 'utf8');
  const specs = [...code.matchAll(/(?:from\s*|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]!);
  return specs.map((s) => relative(root, resolve(dirname(join(root, file)), s)));
}

const offences = (dirs: string[], forbidden: RegExp) =>
  dirs.flatMap((dir) =>
    files(dir).flatMap((f) =>
      importsOf(f)
        .filter((target) => forbidden.test(target))
        .map((target) => `${f} → ${target}`),
    ),
  );

describe('server layers', () => {
  it('finds the imports a file has', () => {
    expect(importsOf('src/worker.ts')).toContain('functions/dev/stand-ins');
  });

  it('nothing in functions/providers or functions/commerce imports functions/dev', () => {
    expect(offences(['functions/providers', 'functions/commerce'], /^functions\/dev\//)).toEqual([]);
  });

  it('nothing in functions/ imports src/components', () => {
    expect(offences(['functions'], /^src\/components\//)).toEqual([]);
  });

  it('only the composition root imports functions/dev from outside it', () => {
    expect(offences(['src', 'functions/bff', 'functions/edge'], /^functions\/dev\//)).toEqual([
      'src/worker.ts → functions/dev/app',
      'src/worker.ts → functions/dev/stand-ins',
    ]);
  });
});
