import type { APIRoute } from 'astro';
import { robotsTxt } from '../seo/sitemap';

export const GET: APIRoute = ({ site, url }) =>
  new Response(robotsTxt(site ?? url), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
