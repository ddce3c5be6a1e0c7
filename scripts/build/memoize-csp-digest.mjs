// A Vite plugin for the build: Astro (7.3) hashes every inline style and script of a route again on each rendered
// request, for the Content-Security-Policy header (core/fetch/fetch-state.js → generateCspDigest). The inputs are the
// build's own styles, the same on every request, and SHA-256 of the same text is the same hash, so the digests are
// kept per isolate. It was about a tenth of the detail page's render CPU. The patch is checked: if Astro renames the
// function, the build fails here instead of silently losing the cache (docs/decisions/csp-digest-memo.md).
const TARGET = /[\\/]astro[\\/]dist[\\/]core[\\/]encryption\.js$/;
const DECLARATION = 'async function generateCspDigest(data, algorithm) {';
// Inputs are the build's inline styles and scripts; the bound only guards against a future caller hashing request data.
const MAX_ENTRIES = 512;

/** Astro's encryption module with generateCspDigest memoised; throws when the declaration is not there. */
export function memoizeCspDigestIn(code, id) {
  if (!code.includes(DECLARATION)) {
    throw new Error(`memoize-csp-digest: ${id} no longer declares generateCspDigest; update scripts/build/memoize-csp-digest.mjs`);
  }
  return code.replace(
    DECLARATION,
    `const cspDigests = new Map();
async function generateCspDigest(data, algorithm) {
  const key = algorithm + '\\u0000' + data;
  let digest = cspDigests.get(key);
  if (digest === undefined) {
    if (cspDigests.size >= ${MAX_ENTRIES}) cspDigests.clear();
    digest = computeCspDigest(data, algorithm);
    cspDigests.set(key, digest);
  }
  return digest;
}
async function computeCspDigest(data, algorithm) {`,
  );
}

export function memoizeCspDigest() {
  let patched = false;
  return {
    name: 'storefront:memoize-csp-digest',
    enforce: 'pre',
    transform(code, id) {
      if (!TARGET.test(id)) return null;
      patched = true;
      return memoizeCspDigestIn(code, id);
    },
    buildEnd() {
      // Only the server build bundles Astro's runtime; a client-only pass never sees the file.
      if (this.environment?.name === 'ssr' && !patched) {
        throw new Error('memoize-csp-digest: astro/dist/core/encryption.js was not part of the server build');
      }
    },
  };
}
