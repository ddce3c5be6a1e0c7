// The code has one direction (issues 25, 26): no module reaches back to one that imports it; the composition root
// (src/worker.ts) is the only importer of the development stand-ins, so providers and domains cannot reach them; domains
// stand on functions/platform, which stands on no domain, and never use another domain's routes as a library; and no
// server code stands on the pages' markup. Product code only: a domain's API tests may drive a stand-in's pages the
// way a shopper's browser does.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

/** The source file an import names, when it is one of ours (a module, or a folder's index). */
function sourceFile(target: string): string | null {
  return (
    [`${target}.ts`, `${target}.tsx`, join(target, 'index.ts'), target].find((f) => /\.tsx?$/.test(f) && existsSync(join(root, f))) ?? null
  );
}

const fileEdges = (sources: string[]) => new Map(sources.map((f) => [f, importsOf(f).flatMap((t) => sourceFile(t) ?? [])]));

/** Every circle of a graph (Tarjan's strongly connected components), each as its nodes, sorted. */
function circles(edges: Map<string, string[]>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (f: string) => {
    order.set(f, order.size);
    low.set(f, order.get(f)!);
    stack.push(f);
    for (const to of edges.get(f) ?? []) {
      if (!edges.has(to)) continue;
      if (!order.has(to)) {
        visit(to);
        low.set(f, Math.min(low.get(f)!, low.get(to)!));
      } else if (stack.includes(to)) low.set(f, Math.min(low.get(f)!, order.get(to)!));
    }
    if (low.get(f) !== order.get(f)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      component.push(member);
    } while (member !== f);
    if (component.length > 1 || edges.get(f)!.includes(f)) found.push(component.sort());
  };
  for (const f of edges.keys()) if (!order.has(f)) visit(f);
  return found;
}

const domainOf = (path: string) => /^functions\/commerce\/([^/]+)\//.exec(path)?.[1] ?? null;

/** Which domains each domain imports. */
function domainEdges(): Map<string, string[]> {
  const edges = new Map<string, Set<string>>();
  for (const [from, targets] of fileEdges(files('functions/commerce'))) {
    const a = domainOf(from);
    if (!a) continue;
    const to = edges.get(a) ?? new Set<string>();
    for (const b of targets.map(domainOf)) if (b && b !== a) to.add(b);
    edges.set(a, to);
  }
  return new Map([...edges].map(([a, to]) => [a, [...to]]));
}

const offences = (dirs: string[], forbidden: RegExp) =>
  dirs.flatMap((dir) =>
    files(dir).flatMap((f) =>
      importsOf(f)
        .filter((target) => forbidden.test(target))
        .map((target) => `${f} → ${target}`),
    ),
  );

describe('layers', () => {
  it('finds the imports a file has', () => {
    expect(importsOf('src/worker.ts')).toContain('functions/dev/stand-ins');
  });

  it('finds a circle', () => {
    expect(circles(fileEdges(['functions/platform/schema/index.ts', 'functions/platform/schema/cart.ts']))).toEqual([]);
    expect(circles(fileEdges(['tests/unit/fixtures/circle-a.ts', 'tests/unit/fixtures/circle-b.ts']))).toEqual([
      ['tests/unit/fixtures/circle-a.ts', 'tests/unit/fixtures/circle-b.ts'],
    ]);
  });

  it('has no import circle in src/ or functions/', () => {
    expect(circles(fileEdges([...files('src'), ...files('functions')]))).toEqual([]);
  });

  it('domains import each other one way only', () => {
    expect(circles(domainEdges())).toEqual([]);
  });

  it('functions/platform stands on no domain, provider or stand-in', () => {
    expect(offences(['functions/platform'], /^functions\/(commerce|providers|dev|bff|edge)\//)).toEqual([]);
  });

  it("no domain imports another domain's routes", () => {
    const routesOfOthers = files('functions/commerce').flatMap((f) =>
      importsOf(f)
        .filter((t) => /\/routes$/.test(t) && domainOf(f) !== null && domainOf(t) !== domainOf(f))
        .map((t) => `${f} → ${t}`),
    );
    expect(routesOfOthers).toEqual([]);
  });

  it('src/shared stands on nothing but itself and the locales', () => {
    expect(offences(['src/shared'], /^(?!src\/shared\/|locales\/)/)).toEqual([]);
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
