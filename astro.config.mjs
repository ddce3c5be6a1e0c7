import { defineConfig } from 'astro/config';
import cloudflare from '@astrojs/cloudflare';
import react from '@astrojs/react';
import { i18n } from 'astro-i18n-aut/integration';

// Chinese lives under /zh (language code zh-CN): astro-i18n-aut keys locales by two-letter path prefix.
export const localeMap = { en: 'en', id: 'id', zh: 'zh-CN' };

export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  output: 'server',
  trailingSlash: 'never',
  build: { format: 'file' },
  server: { port: Number(process.env.PORT ?? 4321), host: process.env.HOST ?? 'localhost' },
  adapter: cloudflare({ imageService: 'passthrough' }),
  integrations: [
    react(),
    i18n({ locales: localeMap, defaultLocale: 'en', exclude: ['pages/**/*.ts'] }),
  ],
  devToolbar: { enabled: false },
  telemetry: false,
});
