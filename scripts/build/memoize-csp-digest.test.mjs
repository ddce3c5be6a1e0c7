import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { memoizeCspDigestIn } from './memoize-csp-digest.mjs';

const ASTRO_CORE = fileURLToPath(new URL('../../node_modules/astro/dist/core/', import.meta.url));
const ENCRYPTION = `${ASTRO_CORE}encryption.js`;
// Inside node_modules so the module's package imports resolve as they do for Astro's own copy.
const SCRATCH = fileURLToPath(new URL('../../node_modules/.cache/memoize-csp-digest/', import.meta.url));

/** The installed Astro's encryption module, patched, written beside the dependencies and imported. */
async function patchedModule() {
  const code = memoizeCspDigestIn(readFileSync(ENCRYPTION, 'utf8'), ENCRYPTION).replace(
    /from "(\.{1,2}\/[^"]+)"/g,
    (_, spec) => `from "${new URL(spec, pathToFileURL(ENCRYPTION)).href}"`,
  );
  mkdirSync(SCRATCH, { recursive: true });
  const file = `${SCRATCH}encryption.mjs`;
  writeFileSync(file, code);
  return import(pathToFileURL(file).href);
}

describe('memoizeCspDigestIn', () => {
  it('patches the installed Astro, whose digests stay the same, repeated or not', async () => {
    const original = await import(pathToFileURL(ENCRYPTION).href);
    const patched = await patchedModule();
    for (const text of ['.a{color:red}', 'body{margin:0}', '.a{color:red}']) {
      expect(await patched.generateCspDigest(text, 'SHA-256')).toBe(await original.generateCspDigest(text, 'SHA-256'));
    }
    expect(await patched.generateCspDigest('.a{color:red}', 'SHA-384')).toBe(await original.generateCspDigest('.a{color:red}', 'SHA-384'));
  });

  it('fails the build when Astro no longer declares the function', () => {
    expect(() => memoizeCspDigestIn('export function other() {}', '/x/encryption.js')).toThrow(/no longer declares generateCspDigest/);
  });
});
