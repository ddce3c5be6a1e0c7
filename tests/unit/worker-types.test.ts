// worker-configuration.d.ts (the Env bindings) is generated from wrangler.toml by `npm run types` and committed; a
// binding added to wrangler.toml without running it again fails here, not in production.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { toolEnv } from '../../scripts/env.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const OUTPUT = 'worker-configuration.d.ts';
const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts as Record<string, string>;
const wrangler = join(dirname(createRequire(import.meta.url).resolve('wrangler/package.json')), 'bin/wrangler.js');
// Beside the committed file, so the import paths of the Durable Object classes ("./src/worker") come out the same.
const target = join(root, `.worker-types-${process.pid}.d.ts`);

afterAll(() => rmSync(target, { force: true }));

describe('worker-configuration.d.ts', () => {
  // Runs wrangler in a child process, which takes 1 s on a quiet machine and several on a loaded one: 30 s, not 5.
  it('is what `npm run types` generates from wrangler.toml now', () => {
    // The npm script's own arguments, written to a temporary file instead of the committed one.
    const [command, ...args] = scripts.types!.split(' ');
    expect(command).toBe('wrangler');
    execFileSync(process.execPath, [wrangler, ...args.map((a) => (a === OUTPUT ? target : a))], {
      cwd: root,
      env: toolEnv,
      stdio: 'ignore',
    });
    // The header names the command that made the file, output path included.
    const generated = readFileSync(target, 'utf8').replace(` ${target}\``, '`');
    expect(generated).toBe(readFileSync(join(root, OUTPUT), 'utf8'));
  }, 30_000);
});
