import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { GZIP_BUDGET, measure, UPLOAD_LIMIT, verdict } from './bundle-size.mjs';

describe('measure', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bundle-size-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('counts every module wrangler wrote, nested ones too, but not its README, and gzips them together', () => {
    mkdirSync(join(dir, 'chunks'));
    writeFileSync(join(dir, 'entry.mjs'), 'export default {};\n');
    writeFileSync(join(dir, 'chunks', 'page.mjs'), 'export const page = 1;\n');
    writeFileSync(join(dir, 'README.md'), 'This folder contains the built output assets for the worker.\n');
    const modules = Buffer.from('export const page = 1;\nexport default {};\n');
    expect(measure(dir)).toEqual({ raw: modules.length, gzip: gzipSync(modules).length });
  });
});

describe('verdict', () => {
  it('reports both sizes against their limits, in KiB', () => {
    expect(verdict({ raw: 3_838_700, gzip: 816_700 })).toEqual({
      line: 'worker bundle: 3749 KiB of 65536 KiB, gzip 798 KiB of 3072 KiB',
      over: [],
    });
  });

  it('names each limit exceeded', () => {
    expect(verdict({ raw: UPLOAD_LIMIT, gzip: GZIP_BUDGET + 1 }).over).toEqual(['over the gzip budget']);
    expect(verdict({ raw: UPLOAD_LIMIT + 1, gzip: GZIP_BUDGET }).over).toEqual(['over the upload limit']);
  });
});
