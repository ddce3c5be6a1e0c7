import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtWorkerArgs } from './serve-built.mjs';

/** The value given to a command-line flag. */
const flag = (args, name) => args[args.indexOf(name) + 1];

describe('builtWorkerArgs', () => {
  it('runs the build in dist/ under wrangler dev, on the given interface and port, with development aids on', () => {
    const args = builtWorkerArgs({ host: '0.0.0.0', port: 4522, persistTo: '.wrangler/state' });
    expect(args.slice(0, 2)).toEqual(['wrangler', 'dev']);
    expect(flag(args, '-c')).toBe('dist/server/wrangler.json');
    expect(flag(args, '--ip')).toBe('0.0.0.0');
    expect(flag(args, '--port')).toBe('4522');
    expect(flag(args, '--persist-to')).toBe('.wrangler/state');
    expect(flag(args, '--var')).toBe('ENVIRONMENT:development');
  });

  it('quiet (the test server): no interactive session, warnings only, the inspector on the given port', () => {
    const args = builtWorkerArgs({ host: '127.0.0.1', port: 5000, persistTo: 'x', inspectorPort: 5001, quiet: true });
    expect(args).toContain('--show-interactive-dev-session=false');
    expect(flag(args, '--log-level')).toBe('warn');
    expect(flag(args, '--inspector-port')).toBe('5001');
  });

  it('adds each of `vars` as a --var, after development aids', () => {
    const args = builtWorkerArgs({ host: '127.0.0.1', port: 5000, persistTo: 'x', vars: { UPSTREAM_API_URL: 'http://127.0.0.1:5002' } });
    const vars = args.flatMap((arg, i) => (args[i - 1] === '--var' ? [arg] : []));
    expect(vars).toEqual(['ENVIRONMENT:development', 'UPSTREAM_API_URL:http://127.0.0.1:5002']);
  });
});

describe('npm scripts', () => {
  const { scripts } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  const source = (name) => readFileSync(new URL(name, import.meta.url), 'utf8');

  it('npm start serves the built worker as the tests do; npm run dev is the hot-reloading astro dev', () => {
    expect(scripts.start).toBe('node scripts/start.mjs');
    expect(source('./start.mjs')).toContain('serveBuiltWorker(');
    expect(source('../tests/e2e/serve.mjs')).toContain('serveBuiltWorker(');
    expect(scripts.dev).toBe('node scripts/dev.mjs');
    expect(source('./dev.mjs')).toContain("'astro', 'dev'");
  });
});
