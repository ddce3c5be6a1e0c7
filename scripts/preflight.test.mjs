import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseToml } from 'smol-toml';
import { afterAll, describe, expect, it } from 'vitest';
import { GOOGLE_STAND_IN } from '../functions/providers/google/google';
import { STAND_IN_LOGISTICS } from '../functions/providers/logistics/logistics';
import { EMAIL_STAND_IN } from '../functions/providers/messaging/email';
import { SMS_STAND_IN } from '../functions/providers/messaging/sms';
import { WHATSAPP_STAND_IN } from '../functions/providers/messaging/whatsapp';
import { STAND_IN_KEYS } from '../functions/providers/payment-gateway/stand-in-keys';
import { D1_DATABASES, MESSAGE_QUEUE, R2_BUCKETS, RATE_LIMITERS, SECRETS } from './deploy/requirements.mjs';
import { preflight, readConfig } from './preflight.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const committedToml = parseToml(readFileSync(join(root, 'wrangler.toml'), 'utf8'));

/** wrangler.toml once `wrangler d1 create` has given each database its id. */
function withDatabases() {
  const wrangler = structuredClone(committedToml);
  wrangler.d1_databases.forEach((db, i) => {
    db.database_id = `8c3f5a2e-41b7-4d0a-9e6c-5b1d2f7a90c${i}`;
  });
  return wrangler;
}

const productionSecrets = Object.fromEntries(SECRETS.map(({ name }) => [name, `live-${name.toLowerCase()}`]));
const complete = { environment: { ...productionSecrets, SITE_URL: 'https://shop.example.com' }, wrangler: withDatabases() };
const secretLines = (problems, name) => problems.filter((line) => line.startsWith(`secret ${name} `));

describe('preflight', () => {
  it('lists every missing secret, one line each, and every binding, on an empty configuration', () => {
    const problems = preflight({ environment: {}, wrangler: {} });
    for (const { name } of SECRETS) expect(secretLines(problems, name), name).toEqual([expect.stringContaining('is missing')]);
    expect(problems.filter((line) => line.startsWith('secret '))).toHaveLength(SECRETS.length);
    expect(problems).toContain(
      'SITE_URL is not set: the build needs the public origin of the shop, https, for canonical and alternate-language links (SITE_URL=https://shop.example.com)',
    );
    for (const { binding } of [...D1_DATABASES, ...RATE_LIMITERS, ...R2_BUCKETS]) {
      expect(problems.some((line) => line.includes(` ${binding} `))).toBe(true);
    }
    expect(problems).toEqual(
      expect.arrayContaining([
        `wrangler.toml: queue producer MESSAGES (queue ${MESSAGE_QUEUE.queue}) is missing`,
        `wrangler.toml: queue ${MESSAGE_QUEUE.queue} has no consumer`,
        expect.stringMatching(/^wrangler.toml: queue storefront-messages-dlq has no consumer/),
        expect.stringMatching(/^wrangler.toml: no cron trigger/),
      ]),
    );
  });

  it('passes a complete configuration', () => {
    expect(preflight(complete)).toEqual([]);
  });

  it("counts a development stand-in's placeholder as missing", () => {
    for (const { name, standIns = [] } of SECRETS) {
      for (const standIn of standIns) {
        const problems = preflight({ ...complete, environment: { ...complete.environment, [name]: standIn } });
        expect(problems, `${name}=${standIn}`).toEqual([
          expect.stringMatching(new RegExp(`^secret ${name} is the development stand-in's placeholder`)),
        ]);
      }
    }
  });

  it('an empty secret is a problem; a secret set on Cloudflare counts, unless a local value would replace it', () => {
    const { XENDIT_SECRET_KEY, ...rest } = complete.environment;
    expect(preflight({ ...complete, environment: { ...rest, XENDIT_SECRET_KEY: ' ' } })).toEqual([
      expect.stringMatching(/^secret XENDIT_SECRET_KEY is empty/),
    ]);
    expect(preflight({ ...complete, environment: rest, remote: ['XENDIT_SECRET_KEY'] })).toEqual([]);
    expect(
      preflight({ ...complete, environment: rest, files: { XENDIT_SECRET_KEY: STAND_IN_KEYS.secretKey }, remote: ['XENDIT_SECRET_KEY'] }),
    ).toHaveLength(1);
  });

  it('an env file wins over the environment', () => {
    const files = { RESEND_API_KEY: EMAIL_STAND_IN.apiKey };
    expect(preflight({ ...complete, files })).toEqual([
      expect.stringMatching(/^secret RESEND_API_KEY is the development stand-in's placeholder/),
    ]);
    expect(
      preflight({ ...complete, environment: { ...complete.environment, RESEND_API_KEY: '' }, files: { RESEND_API_KEY: 're_live' } }),
    ).toEqual([]);
  });

  it('SITE_URL is an https origin that is not this machine', () => {
    const siteUrl = (SITE_URL) => preflight({ ...complete, environment: { ...complete.environment, SITE_URL } });
    expect(siteUrl('http://shop.example.com')).toEqual(['SITE_URL is not https: http://shop.example.com']);
    expect(siteUrl('https://localhost:4321')).toEqual(['SITE_URL points at this machine: https://localhost:4321']);
    expect(siteUrl('https://127.0.0.1')).toHaveLength(1);
    expect(siteUrl('shop.example.com')).toEqual([expect.stringMatching(/^SITE_URL is not a URL/)]);
  });

  it('wrangler.toml as committed lacks only the real database ids', () => {
    expect(preflight({ ...complete, wrangler: committedToml })).toEqual(
      D1_DATABASES.map(
        ({ binding, database }) =>
          `wrangler.toml: ${binding} has a placeholder database_id (put the one \`npx wrangler d1 create ${database}\` prints)`,
      ),
    );
  });

  it('the message queue needs its dead-letter queue, and [vars] must leave ENVIRONMENT unset', () => {
    const wrangler = withDatabases();
    wrangler.queues.consumers = wrangler.queues.consumers.map(({ dead_letter_queue, ...consumer }) => consumer);
    wrangler.vars = { ENVIRONMENT: 'development' };
    expect(preflight({ ...complete, wrangler })).toEqual([
      `wrangler.toml: the consumer of ${MESSAGE_QUEUE.queue} has no dead_letter_queue = "${MESSAGE_QUEUE.deadLetter}"`,
      'wrangler.toml: [vars] sets ENVIRONMENT: a deployed worker must be production (remove it)',
    ]);
  });

  it('ENVIRONMENT must not be deployed as a secret either', () => {
    expect(preflight({ ...complete, files: { ENVIRONMENT: 'development' }, remote: ['ENVIRONMENT'] })).toHaveLength(2);
    // The local shell's ENVIRONMENT is never uploaded.
    expect(preflight({ ...complete, environment: { ...complete.environment, ENVIRONMENT: 'development' } })).toEqual([]);
  });
});

describe('requirements', () => {
  it("list each provider's stand-in values as placeholders", () => {
    const standIns = {
      GOOGLE_CLIENT_ID: GOOGLE_STAND_IN.clientId,
      GOOGLE_CLIENT_SECRET: GOOGLE_STAND_IN.clientSecret,
      XENDIT_SECRET_KEY: STAND_IN_KEYS.secretKey,
      XENDIT_PUBLIC_KEY: STAND_IN_KEYS.publicKey,
      LOGISTICS_API_KEY: STAND_IN_LOGISTICS.apiKey,
      WHATSAPP_ACCESS_TOKEN: WHATSAPP_STAND_IN.accessToken,
      WHATSAPP_PHONE_NUMBER_ID: WHATSAPP_STAND_IN.phoneNumberId,
      WHATSAPP_APP_SECRET: WHATSAPP_STAND_IN.appSecret,
      WHATSAPP_VERIFY_TOKEN: WHATSAPP_STAND_IN.verifyToken,
      TWILIO_ACCOUNT_SID: SMS_STAND_IN.accountSid,
      TWILIO_AUTH_TOKEN: SMS_STAND_IN.authToken,
      TWILIO_SENDER: SMS_STAND_IN.sender,
      RESEND_API_KEY: EMAIL_STAND_IN.apiKey,
      EMAIL_FROM: EMAIL_STAND_IN.from,
    };
    for (const [name, value] of Object.entries(standIns)) {
      expect(SECRETS.find((secret) => secret.name === name)?.standIns, name).toContain(value);
    }
  });

  it('are each named in the README\'s "Going live"', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    expect(readme).toContain('\n## Going live\n');
    const goingLive = readme.slice(readme.indexOf('\n## Going live\n'));
    const names = [
      ...SECRETS.map(({ name }) => name),
      ...D1_DATABASES.flatMap(({ binding, database }) => [binding, database]),
      ...RATE_LIMITERS.map(({ binding }) => binding),
      ...R2_BUCKETS.flatMap(({ binding, bucket }) => [binding, bucket]),
      ...Object.values(MESSAGE_QUEUE),
    ];
    for (const name of names) expect(goingLive, name).toContain(`\`${name}\``);
  });
});

describe('readConfig', () => {
  const dir = mkdtempSync(join(tmpdir(), 'preflight-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads dotenv files (quotes, comments, escaped newlines), a later file winning, and wrangler.toml', () => {
    writeFileSync(
      join(dir, 'a.vars'),
      '# production\nRSA_PUBLIC_KEY="-----BEGIN PUBLIC KEY-----\\nMIIB\\n-----END PUBLIC KEY-----"\nEMAIL_FROM=first\n',
    );
    writeFileSync(join(dir, 'b.vars'), "EMAIL_FROM='Shop <no-reply@shop.example.com>' # the verified domain\n");
    const { config, unreadable } = readConfig({ envFiles: [join(dir, 'a.vars'), join(dir, 'b.vars')] }, {});
    expect(unreadable).toEqual([]);
    expect(config.files).toEqual({
      RSA_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----\nMIIB\n-----END PUBLIC KEY-----',
      EMAIL_FROM: 'Shop <no-reply@shop.example.com>',
    });
    expect(config.wrangler).toEqual(committedToml);
  });

  it('an env file that cannot be read is a problem of its own', () => {
    const { unreadable } = readConfig({ envFiles: [join(dir, 'absent.vars')] }, {});
    expect(unreadable).toEqual([expect.stringMatching(/^--env-file .*absent\.vars cannot be read: ENOENT/)]);
  });
});

describe('npm run preflight', () => {
  it('exits non-zero with one line per missing secret', () => {
    const dir = mkdtempSync(join(tmpdir(), 'preflight-'));
    writeFileSync(join(dir, '.prod.vars'), '# to be filled in\n');
    const args = ['scripts/preflight.mjs', '--', '--env-file', join(dir, '.prod.vars')];
    const run = spawnSync(process.execPath, args, { cwd: root, env: { PATH: process.env.PATH }, encoding: 'utf8' });
    rmSync(dir, { recursive: true });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    for (const { name } of SECRETS) expect(secretLines(lines, name), name).toHaveLength(1);
    expect(run.stdout).toBe('');
  });
});
