import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryScripts, inlineScripts, pageJavaScript, staticImports } from './js-bytes.mjs';

describe('bench: JavaScript of a page', () => {
  it('finds scripts, module preloads and island modules, same-origin only', () => {
    const html = `<script type="module" src="/_astro/a.js"></script><link rel="modulepreload" href="/_astro/b.js">
      <link rel="stylesheet" href="/_astro/x.css"><script src="https://cdn.example/x.js"></script>
      <astro-island uid="1" component-url="/_astro/Cart.js" renderer-url="/_astro/client.js"></astro-island>`;
    expect(entryScripts(html).sort()).toEqual(['/_astro/Cart.js', '/_astro/a.js', '/_astro/b.js', '/_astro/client.js']);
  });

  it('reads inline module scripts and skips JSON data blocks', () => {
    const html = `<script>console.log(1)</script><script type="application/json">{"a":1}</script><script type="module">x()</script>`;
    expect(inlineScripts(html)).toEqual(['console.log(1)', 'x()']);
  });

  it('reads static imports of minified chunks, not dynamic ones', () => {
    const code = `import{a as b}from"./atom.js";import"./side.js";export{c}from"../lib/c.js";const d=()=>import("./lazy.js");`;
    expect(staticImports(code)).toEqual(['./atom.js', './side.js', '../lib/c.js']);
  });

  it('follows imports recursively, counts each file once and sums the sizes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-js-'));
    mkdirSync(join(dir, '_astro'));
    writeFileSync(join(dir, '_astro/entry.js'), 'import{x}from"./shared.js";import"./other.js";x();');
    writeFileSync(join(dir, '_astro/other.js'), 'import{x}from"./shared.js";x();');
    writeFileSync(join(dir, '_astro/shared.js'), 'export const x=()=>{};');
    const result = pageJavaScript('<script type="module" src="/_astro/entry.js"></script>', dir);
    expect(result.files.map((f) => f.url).sort()).toEqual(['/_astro/entry.js', '/_astro/other.js', '/_astro/shared.js']);
    expect(result.raw).toBe(result.files.reduce((n, f) => n + f.raw, 0));
    expect(result.gzip).toBeGreaterThan(0);
    expect(result.brotli).toBeGreaterThan(0);
  });

  it('fails when the page asks for a file the build does not have', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-js-'));
    expect(() => pageJavaScript('<script src="/_astro/missing.js"></script>', dir)).toThrow(/missing\.js/);
  });
});
