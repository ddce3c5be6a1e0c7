/** Product packshot: /img/p/<product_no>.svg?s=&b=&k=&v=&c=&a= (see src/shared/packshot.ts). */
import type { APIRoute } from 'astro';
import { IMAGE_HEADERS, packshotSvg, parsePackshot } from '../../../shared/packshot';

export const prerender = false;

export const GET: APIRoute = ({ params, url }) => {
  const spec = parsePackshot(params.name ?? '', url.searchParams);
  if (!spec) return new Response(null, { status: 404 });
  return new Response(packshotSvg(spec), { headers: IMAGE_HEADERS });
};
