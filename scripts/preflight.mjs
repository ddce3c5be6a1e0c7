// `npm run preflight [-- --env-file <path>]… [-- --remote]`: is this a production configuration? One line per problem
// and exit 1, or one OK line. What is required is scripts/deploy/requirements.mjs. Secrets are read from the process
// environment, then each --env-file (dotenv; a later file wins), and with --remote the names set on Cloudflare
// (`wrangler secret list`: values there cannot be read back, so only their presence counts). SITE_URL is read from the
// process environment, where the build reads it; the bindings from wrangler.toml (docs/decisions/deploy-preflight.md).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs, parseEnv, stripVTControlCharacters } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse as parseToml } from 'smol-toml';
import {
  D1_DATABASES,
  MESSAGE_QUEUE,
  PLACEHOLDER_DATABASE_ID,
  R2_BUCKETS,
  RATE_LIMITERS,
  SECRETS,
  SITE_URL,
} from './deploy/requirements.mjs';
import { toolEnv } from './env.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * @typedef {object} DeployConfig
 * @property {Record<string, string | undefined>} environment  the process environment (secrets, SITE_URL)
 * @property {Record<string, string>} [files]  the --env-files' variables, merged
 * @property {string[]} [remote]  names of the secrets set on Cloudflare
 * @property {Record<string, any>} wrangler  wrangler.toml, parsed
 */

/**
 * The problems of a configuration, one line each; none when it is complete.
 * @param {DeployConfig} config
 * @returns {string[]}
 */
export function preflight({ environment, files = {}, remote = [], wrangler }) {
  return [
    ...SECRETS.flatMap((secret) => secretProblems(secret, files[secret.name] ?? environment[secret.name], remote.includes(secret.name))),
    ...siteUrlProblems(environment[SITE_URL.name]),
    ...wranglerProblems(wrangler),
    // The one variable that must stay unset: 'development' opens /dev/* and the stand-ins on a deployed worker.
    ...('ENVIRONMENT' in files ? ['an --env-file sets ENVIRONMENT: a deployed worker must be production (leave it out)'] : []),
    ...(remote.includes('ENVIRONMENT')
      ? ['ENVIRONMENT is set as a secret on Cloudflare: a deployed worker must be production (npx wrangler secret delete ENVIRONMENT)']
      : []),
  ];
}

/** A value given locally is what gets uploaded, so it is judged even when Cloudflare already has the name. */
function secretProblems({ name, source, standIns = [] }, value, onCloudflare) {
  if (value === undefined) return onCloudflare ? [] : [`secret ${name} is missing (${source})`];
  if (value.trim() === '') return [`secret ${name} is empty (${source})`];
  if (standIns.includes(value.trim())) return [`secret ${name} is the development stand-in's placeholder (${source})`];
  return [];
}

function siteUrlProblems(value) {
  const example = `${SITE_URL.name}=https://shop.example.com`;
  if (!value) return [`${SITE_URL.name} is not set: the build needs the ${SITE_URL.purpose} (${example})`];
  let url;
  try {
    url = new URL(value);
  } catch {
    return [`${SITE_URL.name} is not a URL: ${value} (${example})`];
  }
  if (url.protocol !== 'https:') return [`${SITE_URL.name} is not https: ${value}`];
  const host = url.hostname;
  if (host === 'localhost' || host.endsWith('.localhost') || host.startsWith('127.') || host === '[::1]' || host === '0.0.0.0') {
    return [`${SITE_URL.name} points at this machine: ${value}`];
  }
  return [];
}

function wranglerProblems(wrangler) {
  const problems = [];
  const d1 = wrangler.d1_databases ?? [];
  for (const { binding, database } of D1_DATABASES) {
    const entry = d1.find((b) => b.binding === binding);
    if (!entry) problems.push(`wrangler.toml: D1 binding ${binding} (${database}) is missing`);
    else if (!entry.database_id || PLACEHOLDER_DATABASE_ID.test(entry.database_id)) {
      problems.push(`wrangler.toml: ${binding} has a placeholder database_id (put the one \`npx wrangler d1 create ${database}\` prints)`);
    }
  }
  for (const { binding, purpose } of RATE_LIMITERS) {
    if (!wrangler.ratelimits?.some((r) => r.name === binding && r.namespace_id && r.simple?.limit)) {
      problems.push(`wrangler.toml: rate limiting binding ${binding} (${purpose}) is missing`);
    }
  }
  const r2 = wrangler.r2_buckets ?? [];
  for (const { binding, bucket } of R2_BUCKETS) {
    if (!r2.some((b) => b.binding === binding && b.bucket_name)) {
      problems.push(`wrangler.toml: R2 binding ${binding} (${bucket}) is missing`);
    }
  }
  const { binding, queue, deadLetter } = MESSAGE_QUEUE;
  if (!wrangler.queues?.producers?.some((p) => p.binding === binding && p.queue === queue)) {
    problems.push(`wrangler.toml: queue producer ${binding} (queue ${queue}) is missing`);
  }
  const consumers = wrangler.queues?.consumers ?? [];
  const consumer = consumers.find((c) => c.queue === queue);
  if (!consumer) problems.push(`wrangler.toml: queue ${queue} has no consumer`);
  else if (consumer.dead_letter_queue !== deadLetter) {
    problems.push(`wrangler.toml: the consumer of ${queue} has no dead_letter_queue = "${deadLetter}"`);
  }
  if (!consumers.some((c) => c.queue === deadLetter)) {
    problems.push(`wrangler.toml: queue ${deadLetter} has no consumer (failed messages would never fall back to SMS)`);
  }
  if (!wrangler.triggers?.crons?.length) problems.push('wrangler.toml: no cron trigger ([triggers] crons): the timed jobs would never run');
  if (wrangler.vars && 'ENVIRONMENT' in wrangler.vars) {
    problems.push('wrangler.toml: [vars] sets ENVIRONMENT: a deployed worker must be production (remove it)');
  }
  return problems;
}

/** Names of the worker's secrets on Cloudflare (needs `wrangler login` or CLOUDFLARE_API_TOKEN, and the network). */
function remoteSecretNames() {
  const run = spawnSync('npx', ['wrangler', 'secret', 'list', '--format', 'json'], { cwd: root, env: toolEnv, encoding: 'utf8' });
  if (run.status !== 0) {
    const lines = stripVTControlCharacters(`${run.stderr}\n${run.stdout}`)
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const error = lines.find((line) => line.includes('[ERROR]'))?.replace(/^.*\[ERROR\]\s*/, '');
    throw new Error(error ?? lines.at(-1) ?? run.error?.message ?? `wrangler exited with ${run.status}`);
  }
  return JSON.parse(run.stdout).map((secret) => secret.name);
}

/**
 * Reads the configuration the command line names; a source that cannot be read is a problem of its own.
 * @param {{ envFiles?: string[], remote?: boolean }} options
 * @returns {{ config: DeployConfig, unreadable: string[] }}
 */
export function readConfig({ envFiles = [], remote = false }, environment = process.env) {
  const unreadable = [];
  const files = {};
  for (const path of envFiles) {
    try {
      Object.assign(files, parseEnv(readFileSync(path, 'utf8')));
    } catch (err) {
      unreadable.push(`--env-file ${path} cannot be read: ${err.message}`);
    }
  }
  let names = [];
  if (remote) {
    try {
      names = remoteSecretNames();
    } catch (err) {
      unreadable.push(`the secrets set on Cloudflare cannot be listed: ${err.message}`);
    }
  }
  let wrangler = {};
  try {
    wrangler = parseToml(readFileSync(`${root}/wrangler.toml`, 'utf8'));
  } catch (err) {
    unreadable.push(`wrangler.toml cannot be read: ${err.message}`);
  }
  return { config: { environment, files, remote: names, wrangler }, unreadable };
}

/**
 * The command: prints the problems (or OK) and answers the exit code. Node itself takes an `--env-file` anywhere
 * before a `--` for its own (nodejs/node#54232), so `npm run preflight` passes one first, which is skipped here.
 */
export function main(argv, environment = process.env) {
  let options;
  try {
    const args = argv[0] === '--' ? argv.slice(1) : argv;
    ({ values: options } = parseArgs({ args, options: { 'env-file': { type: 'string', multiple: true }, remote: { type: 'boolean' } } }));
  } catch (err) {
    console.error(`${err.message}\nusage: npm run preflight [-- --env-file <path>]… [-- --remote]`);
    return 2;
  }
  const { config, unreadable } = readConfig({ envFiles: options['env-file'], remote: options.remote }, environment);
  const problems = [...unreadable, ...preflight(config)];
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) return 1;
  console.log(`preflight OK: ${SECRETS.length} secrets, ${SITE_URL.name}, D1, rate limiting, R2, queues and cron in wrangler.toml`);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) process.exit(main(process.argv.slice(2)));
