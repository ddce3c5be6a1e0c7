// The built worker (dist/server/entry.mjs) in the Workers runtime with its real bindings, and nothing else.
//
// Why miniflare and not a hand-written workerd config: D1 and the static-assets binding are not workerd
// built-ins. Miniflare implements them as services inside the same workerd process (D1 as a SQLite-backed
// Durable Object, assets as the router and asset workers Cloudflare runs in front of a Worker). We take the
// exact options `wrangler dev` derives from dist/server/wrangler.json, but start them without wrangler dev's
// proxy worker and inspector (about 1.5 ms a request of harness, ARCHITECTURE §5), and send requests to a direct
// socket of the worker, past miniflare's own dev entry worker.
//
// D1 and the platform cache can instead be services outside the process (`outside`), as on Cloudflare, where both
// run elsewhere and the Worker pays for its requests to them, not for their work. Miniflare has no option for that, so
// the bench loads it with one seam (patchedMiniflare): the workerd config it assembles passes through a rewrite
// before it is serialised, and the rewrite points the worker's D1 bindings and its cache at plain HTTP services.
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire, Module } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { childPids } from './cpu.mjs';

const require = createRequire(import.meta.url);

// wrangler's module rules for a no-bundle upload (modulesRules of dist/server/wrangler.json).
const MODULE_TYPES = [
  [/\.m?js$/, 'ESModule'],
  [/\.(txt|html|sql)$/, 'Text'],
  [/\.bin$/, 'Data'],
  [/\.wasm$/, 'CompiledWasm'],
];

/** Every module of the no-bundle build, the entry first, as wrangler uploads them. */
function builtModules(serverDir, main) {
  const modules = readdirSync(serverDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !relative(serverDir, join(e.parentPath, e.name)).startsWith('.'))
    .map((e) => join(e.parentPath, e.name))
    .flatMap((path) => {
      const type = MODULE_TYPES.find(([re]) => re.test(path))?.[1];
      return type ? [{ type, path }] : [];
    });
  return modules.sort((a, b) => (a.path === main ? -1 : b.path === main ? 1 : a.path.localeCompare(b.path)));
}

/** The header d1-server.mjs reads to know which binding (database) a request is for; workerd injects it. */
export const D1_BINDING_HEADER = 'X-Bench-D1-Binding';

// Where miniflare serialises the workerd config it assembled (dist/src/index.js, #assembleAndUpdateConfigInternal).
const CONFIG_SEAM = 'const configBuffer = serializeConfig(config4);';

/**
 * The miniflare that wrangler runs, compiled from its own file with a seam where it serialises the workerd config:
 * `setWorkerdConfigRewrite(fn)` makes every config pass through `fn` first. Loaded under its own path, so its
 * workers and dependencies resolve as in the original. Throws if miniflare no longer has the seam, rather than
 * measure without the rewrite.
 */
function patchedMiniflare(path) {
  const source = readFileSync(path, 'utf8');
  if (!source.includes(CONFIG_SEAM)) throw new Error(`bench: ${path} no longer has "${CONFIG_SEAM}"; update scripts/bench/worker.mjs`);
  const patched =
    source.replace(CONFIG_SEAM, 'const configBuffer = serializeConfig(benchRewriteConfig(config4));') +
    '\nvar benchRewriteConfig = (config) => config;\n' +
    'module.exports.setWorkerdConfigRewrite = (rewrite) => { benchRewriteConfig = rewrite ?? ((config) => config); };\n';
  const mod = new Module(path, null);
  mod.filename = path;
  mod.paths = Module._nodeModulePaths(dirname(path));
  mod._compile(patched, path);
  return mod.exports;
}

let loaded;
/** wrangler, and the miniflare it runs (its workerd is the one `wrangler dev` uses). */
export async function runtimeModules() {
  if (loaded) return loaded;
  const wrangler = await import('wrangler');
  const wranglerDir = dirname(require.resolve('wrangler/package.json'));
  const miniflarePath = require.resolve('miniflare', { paths: [wranglerDir] });
  const workerdPackage = require.resolve('workerd/package.json', { paths: [dirname(miniflarePath)] });
  loaded = { wrangler, miniflare: patchedMiniflare(miniflarePath), workerdVersion: require(workerdPackage).version };
  return loaded;
}

/**
 * A config rewrite that gives the user worker `workerName` services outside the process: each of its D1 bindings
 * (still the production binding module, `cloudflare-internal:d1-api`), or those named in `d1Bindings`, sends its
 * requests over HTTP to `d1`, with the binding's name in D1_BINDING_HEADER, and its cache (`caches.default`) is the
 * HTTP service at `cache`. workerd makes those requests itself: no JavaScript of miniflare's runs for them in the
 * measured process.
 */
export function outsideServices(workerName, { d1, d1Bindings, cache }) {
  return (config) => {
    const service = config.services.find((s) => s.name === `core:user:${workerName}`);
    if (!service?.worker) throw new Error(`bench: miniflare's config has no worker "${workerName}"`);
    const outside = service.worker.bindings.filter(
      (b) => b.wrapped?.moduleName === 'cloudflare-internal:d1-api' && (!d1Bindings || d1Bindings.includes(b.name)),
    );
    if (d1 && outside.length === 0) throw new Error(`bench: worker "${workerName}" has no D1 binding to take outside`);
    for (const binding of d1 ? outside : []) {
      const name = `bench:d1:${binding.name}`;
      binding.wrapped.innerBindings = [{ name: 'fetcher', service: { name } }];
      config.services.push({
        name,
        external: { address: d1, http: { injectRequestHeaders: [{ name: D1_BINDING_HEADER, value: binding.name }] } },
      });
    }
    if (cache) {
      service.worker.cacheApiOutbound = { name: 'bench:cache' };
      config.services.push({ name: 'bench:cache', external: { address: cache, http: {} } });
    }
    return config;
  };
}

let starting = false;
/** A Miniflare started with `rewrite` applied to its workerd config; one start at a time, as the seam is shared. */
async function startMiniflare(miniflare, options, rewrite) {
  if (starting) throw new Error('bench: another Miniflare is starting');
  starting = true;
  miniflare.setWorkerdConfigRewrite(rewrite);
  try {
    const mf = new miniflare.Miniflare(options);
    await mf.ready;
    return mf;
  } finally {
    miniflare.setWorkerdConfigRewrite(undefined);
    starting = false;
  }
}

async function start(miniflare, worker, sharedOptions = {}, rewrite = undefined) {
  const { Log, LogLevel, convertV4MiniflareOptions } = miniflare;
  const before = new Set(childPids(process.pid, 'workerd'));
  // wrangler describes a worker in miniflare's v4 option shape and converts it the same way.
  const mf = await startMiniflare(
    miniflare,
    convertV4MiniflareOptions({
      log: new Log(LogLevel.WARN),
      host: '127.0.0.1',
      port: 0,
      // As wrangler dev runs the user worker: no per-request log lines; no Request.cf download (offline).
      logRequests: false,
      cf: false,
      ...sharedOptions,
      workers: [{ ...worker, unsafeDirectSockets: [{ host: '127.0.0.1', port: 0 }] }],
    }),
    rewrite,
  );
  const url = await mf.unsafeGetDirectURL(worker.name);
  const pids = childPids(process.pid, 'workerd').filter((pid) => !before.has(pid));
  if (pids.length === 0) throw new Error('workerd was not found among the children of this process');
  return { url, pids, dispose: () => mf.dispose() };
}

/**
 * The build in dist/ with the bindings of dist/server/wrangler.json and the D1 state in `persistTo`. `cacheApi: false`
 * runs it without miniflare's emulation of the platform cache, where `caches.default` stores nothing (a no-op cache
 * worker of miniflare's answers); the emulation otherwise runs inside the measured process (a Durable Object writing
 * each stored page to SQLite and disk). `outside: {d1, cache}` (host:port of a d1-server.mjs and a cache-server.mjs)
 * takes D1 and the cache out of the process instead (outsideServices); `persistTo`'s D1 state then goes unused. `vars`
 * adds variables, as `--var` does for `npm start` (ENVIRONMENT=development switches the development aids on).
 */
export async function startBuiltWorker(root, persistTo, { cacheApi = true, inspectorPort, outside, vars } = {}) {
  const { wrangler, miniflare, workerdVersion } = await runtimeModules();
  const serverDir = join(root, 'dist/server');
  const { workerOptions, main } = wrangler.unstable_getMiniflareWorkerOptions(join(serverDir, 'wrangler.json'));
  const worker = {
    ...workerOptions,
    modulesRules: undefined, // replaced by the explicit module list
    name: 'storefront',
    modules: builtModules(serverDir, main),
    modulesRoot: serverDir,
    rootPath: serverDir,
    cacheAPI: cacheApi && !outside,
    bindings: { ...workerOptions.bindings, ...vars },
  };
  const shared = { resourcePersistencePath: join(root, persistTo, 'v3'), ...(inspectorPort ? { inspectorPort } : {}) };
  const started = await start(miniflare, worker, shared, outside ? outsideServices(worker.name, outside) : undefined);
  return { ...started, workerdVersion, compatibilityDate: workerOptions.compatibilityDate };
}

/**
 * A worker from one module's source, with miniflare's worker `options` and an optional rewrite of its workerd config
 * (outsideServices): `{url, pids, dispose()}`.
 */
export async function startScriptWorker(name, script, options = {}, rewrite = undefined) {
  const { miniflare } = await runtimeModules();
  return start(miniflare, { name, modules: true, script, ...options }, {}, rewrite);
}

/** A Worker that answers "ok" and does nothing else: the runtime's own cost of a request, for reference. */
export function startEmptyWorker(compatibilityDate) {
  return startScriptWorker('empty', 'export default { fetch() { return new Response("ok"); } };', { compatibilityDate });
}
