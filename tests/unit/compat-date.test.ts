// Every workerd in the tree must accept the Worker's compatibility_date (ARCHITECTURE §5): the API tests run on the
// one bundled with @cloudflare/vitest-plugin, `wrangler dev` and the bench on wrangler's, and a date newer than a
// runtime's own release makes that runtime refuse to start.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Every installed copy of the workerd package: top-level and nested node_modules, scoped packages included. */
function workerdPackages(nodeModules: string, out: string[] = []): string[] {
  const visit = (pkg: string, name: string) => {
    if (name === 'workerd' && existsSync(join(pkg, 'package.json'))) out.push(pkg);
    if (existsSync(join(pkg, 'node_modules'))) workerdPackages(join(pkg, 'node_modules'), out);
  };
  if (!existsSync(nodeModules)) return out;
  for (const entry of readdirSync(nodeModules, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const path = join(nodeModules, entry.name);
    if (!entry.name.startsWith('@')) visit(path, entry.name);
    else
      for (const scoped of readdirSync(path, { withFileTypes: true }))
        if (scoped.isDirectory()) visit(join(path, scoped.name), scoped.name);
  }
  return out;
}

/** workerd 1.20261012.1 was released on 2026-10-12 and supports dates up to that day. */
function releaseDate(version: string): string {
  const m = version.match(/^\d+\.(\d{4})(\d{2})(\d{2})\./);
  if (!m) throw new Error(`unexpected workerd version ${version}`);
  return `${m[1]}-${m[2]}-${m[3]}`;
}

describe('compatibility_date', () => {
  const toml = readFileSync(join(root, 'wrangler.toml'), 'utf8');
  const date = toml.match(/^compatibility_date\s*=\s*"(\d{4}-\d{2}-\d{2})"/m)?.[1];
  const runtimes = workerdPackages(join(root, 'node_modules')).map((dir) => {
    const version = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
    return { dir: dir.slice(root.length), version, releaseDate: releaseDate(version) };
  });

  it('is set in wrangler.toml and the tree has workerd runtimes', () => {
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(runtimes.length).toBeGreaterThan(0);
  });

  it('is no newer than the oldest workerd in node_modules', () => {
    const tooOld = runtimes.filter((r) => r.releaseDate < date!);
    expect(tooOld, `compatibility_date ${date} is newer than these runtimes`).toEqual([]);
  });
});
