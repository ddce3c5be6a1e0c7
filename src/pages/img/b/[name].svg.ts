/** Home banner art: /img/b/<name>.svg?t=&u=&c=&a=&p= (headline, subtitle, colours, pack shapes). */
import type { APIRoute } from 'astro';
import { IMAGE_HEADERS, bannerSvg, parseBanner } from '../../../shared/packshot';

export const prerender = false;

export const GET: APIRoute = ({ params, url }) => {
  const spec = parseBanner(params.name ?? '', url.searchParams);
  if (!spec) return new Response(null, { status: 404 });
  return new Response(bannerSvg(spec), { headers: IMAGE_HEADERS });
};
