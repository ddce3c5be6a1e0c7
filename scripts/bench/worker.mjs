// The built worker (dist/server/entry.mjs) in the Workers runtime with its real bindings, and nothing else.
//
// Why miniflare and not a hand-written workerd config: D1 and the static-assets binding are not workerd
// built-ins. Miniflare implements them as services inside the same workerd process (D1 as a SQLite-backed
// Durable Object, assets as the router and asset workers Cloudflare runs in front of a Worker). We take the
// exact options `wrangler dev` derives from dist/server/wrangler.json, but start them without wrangler dev's
// proxy worker and inspector (about 1.5 ms a request of harness, ARCHITECTURE §5), and send requests to a direct
// socket of the worker, past miniflare's own dev entry worker. D1 can instead be served from outside the process
// (d1-server.mjs), through the same binding module.
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
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

/** wrangler, and the miniflare it runs (its workerd is the one `wrangler dev` uses). */
export async function runtimeModules() {
  const wrangler = await import('wrangler');
  const wranglerDir = dirname(require.resolve('wrangler/package.json'));
  const miniflare = await import(pathToFileURL(require.resolve('miniflare', { paths: [wranglerDir] })).href);
  const workerdPackage = require.resolve('workerd/package.json', { paths: [dirname(require.resolve('miniflare', { paths: [wranglerDir] }))] });
  return { wrangler, miniflare, workerdVersion: require(workerdPackage).version };
}

async function start(miniflare, worker, sharedOptions = {}) {
  const { Miniflare, Log, LogLevel, convertV4MiniflareOptions } = miniflare;
  const before = new Set(childPids(process.pid, 'workerd'));
  // wrangler describes a worker in miniflare's v4 option shape and converts it the same way.
  const mf = new Miniflare(
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
  );
  await mf.ready;
  const url = await mf.unsafeGetDirectURL(worker.name);
  const pids = childPids(process.pid, 'workerd').filter((pid) => !before.has(pid));
  if (pids.length === 0) throw new Error('workerd was not found among the children of this process');
  return { url, pids, dispose: () => mf.dispose() };
}

/**
 * The build in dist/ with the bindings of dist/server/wrangler.json and the D1 state in `persistTo`. `cacheApi: false`
 * runs it as bare workerd does, where `caches.default` stores nothing; miniflare's emulation of the platform cache
 * otherwise runs inside the measured process (a Durable Object writing each stored page to SQLite and disk).
 * `d1Url` (a d1-server.mjs) takes D1 out of the process: each D1 binding stays `cloudflare-internal:d1-api`, whose
 * requests miniflare's remote-proxy client worker forwards to that URL, and `persistTo`'s D1 state goes unused.
 */
export async function startBuiltWorker(root, persistTo, { cacheApi = true, inspectorPort, d1Url } = {}) {
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
    cacheAPI: cacheApi,
  };
  if (d1Url) {
    worker.d1Databases = Object.fromEntries(
      Object.entries(workerOptions.d1Databases).map(([binding, { id }]) => [binding, { id, remoteProxyConnectionString: new URL(d1Url) }]),
    );
  }
  const started = await start(miniflare, worker, { resourcePersistencePath: join(root, persistTo, 'v3'), ...(inspectorPort ? { inspectorPort } : {}) });
  return { ...started, workerdVersion, compatibilityDate: workerOptions.compatibilityDate };
}

/** A Worker that answers "ok" and does nothing else: the runtime's own cost of a request, for reference. */
export async function startEmptyWorker(compatibilityDate) {
  const { miniflare } = await runtimeModules();
  return start(miniflare, {
    name: 'empty',
    modules: true,
    script: 'export default { fetch() { return new Response("ok"); } };',
    compatibilityDate,
  });
}
