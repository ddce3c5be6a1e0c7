import { defineConfig } from 'astro/config';
import cloudflare from '@astrojs/cloudflare';
import react from '@astrojs/react';
import { i18n } from 'astro-i18n-aut/integration';
import { createHash } from 'node:crypto';
import { setupDatabases } from './scripts/db-setup.mjs';
import { compileHints } from './scripts/build/compile-hints.mjs';
import { memoizeCspDigest } from './scripts/build/memoize-csp-digest.mjs';
import { CSP_DIRECTIVES, INLINE_SCRIPTS } from './src/layouts/security.ts';
import { DEFAULT_LANG, ROUTED_LOCALES } from './src/shared/lang.ts';

/**
 * Prerendered pages (the policy pages) carry the desktop category bar, read from the local D1 that the Cloudflare
 * adapter gives the prerenderer (.wrangler/state): a build first migrates and seeds it, as `npm start` does, so a fresh
 * clone does not prerender an empty bar.
 */
const prerenderCatalog = { name: 'storefront:prerender-catalog', hooks: { 'astro:build:start': () => setupDatabases() } };

/**
 * The Cloudflare adapter prepends `globalThis.process ??= {}; …` to the server's chunks for Node-minded libraries, but
 * sets it on the build options every Vite environment inherits, so each browser chunk carried it too (about 0.5 KiB
 * gzip a page). No browser code reads `process`: the client environment builds without it.
 */
const noServerBannerInBrowser = {
  name: 'storefront:no-server-banner-in-browser',
  configEnvironment: (name) => (name === 'client' ? { build: { rolldownOptions: { output: { banner: '' } } } } : undefined),
};

export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  output: 'server',
  trailingSlash: 'never',
  build: { format: 'file' },
  server: { port: Number(process.env.PORT ?? 4321), host: process.env.HOST ?? 'localhost' },
  adapter: cloudflare({ imageService: 'passthrough' }),
  integrations: [
    // renderToString: islands here never suspend, and one synchronous pass costs a page less than a stream.
    react({ experimentalDisableStreaming: true }),
    // client:interaction: islands that load React only when the shopper reaches for them (src/directives).
    {
      name: 'storefront:interaction-directive',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) =>
          addClientDirective({ name: 'interaction', entrypoint: './src/directives/interaction.ts' }),
      },
    },
    // 404 and 500 are Astro's error routes: they read the language from the failed path, never get a /id or /zh copy.
    prerenderCatalog,
    i18n({ locales: ROUTED_LOCALES, defaultLocale: DEFAULT_LANG, exclude: ['pages/**/*.ts', 'pages/404.astro', 'pages/500.astro'] }),
  ],
  // We keep no server-side Astro sessions (the BFF owns the member session), so no KV binding is needed.
  session: false,
  // Astro hashes the scripts and styles it emits into the policy (header on rendered pages, meta on prerendered ones).
  security: {
    csp: {
      directives: [...CSP_DIRECTIVES],
      scriptDirective: {
        hashes: INLINE_SCRIPTS.map((s) => `sha256-${createHash('sha256').update(s).digest('base64')}`),
      },
    },
  },
  vite: { plugins: [memoizeCspDigest(), noServerBannerInBrowser, compileHints()] },
  devToolbar: { enabled: false },
  telemetry: false,
});
