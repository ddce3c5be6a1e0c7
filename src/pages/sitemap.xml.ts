import type { APIRoute } from 'astro';
import { serverApi } from '../server/api';
import { sitemap } from '../shared/contract/refs/catalog';
import { DEFAULT_COUNTRY } from '../shared/countries';
import { sitemapXml } from '../seo/sitemap';

/** Crawlers carry no country cookie: they see the default country's catalog, as the pages do. */
export const GET: APIRoute = async ({ site, url }) => {
  const entries = await serverApi('en', DEFAULT_COUNTRY).request(sitemap, {}, { silent: true });
  return new Response(sitemapXml(site ?? url, entries), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
};
