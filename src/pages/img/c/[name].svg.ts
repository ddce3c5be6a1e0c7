/** Category icon: /img/c/<shape>-<rrggbb>.svg, the key stored in categories.icon_key. */
import type { APIRoute } from 'astro';
import { IMAGE_HEADERS, categoryIconSvg, parseIconKey } from '../../../shared/packshot';

export const prerender = false;

export const GET: APIRoute = ({ params }) => {
  const spec = parseIconKey(params.name ?? '');
  if (!spec) return new Response(null, { status: 404 });
  return new Response(categoryIconSvg(spec), { headers: IMAGE_HEADERS });
};
