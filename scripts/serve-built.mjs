// The one way to serve the built worker locally, for `npm start` and the end-to-end tests: `astro build`, then dist/
// under `wrangler dev` (workerd, with Cloudflare's assets layer in front, as production runs it), with development
// aids switched on (a deployed worker has no ENVIRONMENT, so it is production).
import { execFileSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { toolEnv } from './env.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * `wrangler dev`'s arguments for the build in dist/. `quiet` (the test server): no interactive session and warnings
 * only; a developer's `npm start` keeps wrangler's request log and shortcuts.
 */
export function builtWorkerArgs({ host, port, persistTo, inspectorPort, quiet = false }) {
  return [
    'wrangler',
    'dev',
    '-c',
    'dist/server/wrangler.json',
    '--ip',
    host,
    '--port',
    String(port),
    '--persist-to',
    persistTo,
    '--var',
    'ENVIRONMENT:development',
    ...(inspectorPort ? ['--inspector-port', String(inspectorPort)] : []),
    ...(quiet ? ['--show-interactive-dev-session=false', '--log-level', 'warn'] : []),
  ];
}

/**
 * Builds (unless `build` is false), then serves until `wrangler dev` ends, and ends this process with it. The build
 * also migrates and seeds the local D1 in .wrangler/state and writes .dev.vars (astro.config.mjs, prerenderCatalog).
 */
export function serveBuiltWorker({ build = true, ...options }) {
  if (build) execFileSync('npx', ['astro', 'build'], { cwd: root, env: toolEnv, stdio: ['ignore', 'inherit', 'inherit'] });
  const child = spawn('npx', builtWorkerArgs(options), {
    cwd: root,
    env: toolEnv,
    stdio: [options.quiet ? 'ignore' : 'inherit', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
}
