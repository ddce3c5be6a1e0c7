// The worker as `wrangler deploy` would upload it (a dry run on the build in dist/, which runs offline), against
// Cloudflare's size limit and our gzip budget (docs/decisions/deploy-preflight.md): one line, and exit 1 when over.
// `npm test` runs it after the end-to-end tests, whose web server built dist/.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { toolEnv } from './env.mjs';

const KiB = 1024;
/** Cloudflare's limit since 2026-09-04, on every plan: the upload, uncompressed. */
export const UPLOAD_LIMIT = 64 * 1024 * KiB;
/**
 * Ours: the Workers Free plan's former limit after gzip. Cloudflare dropped it, but every isolate still parses the whole
 * bundle within the 1 s start-up limit, so growth past it should be a decision, not a drift.
 */
export const GZIP_BUDGET = 3 * 1024 * KiB;
const BUILT_CONFIG = 'dist/server/wrangler.json';

/**
 * The modules wrangler wrote to `dir` (its --outdir, less the README it adds), measured as wrangler measures an
 * upload: their bytes, and the gzip of them all together.
 */
export function measure(dir) {
  const files = readdirSync(dir, { recursive: true })
    .filter((path) => path !== 'README.md' && statSync(join(dir, path)).isFile())
    .sort();
  const bytes = Buffer.concat(files.map((path) => readFileSync(join(dir, path))));
  return { raw: bytes.length, gzip: gzipSync(bytes).length };
}

/** The report line, and what is over its limit. */
export function verdict({ raw, gzip }) {
  const kib = (bytes) => Math.round(bytes / KiB);
  return {
    line: `worker bundle: ${kib(raw)} KiB of ${kib(UPLOAD_LIMIT)} KiB, gzip ${kib(gzip)} KiB of ${kib(GZIP_BUDGET)} KiB`,
    over: [...(raw > UPLOAD_LIMIT ? ['over the upload limit'] : []), ...(gzip > GZIP_BUDGET ? ['over the gzip budget'] : [])],
  };
}

function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  if (!existsSync(join(root, BUILT_CONFIG))) {
    console.error(`no build: ${BUILT_CONFIG} is missing (npx astro build)`);
    return 1;
  }
  const outdir = mkdtempSync(join(tmpdir(), 'worker-bundle-'));
  try {
    const dryRun = spawnSync('npx', ['wrangler', 'deploy', '--dry-run', '-c', BUILT_CONFIG, '--outdir', outdir], {
      cwd: root,
      env: toolEnv,
      encoding: 'utf8',
    });
    if (dryRun.status !== 0) {
      console.error(`wrangler deploy --dry-run failed:\n${dryRun.stdout}${dryRun.stderr}`);
      return 1;
    }
    const { line, over } = verdict(measure(outdir));
    console.log(over.length ? `${line}: ${over.join(', ')}` : line);
    return over.length ? 1 : 0;
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) process.exit(main());
