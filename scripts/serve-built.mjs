// The one way to serve the built worker locally, for `npm start` and the end-to-end tests: `astro build`, then dist/
// under `wrangler dev` (workerd, with Cloudflare's assets layer in front, as production runs it), with development
// aids switched on (a deployed worker has no ENVIRONMENT, so it is production).
import { execFileSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { toolEnv } from './env.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
/** wrangler.toml's [triggers] crons, each with its period. */
const CRONS = [
  ['* * * * *', 60_000],
  ['*/5 * * * *', 5 * 60_000],
];

/**
 * @typedef {object} WorkerOptions
 * @property {string} host
 * @property {string | number} port
 * @property {string} persistTo
 * @property {number} [inspectorPort]
 * @property {Record<string, string>} [vars]
 * @property {boolean} [quiet]
 */

/**
 * `wrangler dev`'s arguments for the build in dist/. `quiet` (the test server): no interactive session and warnings
 * only; a developer's `npm start` keeps wrangler's request log and shortcuts. `vars` adds variables (the upstream
 * end-to-end test sets UPSTREAM_API_URL).
 * @param {WorkerOptions} options
 */
export function builtWorkerArgs({ host, port, persistTo, inspectorPort, vars = {}, quiet = false }) {
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
    // /__scheduled runs the Cron Trigger's handler: serveBuiltWorker calls it on the production schedule, tests at will.
    '--test-scheduled',
    ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
    ...(inspectorPort ? ['--inspector-port', String(inspectorPort)] : []),
    ...(quiet ? ['--show-interactive-dev-session=false', '--log-level', 'warn'] : []),
  ];
}

/**
 * Starts `wrangler dev` on the build in dist/ (built already); the caller owns the process it answers. npx does not
 * pass a signal on to wrangler: a caller that must stop it asks for `{ detached: true }` and signals the group.
 * @param {WorkerOptions} options
 * @param {import('node:child_process').SpawnOptions} [spawnOptions]
 */
export function startBuiltWorker(options, spawnOptions = {}) {
  return spawn('npx', builtWorkerArgs(options), {
    cwd: root,
    env: toolEnv,
    stdio: [options.quiet ? 'ignore' : 'inherit', 'inherit', 'inherit'],
    ...spawnOptions,
  });
}

/** `astro build`: dist/, and the local D1 in .wrangler/state migrated and seeded. */
export function buildWorker() {
  execFileSync('npx', ['astro', 'build'], { cwd: root, env: toolEnv, stdio: ['ignore', 'inherit', 'inherit'] });
}

/**
 * Builds (unless `build` is false), then serves until `wrangler dev` ends, and ends this process with it. The build
 * also migrates and seeds the local D1 in .wrangler/state and writes .dev.vars (astro.config.mjs, prerenderCatalog).
 */
export function serveBuiltWorker({ build = true, ...options }) {
  if (build) buildWorker();
  const child = startBuiltWorker(options);
  // `wrangler dev` does not fire Cron Triggers: the timed jobs (closing unpaid orders every minute, the rest every five)
  // run on the schedules of wrangler.toml's crons, as they would in production.
  const timers = CRONS.map(([cron, period]) =>
    setInterval(() => {
      fetch(`http://${options.host}:${options.port}/__scheduled?cron=${encodeURIComponent(cron)}`).catch(() => {});
    }, period),
  );
  child.on('exit', (code, signal) => {
    for (const timer of timers) clearInterval(timer);
    process.exit(code ?? (signal ? 1 : 0));
  });
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
}
