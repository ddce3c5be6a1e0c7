// `npm run build`: `astro build` into dist/, which needs no secrets. A production build (`--production`, as `npm run
// deploy` passes, or WORKERS_CI=1, which Cloudflare's Workers Builds sets) runs the deploy preflight first, against the
// secrets set on Cloudflare, since that is where a deployed worker reads them, and builds nothing while a problem is left.
// The local commands (npm start, the end-to-end server, the bench) run `astro build` themselves.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { toolEnv } from './env.mjs';
import { main as preflight } from './preflight.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const production = process.argv.includes('--production') || process.env.WORKERS_CI === '1';

if (production && preflight(['--remote']) !== 0) {
  console.error('production build stopped: fix the lines above (`npm run preflight -- --remote` checks again)');
  process.exit(1);
}
const { status } = spawnSync('npx', ['astro', 'build'], { cwd: root, env: toolEnv, stdio: ['ignore', 'inherit', 'inherit'] });
process.exit(status ?? 1);
