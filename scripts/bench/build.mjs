// The bench measures the built worker: build when dist/ is missing or older than any source it is built from.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { toolEnv } from '../env.mjs';

const SOURCES = ['src', 'functions', 'locales', 'public', 'astro.config.mjs', 'package.json', 'wrangler.toml'];
export const BUILT_ENTRY = 'dist/server/entry.mjs';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Builds unless dist/ is newer than every source; returns whether it built. */
export function ensureBuild(root) {
  const entry = join(root, BUILT_ENTRY);
  const sourcesAt = Math.max(...SOURCES.map((s) => newestMtime(join(root, s))));
  if (existsSync(entry) && statSync(entry).mtimeMs > sourcesAt) return false;
  execFileSync('npx', ['astro', 'build'], { cwd: root, env: toolEnv, stdio: ['ignore', 'inherit', 'inherit'] });
  return true;
}
