import type { APIRoute } from 'astro';
import { env } from 'cloudflare:workers';
import { sitemapEntries } from '../../functions/commerce/catalog/sitemap';
import { d1For } from '../../functions/commerce/db';
import { DEFAULT_COUNTRY } from '../shared/countries';
import { sitemapXml } from '../seo/sitemap';

/** Crawlers carry no country cookie: they see the default country's catalog, as the pages do. */
export const GET: APIRoute = async ({ site, url }) => {
  const entries = await sitemapEntries(d1For(env as Env, DEFAULT_COUNTRY));
  return new Response(sitemapXml(site ?? url, entries), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
};
