// Bytes of JavaScript a first visit loads: the page's scripts, module preloads and island modules, plus every
// chunk they import statically (followed recursively through dist/client), raw, gzip and brotli.
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Same-origin JS the HTML asks for: <script src>, <link rel=modulepreload>, and astro-island component/renderer URLs. */
export function entryScripts(html) {
  const urls = new Set();
  const attr = (tag, name) => tag.match(new RegExp(`\\s${name}=["']([^"']+)["']`, 'i'))?.[1];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src');
    if (src) urls.add(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (/\srel=["']?modulepreload/i.test(tag)) urls.add(attr(tag, 'href'));
  }
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/gi)) {
    for (const name of ['component-url', 'renderer-url']) {
      const url = attr(tag, name);
      if (url) urls.add(url);
    }
  }
  urls.delete(undefined);
  return [...urls].filter((u) => u.startsWith('/') && !u.startsWith('//')).map((u) => u.split(/[?#]/)[0]);
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

/** Relative static imports of a built chunk (`import … from "./x.js"`, `import "./x.js"`, `export … from`). */
export function staticImports(code) {
  const out = [];
  for (const m of code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["'](\.{1,2}\/[^"']+\.m?js)["']/g)) {
    out.push(m[1]);
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

/** Every JS file the page loads, with sizes; `clientDir` is dist/client. */
export function pageJavaScript(html, clientDir) {
  const seen = new Set();
  const queue = entryScripts(html);
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
  const inline = inlineScripts(html).map((body, i) => ({ url: `(inline #${i + 1})`, ...sizes(Buffer.from(body)) }));
  const all = [...files, ...inline];
  const sum = (k) => all.reduce((n, f) => n + f[k], 0);
  return { files: all, raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli') };
}
