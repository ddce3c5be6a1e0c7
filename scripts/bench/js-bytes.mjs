// Bytes of JavaScript a first visit runs before the shopper interacts: the page's scripts, module preloads and the
// modules of islands that hydrate on their own, plus every chunk they import statically (followed recursively through
// dist/client), raw, gzip and brotli; and, apart, what islands that wait for the shopper (client:interaction) add.
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Static imports of a built chunk (`import{a}from"./x.js"`, `import"./x.js"`). */
export function staticImports(code) {
  return [...code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["'](\.{1,2}\/[^"']+\.m?js)["']/g)].map(
    (m) => m[1],
  );
}

const ISLAND_URLS = ['component-url', 'renderer-url'];
const attr = (tag, name) => tag.match(new RegExp(`\\s${name}=["']([^"']+)["']`, 'i'))?.[1];
const sameOrigin = (urls) => [...urls].filter((u) => u?.startsWith('/') && !u.startsWith('//')).map((u) => u.split(/[?#]/)[0]);

/** Islands that load only when the shopper reaches for them. */
function waitsForShopper(tag) {
  return attr(tag, 'client') === 'interaction';
}

/** Module URLs of the islands that wait for the shopper. */
export function interactionScripts(html) {
  const urls = new Set();
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/gi)) {
    if (waitsForShopper(tag)) for (const name of ISLAND_URLS) urls.add(attr(tag, name));
  }
  return sameOrigin(urls);
}

/** Same-origin JS the HTML runs by itself: <script src>, <link rel=modulepreload>, and its other islands' modules. */
export function entryScripts(html) {
  const urls = new Set();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src');
    if (src) urls.add(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (/\srel=["']?modulepreload/i.test(tag)) urls.add(attr(tag, 'href'));
  }
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/gi)) {
    if (!waitsForShopper(tag)) for (const name of ISLAND_URLS) urls.add(attr(tag, name));
  }
  return sameOrigin(urls);
}

/** Inline <script> bodies (not JSON data blocks): JavaScript the HTML itself carries. */
export function inlineScripts(html) {
  const out = [];
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc=/i.test(attrs)) continue;
    const type = attrs.match(/\stype=["']([^"']+)["']/i)?.[1];
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    if (body.trim()) out.push(body);
  }
  return out;
}

function sizes(buf) {
  return {
    raw: buf.length,
    gzip: gzipSync(buf, { level: 9 }).length,
    brotli: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** Files of `entries` and every chunk they import, each once (`seen` is shared between calls), with sizes. */
function collect(entries, clientDir, seen) {
  const queue = [...entries];
  const files = [];
  while (queue.length) {
    const url = queue.shift();
    if (seen.has(url)) continue;
    seen.add(url);
    const path = join(clientDir, url);
    if (!existsSync(path)) throw new Error(`the page loads ${url}, which is not in ${clientDir}`);
    const code = readFileSync(path);
    files.push({ url, ...sizes(code) });
    for (const spec of staticImports(code.toString('utf8'))) queue.push(posix.join(posix.dirname(url), spec));
  }
  return files;
}

function totals(files) {
  const sum = (k) => files.reduce((n, f) => n + f[k], 0);
  return { files, raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli') };
}

/**
 * The JavaScript a page runs before interaction (files, raw, gzip, brotli: the budget figure), and in
 * `onInteraction` what its waiting islands add when the shopper reaches for them (files not already loaded).
 */
export function pageJavaScript(html, clientDir) {
  const seen = new Set();
  const before = collect(entryScripts(html), clientDir, seen);
  const inline = inlineScripts(html).map((body, i) => ({ url: `(inline #${i + 1})`, ...sizes(Buffer.from(body)) }));
  return { ...totals([...before, ...inline]), onInteraction: totals(collect(interactionScripts(html), clientDir, seen)) };
}
