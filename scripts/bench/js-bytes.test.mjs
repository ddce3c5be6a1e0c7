import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryScripts, inlineScripts, interactionScripts, pageJavaScript, staticImports } from './js-bytes.mjs';

describe('bench: JavaScript of a page', () => {
  it('finds scripts, module preloads and island modules, same-origin only', () => {
    const html = `<script type="module" src="/_astro/a.js"></script><link rel="modulepreload" href="/_astro/b.js">
      <link rel="stylesheet" href="/_astro/x.css"><script src="https://cdn.example/x.js"></script>
      <astro-island uid="1" component-url="/_astro/Cart.js" renderer-url="/_astro/client.js"></astro-island>`;
    expect(entryScripts(html).sort()).toEqual(['/_astro/Cart.js', '/_astro/a.js', '/_astro/b.js', '/_astro/client.js']);
  });

  it('keeps the modules of islands that wait for the shopper apart', () => {
    const html = `<astro-island component-url="/_astro/Me.js" renderer-url="/_astro/client.js" client="load"></astro-island>
      <astro-island component-url="/_astro/LoginModal.js" renderer-url="/_astro/client.js" client="interaction"></astro-island>`;
    expect(entryScripts(html).sort()).toEqual(['/_astro/Me.js', '/_astro/client.js']);
    expect(interactionScripts(html).sort()).toEqual(['/_astro/LoginModal.js', '/_astro/client.js']);
  });

  it('counts what waiting islands add on interaction, without what the page already ran', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-js-'));
    mkdirSync(join(dir, '_astro'));
    writeFileSync(join(dir, '_astro/page.js'), 'import{x}from"./shared.js";x();');
    writeFileSync(join(dir, '_astro/shared.js'), 'export const x=()=>{};');
    writeFileSync(join(dir, '_astro/Modal.js'), 'import{x}from"./shared.js";import"./react.js";x();');
    writeFileSync(join(dir, '_astro/react.js'), 'export const r=1;');
    const html = `<script type="module" src="/_astro/page.js"></script>
      <astro-island component-url="/_astro/Modal.js" client="interaction"></astro-island>`;
    const result = pageJavaScript(html, dir);
    expect(result.files.map((f) => f.url).sort()).toEqual(['/_astro/page.js', '/_astro/shared.js']);
    expect(result.onInteraction.files.map((f) => f.url).sort()).toEqual(['/_astro/Modal.js', '/_astro/react.js']);
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
